// Where the value holding an id starts and ends: a quoted string or a bare number is the whole value; a string that
// tags its id ("id:1", "channel:1") or lists ids only ("1,2") is one value too, named by what names the string.
import type { IdKind } from '../idKind';
import { nameVerdict } from '../idVocabulary';
import { splitNameWords } from '../nameWords';
import { isQuoteCode } from './structureScan';

export interface ValueSpan {
  /** Offset of the value's opening quote (or its escaping backslash), or of the id when unquoted. */
  start: number;
  /** Offset after the closing quote, or after the id. */
  end: number;
  /** The id is the whole value (a quoted string or a bare number), not a word inside a longer string. */
  whole: boolean;
  /** A string that tags its id with a kind, "channel:1": the tag's kind. */
  prefix?: { kind: IdKind };
}

export function valueAround(text: string, start: number, end: number): ValueSpan {
  const quote = text.charCodeAt(start - 1);
  if (isQuoteCode(quote)) {
    if (text.charCodeAt(end) === quote) return { start: start - 1, end: end + 1, whole: true };
    // JSON escaped inside a string, as loggers print it: \"user_id\":\"123\"
    const escaped =
      text.charCodeAt(start - 2) === BACKSLASH &&
      text.charCodeAt(end) === BACKSLASH &&
      text.charCodeAt(end + 1) === quote;
    if (escaped) return { start: start - 2, end: end + 2, whole: true };
  }
  if (quote === 58) {
    const tagged = taggedString(text, start, end);
    if (tagged !== undefined) return tagged;
  }
  if (isListSeparator(quote) || isListSeparator(text.charCodeAt(end)) || isQuoteCode(quote)) {
    const listed = stringOfIds(text, start, end);
    if (listed !== undefined) return listed;
  }
  const whole = (start === 0 || BARE_BEFORE.has(quote)) && (end >= text.length || BARE_AFTER.has(text.charCodeAt(end)));
  return { start, end, whole };
}

/**
 * `GetChannelAsync("id:1")`, `"channel:1"`: a string of one short tag, ':' and the id. A tag that only says "id" leaves
 * the string the value (named by what stands before it, the getter here); one that names a kind decides; any other tag
 * (a cache key's "cooldown:1") leaves the id a word inside a longer string.
 */
function taggedString(text: string, start: number, end: number): ValueSpan | undefined {
  const close = text.charCodeAt(end);
  if (!isQuoteCode(close)) return undefined;
  let open = start - 2;
  while (open >= Math.max(0, start - 2 - MAX_TAG) && isTagCode(text.charCodeAt(open))) open--;
  if (open < 0 || open === start - 2 || text.charCodeAt(open) !== close) return undefined;
  const verdict = nameVerdict([splitNameWords(text.slice(open + 1, start - 1))]);
  if (verdict.type === 'generic') return { start: open, end: end + 1, whole: true };
  return verdict.type === 'kind' && verdict.weak !== true
    ? { start: open, end: end + 1, whole: true, prefix: { kind: verdict.kind } }
    : undefined;
}

const MAX_TAG = 16;

/**
 * `ALLOWED_GUILDS = "1,2"`, `guilds: "1, 2"`: a string of ids and separators only is a list written as one value; every
 * id in it is named by what names the string. Reads at most MAX_ID_STRING characters on one line.
 */
function stringOfIds(text: string, start: number, end: number): ValueSpan | undefined {
  let open = start - 1;
  const lowest = Math.max(0, start - MAX_ID_STRING);
  while (open >= lowest && isIdStringCode(text.charCodeAt(open))) open--;
  const quote = text.charCodeAt(open);
  if (open < lowest || !isQuoteCode(quote)) return undefined;
  let close = end;
  const highest = Math.min(text.length, end + MAX_ID_STRING);
  while (close < highest && isIdStringCode(text.charCodeAt(close))) close++;
  if (close >= highest || text.charCodeAt(close) !== quote) return undefined;
  let separated = false;
  for (let i = open + 1; i < close; i++) if (isListSeparator(text.charCodeAt(i))) separated = true;
  return separated ? { start: open, end: close + 1, whole: true } : undefined;
}

const MAX_ID_STRING = 512;

/** ',' ';' '|' and the blanks between the ids of a string list. */
function isListSeparator(code: number): boolean {
  return code === 44 || code === 59 || code === 124 || code === 32;
}

function isIdStringCode(code: number): boolean {
  return (code >= 48 && code <= 57) || isListSeparator(code);
}

function isTagCode(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

const BACKSLASH = 92;
const BARE_BEFORE: ReadonlySet<number> = new Set([32, 9, 10, 13, 58, 61, 91, 44, 123, 40]); // space tab newlines : = [ , { (
const BARE_AFTER: ReadonlySet<number> = new Set([32, 9, 10, 13, 44, 93, 125, 41, 59, 110, 76, 117, 85, 58]); // space tab newlines , ] } ) ; n L u U :
