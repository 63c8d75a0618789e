// ripgrep read by a worker (ripgrepProcess.ts): the same lines as read in the host, a bound on what the worker posts
// ahead of the host, the host's own process where no worker starts, and a clear end when the worker stops mid-search.
// Real processes and real workers (VS Code's ripgrep when a build is under .cache/); the failing workers are real
// workers given a program that fails.
import * as assert from 'node:assert/strict';
import { symlinkSync } from 'node:fs';
import * as path from 'node:path';
import {
  hostFileList,
  hostRipgrep,
  listFiles,
  startRipgrep,
  WORKER_ACK_BYTES,
  type RipgrepProcess,
} from '../../../../../src/features/folderIds/core/ripgrepProcess';
import { RIPGREP_WORKER_SOURCE } from '../../../../../src/features/folderIds/core/ripgrepWorker';
import { ripgrepArgs } from '../../../../../src/features/folderIds/core/ripgrep';
import { ripgrepScan, ripgrepTotals, type FolderTotals } from '../../../../../src/features/folderIds/core/ripgrepScan';
import type { FolderScanEvents, ScanEnd } from '../../../../../src/features/folderIds/core/scanEvents';
import { DEFAULT_OPTIONS, joinedLogFolder, makeFolder, testRipgrep } from './folderFixture';

/** 40 files of 2,000 lines, an id in each: about 3 MB of ripgrep's output. */
const logFolder = () => joinedLogFolder(40, 2000);

interface Scanned {
  end: ScanEnd;
  lines: string[];
  readBy: string | undefined;
}

async function scanWith(root: string, run: typeof startRipgrep): Promise<Scanned> {
  const lines: string[] = [];
  let started: RipgrepProcess | undefined;
  const events: FolderScanEvents = {
    line: (found) => lines.push(`${found.file}:${found.line}:${found.text}`),
    skipped: (file, reason) => lines.push(`skipped ${file} ${reason}`),
  };
  const end = await ripgrepScan(testRipgrep(), root, DEFAULT_OPTIONS, events, undefined, (...args) => {
    started = run(...args);
    return started;
  });
  // Read at the end: a search the worker handed back to the host says so then.
  return { end, lines: lines.sort(), readBy: started?.readBy };
}

