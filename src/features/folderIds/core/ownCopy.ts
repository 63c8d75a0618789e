// A string kept for the whole scan (an id, a why's evidence) is made a flat string of its own. One read from a line is
// a slice or a join of slices: V8 keeps a slice of 13 or more characters as a view that keeps the whole line alive,
// and a join as its pieces; a gigabyte of logs keeps a hundred thousand of them.

/** Character codes of a string being copied (reused: no array per copy). */
const codes: number[] = [];

/**
 * `text[start, end)` as one flat string of its own (a short string: an id, an evidence of at most MAX_EVIDENCE
 * characters).
 */
export function ownCopy(text: string, start = 0, end = text.length): string {
  codes.length = end - start;
  for (let i = start; i < end; i++) codes[i - start] = text.charCodeAt(i);
  return String.fromCharCode.apply(null, codes);
}
