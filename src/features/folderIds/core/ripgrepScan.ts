// Runs ripgrep over a folder and hands each line it finds on as it streams. The process gets an argument array (no
// shell), is killed when the scan is cancelled, and its error lines (a symbolic link loop, a file it may not read)
// become skipped files with their reason. Its output is read by a worker where one starts (ripgrepProcess.ts) and
// queued here, bounded; the queue is typed in slices of SLICE_MS, each on its own turn of the event loop, so the
// extension host keeps answering while a gigabyte streams.
import { ripgrepArgs, ripgrepListArgs, type FolderScanOptions } from './ripgrep';
import { listFiles, startRipgrep } from './ripgrepProcess';
import { RipgrepOutputParser } from './ripgrepOutput';
import { relativeName, type FolderScanEvents, type ScanEnd, type SkipReason } from './scanEvents';

/** Time spent on output before the event loop gets a turn. */
export const SLICE_MS = 12;
/** Output taken from ripgrep and not read yet, at most (ripgrep waits past it), and where it is resumed. */
const HOST_HIGH_BYTES = 4 * 1024 * 1024;
const HOST_LOW_BYTES = 1024 * 1024;
/** Error lines of ripgrep kept apart from the ones it read as a reason (the rest are counted). */
const MAX_ERROR_LINES = 200;

/** One of ripgrep's error lines as a skipped file: `loop found: <path> points to ...`, `<path>: Permission denied`. */
export function ripgrepErrorLine(line: string): { file: string; reason: SkipReason; detail?: string } {
  // ripgrep 14 and later start each error line with its name.
  const text = line.replace(/^rg: /, '');
  const loop = /^File system loop found: (.*) points to an ancestor (.*)$/.exec(text);
  if (loop) return { file: relativeName(loop[1]!), reason: 'loop' };
  const os = /^(.*): (.*) \(os error (\d+)\)$/.exec(text);
  if (os) return { file: relativeName(os[1]!), reason: 'unreadable', detail: os[2] };
  return { file: '', reason: 'error', detail: text };
}

