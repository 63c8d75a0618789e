import assert from 'node:assert/strict';
import {
  findKeys,
  isKeyShaped,
  locateKey,
  MAX_KEY_BODY,
  scanKeys,
} from '../../../../../src/features/apiKey/core/keyScan';

const KEY = 'lorixp_k7YoEB6NLYDjum2kdDfzgb6AN4s1N8v3eVNkBiMC4Kx';
const OTHER = 'lorixp_9zQ8dEw3mRt6YhUa2JbXcVn4KpLs7GfW5eDqR1tZy';
const spans = (text: string) => findKeys(text).map((k) => text.slice(k.start, k.end));

describe('key scan', () => {
  it('finds each key exactly, in .env, JSON and log lines', () => {
    const text = `TOKEN=${KEY}\n{"key": "${KEY}"}\nAuthorization: ${KEY} sent`;
    assert.deepEqual(spans(text), [KEY, KEY, KEY]);
    const first = findKeys(text)[0]!;
    assert.equal(first.start, 'TOKEN='.length);
    assert.equal(first.end, 'TOKEN='.length + KEY.length);
  });

  it('leaves alone what is not a key: short bodies, non-Base58 characters, keys glued to words, runs longer than a key can be', () => {
    assert.deepEqual(spans('lorixp_abc'), []);
    assert.deepEqual(spans(`lorixp_${'1'.repeat(19)}`), []);
    assert.deepEqual(spans(`lorixp_${'1'.repeat(20)}`), [`lorixp_${'1'.repeat(20)}`]);
    assert.deepEqual(spans(`lorixp_${'0'.repeat(30)}`), [], '0 is not Base58');
    assert.deepEqual(spans(`lorixp_test_${'a'.repeat(30)}`), [], 'the stand-in test family has underscores');
    assert.deepEqual(spans(`x${KEY}`), []);
    assert.deepEqual(spans(`${KEY}l0`), [], 'a key running on into non-Base58 word characters is something else');
    assert.deepEqual(
      spans(`lorixp_${'a'.repeat(MAX_KEY_BODY)}`),
      [`lorixp_${'a'.repeat(MAX_KEY_BODY)}`],
      'the longest key the store takes',
    );
    assert.deepEqual(
      spans(`lorixp_${'a'.repeat(MAX_KEY_BODY + 1)}`),
      [],
      'one character longer: the store would refuse it',
    );
  });

  it('finds a key cut by a piece boundary, once, whatever the piece size, and counts past the kept ones', async () => {
    const text = `${'.'.repeat(1000)} ${KEY} ${'-'.repeat(500)} ${KEY}\n${OTHER}`.repeat(7);
    const expected = findKeys(text);
    assert.equal(expected.length, 21);
    for (const chunkChars of [1024, 1030, 1040, 2048, 4099]) {
      const { reader, report } = await scanKeys(text, 5, { chunkChars });
      assert.deepEqual(reader.found, expected.slice(0, 5), `pieces of ${chunkChars}`);
      assert.equal(reader.matches, 21);
      assert.deepEqual(reader.firstNotKept, expected[5]);
      assert.equal(report.end, 'complete');
      assert.equal(report.read, text.length);
    }
  });

  it('gives the event loop a turn inside a piece of near misses, and stops when cancelled', async () => {
    const text = 'lorixp_1234567890abcdefghij '.repeat(20_000);
    let now = 0;
    let turns = 0;
    const cancelled = { isCancellationRequested: false };
    const { report } = await scanKeys(text, 10, {
      sliceMs: 5,
      clock: () => now++,
      token: cancelled,
      yieldToLoop: async () => {
        if (++turns === 4) cancelled.isCancellationRequested = true;
      },
    });
    assert.equal(report.end, 'cancelled');
    assert.equal(turns, 4);
    assert.ok(report.read > 0 && report.read < 256 * 1024, `read ${report.read} characters, inside the first piece`);
  });

  it('isKeyShaped: the whole string, one key', () => {
    assert.equal(isKeyShaped(KEY), true);
    assert.equal(isKeyShaped(`KEN=${KEY}`), false, 'what a stale range cut out of "API_TOKEN=<key>"');
    assert.equal(isKeyShaped(`${KEY}"`), false);
    assert.equal(
      isKeyShaped(KEY.slice(0, -1)),
      true,
      'a shorter key is still key-shaped; locateKey wants the exact text',
    );
  });
});

describe('locateKey: the key as the text is now', () => {
  it('finds a key that moved, and never a part of a longer one', () => {
    const before = `TOKEN=${KEY}\n`;
    const now = `API_TOKEN=${KEY}\n`;
    assert.deepEqual(locateKey(now, KEY, before.indexOf(KEY)), {
      start: now.indexOf(KEY),
      end: now.indexOf(KEY) + KEY.length,
    });
    assert.equal(locateKey(`TOKEN=${KEY}x\n`, KEY, 6), undefined, 'grown into something that is not a key');
    assert.equal(locateKey(`TOKEN=${KEY}abc\n`, KEY, 6), undefined, 'grown into a longer key: not this key');
    assert.equal(locateKey(`TOKEN=${KEY.slice(0, -3)}\n`, KEY, 6), undefined, 'cut short');
    assert.equal(locateKey('TOKEN=\n', KEY, 6), undefined, 'gone');
  });

  it('of two equal keys, the one nearest where it was; never another key', () => {
    const text = `{"dev": "${KEY}", "prod": "${OTHER}", "again": "${KEY}"}`;
    const first = text.indexOf(KEY);
    const last = text.lastIndexOf(KEY);
    assert.equal(locateKey(text, KEY, first + 3)?.start, first);
    assert.equal(locateKey(text, KEY, last - 20)?.start, last);
    assert.equal(locateKey(text, OTHER, first)?.start, text.indexOf(OTHER));
    assert.equal(locateKey(text, `KEN=${KEY}`, first), undefined, 'a garbage key is never looked for');
  });
});
