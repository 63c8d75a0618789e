// ripgrep read by a worker (ripgrepProcess.ts): the same lines as read in the host, a bound on what the worker posts
// ahead of the host, the host's own process where no worker starts, and a clear end when the worker stops mid-search.
// Real processes and real workers (VS Code's ripgrep when a build is under .cache/); the failing workers are real
// workers given a program that fails.
import * as assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { Worker } from 'node:worker_threads';
import * as path from 'node:path';
import {
  hostFileList,
  hostRipgrep,
  listFiles,
  startRipgrep,
  stopRipgrepWorker,
  warmRipgrepWorker,
  WORKER_ACK_BYTES,
  type FileList,
  type FileListSink,
  type RipgrepProcess,
  type RipgrepSink,
} from '../../../../../src/features/folderIds/core/ripgrepProcess';
import {
  RIPGREP_WORKER_SOURCE,
  type FromWorker,
  type ToWorker,
} from '../../../../../src/features/folderIds/core/ripgrepWorker';
import { ripgrepArgs } from '../../../../../src/features/folderIds/core/ripgrep';
import { ripgrepScan, ripgrepTotals, type FolderTotals } from '../../../../../src/features/folderIds/core/ripgrepScan';
import type { FolderScanEvents, ScanEnd } from '../../../../../src/features/folderIds/core/scanEvents';
import { buildShipped, srcModule } from '../../../../../bench/shippedBuild';
import { ROOT, sourceFiles } from '../../../../../scripts/l10nMessages';
import { DEFAULT_OPTIONS, joinedLogFolder, makeFolder, testRipgrep } from './folderFixture';

/**
 * Put before the worker's program: its port's postMessage throws, in ripgrep's output handler, once it posted the
 * first piece of output (an error there ends the worker, as a fault of the reader would).
 */
const BREAK_AFTER_FIRST_OUTPUT = `{
  const port = require('node:worker_threads').parentPort;
  const post = port.postMessage.bind(port);
  port.postMessage = (message, transfer) => {
    post(message, transfer);
    if (message.type === 'out') throw new Error('the reader broke');
  };
}`;

/** Output a search may still give once ripgrep has exited: what the kernel holds for it (see the bound's test). */
const DRAIN_BYTES = 1024 * 1024;

/** 40 files of 2,000 lines, an id in each: about 4 MB of ripgrep's output. */
const logFolder = () => joinedLogFolder(40, 2000);

/** Where the worker reads the pipe's descriptor in turns: wherever Node gives one (not Windows's named pipes). */
const POLLS = process.platform !== 'win32';
/** What libuv reads from a stream at a time. */
const STREAM_READ_BYTES = 64 * 1024;

interface Scanned {
  end: ScanEnd;
  lines: string[];
  readBy: string | undefined;
  polled: boolean | undefined;
}

/**
 * A Node script run as ripgrep would be, read by the worker to its close: its output, its exit code, the process as
 * the host follows it, and when its first output came.
 */
async function runStandIn(
  script: string,
): Promise<{ out: string; code: number | null; started: RipgrepProcess; firstOutAt: number | undefined }> {
  const out: Buffer[] = [];
  let firstOutAt: number | undefined;
  let started: RipgrepProcess | undefined;
  const code = await new Promise<number | null>((resolve) => {
    started = startRipgrep(process.execPath, ['-e', script], tmpdir(), {
      out: (chunk) => ((firstOutAt ??= performance.now()), out.push(chunk)),
      err: () => undefined,
      failed: (message) => assert.fail(message),
      close: (code) => resolve(code),
    });
  });
  return { out: Buffer.concat(out).toString(), code, started: started!, firstOutAt };
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
  return { end, lines: lines.sort(), readBy: started?.readBy, polled: started?.polled };
}

