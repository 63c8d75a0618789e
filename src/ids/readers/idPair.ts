// Ids written one after another with '/' between them, where no path segment names them (`in 123/456`,
// `logs/123/456/789.txt`): Discord's own links write them guild/channel/message (discord.com/channels/g/c/m),
// and logs and file paths follow it. Only the ids next to this one are read.
import type { IdKind } from '../idKind';

const SLASH = 47;
const MIN_DIGITS = 17;
const MAX_DIGITS = 19;
const CHAIN_KINDS: readonly (readonly IdKind[])[] = [[], [], ['guild', 'channel'], ['guild', 'channel', 'message']];

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Length of the digit run ending just before `end` (at most MAX_DIGITS + 1). */
function runBefore(text: string, end: number): number {
  let i = end;
  while (i > 0 && end - i <= MAX_DIGITS && isDigit(text.charCodeAt(i - 1))) i--;
  return end - i;
}

function runAfter(text: string, start: number): number {
  let i = start;
  while (i < text.length && i - start <= MAX_DIGITS && isDigit(text.charCodeAt(i))) i++;
  return i - start;
}

function isIdLength(length: number): boolean {
  return length >= MIN_DIGITS && length <= MAX_DIGITS;
}

/** The kind the id at [start, end) has as the n-th of a chain of two or three slash-separated ids, or undefined. */
export function kindInIdChain(text: string, start: number, end: number): IdKind | undefined {
  let before = 0;
  let at = start;
  while (before < 3 && text.charCodeAt(at - 1) === SLASH && isIdLength(runBefore(text, at - 1))) {
    at = at - 1 - runBefore(text, at - 1);
    before++;
  }
  let after = 0;
  let to = end;
  while (after < 3 && text.charCodeAt(to) === SLASH && isIdLength(runAfter(text, to + 1))) {
    to = to + 1 + runAfter(text, to + 1);
    after++;
  }
  // A longer run of digits on either end is not an id, and a chain of four or more is not Discord's.
  if (isDigit(text.charCodeAt(at - 1)) || isDigit(text.charCodeAt(to))) return undefined;
  return CHAIN_KINDS[before + after + 1]?.[before];
}
