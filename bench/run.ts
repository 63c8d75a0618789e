// `npm run bench`: runs every bench/*.bench.ts (each exports `rows(): Promise<BenchRow[]>`) and prints one table.
// `npm run bench -- --check` also exits non-zero when a row misses its goal; other arguments pick bench files by name.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchRow } from './types';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const only = args.filter((arg) => arg !== '--check');
  const files = readdirSync(__dirname)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
    .sort();
  const all: BenchRow[] = [];
  for (const file of files) {
    const mod = (await import(join(__dirname, file))) as { rows: () => Promise<BenchRow[]> };
    const rows = await mod.rows();
    all.push(...rows);
    for (const r of rows) console.error(`  ${r.area} / ${r.name}: ${r.value}`);
  }
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
