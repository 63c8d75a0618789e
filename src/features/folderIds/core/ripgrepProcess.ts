// ripgrep's process for the folder scan, read from a worker thread where one starts, else from the extension host.
//
// Why a worker: the host reads a pipe only between its slices of work (ripgrepScan.ts hands the event loop a turn
// every 12 ms), and a pipe holds 64 KB, about a millisecond of ripgrep's output on a folder of logs: ripgrep waited,
// blocked on a full pipe, for most of each slice, so the search and the typing took turns instead of running side by
// side. A worker does nothing but read: it takes ripgrep's output as fast as it comes and posts it to the host, which
// types it in slices as before. Memory stays bounded: the worker pauses ripgrep while more than `highBytes` of what it
// posted is not yet read by the host (consumed() says how much was), and resumes it under `lowBytes`.
//
// One worker serves every search of the session, one after another or side by side, and is kept (unref'd: it holds
// no process open) so that a search does not wait for a thread to start: a new worker takes 20-70 ms here, more than
// ripgrep's whole search of a small folder. Its program is the text of a type-checked function in ripgrepWorker.ts (no
// file to bundle or ship, no import of the extension's code: it only spawns and forwards). Where no worker starts (no
// worker_threads, a worker that fails before ripgrep is spawned), ripgrep runs from the host as before. A worker that
// stops while ripgrep runs ends that search `failed` with a clear message, ripgrep killed (by its pid).
//
// Every ripgrep runs at the extension host's own priority, as VS Code's own search runs it. Run below normal (nice 10;
// "below normal" on Windows, whose scheduler runs a lower priority only when no higher one is ready), it waited behind
// any other work sharing its scheduling group: every process on macOS and Windows, the same session on Linux. The 1 GB
// bench folder's scan against rg alone in the same run, below normal against this priority (medians, the builds taken
// in turn, 2026-11-29): beside three busy threads of the same session ×4.95 against ×1.27 (6 runs each); beside
// fresh-clone CI ×2.34 against ×1.92 (35), and beside another CI run ×1.94 against ×1.76 (60); beside two compilers in
// other sessions, the load it had been chosen for, ×3.17 against ×2.72 (8); at rest ×1.47 against ×1.51 (5). A Find is the user's own search, waited for with its
// progress showing: it takes its share of the machine, as rg in a terminal does.
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { RIPGREP_WORKER_SOURCE, type FromWorker, type ToWorker } from './ripgrepWorker';

/** What the scan hears from ripgrep. */
export interface RipgrepSink {
  out(chunk: Buffer): void;
  /** Its error output, as text (in pieces: a piece may end inside a line). */
  err(text: string): void;
  /** It could not be run, or the worker reading it stopped: in English for the log. */
  failed(message: string): void;
  /** The end: after every out() and err(). */
  close(code: number | null, signal: NodeJS.Signals | null): void;
}

export interface RipgrepProcess {
  /** The host read `bytes` more of what out() gave (the worker's bound counts what is not read yet). */
  consumed(bytes: number): void;
  /** The host holds more than it wants: ripgrep waits (the host's own bound, for the in-host process). */
  pause(): void;
  resume(): void;
  kill(): void;
  /** 'worker' or 'host': which reads ripgrep's output (the tests and the bench read it). */
  readonly readBy: 'worker' | 'host';
  /** The worker reads the pipe's descriptor in turns (ripgrepWorker.ts's pollOutput), not as a stream. */
  readonly polled: boolean;
  /** Once it closed, a polled search's turns and the reads that took output (the tests read them). */
  readonly turns: { turns: number; reads: number } | undefined;
  /** ripgrep's process id once it is spawned (the tests read its priority). */
  readonly pid: number | undefined;
}

/** What a file list hears: files with their sizes and modification times, in batches, then its end. */
export interface FileListSink {
  files(names: readonly string[], sizes: readonly number[], mtimesMs: readonly number[]): void;
  close(): void;
}

export interface FileList {
  kill(): void;
  /** 'worker' or 'host': which thread stat'ed the files (the tests read it). */
  readonly statBy: 'worker' | 'host';
  /** ripgrep's process id once it is spawned (the tests read its priority). */
  readonly pid: number | undefined;
}

