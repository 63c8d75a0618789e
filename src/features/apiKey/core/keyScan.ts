// Finds strings shaped like the service's API keys in a document's text: `lorixp_` and 20 or more Base58
// characters, standing alone (no letter, digit or underscore either side), no longer than a key can be. The key
// guard reads a document through the one sliced scan (src/text/slicedScan.ts) with a KeyReader; the quick fix
// finds the key again in the text as it is when it runs (locateKey), never where a diagnostic once said it was.
import {
  slicedScan,
  type Piece,
  type PieceReader,
  type ScanReport,
  type SlicedScanOptions,
} from '../../../text/slicedScan';
import { stringSource } from '../../../text/textSource';
import {
  isKeyBodyChar,
  KEY_PREFIX,
  looksLikeServiceKey,
  MAX_KEY_LENGTH,
  MIN_KEY_BODY,
} from '../../../api/model/keyFormat';

/** A Base58 run longer than this is not a key: the key store refuses longer keys, so the guard does not flag them. */
export const MAX_KEY_BODY = MAX_KEY_LENGTH - KEY_PREFIX.length;

/** Near misses read between two chances to pause (each reads at most a key's length), and the text they may span. */
const NEAR_MISSES_PER_UNIT = 16;
const NEAR_MISS_CHARS_PER_UNIT = 16 * 1024;

export interface FoundKey {
  /** Offsets in the text: [start, end). */
  start: number;
  end: number;
}

function isWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

/**
 * The end of the key starting at `start` in `text`, or -1 when none does. `textEndsSource`: whether nothing follows
 * `text` (a piece of a longer text cannot tell what follows its last character).
 */
export function keyEndAt(text: string, start: number, textEndsSource = true): number {
  if (!text.startsWith(KEY_PREFIX, start)) return -1;
  if (start > 0 && isWordChar(text.charCodeAt(start - 1))) return -1;
  let j = start + KEY_PREFIX.length;
  // One character past the longest body is enough to know the run is too long: it is not read to its end.
  const limit = Math.min(text.length, j + MAX_KEY_BODY + 1);
  while (j < limit && isKeyBodyChar(text.charCodeAt(j))) j++;
  const body = j - start - KEY_PREFIX.length;
  if (body < MIN_KEY_BODY || body > MAX_KEY_BODY) return -1;
  if (j < text.length ? isWordChar(text.charCodeAt(j)) : !textEndsSource) return -1;
  return j;
}

/** Whether `key`, whole, is a string the guard reads as a key: the service's shape (keyFormat.ts), no longer than a key can be. */
export function isKeyShaped(key: string): boolean {
  return key.length - KEY_PREFIX.length <= MAX_KEY_BODY && looksLikeServiceKey(key);
}

/**
 * The keys of a text, for the sliced scan: every key is counted (`matches`), the first `keep` are kept with their
 * offsets, and the first one past them is noted (where the guard says how many more there are).
 */
export class KeyReader implements PieceReader {
  readonly contextBefore = 1;
  readonly contextAfter = KEY_PREFIX.length + MAX_KEY_BODY + 1;
  matches = 0;
  readonly found: FoundKey[] = [];
  firstNotKept: FoundKey | undefined;

  constructor(private readonly keep = Infinity) {}

  *read({ text, lo, from, to, atSourceEnd }: Piece): Generator<number, void> {
    let nearMisses = 0;
    let lastPauseAt = from - lo;
    for (let at = text.indexOf(KEY_PREFIX, from - lo); at >= 0 && lo + at < to;) {
      const end = keyEndAt(text, at, atSourceEnd);
      if (end < 0) {
        // Near misses are work too: the scan may pause after a few of them.
        if (++nearMisses % NEAR_MISSES_PER_UNIT === 0 || at - lastPauseAt > NEAR_MISS_CHARS_PER_UNIT) {
          lastPauseAt = at;
          yield lo + at + 1;
        }
        at = text.indexOf(KEY_PREFIX, at + 1);
        continue;
      }
      this.matches++;
      const key = { start: lo + at, end: lo + end };
      if (this.found.length < this.keep) this.found.push(key);
      else this.firstNotKept ??= key;
      yield key.end;
      at = text.indexOf(KEY_PREFIX, end);
    }
  }
}

/** Every key of `text`, read at once (tests, and the short texts of the fix). */
export function findKeys(text: string): FoundKey[] {
  const reader = new KeyReader();
  const work = reader.read({ text, lo: 0, from: 0, to: text.length, atSourceEnd: true });
  while (work.next().done !== true);
  return reader.found;
}

/** The keys of `text` through the sliced scan: the first `keep` kept, all counted. */
export async function scanKeys(
  text: string,
  keep: number,
  options: SlicedScanOptions = {},
): Promise<{ reader: KeyReader; report: ScanReport }> {
  const reader = new KeyReader(keep);
  const report = await slicedScan(stringSource(text), reader, options);
  return { reader, report };
}

/**
 * Where `key` stands, whole and alone, in `text` as it is now: the occurrence nearest `near` (where it was when it
 * was flagged), or undefined when the text no longer holds it. Never a part of a longer key, never another key.
 */
export function locateKey(text: string, key: string, near: number): FoundKey | undefined {
  if (!isKeyShaped(key)) return undefined;
  let best: number | undefined;
  for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) {
    if (keyEndAt(text, at) !== at + key.length) continue;
    if (best === undefined || Math.abs(at - near) < Math.abs(best - near)) best = at;
    else if (at > near) break;
  }
  return best === undefined ? undefined : { start: best, end: best + key.length };
}
