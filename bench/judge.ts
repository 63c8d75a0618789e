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

/** Each round's rows (the same rows in each, by area and name) judged together. */
export function judgeRounds(rounds: readonly (readonly BenchRow[])[]): JudgedRow[] {
  const first = rounds[0] ?? [];
  const key = (row: BenchRow) => `${row.area}\u0000${row.name}`;
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
