// How ripgrep's search is run beside the walk that counts the folder: the search's process is spawned first, and a
// slice's CPU time is read (two getrusage calls a slice, which cost a 1 GB scan about a second) only when the watcher
// asks for it. The processes are real (VS Code's ripgrep when a build is under .cache/); spawn and cpuUsage are
// wrapped to count their calls, and call through.
import * as assert from 'node:assert/strict';
import type { SpawnOptions } from 'node:child_process';
import { FolderScan } from '../../../../../src/features/folderIds/core/folderScan';
import type { SliceWatch } from '../../../../../src/features/folderIds/core/scanEvents';
import { DEFAULT_OPTIONS, makeFolder, testRipgrep } from './folderFixture';

const NOW = Date.UTC(2026, 0, 1);
const ID = (n: number) => String(300000000000000000n + BigInt(n) * 7919n);

function smallFolder(): { root: string; remove(): void } {
  const files: Record<string, string> = {};
  for (let f = 0; f < 5; f++)
    files[`day-${f}.log`] = Array.from({ length: 50 }, (_, i) => `user ${ID(f * 50 + i)} joined`).join('\n');
  return makeFolder(files);
}

describe('folder scan: ripgrep beside the walk', () => {
  it('spawns the search before the walk that counts the folder', async () => {
    const folder = smallFolder();
    const spawned: string[][] = [];
    // The module itself (an import's namespace is read-only): the scan's calls read its property.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mutable = require('node:child_process') as { spawn: typeof import('node:child_process').spawn };
    const real = mutable.spawn;
    mutable.spawn = ((command: string, args: readonly string[], options: SpawnOptions) => {
      spawned.push([...args]);
      return real(command, args, options);
    }) as typeof real;
    try {
      const scan = new FolderScan(folder.root, DEFAULT_OPTIONS, testRipgrep(), undefined, NOW);
      assert.deepEqual(await scan.run(), { end: 'done' });
      assert.equal(scan.tally.size, 250);
    } finally {
      mutable.spawn = real;
      folder.remove();
    }
    assert.equal(spawned.length, 2, JSON.stringify(spawned));
    assert.ok(spawned[0]!.includes('--regexp'), `first spawned: ${spawned[0]!.join(' ')}`);
    assert.ok(spawned[1]!.includes('--files'), `second spawned: ${spawned[1]!.join(' ')}`);
  });

  for (const cpu of [false, true]) {
    it(`a slice watch ${cpu ? 'that asks CPU time gets it' : 'of wall time alone makes no getrusage call'}`, async () => {
      const folder = smallFolder();
      const slices: { wallMs: number; cpuMs: number | undefined }[] = [];
      const watch: SliceWatch = { cpu, slice: (wallMs, cpuMs) => slices.push({ wallMs, cpuMs }) };
      const real = process.cpuUsage;
      let calls = 0;
      process.cpuUsage = ((previous?: NodeJS.CpuUsage) => {
        calls++;
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
        if (cpu) assert.ok(typeof cpuMs === 'number' && cpuMs >= 0, String(cpuMs));
        else assert.equal(cpuMs, undefined);
      }
      assert.equal(calls, cpu ? 2 * slices.length : 0);
    });
  }
});
