// Finding 64-bit user ids in free text: under the mouse in an editor hover, or across a terminal line.
// An id here is a run of 17 to 19 digits, within the signed 64-bit range, whose snowflake time is not in
// the future (nanosecond timestamps look like ids but decode to dates years ahead), standing alone.
import { CONTEXT_AFTER_RUN, CONTEXT_BEFORE_RUN, isSeparateDigitRun } from './separateDigitRun';
import { MAX_ID_DIGITS, isAsciiDigitCode, newestIdAt } from './snowflake';
import { MIN_USER_ID_DIGITS } from './userIdPlausibility';

export interface IdMatch {
  id: string;
  /** [start, end) offsets in the line or text. */
  start: number;
  end: number;
}

export interface DetectOptions {
  /** Clock for the future-snowflake rule; defaults to Date.now(). Tests pin it so they do not age. */
  nowMs?: number;
}

/** Shorter ids date from before the first accounts (userIdPlausibility.ts, the rule every way in shares). */
export const MIN_DETECTED_DIGITS = MIN_USER_ID_DIGITS;
const MAX_DETECTED_DIGITS = MAX_ID_DIGITS.length;

/**
 * Characters findIdAt may read on either side of the position. A run is followed at most
 * MAX_DETECTED_DIGITS + 1 digits from the position (one more proves it too long), then its context.
 */
export const DETECTION_WINDOW = MAX_DETECTED_DIGITS + 1 + Math.max(CONTEXT_BEFORE_RUN, CONTEXT_AFTER_RUN);

/**
 * The id under `character`, a caret offset in `line`. A caret at the id's end also finds it: VS Code
 * rounds a hover over the right half of a character to the position after it, the same reason
 * getWordRangeAtPosition includes a word's end. Costs the same whatever the line's length.
 */
export function findIdAt(line: string, character: number, options?: DetectOptions): IdMatch | undefined {
  if (!Number.isInteger(character) || character < 0 || character > line.length) return undefined;
  let anchor: number;
  if (isAsciiDigitCode(line.charCodeAt(character))) anchor = character;
  else if (character > 0 && isAsciiDigitCode(line.charCodeAt(character - 1))) anchor = character - 1;
  else return undefined;

  let start = anchor;
  while (start > 0 && isAsciiDigitCode(line.charCodeAt(start - 1))) {
    start--;
    if (anchor - start >= MAX_DETECTED_DIGITS) return undefined;
  }
  let end = anchor + 1;
  while (end < line.length && isAsciiDigitCode(line.charCodeAt(end))) {
    end++;
    if (end - start > MAX_DETECTED_DIGITS) return undefined;
  }
  const checker = new CandidateChecker(options);
  return checker.accepts(line, start, end) ? { id: copyOfRun(line, start, end), start, end } : undefined;
}

/** Every id in `text`, in order of position. Offsets are into `text`, which may span several lines. */
export function findIdsInText(text: string, options?: DetectOptions): IdMatch[] {
  const runs: number[] = [];
  const count = findIdRunsInText(text, runs, options);
  const found = new Array<IdMatch>(count);
  for (let k = 0; k < count; k++) {
    const start = runs[2 * k]!;
    const end = runs[2 * k + 1]!;
    found[k] = { id: copyOfRun(text, start, end), start, end };
  }
  return found;
}

/**
 * The ids findIdsInText finds, as offsets only: written into `runs` from its start (start, end, start, end, ...), and
 * counted. No string and no object per id: a folder scan reads a few hundred thousand lines, and makes a string only
 * of the few ids it has not seen.
 */
export function findIdRunsInText(text: string, runs: number[], options?: DetectOptions): number {
  const checker = new CandidateChecker(options);
  let count = 0;
  const length = text.length;
  // Invariant: text[i - 1] is not a digit. A run long enough to be an id covers text[i + MIN - 1] when it
  // starts at or after i, so probing that one character skips MIN characters of ordinary text at once.
  let i = 0;
  while (i + MIN_DETECTED_DIGITS <= length) {
    const probe = i + MIN_DETECTED_DIGITS - 1;
    if (!isAsciiDigitCode(text.charCodeAt(probe))) {
      i = probe + 1;
      continue;
    }
    let start = probe;
    while (start > i && isAsciiDigitCode(text.charCodeAt(start - 1))) start--;
    let end = probe + 1;
    while (end < length && isAsciiDigitCode(text.charCodeAt(end))) end++;
    if (checker.accepts(text, start, end)) {
      runs[2 * count] = start;
      runs[2 * count + 1] = end;
      count++;
    }
    i = end + 1;
  }
  return count;
}

/** Decides one maximal digit run, from cheapest check to dearest; the clock limit is computed once, lazily. */
class CandidateChecker {
  private newest: string | undefined;
  private newestKnown = false;

  constructor(private readonly options: DetectOptions | undefined) {}

  accepts(text: string, start: number, end: number): boolean {
    const length = end - start;
    if (length < MIN_DETECTED_DIGITS || length > MAX_DETECTED_DIGITS) return false;
    if (text.charCodeAt(start) === 48) return false; // a leading zero is not how an id is written
    if (!isSeparateDigitRun(text, start, end)) return false;
    if (length === MAX_DETECTED_DIGITS && compareRunTo(text, start, end, MAX_ID_DIGITS) > 0) return false;
    const newest = this.newestId();
    return newest !== undefined && compareRunTo(text, start, end, newest) <= 0;
  }

  private newestId(): string | undefined {
    if (!this.newestKnown) {
      this.newest = newestIdAt(this.options?.nowMs ?? Date.now());
      this.newestKnown = true;
    }
    return this.newest;
  }
}

/**
 * Orders the canonical digit run text[start, end) against a canonical decimal string, in place: most runs
 * are refused, and slicing each one first would allocate for nothing.
 */
function compareRunTo(text: string, start: number, end: number, canonical: string): number {
  const length = end - start;
  if (length !== canonical.length) return length < canonical.length ? -1 : 1;
  for (let i = 0; i < length; i++) {
    const difference = text.charCodeAt(start + i) - canonical.charCodeAt(i);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The run as a string that does not keep `text` alive. V8 makes a slice of 13 or more characters a view
 * into its parent, so an id sliced from a 10 MB line and kept in a cache would pin the whole line; two
 * halves under 13 characters are copied instead.
 */
function copyOfRun(text: string, start: number, end: number): string {
  const middle = start + ((end - start) >> 1);
  return text.slice(start, middle) + text.slice(middle, end);
}
