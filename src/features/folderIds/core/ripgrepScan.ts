// Runs ripgrep over a folder and hands each line it finds on as it streams. The process gets an argument array (no
// shell), is killed when the scan is cancelled, and its error lines (a symbolic link loop, a file it may not read)
// become skipped files with their reason. Each chunk of output is handled in one go; when that took longer than a
// slice, reading pauses for a turn of the event loop, so the extension host keeps answering while a gigabyte streams.
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import * as path from 'node:path';
import { ripgrepArgs, ripgrepListArgs, type FolderScanOptions } from './ripgrep';
import { RipgrepOutputParser } from './ripgrepOutput';
import { relativeName, type FolderScanEvents, type ScanEnd, type SkipReason } from './scanEvents';

/** Time spent on output before the event loop gets a turn. */
export const SLICE_MS = 12;
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
): Promise<ScanEnd> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve({ end: 'cancelled' });
    const child = spawn(rgPath, ripgrepArgs(options), { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
    const onAbort = (): void => void child.kill();
    signal?.addEventListener('abort', onAbort, { once: true });
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
        unreadable: (bytes) => events.skipped('', 'error', `${bytes} bytes of unreadable output`),
      },
      options.maxLineBytes + 64 * 1024,
    );
    /** Reads on for one slice; true when the output taken so far is read. */
    let draining: Promise<void> = Promise.resolve();
    const watch = events.slice;
    const slice = (read: (deadline: number) => boolean): boolean => {
      const started = performance.now();
      const cpu = watch?.cpu === true ? process.cpuUsage() : undefined;
      const done = read(started + SLICE_MS);
      if (watch !== undefined) {
        const used = cpu === undefined ? undefined : process.cpuUsage(cpu);
        watch.slice(performance.now() - started, used === undefined ? undefined : (used.user + used.system) / 1000);
      }
      return done;
    };
    child.stdout.on('data', (chunk: Buffer) => {
      if (slice((deadline) => parser.push(chunk, deadline))) return;
      // More than a slice's work: ripgrep waits (its pipe fills) while the event loop gets a turn between slices.
      child.stdout.pause();
      draining = new Promise((done) => {
        const next = (): void => {
          if (signal?.aborted || slice((deadline) => parser.drain(deadline))) {
            child.stdout.resume();
            done();
          } else setImmediate(next);
        };
        setImmediate(next);
      });
    });
    let errorText = '';
    let errorLines = 0;
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
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
    });
    let failed: string | undefined;
    child.on('error', (err) => (failed = err.message));
    child.on('close', (code, killedBy) => void draining.then(() => closed(code, killedBy)));
    const closed = (code: number | null, killedBy: NodeJS.Signals | null): void => {
      signal?.removeEventListener('abort', onAbort);
      if (!signal?.aborted) parser.end();
      if (errorLines > MAX_ERROR_LINES)
        events.skipped('', 'error', `${errorLines - MAX_ERROR_LINES} more error lines from ripgrep`);
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

/** Every file the scan will consider (ripgrep's walk, no reading) with its size: the progress's totals. */
export function ripgrepTotals(
  rgPath: string,
  folder: string,
  options: FolderScanOptions,
  signal?: AbortSignal,
  onSize?: (file: string, bytes: number, mtimeMs: number) => void,
): Promise<FolderTotals> {
  return new Promise((resolve) => {
    const totals: FolderTotals = { files: 0, bytes: 0, tooLarge: [] };
    const child = spawn(rgPath, ripgrepListArgs(options), { cwd: folder, stdio: ['ignore', 'pipe', 'ignore'] });
    const onAbort = (): void => void child.kill();
    signal?.addEventListener('abort', onAbort, { once: true });
    let rest = '';
    const pending: Promise<void>[] = [];
    const sizeOf = async (file: string): Promise<void> => {
      try {
        const { size, mtimeMs } = await stat(path.join(folder, file));
        if (size > options.maxFileSizeBytes) totals.tooLarge.push({ file, bytes: size });
        else {
          onSize?.(file, size, mtimeMs);
          totals.files++;
          totals.bytes += size;
        }
      } catch {
        // Gone since the walk: the scan will not read it either.
      }
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      const names = (rest + text).split('\0');
      rest = names.pop() ?? '';
      for (const name of names) pending.push(sizeOf(relativeName(name)));
    });
    child.on('error', () => undefined);
    child.on('close', () => {
      signal?.removeEventListener('abort', onAbort);
      void Promise.all(pending).then(() => resolve(totals));
    });
  });
}
