import assert from 'node:assert/strict';
import { findKeys, KeyScan } from '../../../../../src/features/apiKey/core/keyScan';

const KEY = 'lorixp_k7YoEB6NLYDjum2kdDfzgb6AN4s1N8v3eVNkBiMC4Kx';
const spans = (text: string) => findKeys(text).map((k) => text.slice(k.start, k.end));

describe('key scan', () => {
  it('finds each key exactly, in .env, JSON and log lines', () => {
    const text = `TOKEN=${KEY}\n{"key": "${KEY}"}\nAuthorization: ${KEY} sent`;
    assert.deepEqual(spans(text), [KEY, KEY, KEY]);
    const first = findKeys(text)[0]!;
    assert.equal(first.start, 'TOKEN='.length);
    assert.equal(first.end, 'TOKEN='.length + KEY.length);
  });

  it('leaves alone what is not a key: short bodies, non-Base58 characters, keys glued to words', () => {
    assert.deepEqual(spans('lorixp_abc'), []);
    assert.deepEqual(spans(`lorixp_${'1'.repeat(19)}`), []);
    assert.deepEqual(spans(`lorixp_${'1'.repeat(20)}`), [`lorixp_${'1'.repeat(20)}`]);
    assert.deepEqual(spans(`lorixp_${'0'.repeat(30)}`), [], '0 is not Base58');
    assert.deepEqual(spans(`lorixp_test_${'a'.repeat(30)}`), [], 'the stand-in test family has underscores');
    assert.deepEqual(spans(`x${KEY}`), []);
    assert.deepEqual(spans(`${KEY}l0`), [], 'a key running on into non-Base58 word characters is something else');
  });

  it('finds a key cut by a slice boundary, once, whatever the slice size', () => {
    const text = `${'.'.repeat(1000)} ${KEY} ${'-'.repeat(500)} ${KEY}`;
    const expected = findKeys(text);
    assert.equal(expected.length, 2);
    for (const slice of [1, 3, 7, 64, 1003, 1010, 1040]) {
      assert.deepEqual(new KeyScan(text, slice).all(), expected, `slice ${slice}`);
    }
  });

  it('advances a bounded number of characters per step', () => {
    const scan = new KeyScan('a'.repeat(10_000), 1000);
    scan.step();
    assert.equal(scan.done, false);
    for (let i = 0; i < 9; i++) scan.step();
    assert.equal(scan.done, true);
  });
});
