// `npm run bench -- --check` judges each row on the median of its rounds (bench/judge.ts), not on one round: a busy
// moment in one round passes, a regression in most rounds fails.
import * as assert from 'node:assert/strict';
import { judgeRounds, unmatchedRows } from '../../bench/judge';
import type { BenchRow } from '../../bench/types';

const timed = (figure: number, limit = 2): BenchRow => ({
  area: 'a',
  name: 'timed',
  value: `x${figure}`,
  goal: `≤ x${limit}`,
  pass: figure <= limit,
  figure,
  limit,
});
const flagged = (pass: boolean): BenchRow => ({ area: 'a', name: 'size', value: String(pass), goal: 'g', pass });

describe('bench rows judged over rounds', () => {
  it('a row with a figure: the median figure against its limit, the value of the median round, the spread', () => {
    const table: [figures: number[], pass: boolean, value: string, spread: number][] = [
      [[1.2, 1.3, 1.4], true, 'x1.3', (1.4 - 1.2) / 1.3],
      [[1.2, 9, 1.4], true, 'x1.4', (9 - 1.2) / 1.4], // one busy round does not fail it
      [[3, 1.2, 2.5, 2.2, 4], false, 'x2.5', (4 - 1.2) / 2.5], // most rounds over: a regression
      [[2, 2, 2], true, 'x2', 0], // at the limit passes
      [[2.1], false, 'x2.1', 0],
    ];
    for (const [figures, pass, value, spread] of table) {
      const [row] = judgeRounds(figures.map((figure) => [timed(figure)]));
      assert.equal(row?.pass, pass, JSON.stringify(figures));
      assert.equal(row?.value, value, JSON.stringify(figures));
      assert.equal(row?.rounds, figures.length);
      assert.ok(Math.abs((row?.spread ?? -1) - spread) < 1e-9, `${JSON.stringify(figures)}: spread ${row?.spread}`);
    }
  });

  it('a row with only pass or fail: the majority of rounds; a row with no goal stays without one', () => {
    const table: [passes: boolean[], expected: boolean][] = [
      [[true, true, true], true],
      [[true, false, true], true],
      [[false, false, true], false],
      [[false, true], false], // a tie is no majority
      [[true], true],
    ];
    for (const [passes, expected] of table)
      assert.equal(judgeRounds(passes.map((p) => [flagged(p)]))[0]?.pass, expected, JSON.stringify(passes));
    const plain: BenchRow = { area: 'a', name: 'info', value: '1 KB' };
    assert.equal(judgeRounds([[plain], [plain]])[0]?.pass, undefined);
  });

  it('rows are matched across rounds by area and name, in the first round’s order', () => {
    const judged = judgeRounds([
      [timed(1), flagged(true)],
      [flagged(false), timed(3)],
      [timed(1.5), flagged(true)],
    ]);
    assert.deepEqual(
      judged.map((row) => [row.name, row.pass, row.rounds]),
      [
        ['timed', true, 3],
        ['size', true, 3],
      ],
    );
  });

  it('a row whose name changes between rounds is an error, not a row judged on one round', () => {
    const named = (name: string): BenchRow => ({ ...timed(1), name });
    const table: [first: string[], round: string[], unmatched: string[]][] = [
      [['timed'], ['timed'], []],
      [['timed', 'size'], ['size', 'timed'], []], // the order may differ
      [['worst row ("emoji")'], ['worst row ("quotes")'], ['a / worst row ("emoji")', 'a / worst row ("quotes")']],
      [
        ['scan (12.40 ms)', 'size'],
        ['scan (13.10 ms)', 'size'],
        ['a / scan (12.40 ms)', 'a / scan (13.10 ms)'],
      ],
      [['timed', 'size'], ['timed'], ['a / size']], // a row gone from a round
      [['timed'], ['timed', 'extra'], ['a / extra']],
    ];
    for (const [first, round, unmatched] of table) {
      const rounds = [first.map(named), round.map(named)];
      assert.deepEqual(unmatchedRows(rounds[0]!, rounds[1]!), unmatched, JSON.stringify([first, round]));
      if (unmatched.length === 0) assert.equal(judgeRounds(rounds).length, first.length);
      else
        assert.throws(() => judgeRounds(rounds), /names change between rounds.*keep what they measured in the value/);
    }
  });
});
