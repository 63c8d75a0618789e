// The same id written again near it. A snowflake names one thing, so where the text says what it is at one place
// (`RoleList = { {1, "CoreDev"} }`, a class of role constants), a copy that says nothing (`Groups = { ["1"] =
// "group.admin" }`, the same constants copied into a class named for something else, `INSERT INTO … VALUES (1, …)`
// below a comment that names its columns) is of that kind too. Only the nearest few copies within a short reach
// are looked at, and only for an id nothing else has named.
import { isAsciiDigitCode } from '../snowflake';

/** How far on either side of the id its copies are looked for. */
export const SAME_ID_REACH = 4096;
/** The nearest copies looked at. */
export const MAX_SAME_ID_COPIES = 2;

/**
 * Where the nearest other copies of the digits text[start, end) begin, nearest first, within SAME_ID_REACH and
 * [lo, hi): whole digit runs only (not part of a longer number), and not in the same flat list as the id (an array
 * repeating one id says no more at its other items than at this one, and each copy costs a classification).
 */
export function nearestCopies(text: string, start: number, end: number, lo: number, hi: number): number[] {
  const id = text.slice(start, end);
  const found: number[] = [];
  const before = Math.max(lo, start - SAME_ID_REACH);
  const ahead = text.slice(before, start);
  // Copies in the same flat list as the id (only quotes, commas and blanks between them) read as it does: skipped.
  let flat = true;
  let boundary = ahead.length;
  for (
    let at = ahead.lastIndexOf(id);
    at >= 0 && found.length < MAX_SAME_ID_COPIES;
    at = at > 0 ? ahead.lastIndexOf(id, at - 1) : -1
  ) {
    flat &&= LIST_SEPARATORS.test(ahead.slice(at + id.length, boundary));
    boundary = at;
    if (!flat && isWholeRun(text, before + at, before + at + id.length)) found.push(before + at);
  }
  const after = Math.min(hi, end + SAME_ID_REACH);
  const behind = text.slice(end, after);
  const later: number[] = [];
  flat = true;
  boundary = 0;
  for (let at = behind.indexOf(id); at >= 0 && later.length < MAX_SAME_ID_COPIES; at = behind.indexOf(id, at + 1)) {
    flat &&= LIST_SEPARATORS.test(behind.slice(boundary, at));
    boundary = at + id.length;
    if (!flat && isWholeRun(text, end + at, end + at + id.length)) later.push(end + at);
  }
  return [...found, ...later].sort((a, b) => Math.abs(a - start) - Math.abs(b - start)).slice(0, MAX_SAME_ID_COPIES);
}

/** What stands between the items of one flat list of ids. */
const LIST_SEPARATORS = /^[\s"'`,;]*$/;

function isWholeRun(text: string, start: number, end: number): boolean {
  return !isAsciiDigitCode(text.charCodeAt(start - 1)) && !isAsciiDigitCode(text.charCodeAt(end));
}
