// The program of the worker that runs ripgrep and reads its output for the host (ripgrepProcess.ts). It runs any
// number of searches, each by its id: spawns ripgrep with the host's argument array (no shell), posts its output as it
// comes (read in turns from the pipe's descriptor where there is one: pollOutput), pauses it while more than
// `highBytes` of what it posted is not read by the host yet (the host says `consumed`) and resumes it under
// `lowBytes`, and kills it when told. It also lists a folder for the scan's totals (`list`: ripgrep's `--files` walk,
// each file stat'ed here with statSync, a few hundred at a turn, and posted in batches): 10,000 stats through
// fs/promises cost the host's thread 0.2-0.6 s of CPU, statSync here about 40 ms.
//
// Written here in TypeScript, type-checked against the messages both sides share, and run from its text
// (RIPGREP_WORKER_SOURCE): no file of its own in the package. So it reads nothing from outside its own body, not even
// an import: its modules come from `load`, the worker's own `require`, which no bundler rewrites (a test runs the
// program as the production bundle prints it).
//
// ripgrep runs at the extension host's own priority, as VS Code's own search runs it (ripgrepProcess.ts says why not
// lower).
import type { ChildProcess } from 'node:child_process';

/** From the host. */
export type ToWorker =
  | {
      type: 'run';
      id: number;
      rgPath: string;
      args: string[];
      cwd: string;
      highBytes: number;
      lowBytes: number;
      /** Read the pipe's descriptor in turns where the platform gives one (pollOutput); false: as a stream only. */
      poll: boolean;
    }
  | { type: 'list'; id: number; rgPath: string; args: string[]; cwd: string; batch: number }
  | { type: 'consumed'; id: number; bytes: number }
  | { type: 'kill'; id: number };

/** To the host. */
export type FromWorker =
  /** `polled`: its output is read in turns from the pipe's descriptor (pollOutput), not as a stream. */
  | { type: 'spawned'; id: number; pid: number | undefined; polled: boolean }
  | { type: 'out'; id: number; chunk: Uint8Array }
  /** Files a list found, each with its size and modification time (one gone or unreadable since is left out). */
  | { type: 'listed'; id: number; names: string[]; sizes: number[]; mtimes: number[] }
  | { type: 'err'; id: number; text: string }
  | { type: 'failed'; id: number; message: string }
  /** `turns`: a polled search's turns and the reads that took output (pollOutput), for the tests. */
  | {
      type: 'close';
      id: number;
      code: number | null;
      signal: NodeJS.Signals | null;
      turns?: { turns: number; reads: number };
    };

