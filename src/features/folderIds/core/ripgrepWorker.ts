// The program of the worker that runs ripgrep and reads its output for the host (ripgrepProcess.ts): plain
// JavaScript, run with `eval`, so it needs no file of its own in the package and imports nothing of the extension. It
// runs any number of searches, each by its id: spawns ripgrep with the host's argument array (no shell), posts its
// output as it comes, pauses it while more than `highBytes` of what it posted is not read by the host yet (the host
// says `consumed`) and resumes it under `lowBytes`, and kills it when told. It also lists a folder for the scan's
// totals (`list`: ripgrep's `--files` walk, each file stat'ed here with statSync, a few hundred at a turn, and posted in
// batches): 10,000 stats through fs/promises cost the host's thread 0.2-0.6 s of CPU, statSync here about 40 ms.

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

export const RIPGREP_WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { spawn } = require('node:child_process');
const { statSync } = require('node:fs');
const { join } = require('node:path');
const runs = new Map();
function run({ id, rgPath, args, cwd, highBytes, lowBytes }) {
  const child = spawn(rgPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const state = { child, posted: 0, paused: false, killed: false, lowBytes };
  runs.set(id, state);
  parentPort.postMessage({ type: 'spawned', id, pid: child.pid });
  child.stdout.on('data', (chunk) => {
    if (state.killed) return;
    state.posted += chunk.length;
    // Moved, not copied, when the chunk is its own whole buffer (a pipe's read is): the host then allocates no copy.
    const own = chunk.byteOffset === 0 && chunk.buffer.byteLength === chunk.length;
    parentPort.postMessage({ type: 'out', id, chunk }, own ? [chunk.buffer] : undefined);
    if (!state.paused && state.posted > highBytes) {
      state.paused = true;
      child.stdout.pause();
    }
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text) => parentPort.postMessage({ type: 'err', id, text }));
  child.on('error', (error) => parentPort.postMessage({ type: 'failed', id, message: error.message }));
  child.on('close', (code, signal) => {
    runs.delete(id);
    parentPort.postMessage({ type: 'close', id, code, signal });
  });
}
function list({ id, rgPath, args, cwd, batch }) {
  const child = spawn(rgPath, args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] });
  const state = { child, killed: false, names: [], at: 0, rest: '', busy: false, end: undefined };
  runs.set(id, state);
  parentPort.postMessage({ type: 'spawned', id, pid: child.pid });
  const finish = () => {
    if (state.end === undefined || state.busy) return;
    runs.delete(id);
    parentPort.postMessage({ type: 'close', id, code: state.end.code, signal: state.end.signal });
  };
  // A batch of names stat'ed on each turn: the worker still forwards the search's output between them.
  const statSome = () => {
    const names = [];
    const sizes = [];
    const mtimes = [];
    const last = Math.min(state.names.length, state.at + batch);
    for (; state.at < last && !state.killed; state.at++) {
      const name = state.names[state.at];
      try {
        const stats = statSync(join(cwd, name), { throwIfNoEntry: false });
        if (stats === undefined) continue;
        names.push(name);
        sizes.push(stats.size);
        mtimes.push(stats.mtimeMs);
      } catch {
        // Unreadable since the walk (a loop, no permission): the search says why.
      }
    }
    if (names.length > 0 && !state.killed) parentPort.postMessage({ type: 'listed', id, names, sizes, mtimes });
    if (state.at < state.names.length && !state.killed) return void setImmediate(statSome);
    state.names = [];
    state.at = 0;
    state.busy = false;
    child.stdout.resume();
    finish();
  };
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text) => {
    const names = (state.rest + text).split('\\0');
    state.rest = names.pop();
    if (state.killed || names.length === 0) return;
    for (const name of names) state.names.push(name);
    if (state.busy) return;
    state.busy = true;
    child.stdout.pause();
    setImmediate(statSome);
  });
  child.on('error', () => undefined);
  child.on('close', (code, signal) => {
    state.end = { code, signal };
    finish();
  });
}
parentPort.on('message', (message) => {
  if (message.type === 'run') return run(message);
  if (message.type === 'list') return list(message);
  const state = runs.get(message.id);
  if (state === undefined) return;
  if (message.type === 'consumed') {
    state.posted -= message.bytes;
    if (state.paused && state.posted < state.lowBytes) {
      state.paused = false;
      state.child.stdout.resume();
    }
  } else if (message.type === 'kill') {
    state.killed = true;
    state.child.kill();
    // A paused pipe would hold the process's end back.
    state.child.stdout.resume();
  }
});
`;
