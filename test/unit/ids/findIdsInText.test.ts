import assert from 'node:assert/strict';
import { findIdAt, findIdsInText, type IdMatch } from '../../../src/ids/findId';
import { ID17, ID18, ID19, NOW_MS, negativeCases, positiveCases, unmark } from './detectionCases';
import { seededRandom } from '../../support/seededRandom';

const options = { nowMs: NOW_MS };

/** Reference answer: every maximal digit run, decided by findIdAt at its first digit. */
function referenceScan(text: string): IdMatch[] {
  const found: IdMatch[] = [];
  for (const run of text.matchAll(/[0-9]+/g)) {
    const match = findIdAt(text, run.index, options);
    if (match !== undefined) found.push(match);
  }
  return found;
}

describe('findIdsInText', () => {
  describe('finds exactly the marked ids', () => {
    for (const testCase of [...positiveCases, ...negativeCases]) {
      it(testCase.name, () => {
        const { line, expected } = unmark(testCase.marked);
        assert.deepEqual(findIdsInText(line, options), expected);
      });
    }
  });

  it('finds every id of the whole table joined into one text, with offsets into that text', () => {
    const lines = [...positiveCases, ...negativeCases].map((c) => unmark(c.marked));
    let text = '';
    const expected: IdMatch[] = [];
    for (const { line, expected: inLine } of lines) {
      for (const e of inLine) expected.push({ id: e.id, start: text.length + e.start, end: text.length + e.end });
      text += line + '\n';
    }
    assert.ok(expected.length >= 60);
    assert.deepEqual(findIdsInText(text, options), expected);
  });

  it('agrees with a run-by-run reference on random texts dense in digits and separators', () => {
    const random = seededRandom(20261122);
    const pieces = [
      ID17,
      ID18,
      ID19,
      '1234567890123456',
      '12345678901234567890',
      '0',
      '9',
      '7',
      ' ',
      ',',
      '.',
      '-',
      'n',
      'L',
      'l',
      'u64',
      '_u64',
      'ULL',
      'a',
      'x',
      '_',
      '"',
      '\n',
      '\u001b[1m',
      'é',
      '🎉',
    ];
    for (let round = 0; round < 300; round++) {
      let text = '';
      const count = 1 + Math.floor(random() * 40);
      for (let i = 0; i < count; i++) text += pieces[Math.floor(random() * pieces.length)];
      assert.deepEqual(findIdsInText(text, options), referenceScan(text), JSON.stringify(text));
    }
  });

  it('finds ids at the very start and end of the text and ignores text too short to hold one', () => {
    assert.deepEqual(findIdsInText(`${ID17} ${ID19}`, options), [
      { id: ID17, start: 0, end: 17 },
      { id: ID19, start: 18, end: 37 },
    ]);
    assert.deepEqual(findIdsInText('', options), []);
    assert.deepEqual(findIdsInText('8035111022467891', options), []);
  });

  it('applies the future rule against the clock it is given', () => {
    assert.deepEqual(findIdsInText(`${ID18} ${ID19}`, { nowMs: Date.UTC(2020, 0, 1) }), [
      { id: ID18, start: 0, end: 18 },
    ]);
  });
});