describe('ripgrep read by a worker', () => {
  it('gives the lines the host reads itself, each once', async () => {
    const folder = logFolder();
    try {
      const inHost = await scanWith(folder.root, hostRipgrep);
      const inWorker = await scanWith(folder.root, startRipgrep);
      assert.deepEqual(inHost.end, { end: 'done' });
      assert.deepEqual(inWorker.end, { end: 'done' });
      assert.equal(inHost.readBy, 'host');
      assert.equal(inWorker.readBy, 'worker');
      assert.equal(inWorker.lines.length, 40 * 2000);
      assert.deepEqual(inWorker.lines, inHost.lines);
    } finally {
      folder.remove();
    }
  });

  it('posts at most its bound ahead of what the host read', async () => {
    const folder = logFolder();
    const highBytes = 256 * 1024;
    try {
      let outstanding = 0;
      let most = 0;
      let total = 0;
      const ended = await new Promise<number | null>((resolve) => {
        const process = startRipgrep(
          testRipgrep(),
          ripgrepArgs(DEFAULT_OPTIONS),
          folder.root,
          {
            out: (chunk) => {
              outstanding += chunk.length;
              total += chunk.length;
              most = Math.max(most, outstanding);
              // A slow host: what it read is said a little later.
              setTimeout(() => {
                outstanding -= chunk.length;
                process.consumed(chunk.length);
              }, 2);
            },
            err: () => undefined,
            failed: (message) => assert.fail(message),
            close: (code) => resolve(code),
          },
          { highBytes, lowBytes: highBytes / 4 },
        );
      });
      assert.equal(ended, 0);
      assert.ok(total > 8 * highBytes, `${total} bytes of output`);
      // One pipe read (64 KB) may come after the bound is passed, and one more before the pause is seen.
      assert.ok(most <= highBytes + 2 * 64 * 1024, `${most} bytes outstanding, bound ${highBytes}`);
    } finally {
      folder.remove();
    }
  });

  it('is told what the host read in batches of a megabyte, not a message a chunk', async () => {
    const folder = logFolder();
    // The real class's method, wrapped to count what the host says to the worker.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Worker } = require('node:worker_threads') as typeof import('node:worker_threads');
    const real = Worker.prototype.postMessage;
    const consumed: number[] = [];
    Worker.prototype.postMessage = function (this: InstanceType<typeof Worker>, message: unknown, ...rest: []) {
      const said = message as { type?: string; bytes?: number };
      if (said.type === 'consumed') consumed.push(said.bytes!);
      return real.call(this, message, ...rest);
    };
    let chunks = 0;
    let total = 0;
    try {
      const end = await ripgrepScan(
        testRipgrep(),
        folder.root,
        DEFAULT_OPTIONS,
        { line: () => undefined, skipped: () => undefined },
        undefined,
        (rg, args, cwd, sink) =>
          startRipgrep(rg, args, cwd, {
            ...sink,
            out: (chunk) => {
              chunks++;
              total += chunk.length;
              sink.out(chunk);
            },
          }),
      );
      assert.deepEqual(end, { end: 'done' });
    } finally {
      Worker.prototype.postMessage = real;
      folder.remove();
    }
    assert.ok(chunks > 10 * consumed.length, `${chunks} chunks, ${consumed.length} messages`);
    assert.ok(consumed.length <= Math.ceil(total / WORKER_ACK_BYTES), `${consumed.length} messages for ${total} bytes`);
    for (const bytes of consumed) assert.ok(bytes >= WORKER_ACK_BYTES, String(bytes));
  });

  it('where the worker cannot start ripgrep, the host runs it', async () => {
    const folder = logFolder();
    try {
      const inHost = await scanWith(folder.root, hostRipgrep);
      const failing = await scanWith(folder.root, (rg, args, cwd, sink) =>
        startRipgrep(rg, args, cwd, sink, { source: "throw new Error('no worker here');" }),
      );
      assert.deepEqual(failing.end, { end: 'done' });
      assert.deepEqual(failing.lines, inHost.lines);
    } finally {
      folder.remove();
    }
  });

  it('a worker that stops while ripgrep runs ends the search with why', async () => {
    const folder = logFolder();
    const breaking = RIPGREP_WORKER_SOURCE.replace(
      "parentPort.postMessage({ type: 'out', id, chunk }, own ? [chunk.buffer] : undefined);",
      "parentPort.postMessage({ type: 'out', id, chunk }, own ? [chunk.buffer] : undefined); throw new Error('the reader broke');",
    );
    assert.notEqual(breaking, RIPGREP_WORKER_SOURCE);
    try {
      const broken = await scanWith(folder.root, (rg, args, cwd, sink) =>
        startRipgrep(rg, args, cwd, sink, { source: breaking }),
      );
      // The worker's death can be heard before its "spawned" (Node may deliver a worker's error ahead of the messages
      // it posted): the search then moves to the host and reads the whole folder there, as for a worker that never
      // started. Either way nothing is lost: a clear failure, or every line.
      if (broken.end.end === 'done') {
        assert.equal(broken.readBy, 'host');
        assert.deepEqual(broken.lines, (await scanWith(folder.root, hostRipgrep)).lines);
      } else
        assert.deepEqual(broken.end, {
          end: 'failed',
          message: 'the worker reading ripgrep stopped: the reader broke',
        });
    } finally {
      folder.remove();
    }
  });

  it('lists and stats the files for the totals in the worker: the same files, sizes and times as the host', async () => {
    // Each kind of entry the walk meets: small and large files (one over the size limit), nested folders, odd names, an
    // empty file, a link to a file and a link to nothing (stat fails: left out by both).
    const folder = makeFolder({
      'a.log': 'user 300000000000000000 joined',
      'empty.log': '',
      'deep/er/b.log': 'x'.repeat(70_000),
      'big.log': Buffer.alloc(3000, 'y'),
      'odd\nname \u0007.log': 'z',
      ...Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`many/f-${i}.log`, 'w'.repeat(i)])),
    });
    symlinkSync(path.join(folder.root, 'a.log'), path.join(folder.root, 'link.log'));
    symlinkSync(path.join(folder.root, 'nowhere'), path.join(folder.root, 'dangling.log'));
    const options = { ...DEFAULT_OPTIONS, maxFileSizeBytes: 2048 };
    const totalsBy = async (list: typeof listFiles) => {
      const seen: string[] = [];
      let statBy: string | undefined;
      const totals: FolderTotals = await ripgrepTotals(
        testRipgrep(),
        folder.root,
        options,
        undefined,
        (file, bytes, mtimeMs) => seen.push(`${file} ${bytes} ${mtimeMs}`),
        (...args) => {
          const listing = list(...args);
          statBy = listing.statBy;
          return listing;
        },
      );
      totals.tooLarge.sort((a, b) => a.file.localeCompare(b.file));
      return { totals, seen: seen.sort(), statBy };
    };
    try {
      const inHost = await totalsBy(hostFileList);
      const inWorker = await totalsBy(listFiles);
      assert.equal(inHost.statBy, 'host');
      assert.equal(inWorker.statBy, 'worker');
      assert.equal(inWorker.totals.files, 600 + 4);
      assert.deepEqual(
        inWorker.totals.tooLarge.map((big) => big.file),
        ['big.log', path.join('deep', 'er', 'b.log')],
      );
      assert.deepEqual(inWorker, { ...inHost, statBy: 'worker' });
    } finally {
      folder.remove();
    }
  });

  for (const [where, list] of [
    ['worker', listFiles],
    ['host', hostFileList],
  ] as const) {
    it(`a cancelled list (${where}) ends, and gives nothing past the cancel`, async () => {
      const folder = makeFolder(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f-${i}.log`, 'x'])));
      try {
        const before = new AbortController();
        before.abort();
        const none = await ripgrepTotals(testRipgrep(), folder.root, DEFAULT_OPTIONS, before.signal, undefined, list);
        assert.deepEqual(none, { files: 0, bytes: 0, tooLarge: [] });
        const during = new AbortController();
        const { files } = await ripgrepTotals(
          testRipgrep(),
          folder.root,
          DEFAULT_OPTIONS,
          during.signal,
          () => during.abort(),
          list,
        );
        // The batch being read when the cancel came is counted to its end; none after it.
        assert.ok(files >= 1 && files <= 256, `${files} files counted, the cancel at the first`);
      } finally {
        folder.remove();
      }
    });
  }
});
