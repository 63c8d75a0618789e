import assert from 'node:assert/strict';
import { findIdAt } from '../../../src/ids/findId';
import { ID18, ID19, NOW_MS, negativeCases, positiveCases, unmark, type ExpectedId } from './detectionCases';

const options = { nowMs: NOW_MS };

/** The id a caret at `character` touches: inside it, or at its end (VS Code rounds hovers to carets). */
function expectedAt(expected: readonly ExpectedId[], character: number): ExpectedId | undefined {
  return expected.find((e) => e.start <= character && character <= e.end);
}

describe('findIdAt', () => {
  describe('finds each marked id from every caret that touches it, and nothing elsewhere', () => {
    for (const testCase of positiveCases) {
      it(testCase.name, () => {
        const { line, expected } = unmark(testCase.marked);
        assert.ok(expected.length > 0, 'a positive case marks at least one id');
        for (let character = 0; character <= line.length; character++) {
          assert.deepEqual(
            findIdAt(line, character, options),
            expectedAt(expected, character),
            `caret ${character} in ${JSON.stringify(line)}`,
          );
        }
      });
    }
  });

  describe('finds nothing at any caret', () => {
    for (const testCase of negativeCases) {
      it(testCase.name, () => {
        const { line, expected } = unmark(testCase.marked);
        assert.equal(expected.length, 0);
        for (let character = 0; character <= line.length; character++) {
          assert.equal(findIdAt(line, character, options), undefined, `caret ${character} in ${JSON.stringify(line)}`);
        }
      });
    }
  });

  it('reports offsets of the id, not of the suffix or mention around it', () => {
    const line = `x(<@!${ID18}>, ${ID19}n)`;
    assert.deepEqual(findIdAt(line, line.indexOf(ID18) + 5, options), { id: ID18, start: 5, end: 5 + ID18.length });
    const bigintStart = line.indexOf(ID19);
    assert.deepEqual(findIdAt(line, bigintStart, options), {
      id: ID19,
      start: bigintStart,
      end: bigintStart + ID19.length,
    });
  });

  it('does not find the id from the caret after its BigInt suffix', () => {
    const line = `${ID19}n;`;
    assert.equal(findIdAt(line, ID19.length + 1, options), undefined);
  });

  it('returns undefined for carets outside the line', () => {
    const line = `id ${ID18}`;
    assert.equal(findIdAt(line, -1, options), undefined);
    assert.equal(findIdAt(line, line.length + 1, options), undefined);
    assert.equal(findIdAt(line, Number.NaN, options), undefined);
    assert.equal(findIdAt(line, 5.5, options), undefined);
    assert.equal(findIdAt('', 0, options), undefined);
  });

  it('applies the future rule against the clock it is given', () => {
    const line = `id ${ID19}`;
    const created = Date.UTC(2023, 9, 26, 15, 40, 37, 746);
    assert.equal(findIdAt(line, 5, { nowMs: created - 1 }), undefined);
    assert.deepEqual(findIdAt(line, 5, { nowMs: created }), { id: ID19, start: 3, end: 22 });
  });

  it('accepts the signed maximum and refuses one more, once the clock allows both', () => {
    const farFuture = { nowMs: Date.UTC(2090, 0, 1) };
    assert.deepEqual(findIdAt('9223372036854775807', 0, farFuture), { id: '9223372036854775807', start: 0, end: 19 });
    assert.equal(findIdAt('9223372036854775808', 0, farFuture), undefined);
  });

  it('finds nothing before the snowflake epoch', () => {
    assert.equal(findIdAt(ID18, 0, { nowMs: Date.UTC(2014, 0, 1) }), undefined);
  });

  it('uses the real clock by default', () => {
    assert.deepEqual(findIdAt(ID18, 0), { id: ID18, start: 0, end: 18 });
    assert.equal(findIdAt('9223372036854775807', 0), undefined, 'created in 2084');
  });
});
