// The program of the worker that runs ripgrep and reads its output for the host (ripgrepProcess.ts): plain
// JavaScript, run with `eval`, so it needs no file of its own in the package and imports nothing of the extension. It
// runs any number of searches, each by its id: spawns ripgrep with the host's argument array (no shell), posts its
// output as it comes, pauses it while more than `highBytes` of what it posted is not read by the host yet (the host
// says `consumed`) and resumes it under `lowBytes`, and kills it when told.

/** From the host. */
export type ToWorker =
  | { type: 'run'; id: number; rgPath: string; args: string[]; cwd: string; highBytes: number; lowBytes: number }
  | { type: 'consumed'; id: number; bytes: number }
  | { type: 'kill'; id: number };

/** To the host. */
export type FromWorker =
  | { type: 'spawned'; id: number; pid: number | undefined }
  | { type: 'out'; id: number; chunk: Uint8Array }
  | { type: 'err'; id: number; text: string }
  | { type: 'failed'; id: number; message: string }
  | { type: 'close'; id: number; code: number | null; signal: NodeJS.Signals | null };

export const RIPGREP_WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { spawn } = require('node:child_process');
const runs = new Map();
function run({ id, rgPath, args, cwd, highBytes, lowBytes }) {
  const child = spawn(rgPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const state = { child, posted: 0, paused: false, killed: false, lowBytes };
  runs.set(id, state);
  parentPort.postMessage({ type: 'spawned', id, pid: child.pid });
  child.stdout.on('data', (chunk) => {
    if (state.killed) return;
    state.posted += chunk.length;
    parentPort.postMessage({ type: 'out', id, chunk });
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
parentPort.on('message', (message) => {
  if (message.type === 'run') return run(message);
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
