// How ripgrep's search is run beside the walk that counts the folder: both in the worker (the search asked first), and a slice's CPU time is read only with the watch's own clock (two getrusage calls a slice cost a 1 GB
// scan a second or two, and count the worker's time too). The processes are real (VS Code's ripgrep when a build is
// under .cache/); spawn, Worker and cpuUsage are wrapped to record their calls, and call through.
import * as assert from 'node:assert/strict';
import type { SpawnOptions } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { FolderScan, startingAfter } from '../../../../../src/features/folderIds/core/folderScan';
import { stopRipgrepWorker } from '../../../../../src/features/folderIds/core/ripgrepProcess';
import type { SliceWatch } from '../../../../../src/features/folderIds/core/scanEvents';
import { DEFAULT_OPTIONS, fixtureId, joinedLogFolder, testRipgrep } from './folderFixture';

const NOW = Date.UTC(2026, 0, 1);
const smallFolder = () => joinedLogFolder(5, 50);

describe('folder scan: ripgrep beside the walk', () => {
  it('starts the search and the walk that counts the folder in a worker, spawning nothing in the host', async () => {
    // The session's worker is made again, here.
    await stopRipgrepWorker();
    const folder = smallFolder();
    const started: string[] = [];
    // The modules themselves (an import's namespace is read-only): the scan's calls read their properties.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const processes = require('node:child_process') as { spawn: typeof import('node:child_process').spawn };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const threads = require('node:worker_threads') as { Worker: typeof import('node:worker_threads').Worker };
    const realSpawn = processes.spawn;
    const RealWorker = threads.Worker;
    processes.spawn = ((command: string, args: readonly string[], options: SpawnOptions) => {
      started.push(`spawned ${args.includes('--files') ? 'walk' : 'search'}`);
      return realSpawn(command, args, options);
    }) as typeof realSpawn;
    threads.Worker = class extends RealWorker {
      constructor(...args: ConstructorParameters<typeof RealWorker>) {
        started.push('worker');
        super(...args);
      }
    };
    try {
      const scan = new FolderScan(folder.root, DEFAULT_OPTIONS, testRipgrep(), undefined, NOW);
      assert.deepEqual(await scan.run(), { end: 'done' });
      assert.equal(scan.tally.size, 250);
    } finally {
      processes.spawn = realSpawn;
      threads.Worker = RealWorker;
      folder.remove();
    }
    // The worker spawns the search and the walk in its own thread, in the order the host asks (no spawn in the host).
    assert.deepEqual(started, ['worker']);
  });

  it('a search that ends before walkAfterMs: `searched` is told first, every id typed, and the walk comes after', async () => {
    const folder = smallFolder();
    // A binary file ripgrep prints nothing of: the checks after the walk name it.
    writeFileSync(
      path.join(folder.root, 'core.dump'),
      Buffer.concat([Buffer.from(`${fixtureId(9999)} `), Buffer.alloc(64)]),
    );
    try {
      for (const rg of [testRipgrep(), undefined]) {
        const engine = rg === undefined ? 'stream' : 'ripgrep';
        const scan = new FolderScan(folder.root, DEFAULT_OPTIONS, rg, undefined, NOW);
        // Far longer than this search.
        scan.walkAfterMs = 60_000;
        const told: { end: unknown; ids: number; totalFiles: number | undefined; skipped: number }[] = [];
        const searched = (end: unknown): void => {
          told.push({ end, ids: scan.tally.size, totalFiles: scan.progress().totalFiles, skipped: scan.skipped.total });
        };
        assert.deepEqual(await scan.run(undefined, searched), { end: 'done' }, engine);
        // ripgrep's walk has not counted the folder when every id is typed; the streaming scan walks as it reads.
        assert.deepEqual(
          told,
          [{ end: { end: 'done' }, ids: 250, totalFiles: undefined, skipped: engine === 'stream' ? 1 : 0 }],
          engine,
        );
        assert.equal(scan.progress().totalFiles, engine === 'stream' ? undefined : 6, engine);
        assert.deepEqual(
          scan.skipped.list().map((group) => [group.reason, group.count]),
          [['binary', 1]],
          engine,
        );
      }
    } finally {
      folder.remove();
    }
  });

  it('the walk starts beside a search that runs past walkAfterMs, and not at all beside one that ends sooner', async () => {
    // A search that ends when the test says (a timer), and the walk's start as startingAfter calls it.
    const table: [searchMs: number, afterMs: number, startedBeside: boolean][] = [
      [50, 10, true],
      [50, 0, true],
      [10, 50, false],
      [0, 60_000, false],
    ];
    for (const [searchMs, afterMs, startedBeside] of table) {
      const order: string[] = [];
      const search = new Promise<string>((resolve) => setTimeout(() => resolve('done'), searchMs));
      const end = await startingAfter(
        search.then((value) => (order.push('search ended'), value)),
        afterMs,
        () => order.push('walk started'),
      );
      assert.equal(end, 'done');
      // Past the search's end, nothing more starts: its timer is cleared.
      await new Promise((resolve) => setTimeout(resolve, afterMs < 1000 ? afterMs + 20 : 20));
      assert.deepEqual(
        order,
        startedBeside ? ['walk started', 'search ended'] : ['search ended'],
        `search ${searchMs} ms, walk after ${afterMs} ms`,
      );
    }
  });

  for (const cpu of [false, true]) {
    it(`a slice watch ${cpu ? 'with a CPU clock reads it at both ends of each slice' : 'of wall time alone reads no CPU time'}`, async () => {
      const folder = smallFolder();
      const slices: { wallMs: number; cpuMs: number | undefined }[] = [];
      let clockReads = 0;
      const watch: SliceWatch = {
        // A clock that moves 1 ms a read: each slice's CPU time is then 1 ms.
        cpuMs: cpu ? () => ++clockReads : undefined,
        slice: (wallMs, cpuMs) => slices.push({ wallMs, cpuMs }),
      };
      const real = process.cpuUsage;
      let getrusage = 0;
      process.cpuUsage = ((previous?: NodeJS.CpuUsage) => {
        getrusage++;
        return real.call(process, previous);
      }) as typeof real;
      try {
        const scan = new FolderScan(folder.root, DEFAULT_OPTIONS, testRipgrep(), undefined, NOW, undefined, watch);
        assert.deepEqual(await scan.run(), { end: 'done' });
      } finally {
        process.cpuUsage = real;
        folder.remove();
      }
      assert.ok(slices.length > 0);
      for (const { wallMs, cpuMs } of slices) {
        assert.ok(wallMs >= 0);
        assert.equal(cpuMs, cpu ? 1 : undefined);
      }
      assert.equal(clockReads, cpu ? 2 * slices.length : 0);
      assert.equal(getrusage, 0);
    });
  }
});