/** The worker's program: `load` is its `require`. Nothing here may name anything outside this function. */
function readerProgram(load: NodeJS.Require): void {
  const { parentPort } = load('node:worker_threads') as typeof import('node:worker_threads');
  const { spawn } = load('node:child_process') as typeof import('node:child_process');
  const { readSync, statSync } = load('node:fs') as typeof import('node:fs');
  const { join } = load('node:path') as typeof import('node:path');
  if (parentPort === null) throw new Error('the ripgrep reader runs only as a worker');
  const port = parentPort;
  const post = (message: FromWorker, transfer?: ArrayBuffer[]): void => port.postMessage(message, transfer);

  /** A search or a list as the worker runs it: what the host's kill and consumed act on. */
  interface Run {
    child: ChildProcess;
    killed: boolean;
    /** A search's output posted and not yet read by the host, and whether ripgrep waits for it. */
    posted: number;
    paused: boolean;
    lowBytes: number;
    /**
     * Reads on after a pause, and stops reading at a kill: the stream's resume() (a paused pipe would hold the
     * process's end back), or pollOutput's, where it reads the descriptor.
     */
    resume: () => void;
    stop: () => void;
    /** pollOutput's turns, and its reads that took output. */
    turns?: { turns: number; reads: number };
  }
  const runs = new Map<number, Run>();

  /** A run read as a stream: resumed by the stream, and at a kill too (a paused pipe holds the process's end back). */
  const streamReads = (stdout: NodeJS.ReadableStream): Pick<Run, 'resume' | 'stop'> => ({
    resume: () => void stdout.resume(),
    stop: () => void stdout.resume(),
  });

  /** Bytes one read of the pipe's descriptor takes at most: more than its kernel buffers hold (416 KB on Linux). */
  const READ_BYTES = 1024 * 1024;
  /** Smallest read: one of the stream's (libuv reads 64 KB), so the bound on what is posted ahead holds as before. */
  const LEAST_READ_BYTES = 64 * 1024;
  /** Output taken in one turn at most, before the worker looks at its messages again. */
  const TURN_BYTES = 4 * READ_BYTES;
  /** The wait between turns: what ripgrep writes meanwhile is taken in one read. */
  const POLL_MS = 1;
  /**
   * Turns in a row that found nothing before the wait doubles, up to LONGEST_WAIT_MS: a turn that finds nothing costs
   * about 0.1 ms of CPU (a timer, a read, its EAGAIN), so a ripgrep that prints nothing for a while (a big folder with
   * few ids) costs a few dozen turns a second, not a thousand. Its first output, a few milliseconds after its start,
   * is still taken within a millisecond; after a quiet spell, within LONGEST_WAIT_MS (the pipe holds 416 KB meanwhile).
   */
  const QUICK_EMPTY_TURNS = 8;
  const LONGEST_WAIT_MS = 16;
  /**
   * A turn that took output waits for about this much more, at the pace it came since the turn before (from POLL_MS to
   * PACED_WAIT_MS): a turn costs the same whatever it takes, and a slow ripgrep (a busy machine, a folder with few ids
   * per megabyte) was read in many small pieces, a turn a millisecond. The 1 GB bench folder's scan took 3,250 turns
   * for 2,100 pieces of 54 KB (median) on a machine busy with CI (2026-11-29), and this worker's CPU grew from 0.2 s at
   * rest to 0.4-0.7 s. 64 KB, a sixth of what the pipe holds: with 128 KB ripgrep waited on a fuller pipe, and the 1 GB
   * scan took about 5% longer at rest and longer still beside two compilers; with 64 KB its time is a turn a
   * millisecond's, at rest and there, for about 0.2 s less of this process's CPU there (3 × 3 runs, 2026-11-29).
   */
  const PACED_BYTES = 64 * 1024;
  const PACED_WAIT_MS = 8;
  const readBuffer = Buffer.allocUnsafeSlow(READ_BYTES);

  /**
   * Reads ripgrep's output from the pipe's descriptor in turns, a millisecond apart (more while it prints slowly:
   * PACED_BYTES), each read taking all the pipe holds (about 130 KB on the 1 GB bench folder), where the stream reads
   * 64 KB on each wake-up: about 900 reads of its 121 MB of output, not 7,000 (this worker's CPU 413 to 263 ms, and
   * ripgrep's no higher). The stream's handle is stopped first, so that libuv reads nothing on its own; should the
   * stream read anyway (a Node that starts it again), its 'data' handler posts what it reads, in the order read: both
   * take the pipe's next bytes in this one thread. Returns the first turn, for once the host is told; undefined where
   * there is no descriptor to read (Windows's named pipes): the stream reads it.
   */
  function pollOutput(
    id: number,
    state: Run,
    stdout: NonNullable<ChildProcess['stdout']>,
    highBytes: number,
    onChunk: (chunk: Buffer) => void,
  ): (() => void) | undefined {
    const handle = (stdout as unknown as { _handle?: { fd?: unknown; readStop?: () => unknown } })._handle;
    const fd = handle?.fd;
    if (process.platform === 'win32' || typeof fd !== 'number' || fd < 0 || typeof handle?.readStop !== 'function')
      return undefined;
    handle.readStop();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const stop = (): void => {
      if (done) return;
      done = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      // Its handle closed: the child's 'close' follows.
      stdout.destroy();
    };
    // The stream at its end closes the descriptor: not read after that.
    stdout.once('end', () => void (done = true));
    const turns = (state.turns = { turns: 0, reads: 0 });
    let empty = 0;
    /** When the last turn began: its output came since then. */
    let lastTurnAt: number | undefined;
    /** ripgrep has exited: what it left is read to the pipe's end in one turn. */
    let exited = false;
    const poll = (): void => {
      timer = undefined;
      if (done || state.killed || state.paused || stdout.destroyed) return;
      turns.turns++;
      const now = performance.now();
      const since = lastTurnAt === undefined ? POLL_MS : now - lastTurnAt;
      lastTurnAt = now;
      let taken = 0;
      let drained = false;
      while (taken < TURN_BYTES) {
        // No more than the bound leaves room for (a stream's read at least): the host's memory stays bounded.
        const room = Math.min(READ_BYTES, Math.max(LEAST_READ_BYTES, highBytes - state.posted));
        let read: number;
        try {
          read = readSync(fd, readBuffer, 0, room, null);
        } catch (error) {
          // Nothing to read yet (or a signal came first): the next turn reads it.
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'EAGAIN' || code === 'EINTR') break;
          post({ type: 'failed', id, message: (error as Error).message });
          state.killed = true;
          state.child.kill();
          return stop();
        }
        if (read === 0) return stop();
        turns.reads++;
        taken += read;
        // Its own buffer, moved to the host: the read buffer is used again.
        const chunk = Buffer.allocUnsafeSlow(read);
        readBuffer.copy(chunk, 0, 0, read);
        onChunk(chunk);
        if (state.paused) return;
        // Less than asked: the pipe is empty (a read takes all it holds up to the size asked). Not read again to learn
        // it: that read fails with EAGAIN, an exception each turn.
        if (read < room && !exited) {
          drained = true;
          break;
        }
      }
      empty = taken > 0 ? 0 : empty + 1;
      let wait = POLL_MS;
      // Output, and the pipe emptied: PACED_BYTES more at the pace it came.
      if (drained) wait = Math.min(PACED_WAIT_MS, Math.max(POLL_MS, (PACED_BYTES * since) / taken));
      // Nothing, for more than a few turns: a quiet ripgrep.
      else if (empty > QUICK_EMPTY_TURNS) wait = Math.min(LONGEST_WAIT_MS, POLL_MS * 2 ** (empty - QUICK_EMPTY_TURNS));
      timer = setTimeout(poll, wait);
    };
    state.resume = () => {
      // The stream too (onChunk paused it at the bound), should it read after all.
      stdout.resume();
      // The pace before the pause says nothing of ripgrep's now: it waited on a full pipe meanwhile.
      lastTurnAt = undefined;
      if (timer === undefined) poll();
    };
    state.stop = stop;
    // ripgrep's end: what it left in the pipe is read now, not a turn later.
    state.child.once('exit', () => {
      exited = true;
      if (timer !== undefined) clearTimeout(timer);
      poll();
    });
    return poll;
  }

  function run({ id, rgPath, args, cwd, highBytes, lowBytes, poll }: Extract<ToWorker, { type: 'run' }>): void {
    const child = spawn(rgPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout = child.stdout!;
    const state: Run = { child, posted: 0, paused: false, killed: false, lowBytes, ...streamReads(stdout) };
    runs.set(id, state);
    const onChunk = (chunk: Buffer): void => {
      if (state.killed) return;
      state.posted += chunk.length;
      // Moved, not copied, when the chunk is its own whole buffer (a pipe's read is): the host then allocates no copy.
      const own = chunk.byteOffset === 0 && chunk.buffer.byteLength === chunk.length;
      post({ type: 'out', id, chunk }, own ? [chunk.buffer as ArrayBuffer] : undefined);
      if (!state.paused && state.posted > highBytes) {
        state.paused = true;
        stdout.pause();
      }
    };
    // Its handle stopped before the event loop turns (libuv reads nothing before), its first turn once the host knows.
    const firstTurn = poll ? pollOutput(id, state, stdout, highBytes, onChunk) : undefined;
    post({ type: 'spawned', id, pid: child.pid, polled: firstTurn !== undefined });
    stdout.on('data', onChunk);
    firstTurn?.();
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (text: string) => post({ type: 'err', id, text }));
    child.on('error', (error) => post({ type: 'failed', id, message: error.message }));
    child.on('close', (code, signal) => {
      runs.delete(id);
      post({ type: 'close', id, code, signal, turns: state.turns });
    });
  }

  function list({ id, rgPath, args, cwd, batch }: Extract<ToWorker, { type: 'list' }>): void {
    const child = spawn(rgPath, args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] });
    const stdout = child.stdout!;
    const state: Run = { child, killed: false, posted: 0, paused: false, lowBytes: 0, ...streamReads(stdout) };
    runs.set(id, state);
    post({ type: 'spawned', id, pid: child.pid, polled: false });
    /** Names found and not stat'ed yet, from `at`; the walk's output past its last NUL. */
    let names: string[] = [];
    let at = 0;
    let rest = '';
    let busy = false;
    let end: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    const finish = (): void => {
      if (end === undefined || busy) return;
      runs.delete(id);
      post({ type: 'close', id, code: end.code, signal: end.signal });
    };
    // A batch of names stat'ed on each turn: the worker still forwards the search's output between them.
    const statSome = (): void => {
      const listed: string[] = [];
      const sizes: number[] = [];
      const mtimes: number[] = [];
      const last = Math.min(names.length, at + batch);
      for (; at < last && !state.killed; at++) {
        const name = names[at]!;
        try {
          const stats = statSync(join(cwd, name), { throwIfNoEntry: false });
          if (stats === undefined) continue;
          listed.push(name);
          sizes.push(stats.size);
          mtimes.push(stats.mtimeMs);
        } catch {
          // Unreadable since the walk (a loop, no permission): the search says why.
        }
      }
      if (listed.length > 0 && !state.killed) post({ type: 'listed', id, names: listed, sizes, mtimes });
      if (at < names.length && !state.killed) return void setImmediate(statSome);
      names = [];
      at = 0;
      busy = false;
      stdout.resume();
      finish();
    };
    stdout.setEncoding('utf8');
    stdout.on('data', (text: string) => {
      const found = (rest + text).split('\0');
      rest = found.pop()!;
      if (state.killed || found.length === 0) return;
      for (const name of found) names.push(name);
      if (busy) return;
      busy = true;
      stdout.pause();
      setImmediate(statSome);
    });
    child.on('error', () => undefined);
    child.on('close', (code, signal) => {
      end = { code, signal };
      finish();
    });
  }

  port.on('message', (message: ToWorker) => {
    if (message.type === 'run') return run(message);
    if (message.type === 'list') return list(message);
    const state = runs.get(message.id);
    if (state === undefined) return;
    if (message.type === 'consumed') {
      state.posted -= message.bytes;
      if (state.paused && state.posted < state.lowBytes) {
        state.paused = false;
        state.resume();
      }
    } else {
      state.killed = true;
      state.child.kill();
      state.stop();
    }
  });
}

/**
 * The worker's program as `new Worker(…, { eval: true })` runs it: the function's own text, called with `require`.
 * esbuild keeping names (as tsx does, which runs the tests) wraps a function in its helper `__name(fn, "name")`, which
 * is not in the worker: a `__name` that only returns the function is given with it (the production bundle keeps no
 * names, and never calls it).
 */
export const RIPGREP_WORKER_SOURCE = `var __name = (fn) => fn;
(${readerProgram.toString()})(require);
`;
