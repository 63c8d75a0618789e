// What a folder scan reports, whichever way it reads (ripgrep, or the streaming scan where there is none).
import type { FoundLine } from './ripgrepOutput';

/** Why a file (or a folder) was not read, or not read whole: each becomes one clear line in the view. */
export type SkipReason = 'binary' | 'tooLarge' | 'loop' | 'unreadable' | 'changed' | 'longLine' | 'error';

/**
 * What a skipped line says beside its file: a size, a line number, an error code or ripgrep's own text, or a count of
 * the scan's own that the view words in the display language (folderWords.ts skippedDetail).
 */
export type SkipDetail = string | { unreadableOutputBytes: number } | { moreErrorLines: number };

export interface FolderScanEvents {
  line(found: FoundLine): void;
  /**
   * ripgrep's line as bytes[start, end) of its output, before it is made text: true when every id in it was counted so,
   * false when it needs line() (which it then gets). Optional: without it every line comes as text.
   */
  lineBytes?(file: string, line: number, bytes: Uint8Array, start: number, end: number): boolean;
  /** A file or folder skipped (or read in part); `file` relative to the folder, as found (it may hold any character). */
  skipped(file: string, reason: SkipReason, detail?: SkipDetail): void;
  /** A file read to its end (the streaming scan), or seen with a match (ripgrep): for the progress. */
  fileDone?(file: string, bytes: number): void;
  /** Each slice of ripgrep's output handled in one go, for the bench: how long it held the event loop. */
  slice?: SliceWatch;
}

/**
 * How long each slice held the event loop: its wall time (which on a busy machine also holds the time the process
 * waited for a core), and its CPU time when the watch has a clock for it: `cpuMs`, read at each end of every slice
 * (thousands of times a second). It should be the host thread's own: process.cpuUsage() also counts the worker that
 * reads ripgrep (ripgrepProcess.ts) and the collector's threads, and its getrusage calls were measured at a second
 * or two of a 1 GB scan's time (the bench reads /proc/thread-self/schedstat, in its fourth run only).
 */
export interface SliceWatch {
  cpuMs?: () => number;
  slice(wallMs: number, cpuMs: number | undefined): void;
}

export interface ScanEnd {
  end: 'done' | 'cancelled' | 'failed';
  /** Why it failed (ripgrep could not start), in English for the log. */
  message?: string;
}

/** ./a/b -> a/b: ripgrep prints paths as it walked them from `.`. */
export function relativeName(printed: string): string {
  return printed.startsWith('./') ? printed.slice(2) : printed;
}
