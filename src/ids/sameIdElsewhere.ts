// The same id written again near it. A snowflake names one thing, so where the text says what it is at one place
// (`RoleList = { {1, "CoreDev"} }`, a class of role constants), a copy that says nothing (`Groups = { ["1"] =
// "group.admin" }`, the same constants copied into a class named for something else, `INSERT INTO … VALUES (1, …)`
// below a comment that names its columns) is of that kind too. Only the nearest few copies within a short reach
// are looked at, and only for an id nothing else has named.

/** How far on either side of the id its copies are looked for. */
export const SAME_ID_REACH = 4096;
/** The nearest copies looked at. */
export const MAX_SAME_ID_COPIES = 3;

/**
 * Where the nearest other copies of the digits text[start, end) begin, nearest first, within SAME_ID_REACH and
 * [lo, hi): whole digit runs only (not part of a longer number).
 */
export function nearestCopies(text: string, start: number, end: number, lo: number, hi: number): number[] {
  const id = text.slice(start, end);
  const found: number[] = [];
  const before = Math.max(lo, start - SAME_ID_REACH);
  const ahead = text.slice(before, start);
  for (let at = ahead.lastIndexOf(id); at >= 0 && found.length < MAX_SAME_ID_COPIES; at = at > 0 ? ahead.lastIndexOf(id, at - 1) : -1) {
    if (isWholeRun(text, before + at, before + at + id.length)) found.push(before + at);
  }
  const after = Math.min(hi, end + SAME_ID_REACH);
  const behind = text.slice(end, after);
  const later: number[] = [];
  for (let at = behind.indexOf(id); at >= 0 && later.length < MAX_SAME_ID_COPIES; at = behind.indexOf(id, at + 1)) {
    if (isWholeRun(text, end + at, end + at + id.length)) later.push(end + at);
  }
  return [...found, ...later].sort((a, b) => Math.abs(a - start) - Math.abs(b - start)).slice(0, MAX_SAME_ID_COPIES);
}

function isWholeRun(text: string, start: number, end: number): boolean {
  return !isDigitCode(text.charCodeAt(start - 1)) && !isDigitCode(text.charCodeAt(end));
}

function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}