export function ripgrepScan(
  rgPath: string,
  folder: string,
  options: FolderScanOptions,
  events: FolderScanEvents,
  signal?: AbortSignal,
  /** How ripgrep is run and read: a worker where one starts (ripgrepProcess.ts); a test picks. */
  run: typeof startRipgrep = startRipgrep,
): Promise<ScanEnd> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve({ end: 'cancelled' });
    const seenFiles = new Set<string>();
    // The parser hands on one name string per run of a file's lines: its relative name is made once per run.
    let lastPrinted: string | undefined;
    let lastFile = '';
    const fileOf = (printed: string): string => {
      if (printed === lastPrinted) return lastFile;
      lastPrinted = printed;
      lastFile = relativeName(printed);
      if (!seenFiles.has(lastFile)) {
        seenFiles.add(lastFile);
        events.fileDone?.(lastFile, -1);
      }
      return lastFile;
    };
    const lineBytes = events.lineBytes;
    const parser = new RipgrepOutputParser(
      {
        line: (found) => {
          const file = fileOf(found.file);
          if (found.cut) events.skipped(file, 'longLine', String(found.line));
          found.file = file;
          events.line(found);
        },
        lineBytes:
          lineBytes === undefined
            ? undefined
            : (printed, line, bytes, start, end) => lineBytes(fileOf(printed), line, bytes, start, end),
        binary: (file) => events.skipped(relativeName(file), 'binary'),
        unreadable: (bytes) => events.skipped('', 'error', { unreadableOutputBytes: bytes }),
      },
      options.maxLineBytes + 64 * 1024,
    );
    const watch = events.slice;
    /** Reads on for one slice; true when the output taken so far is read. */
    const slice = (read: (deadline: number) => boolean): boolean => {
      const started = performance.now();
      const cpu = watch?.cpuMs?.();
      const done = read(started + SLICE_MS);
      if (watch !== undefined) {
        const used = cpu === undefined ? undefined : watch.cpuMs!() - cpu;
        watch.slice(performance.now() - started, used);
      }
      return done;
    };
    // Output taken from ripgrep and not yet given to the parser, at most about HOST_HIGH_BYTES (ripgrep is paused past
    // it; the worker keeps its own bound). Each slice runs on its own turn of the event loop.
    const queue: Buffer[] = [];
    let queued = 0;
    let paused = false;
    /** The parser stopped inside a chunk at its deadline: drain() reads on before the next chunk is pushed. */
    let parserBusy = false;
    let scheduled = false;
    let afterLast: (() => void) | undefined;
    const readQueued = (deadline: number): boolean => {
      if (parserBusy) {
        if (!parser.drain(deadline)) return false;
        parserBusy = false;
      }
      while (queue.length > 0) {
        if (performance.now() > deadline) return false;
        const chunk = queue.shift()!;
        queued -= chunk.length;
        rg.consumed(chunk.length);
        if (!parser.push(chunk, deadline)) {
          parserBusy = true;
          return false;
        }
      }
      return true;
    };
    const pump = (): void => {
      scheduled = false;
      if (signal?.aborted) {
        queue.length = 0;
        queued = 0;
        parserBusy = false;
      } else if (!slice(readQueued)) {
        scheduled = true;
        setImmediate(pump);
      }
      if (paused && queued < HOST_LOW_BYTES) {
        paused = false;
        rg.resume();
      }
      if (!scheduled && afterLast !== undefined) afterLast();
    };
    let errorText = '';
    let errorLines = 0;
    let failed: string | undefined;
    const rg = run(rgPath, ripgrepArgs(options), folder, {
      out: (chunk) => {
        queue.push(chunk);
        queued += chunk.length;
        if (!paused && queued > HOST_HIGH_BYTES) {
          paused = true;
          rg.pause();
        }
        if (!scheduled) {
          scheduled = true;
          setImmediate(pump);
        }
      },
      err: (text) => {
        errorText += text;
        let lf: number;
        while ((lf = errorText.indexOf('\n')) >= 0) {
          const line = errorText.slice(0, lf);
          errorText = errorText.slice(lf + 1);
          if (line === '' || errorLines++ >= MAX_ERROR_LINES) continue;
          const error = ripgrepErrorLine(line);
          events.skipped(error.file, error.reason, error.detail);
        }
        if (errorText.length > 64 * 1024) errorText = '';
      },
      failed: (message) => (failed ??= message),
      close: (code, killedBy) => {
        const last = (): void => closed(code, killedBy);
        if (scheduled) afterLast = last;
        else last();
      },
    });
    const onAbort = (): void => rg.kill();
    signal?.addEventListener('abort', onAbort, { once: true });
    const closed = (code: number | null, killedBy: NodeJS.Signals | null): void => {
      afterLast = undefined;
      signal?.removeEventListener('abort', onAbort);
      if (!signal?.aborted) parser.end();
      if (errorLines > MAX_ERROR_LINES) events.skipped('', 'error', { moreErrorLines: errorLines - MAX_ERROR_LINES });
      if (signal?.aborted) resolve({ end: 'cancelled' });
      else if (failed !== undefined) resolve({ end: 'failed', message: failed });
      // 0: lines found; 1: none; 2: an error somewhere (each reported), the rest read.
      else if (code === 0 || code === 1 || code === 2) resolve({ end: 'done' });
      else resolve({ end: 'failed', message: `ripgrep ended with ${code ?? killedBy}` });
    };
  });
}

export interface FolderTotals {
  files: number;
  bytes: number;
  /** Files over the size limit: ripgrep skips them without a word, so they are counted here. */
  tooLarge: { file: string; bytes: number }[];
}

/**
 * Every file the scan will consider (ripgrep's walk, no reading) with its size: the progress's totals. The files are
 * stat'ed off the host's thread where a worker runs (ripgrepProcess.ts's listFiles).
 */
export function ripgrepTotals(
  rgPath: string,
  folder: string,
  options: FolderScanOptions,
  signal?: AbortSignal,
  onSize?: (file: string, bytes: number, mtimeMs: number) => void,
  /** How the files are listed and stat'ed: in the session's worker where one starts; a test picks. */
  list: typeof listFiles = listFiles,
): Promise<FolderTotals> {
  return new Promise((resolve) => {
    const totals: FolderTotals = { files: 0, bytes: 0, tooLarge: [] };
    if (signal?.aborted) return resolve(totals);
    const listing = list(rgPath, ripgrepListArgs(options), folder, {
      files: (names, sizes, mtimesMs) => {
        for (let i = 0; i < names.length; i++) {
          const file = relativeName(names[i]!);
          const size = sizes[i]!;
          if (size > options.maxFileSizeBytes) totals.tooLarge.push({ file, bytes: size });
          else {
            onSize?.(file, size, mtimesMs[i]!);
            totals.files++;
            totals.bytes += size;
          }
        }
      },
      close: () => {
        signal?.removeEventListener('abort', onAbort);
        resolve(totals);
      },
    });
    const onAbort = (): void => listing.kill();
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
