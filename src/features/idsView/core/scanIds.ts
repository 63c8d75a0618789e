// Every typed id of a document, found without holding the extension host: the text is read a piece at a time
// (an editor hands out ranges, so a 50 MB log is never copied whole), and the scan yields to the event loop
// whenever it has worked for a slice of time. Each piece is read with the context the classifier may look at
// on either side, so the result is the same as one findTypedIdsInText over the whole text, but for one bound:
// the structure around the ids (the object an "id" is in, the array an id is listed in) is read for at most
// STRUCTURE_CHARS_PER_CHAR characters per character of the piece. An id's reading may walk 8 KB each way, and
// `"id":<id>,` repeated in one unclosed `{` made every id walk all of it (5 s per MB, 555 times a bot log); past
// the bound, an id is classified from its name, its markup and its URL alone. Real documents stay far below it.
import { CLASSIFY_AT_WINDOW, classifyIdMatch } from '../../../ids/classifyId';
import { findIdsInText } from '../../../ids/findId';
import { SharedWalks } from '../../../ids/sharedWalks';
import { DISPLAY_CAP } from './idTable';
import { IdTally } from './idTally';

/** A document's text, read by offsets (an editor's document, or a string). */
export interface TextSource {
  readonly length: number;
  slice(start: number, end: number): string;
}

export function stringSource(text: string): TextSource {
  return { length: text.length, slice: (start, end) => text.slice(start, end) };
}

export interface ScanOptions {
  /** The document's language id (JSON documents read keys differently). */
  languageId?: string;
  /** Distinct ids kept whole (the others are only counted); default DISPLAY_CAP, what the view shows. */
  keepIds?: number;
  /** Clock for the future-snowflake rule, pinned once for the whole scan. */
  nowMs?: number;
  /** Characters of the document per piece (default 256 Ki). */
  chunkChars?: number;
  /** The longest stretch of work between two yields, in ms (default 10: twice that on a machine shared with other work stays far below 50). */
  sliceMs?: number;
  signal?: AbortSignal;
  /** Called after each piece with the characters scanned so far. */
  onProgress?(scanned: number, total: number): void;
  /** Lets the event loop run (default: setImmediate). */
  yieldToLoop?(): Promise<void>;
  /** Monotonic ms (default performance.now). */
  clock?(): number;
}

export const DEFAULT_CHUNK_CHARS = 256 * 1024;
export const DEFAULT_SLICE_MS = 10;
/** Ids classified between two looks at the clock (one classification may read 16 KB in a hostile document). */
const IDS_PER_CLOCK_CHECK = 16;
/**
 * Characters of structure reading per character of a piece. The dense real payloads of the tests' corpus use
 * well under 4; the hostile documents would use thousands.
 */
export const STRUCTURE_CHARS_PER_CHAR = 16;
/** Structure reading any scan may use, however short: a few ids' whole windows. */
const STRUCTURE_CHARS_FLOOR = 4 * 2 * CLASSIFY_AT_WINDOW;

const setImmediateYield = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The tally of the whole source, or undefined when `signal` aborted the scan. */
export async function scanIds(source: TextSource, options: ScanOptions = {}): Promise<IdTally | undefined> {
  const chunk = Math.max(1024, options.chunkChars ?? DEFAULT_CHUNK_CHARS);
  const sliceMs = options.sliceMs ?? DEFAULT_SLICE_MS;
  const clock = options.clock ?? (() => performance.now());
  const yieldToLoop = options.yieldToLoop ?? setImmediateYield;
  const detect = { nowMs: options.nowMs ?? Date.now() };
  // One budget for the whole scan, growing with each piece: unspent reading carries over to the next piece.
  const sharedWalks = new SharedWalks(STRUCTURE_CHARS_FLOOR);
  const classify = { ...detect, languageId: options.languageId, sharedWalks };
  const tally = new IdTally(options.keepIds ?? DISPLAY_CAP);
  const total = source.length;
  let sliceStart = clock();
  const pause = async (): Promise<boolean> => {
    await yieldToLoop();
    sliceStart = clock();
    return options.signal?.aborted !== true;
  };

  if (options.signal?.aborted) return undefined;
  for (let from = 0; from < total; from += chunk) {
    const to = Math.min(total, from + chunk);
    const lo = Math.max(0, from - CLASSIFY_AT_WINDOW);
    const text = source.slice(lo, Math.min(total, to + CLASSIFY_AT_WINDOW));
    const matches = findIdsInText(text, detect);
    let sinceCheck = 0;
    sharedWalks.charsLeft += STRUCTURE_CHARS_PER_CHAR * (to - from);
    sharedWalks.forget();
    for (const match of matches) {
      const start = lo + match.start;
      // An id in the context on either side belongs to the piece before or after this one.
      if (start < from || start >= to) continue;
      // An id past the ones the view shows is only counted, and a kept id whose kind is settled only adds an
      // occurrence: neither needs its context read.
      const kind = tally.needsKind(match.id) ? classifyIdMatch(text, match, classify).kind : undefined;
      tally.add(match.id, kind, start);
      if (++sinceCheck >= IDS_PER_CLOCK_CHECK) {
        sinceCheck = 0;
        if (clock() - sliceStart >= sliceMs && !(await pause())) return undefined;
      }
    }
    options.onProgress?.(to, total);
    if (clock() - sliceStart >= sliceMs && !(await pause())) return undefined;
  }
  return tally;
}