/** Files the worker stats in one turn (about a millisecond) before it looks at the search's output again. */
const LIST_BATCH = 256;

/** The worker's bound on output posted and not yet read by the host. */
export const WORKER_HIGH_BYTES = 8 * 1024 * 1024;
export const WORKER_LOW_BYTES = 2 * 1024 * 1024;
/** What the host read is said to the worker in batches of at least this (or half of lowBytes, when smaller). */
export const WORKER_ACK_BYTES = 1024 * 1024;

/** ripgrep run and read in the host (no worker). */
export function hostRipgrep(rgPath: string, args: string[], cwd: string, sink: RipgrepSink): RipgrepProcess {
  const child = spawn(rgPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => sink.out(chunk));
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => sink.err(text));
  child.on('error', (error) => sink.failed(error.message));
  child.on('close', (code, signal) => sink.close(code, signal));
  return {
    readBy: 'host',
    polled: false,
    turns: undefined,
    pid: child.pid,
    consumed: () => undefined,
    pause: () => void child.stdout.pause(),
    resume: () => void child.stdout.resume(),
    kill: () => void child.kill(),
  };
}

export interface WorkerOptions {
  /** The worker's program: RIPGREP_WORKER_SOURCE (a test gives one that fails). */
  source?: string;
  highBytes?: number;
  lowBytes?: number;
  /** Read the pipe's descriptor in turns where the platform gives one (default); false: as a stream (a test's). */
  poll?: boolean;
}

/** One search the worker runs, as the host follows it. */
interface WorkerRun {
  rgPath: string;
  args: string[];
  cwd: string;
  sink: RipgrepSink;
  pid: number | undefined;
  spawned: boolean;
  killed: boolean;
  /** Moved to the host: the worker stopped before it spawned ripgrep. */
  inHost: RipgrepProcess | undefined;
  /** Read by the host and not yet said to the worker. */
  unacked: number;
  /** The worker said it reads the pipe's descriptor in turns. */
  polled: boolean;
  turns: { turns: number; reads: number } | undefined;
}

/** One file list the worker runs, as the host follows it. */
interface ListRun {
  rgPath: string;
  args: string[];
  cwd: string;
  sink: FileListSink;
  spawned: boolean;
  pid: number | undefined;
  killed: boolean;
  /** Moved to the host: the worker stopped before it spawned ripgrep. */
  inHost: FileList | undefined;
}

/** The worker and the searches and file lists it runs. */
class ReaderWorker {
  private readonly runs = new Map<number, WorkerRun>();
  private readonly lists = new Map<number, ListRun>();
  private nextId = 0;
  stopped = false;
  /** Settles once the thread runs the program, to its thread id; to undefined when it ended first. */
  readonly online: Promise<number | undefined>;

  constructor(
    private readonly worker: Worker,
    private readonly highBytes: number,
    private readonly lowBytes: number,
    /** What the host read is said to the worker in batches of this (under lowBytes: a paused search resumes). */
    private readonly ackBytes: number,
    /** Ended after its one search (a worker of a test's own options), not kept. */
    private readonly once: boolean,
    private readonly poll: boolean,
  ) {
    worker.unref();
    this.online = new Promise((resolve) => {
      worker.once('online', () => resolve(worker.threadId));
      worker.once('exit', () => resolve(undefined));
    });
    worker.on('message', (message: FromWorker) => this.heard(message));
    worker.on('error', (error) => this.stop(error.message));
    worker.on('exit', (code) => this.stop(`it exited with ${code}`));
  }

