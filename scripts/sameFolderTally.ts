// `npx tsx scripts/sameFolderTally.ts [--ripgrep-only] <baseline checkout> <folder>...`: runs the folder scan as it
// ships (the production build of its core, bench/shippedFolderScan.ts) from this checkout and from a baseline one
// (main's, say) over each folder, with ripgrep (on one thread, so its order is the same) and with the streaming scan,
// and says whether the results are the same: every row (id, kind, whys, readings), its occurrences, its files with
// their counts, its kept places, the distinct and not-kept counts, and the skipped files. A speed change must leave
// them byte-identical; the first differences are printed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FolderScan } from '../src/features/folderIds/core/folderScan';
import type { FolderScanOptions } from '../src/features/folderIds/core/ripgrep';
import type { ShippedFolderScan } from '../bench/shippedFolderScan';
import { testRipgrep } from '../test/unit/features/folderIds/core/folderFixture';

const NOW_MS = Date.UTC(2026, 10, 22);
const OPTIONS: FolderScanOptions = {
  includes: [],
  excludes: ['**/.git'],
  maxFileSizeBytes: 100 * 1024 * 1024,
  followSymlinks: true,
  maxLineBytes: 64 * 1024,
  useIgnoreFiles: true,
  useParentIgnoreFiles: false,
};

async function shippedFrom(root: string, outdir: string): Promise<ShippedFolderScan> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loader = require(join(root, 'bench', 'shippedFolderScan')) as typeof import('../bench/shippedFolderScan');
  return loader.loadShippedFolderScan(outdir);
}

/** Everything a user can see of a scan, one line per row (and a few for the totals), in order. */
function describe(scan: FolderScan): string[] {
  const { tally } = scan;
  const out = [
    `distinct ${tally.size}, kept ${tally.kept}, not kept ${tally.notKept}, occurrences ${tally.occurrences}`,
    `skipped ${JSON.stringify(scan.skipped.list())}`,
  ];
  const fileName = (index: number): string => tally.fileName(index);
  for (const entry of tally.first(Infinity))
    out.push(
      JSON.stringify({
        id: entry.id,
        kind: entry.kind,
        settled: entry.settled,
        occurrences: entry.occurrences,
        offsets: entry.offsets,
        kindReadings: entry.kindReadings,
        kindCounts: [...entry.kindCounts],
        whys: entry.whys,
        fileCount: entry.fileCount,
        files: tally.entryFiles(entry).map(([file, count]) => [fileName(file), count]),
        places: tally.entryLocations(entry).map((at) => [fileName(at.file), at.line, at.column]),
      }),
    );
  return out;
}

async function scanned(shipped: ShippedFolderScan, folder: string, rg: string | undefined): Promise<string[]> {
  const scan = new shipped.FolderScan(folder, OPTIONS, rg, undefined, NOW_MS);
  const end = await scan.run();
  if (end.end !== 'done') throw new Error(`the scan of ${folder} ended ${JSON.stringify(end)}`);
  return describe(scan);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  // --ripgrep-only: a big folder, where the streaming scan would take minutes.
  const ripgrepOnly = args.includes('--ripgrep-only');
  const [baseline, ...folders] = args.filter((arg) => arg !== '--ripgrep-only');
  if (baseline === undefined || folders.length === 0) {
    console.error('usage: tsx scripts/sameFolderTally.ts [--ripgrep-only] <baseline checkout> <folder>...');
    process.exit(2);
  }
  const outdirs = [mkdtempSync(join(tmpdir(), 'pl-same-a-')), mkdtempSync(join(tmpdir(), 'pl-same-b-'))];
  // ripgrep on one thread: its files come in one order from run to run (on several, the first places and the
  // occurrences a kind is read from follow the order the threads finish in, in any build).
  const rg = join(outdirs[0]!, 'rg-one-thread');
  writeFileSync(rg, `#!/bin/sh\nexec ${JSON.stringify(testRipgrep())} --threads 1 "$@"\n`, { mode: 0o755 });
  let differ = false;
  try {
    const ours = await shippedFrom(resolve(__dirname, '..'), outdirs[0]!);
    const theirs = await shippedFrom(resolve(baseline), outdirs[1]!);
    for (const folder of folders)
      for (const engine of ripgrepOnly ? [rg] : [rg, undefined]) {
        const [a, b] = [await scanned(ours, folder, engine), await scanned(theirs, folder, engine)];
        const label = `${folder} (${engine === undefined ? 'streaming scan' : 'ripgrep'})`;
        const diffs: string[] = [];
        for (let i = 0; i < Math.max(a.length, b.length) && diffs.length < 5; i++)
          if (a[i] !== b[i]) diffs.push(`  line ${i}:\n    this:     ${a[i]}\n    baseline: ${b[i]}`);
        if (diffs.length === 0) console.log(`same: ${label}, ${a.length - 2} rows, ${a[0]}`);
        else {
          differ = true;
          console.log(`DIFFERENT: ${label}\n${diffs.join('\n')}`);
        }
      }
  } finally {
    for (const dir of outdirs) rmSync(dir, { recursive: true, force: true });
  }
  process.exitCode = differ ? 1 : 0;
}

void main();