/** The sizes of the pieces of ripgrep's output the host is given, in a scan of `root` read by a worker. */
async function outputPieces(root: string, poll: boolean): Promise<number[]> {
  const sizes: number[] = [];
  const end = await ripgrepScan(
    testRipgrep(),
    root,
    DEFAULT_OPTIONS,
    { line: () => undefined, skipped: () => undefined },
    undefined,
    (rg, args, cwd, sink) =>
      startRipgrep(rg, args, cwd, { ...sink, out: (chunk) => (sizes.push(chunk.length), sink.out(chunk)) }, { poll }),
  );
  assert.deepEqual(end, { end: 'done' });
  return sizes;
}

describe('ripgrep read by a worker', () => {
  for (const poll of [true, false])
    it(`gives the lines the host reads itself, each once (${poll ? 'the pipe read in turns' : 'read as a stream'})`, async () => {
      const folder = logFolder();
      try {
        const inHost = await scanWith(folder.root, hostRipgrep);
        const inWorker = await scanWith(folder.root, (rg, args, cwd, sink) =>
          startRipgrep(rg, args, cwd, sink, { poll }),
        );
        assert.deepEqual(inHost.end, { end: 'done' });
        assert.deepEqual(inWorker.end, { end: 'done' });
        assert.equal(inHost.readBy, 'host');
        assert.equal(inWorker.readBy, 'worker');
        assert.equal(inWorker.polled, poll && POLLS);
        assert.equal(inWorker.lines.length, 40 * 2000);
        assert.deepEqual(inWorker.lines, inHost.lines);
      } finally {
        folder.remove();
      }
    });

  it('reads the pipe in turns, each read taking all it holds: fewer and bigger pieces than the stream reads', async function () {
    // Windows's pipes give no descriptor to read: the stream reads them (the test above holds its lines).
    if (!POLLS) this.skip();
    const folder = logFolder();
    try {
      const polled = await outputPieces(folder.root, true);
      const streamed = await outputPieces(folder.root, false);
      const sum = (sizes: number[]): number => sizes.reduce((a, b) => a + b, 0);
      assert.equal(sum(polled), sum(streamed));
      // libuv reads a stream 64 KB at a time; a read of the descriptor takes what the pipe's buffers hold.
      assert.ok(Math.max(...streamed) <= STREAM_READ_BYTES, `stream pieces up to ${Math.max(...streamed)} bytes`);
      assert.ok(Math.max(...polled) > STREAM_READ_BYTES, `polled pieces up to ${Math.max(...polled)} bytes`);
      assert.ok(polled.length < streamed.length, `${polled.length} pieces polled, ${streamed.length} streamed`);
    } finally {
      folder.remove();
    }
  });

  it('while ripgrep prints nothing, waits longer between turns: a quiet second costs dozens of turns, not a thousand', async function () {
    if (!POLLS) this.skip();
    // A stand-in for a ripgrep that walks a big folder without a match for 400 ms, then prints one line.
    const quiet = "setTimeout(() => process.stdout.write('late line\\n'), 400)";
    const { out, code, started } = await runStandIn(quiet);
    assert.equal(code, 0);
    assert.equal(out, 'late line\n');
    assert.equal(started.polled, true);
    const turns = started.turns!;
    assert.ok(turns.reads >= 1, `${turns.reads} reads`);
    // A turn each millisecond would be about 400 (each about 0.1 ms of CPU); waits that double after 8 empty turns,
    // up to 16 ms, make about 35.
    assert.ok(turns.turns < 100, `${turns.turns} turns in 400 ms`);
  });

  it('while ripgrep prints slowly, each turn takes more: its turns follow its output, not a clock of a millisecond', async function () {
    if (!POLLS) this.skip();
    // A stand-in for a ripgrep slowed down (a busy machine, few ids per megabyte): a 1 KB line every millisecond.
    const slow = [
      'let n = 0;',
      "const t = setInterval(() => { process.stdout.write('x'.repeat(1023) + '\\n'); if (++n === 600) clearInterval(t); }, 1);",
    ].join(' ');
    const { out, code, started, firstOutAt } = await runStandIn(slow);
    const printingMs = performance.now() - firstOutAt!;
    assert.equal(code, 0);
    assert.equal(out, `${'x'.repeat(1023)}\n`.repeat(600));
    const turns = started.turns!;
    // A turn a millisecond took a line or two each (a busy machine's late timers, a few): turns about printingMs. A
    // turn that waits for PACED_BYTES at the pace it saw waits its longest, 8 ms, here.
    assert.ok(turns.turns <= printingMs / 4, `${turns.turns} turns in ${printingMs.toFixed(0)} ms of output`);
  });

  for (const poll of [true, false])
    it(`posts at most its bound ahead of what the host read, while ripgrep runs (${poll ? 'the pipe read in turns' : 'read as a stream'})`, async () => {
      const folder = logFolder();
      const highBytes = 256 * 1024;
      try {
        let outstanding = 0;
        let total = 0;
        /** At each piece of output: what came before it, and what the host had not read once it came. */
        const arrivals: { before: number; outstanding: number }[] = [];
        const ended = await new Promise<number | null>((resolve) => {
          const process = startRipgrep(
            testRipgrep(),
            ripgrepArgs(DEFAULT_OPTIONS),
            folder.root,
            {
              out: (chunk) => {
                arrivals.push({ before: total, outstanding: (outstanding += chunk.length) });
                total += chunk.length;
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
            { highBytes, lowBytes: highBytes / 4, poll },
          );
        });
        assert.equal(ended, 0);
        // Read as a stream, once ripgrep has exited, Node reads what it left in the pipe whatever the pause
        // (child_process's flushStdio resumes it): up to the kernel's buffers of the socket pair libuv makes the pipe
        // of (416 KB on Linux by default). So that bound is held to the output before its last DRAIN_BYTES: most of it,
        // and many pauses. The pipe read in turns is bounded to its end.
        const turns = poll && POLLS;
        const judged = turns ? arrivals : arrivals.filter((a) => a.before + DRAIN_BYTES < total);
        assert.ok(judged.length > 0 && judged.at(-1)!.before > 8 * highBytes, `${total} bytes of output`);
        const most = Math.max(...judged.map((a) => a.outstanding));
        // Read as a stream, one read (64 KB) may come after the bound is passed, and one more before the pause is
        // seen; in turns, a read takes at most what the bound leaves, or 64 KB.
        const over = turns ? STREAM_READ_BYTES : 2 * STREAM_READ_BYTES;
        assert.ok(most <= highBytes + over, `${most} bytes outstanding, bound ${highBytes}`);
      } finally {
        folder.remove();
      }
    });

  it('is told what the host read in batches of a megabyte, not a message a chunk', async () => {
    const folder = logFolder();
    // The real class's method, wrapped to count what the host says to the worker.
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
      // Read as a stream, in its smallest pieces (64 KB): a message a piece would show most there.
      const pieces = await outputPieces(folder.root, false);
      chunks = pieces.length;
      total = pieces.reduce((a, b) => a + b, 0);
    } finally {
      Worker.prototype.postMessage = real;
      folder.remove();
    }
    assert.ok(chunks > 10 * consumed.length, `${chunks} chunks, ${consumed.length} messages`);
    assert.ok(consumed.length <= Math.ceil(total / WORKER_ACK_BYTES), `${consumed.length} messages for ${total} bytes`);
    for (const bytes of consumed) assert.ok(bytes >= WORKER_ACK_BYTES, String(bytes));
  });

  it('a worker warmed as the command begins (while the folder is picked) is the one its scan runs in', async () => {
    await stopRipgrepWorker();
    const folder = logFolder();
    // The real class's method, wrapped to see which thread each search and list is posted to.
    const real = Worker.prototype.postMessage;
    const postedTo: string[] = [];
    Worker.prototype.postMessage = function (this: InstanceType<typeof Worker>, message: unknown, ...rest: []) {
      const type = (message as { type?: string }).type;
      if (type === 'run' || type === 'list') postedTo.push(`${type} ${this.threadId}`);
      return real.call(this, message, ...rest);
    };
    try {
      const warmed = await warmRipgrepWorker();
      assert.equal(typeof warmed, 'number', 'the worker runs before any search');
      assert.equal(await warmRipgrepWorker(), warmed, 'warmed again: the same worker, not a second');
      const scanned = await scanWith(folder.root, startRipgrep);
      assert.deepEqual(scanned.end, { end: 'done' });
      assert.equal(scanned.readBy, 'worker');
      assert.deepEqual(postedTo, [`run ${warmed}`]);
      const totals = await ripgrepTotals(testRipgrep(), folder.root, DEFAULT_OPTIONS);
      assert.equal(totals.files, 40);
      assert.deepEqual(postedTo, [`run ${warmed}`, `list ${warmed}`]);
    } finally {
      Worker.prototype.postMessage = real;
      folder.remove();
      await stopRipgrepWorker();
    }
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
    // The program as it ships, with its port's postMessage made to throw once it posted a piece of output.
    const breaking = `${BREAK_AFTER_FIRST_OUTPUT}\n${RIPGREP_WORKER_SOURCE}`;
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

  it('runs as the production bundle prints it: a search and a list, each to its close, nothing taken from outside', async () => {
    // The program is a function's own text: a bundler that rewrote a require in it, or a name it took from around it,
    // would break it only as shipped (minified, split, made CommonJS by esbuild.mjs).
    const outdir = mkdtempSync(path.join(tmpdir(), 'pl-worker-bundle-'));
    const files = { 'a.log': 'user 266400201016197120 joined\nuser 745329034158997504 left\n', 'b.txt': 'x\n' };
    const folder = makeFolder(files);
    try {
      const { RIPGREP_WORKER_SOURCE: shipped } = await buildShipped<{ RIPGREP_WORKER_SOURCE: string }>(
        outdir,
        'worker',
        `export { RIPGREP_WORKER_SOURCE } from ${srcModule('features/folderIds/core/ripgrepWorker')};`,
      );
      assert.notEqual(shipped, RIPGREP_WORKER_SOURCE, 'the bundle minifies the program');
      const worker = new Worker(shipped, { eval: true, execArgv: [] });
      const heard: FromWorker[] = [];
      try {
        await new Promise<void>((resolve, reject) => {
          let open = 2;
          worker.on('error', reject);
          worker.on('message', (message: FromWorker) => {
            heard.push(message);
            if (message.type === 'close' && --open === 0) resolve();
          });
          const asked: ToWorker[] = [
            {
              type: 'run',
              id: 1,
              rgPath: testRipgrep()!,
              args: ripgrepArgs(DEFAULT_OPTIONS),
              cwd: folder.root,
              highBytes: 1 << 20,
              lowBytes: 1 << 18,
              poll: true,
            },
            { type: 'list', id: 2, rgPath: testRipgrep()!, args: ['--files', '--null'], cwd: folder.root, batch: 1 },
          ];
          for (const message of asked) worker.postMessage(message);
        });
      } finally {
        await worker.terminate();
      }
      const output = Buffer.concat(heard.flatMap((m) => (m.type === 'out' && m.id === 1 ? [m.chunk] : []))).toString();
      assert.deepEqual(
        output
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => line.replace(/^.*\0/, '').replace(/^(\d+):\d+:/, '$1:')),
        ['1:user 266400201016197120 joined', '2:user 745329034158997504 left'],
      );
      const listed = heard.flatMap((m) =>
        m.type === 'listed' ? m.names.map((name, i) => [path.basename(name), m.sizes[i]]) : [],
      );
      assert.deepEqual(
        listed.sort(),
        Object.entries(files).map(([name, text]) => [name, Buffer.byteLength(text)]),
      );
      assert.deepEqual(
        heard
          .filter((m) => m.type === 'spawned' || m.type === 'close')
          .map((m) => `${m.type} ${m.id}`)
          .sort(),
        ['close 1', 'close 2', 'spawned 1', 'spawned 2'],
      );
      const spawned = heard.find((m) => m.type === 'spawned' && m.id === 1);
      assert.equal(spawned?.type === 'spawned' && spawned.polled, POLLS, 'the search reads the pipe in turns');
    } finally {
      folder.remove();
      rmSync(outdir, { recursive: true, force: true });
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

  /**
   * The nice value of each thread of the process `pid` (Linux, where a nice value is a thread's, so a process's threads
   * may differ); elsewhere the process's.
   */
  function prioritiesOf(pid: number): number[] {
    if (process.platform !== 'linux') return [getPriority(pid)];
    return readdirSync(`/proc/${pid}/task`).map((task) => {
      const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'latin1');
      // The 19th field, the 17th after the name's closing parenthesis.
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });
  }

  // A stand-in for ripgrep that runs until it is killed, with threads of its own started at once (Node's): a real
  // ripgrep of a test's folder would end before it is looked at. The argument arrays are the stand-in's, not ripgrep's.
  const untilKilled = ['-e', 'setInterval(() => undefined, 1000)'];
  const quiet: RipgrepSink = {
    out: () => undefined,
    err: () => undefined,
    failed: () => undefined,
    close: () => undefined,
  };
  const quietList: FileListSink = { files: () => undefined, close: () => undefined };
  // Below this process's priority, a busy machine's other work starved ripgrep (ripgrepProcess.ts). Where this process
  // itself runs below normal (npm test's checks lane, nice 10) a lowered ripgrep reads the same: the check of the code
  // below holds it there.
  for (const [what, start] of [
    ['a search in the worker', () => startRipgrep(process.execPath, untilKilled, tmpdir(), quiet, { poll: POLLS })],
    ['a search in the host', () => hostRipgrep(process.execPath, untilKilled, tmpdir(), quiet)],
    ['a list in the worker', () => listFiles(process.execPath, untilKilled, tmpdir(), quietList)],
    ['a list in the host', () => hostFileList(process.execPath, untilKilled, tmpdir(), quietList)],
  ] as const) {
    it(`runs ${what} at the extension host's own priority, every thread of it`, async () => {
      const started: RipgrepProcess | FileList = start();
      try {
        // The worker says it spawned ripgrep in a message: its pid comes with it.
        for (let waited = 0; started.pid === undefined && waited < 5000; waited += 10)
          await new Promise((resolve) => setTimeout(resolve, 10));
        assert.ok(started.pid !== undefined, 'no process was spawned');
        // Its threads a moment later, as many as it has started by then (on a busy machine, maybe only its first).
        await new Promise((resolve) => setTimeout(resolve, 100));
        const priorities = prioritiesOf(started.pid);
        assert.deepEqual(
          priorities,
          priorities.map(() => getPriority()),
        );
      } finally {
        started.kill();
        await stopRipgrepWorker();
      }
    });
  }

  it("changes no process's priority: neither the worker's program nor any module of the folder scan", () => {
    // Any lane, whatever this process's own priority: a priority set anywhere in the scan's code (os.setPriority, or
    // its constants) is the change the table above reads only where this process runs at normal priority.
    const feature = path.join(ROOT, 'src', 'features', 'folderIds');
    const files = sourceFiles(feature).map((file) => path.relative(feature, file));
    assert.ok(
      files.includes(path.join('core', 'ripgrepProcess.ts')) && files.includes(path.join('core', 'ripgrepWorker.ts')),
    );
    const setting = /setPriority|PRIORITY_[A-Z_]+|\bnice\b/;
    const found = [
      ["the worker's program", RIPGREP_WORKER_SOURCE] as const,
      ...files.map(
        (name) =>
          [name, readFileSync(path.join(feature, name), 'utf8').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')] as const,
      ),
    ].filter(([, text]) => setting.test(text));
    assert.deepEqual(
      found.map(([name]) => name),
      [],
    );
  });
});