  start(rgPath: string, args: string[], cwd: string, sink: RipgrepSink): RipgrepProcess {
    const id = this.nextId++;
    const run: WorkerRun = {
      rgPath,
      args,
      cwd,
      sink,
      pid: undefined,
      spawned: false,
      killed: false,
      inHost: undefined,
      unacked: 0,
      polled: false,
      turns: undefined,
    };
    this.runs.set(id, run);
    // Held open while it runs a search; idle, it holds nothing.
    this.worker.ref();
    const { highBytes, lowBytes, poll } = this;
    this.post({ type: 'run', id, rgPath, args, cwd, highBytes, lowBytes, poll });
    return {
      get readBy() {
        return run.inHost === undefined ? 'worker' : 'host';
      },
      get polled() {
        return run.inHost === undefined && run.polled;
      },
      get turns() {
        return run.inHost === undefined ? run.turns : undefined;
      },
      get pid() {
        return run.inHost === undefined ? run.pid : run.inHost.pid;
      },
      consumed: (bytes) => {
        if (run.inHost !== undefined || !this.runs.has(id)) return;
        // Said in batches: a message a chunk cost the host 727 ms of a 1 GB scan (postMessage wakes the worker).
        run.unacked += bytes;
        if (run.unacked < this.ackBytes) return;
        this.post({ type: 'consumed', id, bytes: run.unacked });
        run.unacked = 0;
      },
      pause: () => run.inHost?.pause(),
      resume: () => run.inHost?.resume(),
      kill: () => {
        run.killed = true;
        if (run.inHost !== undefined) run.inHost.kill();
        else if (this.runs.has(id)) this.post({ type: 'kill', id });
      },
    };
  }

  list(rgPath: string, args: string[], cwd: string, sink: FileListSink): FileList {
    const id = this.nextId++;
    const run: ListRun = { rgPath, args, cwd, sink, spawned: false, pid: undefined, killed: false, inHost: undefined };
    this.lists.set(id, run);
    this.worker.ref();
    this.post({ type: 'list', id, rgPath, args, cwd, batch: LIST_BATCH });
    return {
      get statBy() {
        return run.inHost === undefined ? 'worker' : 'host';
      },
      get pid() {
        return run.inHost === undefined ? run.pid : run.inHost.pid;
      },
      kill: () => {
        run.killed = true;
        if (run.inHost !== undefined) run.inHost.kill();
        else if (this.lists.has(id)) this.post({ type: 'kill', id });
      },
    };
  }

  /** Nothing left to run: the worker holds the process open no more (or ends, when it was a test's own). */
  private idle(): void {
    if (this.runs.size > 0 || this.lists.size > 0) return;
    if (this.once) void this.terminate();
    else this.worker.unref();
  }

  private heardList(run: ListRun, message: FromWorker): void {
    switch (message.type) {
      case 'spawned':
        run.spawned = true;
        run.pid = message.pid;
        return;
      case 'listed':
        if (!run.killed) run.sink.files(message.names, message.sizes, message.mtimes);
        return;
      case 'close':
        this.lists.delete(message.id);
        this.idle();
        return run.sink.close();
    }
  }

  private post(message: ToWorker): void {
    if (!this.stopped) this.worker.postMessage(message);
  }

