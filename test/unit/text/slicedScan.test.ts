// The one sliced scan: how it cuts a text into pieces with their context, where it stops (cancelled, a cap) and what
// its report says it read. The callers' own tests (key scan, Ids view scan, idsInText tool) read real texts through it.
import assert from 'node:assert/strict';
import { slicedScan, type Piece, type PieceReader } from '../../../src/text/slicedScan';
import { stringSource } from '../../../src/text/textSource';

/** Finds every "x" once: the piece's own, with one character of context either side (checked, never counted). */
class XReader implements PieceReader {
  readonly contextBefore = 1;
  readonly contextAfter = 1;
  matches = 0;
  readonly found: number[] = [];

  *read({ text, lo, from, to }: Piece): Generator<number, void> {
    assert.equal(lo, Math.max(0, from - this.contextBefore), 'the piece starts with its context');
    for (let at = text.indexOf('x', from - lo); at >= 0 && lo + at < to; at = text.indexOf('x', at + 1)) {
      this.matches++;
      this.found.push(lo + at);
      yield lo + at + 1;
    }
  }
}

const TEXT = 'ab x cd x '.repeat(1000);
const expected = [...TEXT.matchAll(/x/g)].map((m) => m.index);

describe('text/slicedScan', () => {
  it('finds every match once, whatever the piece size', async () => {
    for (const chunkChars of [1024, 1025, 4096, 100_000]) {
      const reader = new XReader();
      const report = await slicedScan(stringSource(TEXT), reader, { chunkChars });
      assert.deepEqual(reader.found, expected, `pieces of ${chunkChars}`);
      assert.deepEqual(
        { end: report.end, read: report.read, total: report.total },
        { end: 'complete', read: TEXT.length, total: TEXT.length },
      );
    }
  });

  it('a character cap: matches past it are not looked for, and the report says where it stopped', async () => {
    const reader = new XReader();
    const report = await slicedScan(stringSource(TEXT), reader, { chunkChars: 1024, maxChars: 3000 });
    assert.equal(report.end, 'characterCap');
    assert.equal(report.read, 3000);
    assert.deepEqual(
      reader.found,
      expected.filter((at) => at < 3000),
    );
  });

  it('a match cap: it stops at the match that reaches it, read up to that match', async () => {
    const reader = new XReader();
    const report = await slicedScan(stringSource(TEXT), reader, { chunkChars: 1024, maxMatches: 150 });
    assert.equal(report.end, 'matchCap');
    assert.equal(reader.matches, 150);
    assert.equal(report.read, expected[149]! + 1);
  });

  it('cancelled before it starts, or between slices: it stops at once and says how far it read', async () => {
    const before = await slicedScan(stringSource(TEXT), new XReader(), { token: { isCancellationRequested: true } });
    assert.deepEqual({ end: before.end, read: before.read }, { end: 'cancelled', read: 0 });
    const token = { isCancellationRequested: false };
    let turns = 0;
    const reader = new XReader();
    const report = await slicedScan(stringSource(TEXT), reader, {
      chunkChars: 1024,
      sliceMs: 0,
      token,
      yieldToLoop: async () => {
        if (++turns === 5) token.isCancellationRequested = true;
      },
    });
    assert.equal(report.end, 'cancelled');
    assert.equal(turns, 5);
    assert.ok(report.read > 0 && report.read < TEXT.length);
    assert.ok(
      reader.found.every((at) => at < report.read),
      'every match found lies in what it says it read',
    );
  });
});
