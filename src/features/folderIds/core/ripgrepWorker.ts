// The program of the worker that runs ripgrep and reads its output for the host (ripgrepProcess.ts). It runs any
// number of searches, each by its id: spawns ripgrep with the host's argument array (no shell), posts its output as it
// comes, pauses it while more than `highBytes` of what it posted is not read by the host yet (the host says
// `consumed`) and resumes it under `lowBytes`, and kills it when told. It also lists a folder for the scan's totals
// (`list`: ripgrep's `--files` walk, each file stat'ed here with statSync, a few hundred at a turn, and posted in
// batches): 10,000 stats through fs/promises cost the host's thread 0.2-0.6 s of CPU, statSync here about 40 ms.
//
// Written here in TypeScript, type-checked against the messages both sides share, and run from its text
// (RIPGREP_WORKER_SOURCE): no file of its own in the package. So it reads nothing from outside its own body, not even
// an import: its modules come from `load`, the worker's own `require`, which no bundler rewrites (a test runs the
// program as the production bundle prints it).
import type { ChildProcess } from 'node:child_process';

/** From the host. */
export type ToWorker =
  | { type: 'run'; id: number; rgPath: string; args: string[]; cwd: string; highBytes: number; lowBytes: number }
  | { type: 'list'; id: number; rgPath: string; args: string[]; cwd: string; batch: number }
  | { type: 'consumed'; id: number; bytes: number }
  | { type: 'kill'; id: number };

/** To the host. */
export type FromWorker =
  | { type: 'spawned'; id: number; pid: number | undefined }
  | { type: 'out'; id: number; chunk: Uint8Array }
  /** Files a list found, each with its size and modification time (one gone or unreadable since is left out). */
  | { type: 'listed'; id: number; names: string[]; sizes: number[]; mtimes: number[] }
  | { type: 'err'; id: number; text: string }
  | { type: 'failed'; id: number; message: string }
  | { type: 'close'; id: number; code: number | null; signal: NodeJS.Signals | null };

/** The worker's program: `load` is its `require`. Nothing here may name anything outside this function. */
function readerProgram(load: NodeJS.Require): void {
  const { parentPort } = load('node:worker_threads') as typeof import('node:worker_threads');
  const { spawn } = load('node:child_process') as typeof import('node:child_process');
  const { statSync } = load('node:fs') as typeof import('node:fs');
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
  }
  const runs = new Map<number, Run>();

  function run({ id, rgPath, args, cwd, highBytes, lowBytes }: Extract<ToWorker, { type: 'run' }>): void {
    const child = spawn(rgPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const state: Run = { child, posted: 0, paused: false, killed: false, lowBytes };
    runs.set(id, state);
    post({ type: 'spawned', id, pid: child.pid });
    const stdout = child.stdout!;
    stdout.on('data', (chunk: Buffer) => {
      if (state.killed) return;
      state.posted += chunk.length;
      // Moved, not copied, when the chunk is its own whole buffer (a pipe's read is): the host then allocates no copy.
      const own = chunk.byteOffset === 0 && chunk.buffer.byteLength === chunk.length;
      post({ type: 'out', id, chunk }, own ? [chunk.buffer as ArrayBuffer] : undefined);
      if (!state.paused && state.posted > highBytes) {
        state.paused = true;
        stdout.pause();
      }
    });
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (text: string) => post({ type: 'err', id, text }));
    child.on('error', (error) => post({ type: 'failed', id, message: error.message }));
    child.on('close', (code, signal) => {
      runs.delete(id);
      post({ type: 'close', id, code, signal });
    });
  }

  function list({ id, rgPath, args, cwd, batch }: Extract<ToWorker, { type: 'list' }>): void {
    const child = spawn(rgPath, args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] });
    const state: Run = { child, killed: false, posted: 0, paused: false, lowBytes: 0 };
    runs.set(id, state);
    post({ type: 'spawned', id, pid: child.pid });
    const stdout = child.stdout!;
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
        state.child.stdout!.resume();
      }
    } else {
      state.killed = true;
      state.child.kill();
      // A paused pipe would hold the process's end back.
      state.child.stdout!.resume();
    }
  });
}

/**
 * The worker's program as `new Worker(…, { eval: true })` runs it: the function's own text, called with `require`.
 * esbuild keeping names (as tsx does, which runs the tests) wraps a function in its helper `__name(fn, "name")`, which
 * is not in the worker: a `__name` that only returns the function is given with it (the production bundle keeps no
 * names, and never calls it).
 */
export const RIPGREP_WORKER_SOURCE = `var __name = (fn) => fn;\n(${readerProgram.toString()})(require);\n`;
