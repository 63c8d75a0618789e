/**
 * The longest the extension host may be held at once by a scan (the Ids view's, the key guard's): the goal of their
 * benches' longest-block rows, and what README.md states (scripts/docFigures.ts makes that sentence from it).
 */
export const HOST_BLOCK_GOAL_MS = 50;

/** One line of `npm run bench`'s table. `pass` is set when the row has a goal. */
export interface BenchRow {
  area: string;
  name: string;
  value: string;
  goal?: string;
  pass?: boolean;
  /**
   * The figure the goal judges and its ceiling (pass: figure ≤ limit), for a row whose figure moves with the load:
   * judged over several rounds on the median figure (bench/judge.ts), and its spread shown.
   */
  figure?: number;
  limit?: number;
}
