// The one way a whole text is read: the Ids view's scan, the idsInText tool and the key guard all go through
// slicedScan. The text is read a piece at a time, each piece with the context its reader needs on either side, and
// the scan gives the host's event loop a turn whenever it has worked for a slice of time (even inside a piece: the
// reader yields after each match). It stops when cancelled, and its work is capped (characters read, matches
// found); its report says how far it read, so a caller that stopped early can say how much it read.
import type { Cancellation } from './cancellation';
import type { TextSource } from './textSource';

/** One piece of the text: the matches starting in [from, to) are its own; `text` is source[lo, hi), context included. */
export interface Piece {
  readonly text: string;
  readonly lo: number;
  readonly from: number;
  readonly to: number;
  /** Whether `text` ends where the source does (past it, nothing can follow a match). */
  readonly atSourceEnd: boolean;
}

/** What a scan looks for (ids, API keys), read a piece at a time. */
export interface PieceReader {
  /** Characters of context the reader looks at before and after a piece. */
  readonly contextBefore: number;
  readonly contextAfter: number;
  /** Matches found so far: what `maxMatches` caps. */
  readonly matches: number;
  /**
   * Reads one piece, yielding after each unit of work (a match) the offset in the source it has read up to. At each
   * yield the scan may pause (its slice of time is spent) or stop (cancelled, or the match cap reached).
   */
  read(piece: Piece): Iterator<number, void>;
}

export interface SlicedScanOptions {
  /** Characters per piece (default 256 Ki). */
  chunkChars?: number;
  /** The longest stretch of work between two turns of the event loop, in ms (default 10: twice that on a loaded machine stays far below 50). */
  sliceMs?: number;
  token?: Cancellation;
  /** Characters read at most (matches starting past it are not looked for). */
  maxChars?: number;
  /** Matches at most: the scan stops at the one that reaches it. */
  maxMatches?: number;
  /** After each piece, the characters read so far and the characters the scan will read. */
  onProgress?(read: number, total: number): void;
  /** Lets the event loop run (default: setImmediate). */
  yieldToLoop?(): Promise<void>;
  /** Monotonic ms (default performance.now). */
  clock?(): number;
}

/** How a scan ended: read to the end, cancelled, or stopped by a cap. */
export type ScanEnd = 'complete' | 'cancelled' | 'characterCap' | 'matchCap';

export interface ScanReport {
  end: ScanEnd;
  /** Characters read from the start: every match starting before this offset was found. */
  read: number;
  /** The source's length. */
  total: number;
  /** Stretches of work between turns of the event loop, and the longest, in ms. */
  slices: number;
  longestSliceMs: number;
}

export const DEFAULT_CHUNK_CHARS = 256 * 1024;
export const DEFAULT_SLICE_MS = 10;
/** Units of work between two looks at the clock (one id's classification may read 16 KB in a hostile document). */
const UNITS_PER_CLOCK_CHECK = 16;

const setImmediateYield = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function slicedScan(
  source: TextSource,
  reader: PieceReader,
  options: SlicedScanOptions = {},
): Promise<ScanReport> {
  const chunk = Math.max(1024, options.chunkChars ?? DEFAULT_CHUNK_CHARS);
  const sliceMs = options.sliceMs ?? DEFAULT_SLICE_MS;
  const clock = options.clock ?? (() => performance.now());
  const yieldToLoop = options.yieldToLoop ?? setImmediateYield;
  const total = source.length;
  const end = Math.min(total, Math.max(0, options.maxChars ?? Infinity));
  const maxMatches = options.maxMatches ?? Infinity;
  const cancelled = (): boolean => options.token?.isCancellationRequested === true;
  const report: ScanReport = { end: 'complete', read: 0, total, slices: 1, longestSliceMs: 0 };
  let sliceStart = clock();
  const closeSlice = (): void => {
    report.longestSliceMs = Math.max(report.longestSliceMs, clock() - sliceStart);
  };
  /** A turn for the event loop; false when the scan was cancelled meanwhile. */
  const pause = async (): Promise<boolean> => {
    closeSlice();
    await yieldToLoop();
    report.slices++;
    sliceStart = clock();
    return !cancelled();
  };
  const stop = (how: ScanEnd): ScanReport => {
    closeSlice();
    report.end = how;
    return report;
  };

  if (cancelled()) return stop('cancelled');
  let units = 0;
  for (let from = 0; from < end; from += chunk) {
    const to = Math.min(end, from + chunk);
    const lo = Math.max(0, from - reader.contextBefore);
    const hi = Math.min(total, to + reader.contextAfter);
    const work = reader.read({ text: source.slice(lo, hi), lo, from, to, atSourceEnd: hi === total });
    for (let step = work.next(); step.done !== true; step = work.next()) {
      report.read = Math.max(report.read, Math.min(to, step.value));
      if (reader.matches >= maxMatches) return stop('matchCap');
      if (++units % UNITS_PER_CLOCK_CHECK === 0 && clock() - sliceStart >= sliceMs && !(await pause()))
        return stop('cancelled');
    }
    report.read = to;
    options.onProgress?.(to, end);
    if (clock() - sliceStart >= sliceMs && to < end && !(await pause())) return stop('cancelled');
  }
  return stop(end < total ? 'characterCap' : 'complete');
}
