// Every typed outcome of a lookup, through the whole layer, against the stand-in over real sockets.
import type { LookupErrorKind } from '../../../src/model/lookupError';
import type { LookupResult } from '../../../src/model/user';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { IDS } from '../../stand-in/users';
import { freshKey, requestsFor, service, standIn } from './serviceHarness';
import { rememberKey } from './keyLeakWatch';

function failure(
  result: LookupResult,
  kind: LookupErrorKind,
): NonNullable<Extract<LookupResult, { ok: false }>['error']> {
  assert.ok(!result.ok, `expected ${kind}, got a profile`);
  assert.equal(result.error.kind, kind, result.error.message);
  assert.ok(result.error.message.length > 10 && !result.error.message.includes('\n'), 'one readable sentence');
  return result.error;
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('lookup outcomes against the stand-in', () => {
  const fast = { limit: 1000, windowMs: 1000 };

  it('returns a profile with exact 64-bit counters, service headers and exact JSON', async () => {
    const api = await standIn({ rateLimit: fast });
    const { lookup } = service({ baseUrl: api.url });
    const r = await lookup(IDS.bigNumbers);
    assert.ok(r.ok);
    const { user, meta, json, fetchedAt } = r.profile;
    assert.equal(user.id, IDS.bigNumbers);
    assert.equal(user.xp, 9007199254740993n);
    assert.equal(user.sonhos, 4611686018427387905n);
    assert.equal(user.gender, 'MALE');
    assert.deepEqual(meta.cluster, {
      raw: 'Loritta Cluster 1 (Catalyst)',
      label: 'Loritta Cluster',
      ordinal: 1,
      codename: 'Catalyst',
    });
    assert.match(meta.tokenCreator ?? '', /^\d{17,19}$/);
    assert.match(json, /\n {2}"xp": 9007199254740993,\n/);
    assert.match(json, /\n {2}"sonhos": 4611686018427387905,\n/);
    assert.ok(Math.abs(fetchedAt - Date.now()) < 5000);
    const sent = requestsFor(api, IDS.bigNumbers);
    assert.equal(sent.length, 1);
    assert.equal(sent[0]?.method, 'GET');
  });

  it('sends the key verbatim in Authorization, and nowhere else', async () => {
    const api = await standIn({ rateLimit: fast });
    const key = freshKey('verbatim');
    const { lookup } = service({ baseUrl: api.url }, key);
    assert.ok((await lookup(IDS.normal)).ok);
    const [sent] = requestsFor(api, IDS.normal);
    assert.equal(sent?.authorization, key);
    assert.ok(!sent.url.includes(key));
  });

  it('parses a response with Loritta- headers', async () => {
    const api = await standIn({ rateLimit: fast });
    const r = await service({ baseUrl: api.url }).lookup(IDS.lorittaHeaders);
    assert.ok(r.ok);
    assert.equal(r.profile.meta.cluster?.codename, 'Catalyst');
    assert.equal(r.profile.meta.cluster?.ordinal, 1);
    assert.match(r.profile.meta.tokenUser ?? '', /^\d{17,19}$/);
  });

  it('reads the maximum id, nulls, unknown genders, extra fields and a ban', async () => {
    const api = await standIn({ rateLimit: fast });
    const { lookup } = service({ baseUrl: api.url });
    const [max, nulls, gender, extra, banned] = await Promise.all(
      [IDS.max, IDS.nulls, IDS.unknownGender, IDS.extraFields, IDS.banned].map((id) => lookup(id)),
    );
    assert.ok(max?.ok && nulls?.ok && gender?.ok && extra?.ok && banned?.ok);
    assert.equal(max.profile.user.xp, 9223372036854775807n);
    assert.equal(nulls.profile.user.aboutMe, null);
    assert.equal(nulls.profile.user.emojiFightEmoji, null);
    assert.equal(nulls.profile.user.gender, 'UNKNOWN');
    assert.equal(gender.profile.user.gender, 'NONBINARY');
    assert.match(extra.profile.json, /"features"/);
    assert.equal(extra.profile.user.banState, null);
    assert.ok(banned.profile.user.banState !== null);
    assert.equal(typeof banned.profile.user.banState.reason, 'string');
  });

  it('InvalidId: rejected before any request', async () => {
    const api = await standIn({ rateLimit: fast });
    const { lookup } = service({ baseUrl: api.url });
    for (const id of ['abc', '0', '9223372036854775808', '', '-5']) failure(await lookup(id), 'InvalidId');
    assert.equal(api.requests.length, 0);
  });

  it('NoKey: no key, or a key that cannot travel in a header, sends nothing', async () => {
    const api = await standIn({ rateLimit: fast });
    failure(
      await service({ baseUrl: api.url, getApiKey: () => Promise.resolve(undefined) }).lookup(IDS.normal),
      'NoKey',
    );
    failure(await service({ baseUrl: api.url }, '').lookup(IDS.normal), 'NoKey');
    for (const bad of [
      ' lorixp_test_lead',
      'lorixp_test_trail\n',
      'lorixp_test_in side',
      'lorixp_test_tab\t',
      'lorixp_test_\u0000nul',
      'lorixp_test_é',
    ]) {
      const e = failure(await service({ baseUrl: api.url }, rememberKey(bad)).lookup(IDS.normal), 'NoKey');
      assert.match(e.message, /cannot be sent in a header/);
    }
    const throwing = service({ baseUrl: api.url, getApiKey: () => Promise.reject(new Error('keychain locked')) });
    failure(await throwing.lookup(IDS.normal), 'NoKey');
    assert.equal(api.requests.length, 0);
  });

  it('Unauthorized: an unknown key gets 401', async () => {
    const api = await standIn({ rateLimit: fast });
    const e = failure(
      await service({ baseUrl: api.url }, rememberKey('lorixp_NotAKeyTheStandInKnows')).lookup(IDS.normal),
      'Unauthorized',
    );
    assert.equal(e.status, 401);
  });

  it('NotFound: a valid id without a profile gets 404', async () => {
    const api = await standIn({ rateLimit: fast });
    const e = failure(await service({ baseUrl: api.url }).lookup(IDS.notFound), 'NotFound');
    assert.equal(e.status, 404);
    assert.ok(e.message.includes(IDS.notFound));
  });

  it('ServerError: a 500', async () => {
    const api = await standIn({ rateLimit: fast });
    assert.equal(failure(await service({ baseUrl: api.url }).lookup(IDS.serverError), 'ServerError').status, 500);
  });

  it('InvalidResponse: not JSON, wrong types (naming the field), too big', async () => {
    const api = await standIn({ rateLimit: fast });
    const { lookup } = service({ baseUrl: api.url });
    assert.match(failure(await lookup(IDS.malformedJson), 'InvalidResponse').message, /not valid JSON/);
    const wrong = failure(await lookup(IDS.wrongTypes), 'InvalidResponse');
    assert.equal(wrong.field, 'xp');
    assert.match(wrong.message, /`xp` must be an integer/);
    // The message is the proof the body was refused by its size (the 10 MB is not parsed for this message).
    assert.match(failure(await lookup(IDS.hugeBody), 'InvalidResponse').message, /larger than 1024 KB/);
  });

  it('Timeout: no answer within requestTimeoutMs', async () => {
    const api = await standIn({ rateLimit: fast, slowMs: 3000 });
    // Timeout (not the profile the stand-in sends after 3 s) is the proof the 0.3 s time-out ended it.
    const e = failure(await service({ baseUrl: api.url, requestTimeoutMs: 300 }).lookup(IDS.slow), 'Timeout');
    assert.match(e.message, /0\.3 s/);
  });

  it('Network: a reset connection, a refused connection, an unresolvable name', async () => {
    const api = await standIn({ rateLimit: fast });
    assert.match(failure(await service({ baseUrl: api.url }).lookup(IDS.reset), 'Network').message, /closed|reset/);
    const port = await closedPort();
    const refused = failure(await service({ baseUrl: `http://127.0.0.1:${port}` }).lookup(IDS.normal), 'Network');
    assert.match(refused.message, new RegExp(`127\\.0\\.0\\.1:${port}: the connection was refused`));
    const dns = failure(
      await service({ baseUrl: 'https://no-such-host.invalid', requestTimeoutMs: 4000 }).lookup(IDS.normal),
      'Network',
    );
    assert.match(dns.message, /no-such-host\.invalid: the name could not be resolved/);
  });

  it('InsecureUrl: plain http to a non-loopback host is refused, saying why, before any request', async () => {
    const e = failure(await service({ baseUrl: 'http://api.loritta.website' }).lookup(IDS.normal), 'InsecureUrl');
    assert.match(e.message, /plain http:\/\/ to api\.loritta\.website/);
  });

  it('RateLimited: waits as told (decimal Retry-After), retries once, then reports the wait', async () => {
    const api = await standIn({ rateLimit: fast });
    const started = Date.now();
    const e = failure(await service({ baseUrl: api.url }).lookup(IDS.rateLimited), 'RateLimited');
    assert.equal(e.retryAfterMs, 1500);
    assert.match(e.message, /1\.5 s/);
    const sent = requestsFor(api, IDS.rateLimited);
    assert.equal(sent.length, 2, 'one retry, no more');
    const gap = (sent[1]?.receivedAt ?? 0) - (sent[0]?.receivedAt ?? 0);
    assert.ok(gap >= 1500, `the retry waited ${gap} ms`);
    assert.ok(Date.now() - started >= 1500);
  });

  it('RateLimited: a Retry-After longer than the request time-out is returned at once, not waited for', async () => {
    const api = await standIn({ rateLimit: fast });
    const { lookup } = service({ baseUrl: api.url, requestTimeoutMs: 1000 });
    const e = failure(await lookup(IDS.rateLimited), 'RateLimited');
    assert.ok(e.retryAfterMs !== undefined && e.retryAfterMs >= 1500 && e.retryAfterMs < 1700, String(e.retryAfterMs));
    assert.equal(requestsFor(api, IDS.rateLimited).length, 1, 'no retry: the wait was said, not waited');
  });

  it('Cancelled: an aborted lookup resolves at once, even mid-request', async () => {
    const api = await standIn({ rateLimit: fast, slowMs: 3000 });
    const { lookup } = service({ baseUrl: api.url });
    const controller = new AbortController();
    const pending = lookup(IDS.slow, { signal: controller.signal });
    while (api.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    failure(await pending, 'Cancelled');
    // Mid-request: the stand-in had not answered (it does after 3 s); order, not a clock, says so.
    assert.equal(requestsFor(api, IDS.slow)[0]?.status, 0, 'cancelled before the stand-in answered');
    failure(await lookup(IDS.normal, { signal: AbortSignal.abort() }), 'Cancelled');
  });
});
