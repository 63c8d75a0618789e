/** One line of `npm run bench`'s table. `pass` is set when the row has a goal. */
export interface BenchRow {
  area: string;
  name: string;
  value: string;
  goal?: string;
  pass?: boolean;
}
