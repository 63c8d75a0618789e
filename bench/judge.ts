// How `npm run bench` judges a row run in several rounds (`--rounds N`; `--check` runs 5): on its median, never on
// one round, so a busy moment in one round cannot fail a row, and a real regression (every round slower) still does.
// - A row with a figure and a limit: the median figure against the limit; the spread ((max - min) / median) shown,
//   the noise its goal's margin must stay wider than.
// - A row with only pass/fail (a size, a count, a compound goal): the majority of rounds. For one threshold on one
//   figure and an odd number of rounds, that is the same verdict as the median's.
import { median } from './stats';
import type { BenchRow } from './types';

export interface JudgedRow extends BenchRow {
  rounds: number;
  /** (max - min) / median of the figure over the rounds, for a row with a figure. */
  spread?: number;
}

const key = (row: BenchRow) => `${row.area}\u0000${row.name}`;

/**
 * The rows a round has that the first round has not, or lacks that the first has: a row whose name holds what it
 * measured (a time, the worst input's name) is a new row each round, and would be judged on one round alone. The names
 * must stay the same from round to round; what a round measured goes in the value.
 */
export function unmatchedRows(first: readonly BenchRow[], round: readonly BenchRow[]): string[] {
  const names = (rows: readonly BenchRow[]) => new Set(rows.map(key));
  const [a, b] = [names(first), names(round)];
  return [...a, ...b].filter((k) => !(a.has(k) && b.has(k))).map((k) => k.replace('\u0000', ' / '));
}

/** Throws when `round`'s rows are not the first round's (unmatchedRows). */
export function assertSameRows(first: readonly BenchRow[], round: readonly BenchRow[]): void {
  const unmatched = unmatchedRows(first, round);
  if (unmatched.length > 0)
    throw new Error(
      `bench rows whose names change between rounds (keep what they measured in the value): ${unmatched.join('; ')}`,
    );
}

/** Each round's rows (the same rows in each, by area and name) judged together; rows that differ are an error. */
export function judgeRounds(rounds: readonly (readonly BenchRow[])[]): JudgedRow[] {
  const first = rounds[0] ?? [];
  for (const round of rounds.slice(1)) assertSameRows(first, round);
  return first.map((row) => {
    const all = rounds.map((round) => round.find((other) => key(other) === key(row))).filter((r) => r !== undefined);
    if (row.figure !== undefined && row.limit !== undefined) {
      const figures = all.map((r) => r.figure ?? Number.NaN);
      const mid = median(figures);
      // The round whose figure is the median (the lower middle one for an even count) tells the value.
      const shown = all[figures.indexOf([...figures].sort((a, b) => a - b)[(figures.length - 1) >> 1]!)] ?? row;
      return {
        ...shown,
        figure: mid,
        pass: mid <= row.limit,
        rounds: all.length,
        spread: mid === 0 ? 0 : (Math.max(...figures) - Math.min(...figures)) / mid,
      };
    }
    if (row.pass === undefined) return { ...row, rounds: all.length };
    const passed = all.filter((r) => r.pass).length;
    return { ...row, pass: passed * 2 > all.length, rounds: all.length };
  });
}