  private heard(message: FromWorker): void {
    const list = this.lists.get(message.id);
    if (list !== undefined) return this.heardList(list, message);
    const run = this.runs.get(message.id);
    if (run === undefined) return;
    switch (message.type) {
      case 'spawned':
        run.spawned = true;
        run.pid = message.pid;
        run.polled = message.polled;
        return;
      case 'out':
        return run.sink.out(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
      case 'err':
        return run.sink.err(message.text);
      case 'failed':
        return run.sink.failed(message.message);
      case 'close':
        this.runs.delete(message.id);
        run.turns = message.turns;
        this.idle();
        return run.sink.close(message.code, message.signal);
    }
  }

  /** The worker stopped: a search it had not spawned yet runs in the host; one it ran ends with why. */
  private stop(why: string): void {
    if (this.stopped) return;
    this.stopped = true;
    if (shared === this) shared = undefined;
    const lists = [...this.lists.values()];
    this.lists.clear();
    for (const list of lists) {
      // One it spawned ends with the files it gave (its ripgrep ends with the worker's thread: it only lists).
      if (list.spawned) list.sink.close();
      else {
        list.inHost = hostFileList(list.rgPath, list.args, list.cwd, list.sink);
        if (list.killed) list.inHost.kill();
      }
    }
    const runs = [...this.runs.values()];
    this.runs.clear();
    for (const run of runs) {
      if (!run.spawned) {
        run.inHost = hostRipgrep(run.rgPath, run.args, run.cwd, run.sink);
        if (run.killed) run.inHost.kill();
        continue;
      }
      if (run.pid !== undefined) {
        try {
          process.kill(run.pid);
        } catch {
          // Already gone.
        }
      }
      run.sink.failed(`the worker reading ripgrep stopped: ${why}`);
      run.sink.close(null, null);
    }
  }

  /** Ends the worker; a search it runs ends as when it stops (its ripgrep killed). */
  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

/** The session's worker (the default one), made at the first search. */
let shared: ReaderWorker | undefined;

function readerWorker(options: WorkerOptions): ReaderWorker | undefined {
  const high = options.highBytes ?? WORKER_HIGH_BYTES;
  const low = options.lowBytes ?? WORKER_LOW_BYTES;
  const own =
    options.source !== undefined ||
    options.highBytes !== undefined ||
    options.lowBytes !== undefined ||
    options.poll !== undefined;
  if (!own && shared !== undefined && !shared.stopped) return shared;
  try {
    const worker = new ReaderWorker(
      new Worker(options.source ?? RIPGREP_WORKER_SOURCE, {
        eval: true,
        // The host's own flags (an inspector, a loader) are not the reader's.
        execArgv: [],
      }),
      high,
      low,
      Math.min(WORKER_ACK_BYTES, Math.floor(low / 2)),
      own,
      options.poll ?? true,
    );
    if (!own) shared = worker;
    return worker;
  } catch {
    return undefined;
  }
}

/**
 * Starts the session's worker before its first search (Find User Ids in Folder calls it as it begins, while the user
 * picks a folder and its globs): a thread takes tens of milliseconds to start, which the first scan would otherwise
 * wait for. Settles once the worker runs, to its thread id; to undefined where none starts (the search then runs in
 * the host).
 */
export function warmRipgrepWorker(): Promise<number | undefined> {
  return readerWorker({})?.online ?? Promise.resolve(undefined);
}

/** Ends the session's worker (the extension's deactivation, a test's end); the next search starts another. */
export async function stopRipgrepWorker(): Promise<void> {
  const worker = shared;
  shared = undefined;
  await worker?.terminate();
}

/**
 * ripgrep run and read in the session's worker (or one of the options' own); in the host where no worker starts or
 * the worker stops before it spawns ripgrep.
 */
export function startRipgrep(
  rgPath: string,
  args: string[],
  cwd: string,
  sink: RipgrepSink,
  options: WorkerOptions = {},
): RipgrepProcess {
  const worker = readerWorker(options);
  return worker === undefined ? hostRipgrep(rgPath, args, cwd, sink) : worker.start(rgPath, args, cwd, sink);
}

/**
 * ripgrep's file list (its `--files` walk, names NUL-terminated) with each file's size and modification time: the
 * files stat'ed by the session's worker, in the host where no worker starts.
 */
export function listFiles(rgPath: string, args: string[], cwd: string, sink: FileListSink): FileList {
  const worker = readerWorker({});
  return worker === undefined ? hostFileList(rgPath, args, cwd, sink) : worker.list(rgPath, args, cwd, sink);
}

/** The file list run and stat'ed in the host (fs/promises: the host's event loop never waits on a disk). */
export function hostFileList(rgPath: string, args: string[], cwd: string, sink: FileListSink): FileList {
  const child = spawn(rgPath, args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] });
  let rest = '';
  let killed = false;
  const pending: Promise<void>[] = [];
  const sizeOf = async (name: string): Promise<void> => {
    try {
      const { size, mtimeMs } = await stat(path.join(cwd, name));
      if (!killed) sink.files([name], [size], [mtimeMs]);
    } catch {
      // Gone or unreadable since the walk: the search says why.
    }
  };
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text: string) => {
    const names = (rest + text).split('\0');
    rest = names.pop() ?? '';
    for (const name of names) pending.push(sizeOf(name));
  });
  child.on('error', () => undefined);
  child.on('close', () => void Promise.all(pending).then(() => sink.close()));
  return {
    statBy: 'host',
    pid: child.pid,
    kill: () => {
      killed = true;
      child.kill();
    },
  };
}
