import assert from 'node:assert/strict';
import {
  parseClusterHeader,
  parseRetryAfter,
  readRateLimit,
  readServiceMeta,
  retryAfterOfBody,
} from '../../../../src/api/http/serviceHeaders';
import { MAX_BELIEVED_LIMIT, MAX_BELIEVED_WAIT_MS } from '../../../../src/api/model/serviceLimits';

describe('cluster header', () => {
  it('splits label, ordinal and codename', () => {
    assert.deepEqual(parseClusterHeader('Loritta Cluster 1 (Catalyst)'), {
      raw: 'Loritta Cluster 1 (Catalyst)',
      label: 'Loritta Cluster',
      ordinal: 1,
      codename: 'Catalyst',
    });
    assert.deepEqual(parseClusterHeader('Canary Cluster 12 (Night Owl)'), {
      raw: 'Canary Cluster 12 (Night Owl)',
      label: 'Canary Cluster',
      ordinal: 12,
      codename: 'Night Owl',
    });
  });

  it('reads a cluster without a codename or without a label', () => {
    assert.deepEqual(parseClusterHeader('Loritta Cluster 3'), {
      raw: 'Loritta Cluster 3',
      label: 'Loritta Cluster',
      ordinal: 3,
    });
    assert.deepEqual(parseClusterHeader('7 (Lynx)'), { raw: '7 (Lynx)', ordinal: 7, codename: 'Lynx' });
  });

  it('keeps the raw text when it does not parse', () => {
    for (const raw of ['Catalyst', 'Cluster (Catalyst)', 'Loritta Cluster one (Catalyst)', 'Cluster 1 (Catalyst', '']) {
      assert.deepEqual(parseClusterHeader(raw), { raw });
    }
  });

  it('reads "a", 300,000 spaces and "x" in one pass (the old pattern was quadratic: 0.24-0.52 s at 16,000 spaces, minutes here)', () => {
    for (const raw of [
      `a${' '.repeat(300_000)}x`,
      `a${' '.repeat(300_000)}1 (x`,
      `${'1 '.repeat(150_000)}x`,
      `a${' \t'.repeat(150_000)}1 (${' ('.repeat(50_000)}`,
    ]) {
      assert.deepEqual(parseClusterHeader(raw), { raw });
    }
    const long = `Loritta${' '.repeat(300_000)}Cluster 2 (Catalyst)`;
    assert.deepEqual(parseClusterHeader(long), {
      raw: long,
      label: `Loritta${' '.repeat(300_000)}Cluster`,
      ordinal: 2,
      codename: 'Catalyst',
    });
  });

  it('reads what the old pattern read, on random strings over spaces, digits, parentheses and line breaks', () => {
    // The pattern it replaces, as the definition: fast enough on strings this short.
    const definition = /^(?:(.*?)\s+)?(\d{1,9})\s*(?:\((.*)\))?$/;
    const expected = (raw: string): object => {
      const m = definition.exec(raw.trim());
      if (m === null) return { raw };
      const label = m[1]?.trim();
      const codename = m[3]?.trim();
      return { raw, ordinal: Number(m[2]), ...(label ? { label } : {}), ...(codename ? { codename } : {}) };
    };
    const alphabet = [' ', '\t', '\n', '\u00a0', '\u2028', '0', '1', '2', '(', ')', 'a', 'x'];
    let state = 6;
    const random = (): number => (state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32;
    for (let round = 0; round < 20_000; round++) {
      let raw = random() < 0.1 ? '1234567890'.slice(0, 1 + Math.floor(random() * 10)) : '';
      const length = Math.floor(random() * 14);
      for (let i = 0; i < length; i++) raw += alphabet[Math.floor(random() * alphabet.length)]!;
      assert.deepEqual(parseClusterHeader(raw), expected(raw), JSON.stringify(raw));
    }
  });
});

describe('service headers', () => {
  it("reads the spec's Service- names", () => {
    const meta = readServiceMeta({
      'service-cluster': 'Loritta Cluster 1 (Catalyst)',
      'service-token-creator': '297882825524903080',
      'service-token-user': '297883077183530966',
    });
    assert.equal(meta.cluster?.codename, 'Catalyst');
    assert.equal(meta.tokenCreator, '297882825524903080');
    assert.equal(meta.tokenUser, '297883077183530966');
  });

  it("accepts the deployment's Loritta- names and any other prefix", () => {
    const loritta = readServiceMeta({
      'loritta-cluster': 'Canary Cluster 2 (Lynx)',
      'loritta-token-creator': '1',
      'loritta-token-user': '2',
    });
    assert.deepEqual(loritta, {
      cluster: { raw: 'Canary Cluster 2 (Lynx)', label: 'Canary Cluster', ordinal: 2, codename: 'Lynx' },
      tokenCreator: '1',
      tokenUser: '2',
    });
    assert.equal(readServiceMeta({ 'acme-token-user': '42' }).tokenUser, '42');
  });

  it('prefers Service- when both are present, and ignores non-id token values', () => {
    const meta = readServiceMeta({
      'loritta-token-user': '1',
      'service-token-user': '2',
      'service-token-creator': 'not an id',
    });
    assert.equal(meta.tokenUser, '2');
    assert.equal(meta.tokenCreator, undefined);
    assert.deepEqual(readServiceMeta({}), {});
  });

  const KEY = 'lorixp_4fQk9ZpB2mWc7TnYxR8sLhVdJ3eKaU6gN1qPo5';
  for (const [name, value] of [
    ['the key alone', KEY],
    ['the key as a codename', `Loritta Cluster 1 (${KEY})`],
    ['the key as a label', `${KEY} 1`],
    ['the key in an Authorization echo', `Authorization: ${KEY}`],
  ] as const) {
    it(`a cluster header holding the request's key (${name}) is not read: it would be shown, logged and stored`, () => {
      assert.equal(readServiceMeta({ 'loritta-cluster': value }, KEY).cluster, undefined);
      assert.equal(readServiceMeta({ 'loritta-cluster': 'Loritta Cluster 1 (Catalyst)' }, KEY).cluster?.ordinal, 1);
    });
  }

  it('reads the X-RateLimit headers, decimals included', () => {
    assert.deepEqual(
      readRateLimit({
        'x-ratelimit-limit': '5',
        'x-ratelimit-remaining': '3',
        'x-ratelimit-reset': '1767225600',
        'x-ratelimit-reset-after': '3.217',
      }),
      { limit: 5, remaining: 3, resetAfterMs: 3218 },
    );
    assert.deepEqual(
      readRateLimit({ 'x-ratelimit-limit': 'lots', 'x-ratelimit-remaining': '-1', 'x-ratelimit-reset-after': 'soon' }),
      {},
    );
  });

  it('reads Reset-After as an upper bound of what its precision allows', () => {
    const resetAfter = (v: string): number | undefined => readRateLimit({ 'x-ratelimit-reset-after': v }).resetAfterMs;
    assert.equal(resetAfter('4.9'), 5000);
    assert.equal(resetAfter('0.999'), 1000);
    assert.equal(resetAfter('1'), 1000);
    assert.equal(resetAfter('5.0'), 5100);
  });

  it('reads Retry-After as decimal seconds or an HTTP date', () => {
    assert.equal(parseRetryAfter('3.2', 0), 3200);
    assert.equal(parseRetryAfter('1.5', 0), 1500);
    assert.equal(parseRetryAfter(['2'], 0), 2000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    assert.equal(parseRetryAfter('Thu, 01 Jan 2026 00:00:04 GMT', now), 4000);
    assert.equal(parseRetryAfter(undefined, 0), undefined);
    assert.equal(parseRetryAfter('later', 0), undefined);
  });

  it('believes a wait of a minute at most, however it is written, and nothing below zero', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    for (const long of [
      '3600',
      '2592000',
      '999999999999999',
      'Fri, 31 Dec 9999 23:59:59 GMT',
      'Fri Dec 31 23:59:59 9999',
    ]) {
      assert.equal(parseRetryAfter(long, now), MAX_BELIEVED_WAIT_MS, long);
    }
    assert.equal(parseRetryAfter('-3.5', now), 0);
    assert.equal(parseRetryAfter('0.0', now), 0);
    assert.equal(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now), 0, 'a date in the past');
    assert.equal(parseRetryAfter('Friday, 31-Dec-99 23:59:59 GMT', now), 0, 'RFC 850: 1999');
    for (const garbage of ['soon', '-', '1e9', '5 s', '2026-01-01', '12 banana', '1'.repeat(40)]) {
      assert.equal(parseRetryAfter(garbage, now), undefined, garbage);
    }
    assert.equal(retryAfterOfBody({ retryAfter: 3600 }), MAX_BELIEVED_WAIT_MS);
    assert.equal(retryAfterOfBody({ retryAfter: -2 }), 0);
    assert.equal(retryAfterOfBody({ retryAfter: '3' }), undefined);
    assert.equal(retryAfterOfBody([1]), undefined);
  });

  it('believes a window of a minute and a limit of 10,000 at most', () => {
    assert.deepEqual(
      readRateLimit({
        'x-ratelimit-limit': '999999999999999',
        'x-ratelimit-remaining': '4',
        'x-ratelimit-reset-after': '99999999',
      }),
      {
        limit: MAX_BELIEVED_LIMIT,
        remaining: 4,
        resetAfterMs: MAX_BELIEVED_WAIT_MS,
      },
    );
    assert.equal(readRateLimit({ 'x-ratelimit-reset-after': '-1.5' }).resetAfterMs, undefined);
  });
});
