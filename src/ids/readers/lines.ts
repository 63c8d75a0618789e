// Line bounds found by reading characters one by one within given limits, never the whole text: a 10 MB
// document with no line break costs what the limits allow.

/** Offset of the first character of the line holding `at`, or `lowest` if no line break lies in [lowest, at). */
export function lineStartAt(text: string, at: number, lowest: number): number {
  let i = at;
  while (i > lowest && text.charCodeAt(i - 1) !== 10) i--;
  return i;
}

/** Offset of the line break ending the line holding `at`, or `highest` if none lies in [at, highest). */
export function lineEndAt(text: string, at: number, highest: number): number {
  let i = at;
  while (i < highest && text.charCodeAt(i) !== 10) i++;
  return i;
}
