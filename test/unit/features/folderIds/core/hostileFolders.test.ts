// Hostile folders (issue #36, item 5), each through both ways of reading: ripgrep (VS Code's own when a build is under
// .cache/) and the streaming scan. Each must end, name what it skipped and why, and keep every id it could read.
import * as assert from 'node:assert/strict';
import {
  appendFileSync,
  closeSync,
  mkdirSync,
  openSync,
  symlinkSync,
  writeFileSync,
  ftruncateSync,
  utimesSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { FolderScan } from '../../../../../src/features/folderIds/core/folderScan';
import type { FolderScanOptions } from '../../../../../src/features/folderIds/core/ripgrep';
import type { SkipReason } from '../../../../../src/features/folderIds/core/scanEvents';
import { streamScan } from '../../../../../src/features/folderIds/core/streamScan';
import { displayName } from '../../../../../src/features/folderIds/core/displayName';
import { DEFAULT_OPTIONS, makeFolder, ripgrepVersion, testRipgreps } from './folderFixture';

const NOW = Date.UTC(2026, 0, 1);
const ID = (n: number) => String(300000000000000000n + BigInt(n) * 7919n);
const GB = 1024 ** 3;

type Engine = 'ripgrep' | 'stream';

interface HostileCase {
  name: string;
  make(root: string): void;
  options?: Partial<FolderScanOptions>;
  /** Ids found, with their occurrences, per engine where they differ. */
  ids: Record<Engine, Record<string, number>>;
  skipped: Record<Engine, Partial<Record<SkipReason, number>>>;
  /** File names the ids were found in. */
  files?: string[];
}

const both = <T>(value: T): Record<Engine, T> => ({ ripgrep: value, stream: value });

/** 200 KB on one line, an id every 997 characters: some of them across the 4 KB pieces' ends. */
function longLine(): { text: string; ids: Record<string, number> } {
  let text = '';
  const ids: Record<string, number> = {};
  for (let i = 0; text.length < 200_000; i++) {
    text += `${'x'.repeat(997 - 20)} ${ID(i)} `;
    ids[ID(i)] = 1;
  }
  return { text, ids };
}

const long = longLine();
const weird = 'we\nird\u0001\u001b[31m\u202e.log';

const CASES: HostileCase[] = [
  {
    name: 'a symbolic link loop',
    make(root) {
      mkdirSync(path.join(root, 'sub'));
      writeFileSync(path.join(root, 'sub', 'a.log'), `user ${ID(1)} joined\n`);
      symlinkSync('..', path.join(root, 'sub', 'loop'));
    },
    ids: both({ [ID(1)]: 1 }),
    skipped: both({ loop: 1 }),
  },
  {
    name: 'a 10 GB single-line file (sparse), over the size limit',
    make(root) {
      writeFileSync(path.join(root, 'a.log'), `user ${ID(2)} joined\n`);
      const fd = openSync(path.join(root, 'huge.log'), 'w');
      ftruncateSync(fd, 10 * GB);
      closeSync(fd);
    },
    ids: both({ [ID(2)]: 1 }),
    skipped: both({ tooLarge: 1 }),
  },
  {
    name: 'the same 10 GB file with a size limit above it: NUL bytes make it binary, read no further',
    make(root) {
      writeFileSync(path.join(root, 'a.log'), `user ${ID(3)} joined\n`);
      const fd = openSync(path.join(root, 'huge.log'), 'w');
      ftruncateSync(fd, 10 * GB);
      closeSync(fd);
    },
    options: { maxFileSizeBytes: 20 * GB },
    ids: both({ [ID(3)]: 1 }),
    skipped: both({ binary: 1 }),
  },
  {
    name: 'a 200 KB line past a 4 KB line limit',
    make(root) {
      writeFileSync(path.join(root, 'long.log'), `${long.text}\nafter ${ID(9999)}\n`);
    },
    options: { maxLineBytes: 4096 },
    ids: {
      // ripgrep keeps the line's first 4 KB (the rest is counted as cut); the streaming scan reads it in pieces.
      ripgrep: Object.fromEntries([...Object.keys(long.ids).slice(0, 4), ID(9999)].map((id) => [id, 1])),
      stream: { ...long.ids, [ID(9999)]: 1 },
    },
    skipped: both({ longLine: 1 }),
  },
  {
    name: 'names with a newline, control characters and a direction override',
    make(root) {
      writeFileSync(path.join(root, weird), `user ${ID(4)} joined\n`);
    },
    ids: both({ [ID(4)]: 1 }),
    skipped: both({}),
    files: [weird],
  },
  {
    name: 'a named pipe no writer ever opens',
    make(root) {
      writeFileSync(path.join(root, 'a.log'), `user ${ID(5)} joined\n`);
      execFileSync('mkfifo', [path.join(root, 'pipe.log')]);
    },
    ids: both({ [ID(5)]: 1 }),
    skipped: both({}),
  },
  {
    name: 'a binary file holding an id, an ignored file, an excluded folder',
    make(root) {
      writeFileSync(path.join(root, 'a.log'), `user ${ID(6)} joined\n`);
      writeFileSync(path.join(root, 'b.bin'), Buffer.concat([Buffer.from(`${ID(7)} `), Buffer.from([0, 1, 2])]));
      writeFileSync(path.join(root, '.gitignore'), 'ignored.log\n');
      writeFileSync(path.join(root, 'ignored.log'), `user ${ID(8)}\n`);
      mkdirSync(path.join(root, 'node_modules'));
      writeFileSync(path.join(root, 'node_modules', 'x.log'), `user ${ID(9)}\n`);
    },
    options: { excludes: ['**/.git', '**/node_modules'] },
    ids: both({ [ID(6)]: 1 }),
    skipped: both({ binary: 1 }),
  },
  {
    // ripgrep stops at a NUL wherever it is: the lines it printed before stay, then a note (or nothing, when none).
    name: 'a NUL past the first 64 KB: after lines with an id, and after none',
    make(root) {
      const idLines = `user ${ID(12)} joined\n`.repeat(100);
      const filler = 'a line of a log with no id in it\n'.repeat(6000);
      const after = Buffer.from(`\nuser ${ID(13)} after the NUL\n`);
      writeFileSync(
        path.join(root, 'late.log'),
        Buffer.concat([Buffer.from(idLines + filler), Buffer.from([0]), after]),
      );
      writeFileSync(path.join(root, 'quiet.log'), Buffer.concat([Buffer.from(filler), Buffer.from([0]), after]));
    },
    ids: both({ [ID(12)]: 100 }),
    skipped: both({ binary: 2 }),
  },
];

async function scanCase(root: string, engine: Engine, options: FolderScanOptions, rg: string) {
  const scan = new FolderScan(root, options, engine === 'ripgrep' ? rg : undefined, undefined, NOW);
  const end = await scan.run();
  const ids: Record<string, number> = {};
  const files = new Set<string>();
  for (const entry of scan.tally.first(Infinity)) {
    ids[entry.id] = entry.occurrences;
    for (const [file] of scan.tally.entryFiles(entry)) files.add(scan.tally.fileName(file));
  }
  const skipped: Partial<Record<SkipReason, number>> = {};
  for (const group of scan.skipped.list()) skipped[group.reason] = group.count;
  return { end, ids, skipped, files: [...files] };
}

describe('folderIds: hostile folders end, and say what they skipped', function () {
  this.timeout(60_000);
  const rgs = testRipgreps();
  const rg = rgs[0]!;
  const runs: { engine: Engine; rg: string; label: string }[] = [
    ...rgs.map((binary) => ({ engine: 'ripgrep' as const, rg: binary, label: ripgrepVersion(binary) })),
    { engine: 'stream', rg, label: 'streaming scan' },
  ];

  for (const row of CASES) {
    for (const { engine, rg: binary, label } of runs) {
      it(`${row.name} (${label})`, async () => {
        const folder = makeFolder();
        try {
          row.make(folder.root);
          const got = await scanCase(folder.root, engine, { ...DEFAULT_OPTIONS, ...row.options }, binary);
          assert.deepEqual(got.end, { end: 'done' });
          assert.deepEqual(got.ids, row.ids[engine]);
          assert.deepEqual(got.skipped, row.skipped[engine]);
          if (row.files !== undefined) assert.deepEqual(got.files, row.files);
        } finally {
          folder.remove();
        }
      });
    }
  }

  it('a file that grows while the streaming scan reads it: its ids as read, and a line that says so', async () => {
    const folder = makeFolder({ 'a.log': `user ${ID(10)}\n${'filler line\n'.repeat(20_000)}` });
    try {
      const skipped: string[] = [];
      let grown = false;
      const end = await streamScan(folder.root, DEFAULT_OPTIONS, {
        line: () => {
          if (!grown) appendFileSync(path.join(folder.root, 'a.log'), `late ${ID(11)}\n`);
          grown = true;
        },
        skipped: (file, reason) => skipped.push(`${file}: ${reason}`),
      });
      assert.deepEqual(end, { end: 'done' });
      assert.deepEqual(skipped, ['a.log: changed']);
    } finally {
      folder.remove();
    }
  });

  // When a.log changes (or is given a time), with the walk beside the search or after it (walkAfterMs), and whether a
  // line says it changed. Without the scan's start time, a change before the walk's count reads as no change.
  const changes: { name: string; walkAfterMs: number; when: 'counted' | 'searching' | 'before'; changed: boolean }[] = [
    { name: 'grows after the walk counted it', walkAfterMs: 0, when: 'counted', changed: true },
    { name: 'grows while the search reads, before the walk', walkAfterMs: 60_000, when: 'searching', changed: true },
    { name: 'was written just before the scan, not since', walkAfterMs: 60_000, when: 'before', changed: false },
  ];
  for (const row of changes)
    it(`a file that ${row.name}: ${row.changed ? 'a line says so, as the streaming scan says it' : 'nothing said'}`, async () => {
      for (const binary of rgs) {
        const folder = makeFolder({ 'a.log': `user ${ID(10)}\n`, 'b.log': `user ${ID(11)}\n` });
        try {
          let grown = false;
          let began = Infinity;
          const scan: FolderScan = new FolderScan(folder.root, DEFAULT_OPTIONS, binary, () => {
            const now = row.when === 'counted' ? scan.progress().totalFiles !== undefined : scan.tally.size > 0;
            if (grown || row.when === 'before' || !now) return;
            // At least 20 ms into the scan: a file's time may be a clock tick behind the write (up to 3 ms here).
            while (Date.now() < began + 20) continue;
            appendFileSync(path.join(folder.root, 'a.log'), `late ${ID(12)}\n`);
            grown = true;
          });
          scan.walkAfterMs = row.walkAfterMs;
          if (row.when === 'before') appendFileSync(path.join(folder.root, 'a.log'), `late ${ID(12)}\n`);
          began = Date.now();
          assert.deepEqual(await scan.run(), { end: 'done' });
          assert.equal(grown, row.when !== 'before', 'the file was changed during the scan');
          assert.deepEqual(
            scan.skipped.list().map((group) => [group.reason, group.named.map((f) => f.file)]),
            row.changed ? [['changed', ['a.log']]] : [],
            ripgrepVersion(binary),
          );
        } finally {
          folder.remove();
        }
      }
    });

  it("a file whose time is ahead of the clock (copied so, or another machine's on a shared folder): nothing said", async () => {
    for (const binary of rgs) {
      const folder = makeFolder({ 'a.log': `user ${ID(10)}\n` });
      try {
        const hourAhead = new Date(Date.now() + 3600_000);
        utimesSync(path.join(folder.root, 'a.log'), hourAhead, hourAhead);
        const scan = new FolderScan(folder.root, DEFAULT_OPTIONS, binary);
        assert.deepEqual(await scan.run(), { end: 'done' });
        assert.deepEqual(scan.skipped.list(), [], ripgrepVersion(binary));
      } finally {
        folder.remove();
      }
    }
  });

  it('cancelled: the scan ends at once, ripgrep killed, and says so', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 200; i++) files[`f${i}.log`] = `user ${ID(i)}\n`.repeat(2000);
    const folder = makeFolder(files);
    try {
      for (const engine of ['ripgrep', 'stream'] as const) {
        const controller = new AbortController();
        const scan = new FolderScan(folder.root, DEFAULT_OPTIONS, engine === 'ripgrep' ? rg : undefined, () => {
          if (scan.tally.occurrences > 0) controller.abort();
        });
        assert.deepEqual(await scan.run(controller.signal), { end: 'cancelled' }, engine);
        assert.ok(scan.tally.occurrences < 200 * 2000, `${engine} read ${scan.tally.occurrences}`);
      }
    } finally {
      folder.remove();
    }
  });

  it('shows every name with its invisible characters escaped, one line each', () => {
    const table: [string, string][] = [
      [weird, 'we\\nird\\u{01}\\u{1b}[31m\\u{202e}.log'],
      ['tab\there.log', 'tab\\there.log'],
      ['plain/é.log', 'plain/é.log'],
      ['line\u2028sep\r.log', 'line\\u{2028}sep\\r.log'],
    ];
    for (const [name, shown] of table) assert.equal(displayName(name), shown);
  });
});
