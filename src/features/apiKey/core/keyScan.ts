// Finds strings shaped like the service's API keys in a document's text: `lorixp_` and 20 or more Base58
// characters, standing alone (no letter, digit or underscore either side). The scan works in slices so that a
// 10 MB document never holds the extension host for long: each step looks at a bounded number of characters
// and the caller yields between steps (keyGuard.ts).

import { KEY_PREFIX, MAX_KEY_LENGTH, MIN_KEY_BODY } from '../../../api/model/keyFormat';

export { KEY_PREFIX, MIN_KEY_BODY };
/** A Base58 run longer than this is not a key (the key store refuses longer keys): it is not read to its end. */
export const MAX_KEY_BODY = MAX_KEY_LENGTH;
/** Characters per step: about a millisecond of searching on this machine (bench/keyScan row). */
export const SLICE_CHARS = 256 * 1024;

export interface FoundKey {
  /** Offsets in the text: [start, end). */
  start: number;
  end: number;
}

function isBase58(code: number): boolean {
  // 1-9, A-H, J-N, P-Z, a-k, m-z
  return (
    (code >= 49 && code <= 57) ||
    (code >= 65 && code <= 90 && code !== 73 && code !== 79) ||
    (code >= 97 && code <= 122 && code !== 108)
  );
}

function isWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

/** A scan of one text, advanced a slice at a time. */
export class KeyScan {
  private pos = 0;
  readonly found: FoundKey[] = [];

  constructor(
    private readonly text: string,
    private readonly sliceChars = SLICE_CHARS,
  ) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  /** Scans about `sliceChars` more characters (a key that runs on past the slice is read to its end). */
  step(): void {
    const text = this.text;
    const end = Math.min(text.length, this.pos + this.sliceChars);
    while (this.pos < end) {
      // A prefix cut by the slice's end is found by this slice: the window reaches past it by a prefix less one.
      const window = text.slice(this.pos, Math.min(text.length, end + KEY_PREFIX.length - 1));
      const at = window.indexOf(KEY_PREFIX);
      if (at < 0) {
        this.pos = end;
        return;
      }
      const start = this.pos + at;
      this.pos = this.readKeyAt(start);
    }
  }

  /** Scans to the end at once (tests, small documents). */
  all(): FoundKey[] {
    while (!this.done) this.step();
    return this.found;
  }

  /** Records the key starting at `start` if one does; returns where the search goes on. */
  private readKeyAt(start: number): number {
    const text = this.text;
    let j = start + KEY_PREFIX.length;
    const limit = Math.min(text.length, j + MAX_KEY_BODY + 1);
    while (j < limit && isBase58(text.charCodeAt(j))) j++;
    if (j === limit && limit < text.length) return start + 1;
    const standsAlone = (start === 0 || !isWordChar(text.charCodeAt(start - 1))) && (j === text.length || !isWordChar(text.charCodeAt(j)));
    if (standsAlone && j - start - KEY_PREFIX.length >= MIN_KEY_BODY) {
      this.found.push({ start, end: j });
      return j;
    }
    return start + 1;
  }
}

/** Every key in `text`, at once. */
export function findKeys(text: string): FoundKey[] {
  return new KeyScan(text).all();
}
