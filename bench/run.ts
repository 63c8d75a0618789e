// `npm run bench`: runs every bench/*.bench.ts (each exports `rows(): Promise<BenchRow[]>`) and prints one table.
// `npm run bench -- --check` also exits non-zero when a row misses its goal, judged on the median of 5 rounds
// (bench/judge.ts); `--rounds N` sets the rounds (default 1, or 5 with --check); other arguments pick bench files by
// name.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { benchArgs, pickBenchFiles } from './args';
import { assertSameRows, judgeRounds } from './judge';
import type { BenchRow } from './types';

async function main(): Promise<void> {
  const { check, rounds, only } = benchArgs(process.argv.slice(2));
  const files = pickBenchFiles(readdirSync(__dirname), only);
  const byRound: BenchRow[][] = [];
  for (let round = 1; round <= rounds; round++) {
    const rowsOfRound: BenchRow[] = [];
    for (const file of files) {
      const mod = (await import(join(__dirname, file))) as { rows: () => Promise<BenchRow[]> };
      const rows = await mod.rows();
      rowsOfRound.push(...rows);
      for (const r of rows)
        console.error(`  ${rounds > 1 ? `[${round}/${rounds}] ` : ''}${r.area} / ${r.name}: ${r.value}`);
    }
    // Said at the end of the second round, not after the last: a row renamed by what it measured is a bench defect.
    if (byRound.length > 0) assertSameRows(byRound[0]!, rowsOfRound);
    byRound.push(rowsOfRound);
  }
  const all = judgeRounds(byRound).map((row) => ({
    ...row,
    value:
      row.spread === undefined || row.rounds < 2
        ? row.value
        : `${row.value}; median of ${row.rounds} rounds, spread ±${((row.spread / 2) * 100).toFixed(0)}%`,
  }));
  const cols = ['area', 'measure', 'value', 'goal', 'ok'] as const;
  const table = all.map((r) => [
    r.area,
    r.name,
    r.value,
    r.goal ?? '',
    r.pass === undefined ? '' : r.pass ? 'yes' : 'NO',
  ]);
  const widths = cols.map((c, i) => Math.max(c.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]): string =>
    '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(line(cols));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const row of table) console.log(line(row));
  const missed = all.filter((r) => r.pass === false);
  if (missed.length > 0) {
    console.log(
      `\n${missed.length} row(s) missed their goal: ${missed.map((r) => `${r.area} / ${r.name}`).join('; ')}`,
    );
    if (check) process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
