// Bounded reading of the structure around a value, in JSON, JS/TS object literals, Python dicts and the
// toString of Java/Kotlin objects (Guild{id=1, name=x}): the container that encloses the value, the name
// that container is stored under, and the names of its members. Only [lo, hi) is read, so an id in a 10 MB
// document costs what its neighbourhood costs. Strings are double-quoted and never span lines; text that
// breaks these rules (prose with a stray quote) makes a scan give up rather than guess.
import { splitNameWords } from './nameWords';

/** Names of an object's members (in snake_case, whatever the style written) with their short scalar values. */
export type Members = Map<string, string>;

export interface Label {
  words: string[];
  /** Offset of the label's first character (its quote when quoted). */
  start: number;
}

const MAX_KEY_LENGTH = 64;
const MAX_VALUE_LENGTH = 48;
const MAX_LABEL_GAP = 64;

const C = {
  dquote: 34, squote: 39, backslash: 92, colon: 58, equals: 61, gt: 62, newline: 10,
  openBrace: 123, closeBrace: 125, openBracket: 91, closeBracket: 93, openParen: 40, closeParen: 41,
} as const;

function isOpener(code: number): boolean {
  return code === C.openBrace || code === C.openBracket || code === C.openParen;
}

function isCloser(code: number): boolean {
  return code === C.closeBrace || code === C.closeBracket || code === C.closeParen;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/** Letters, digits, _ and $: what unquoted keys and class names are made of. */
export function isIdentifierCode(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code === 36;
}

/**
 * The unbalanced '{', '[' or '(' before `from`, or -1. Members met on the way at depth 0 (keys before
 * the value, with their values) are added to `members`.
 */
export function findOpener(text: string, from: number, lo: number, members?: Members): number {
  let depth = 0;
  for (let i = from - 1; i >= lo; i--) {
    const code = text.charCodeAt(i);
    if (code === C.dquote) {
      if (isEscaped(text, i, lo)) continue;
      const open = stringStartBefore(text, i, lo);
      if (open < 0) return -1;
      i = open;
    } else if (isCloser(code)) {
      depth++;
    } else if (isOpener(code)) {
      if (depth === 0) return i;
      depth--;
    } else if (depth === 0 && members !== undefined && isKeySeparator(text, i)) {
      const key = keyBefore(text, i, lo);
      if (key === undefined) continue;
      members.set(key.name, valueAfter(text, i + 1, from));
      i = key.start;
    }
  }
  return -1;
}

/** The unbalanced closer at or after `from`, or -1; members met at depth 0 are added to `members`. */
export function findCloser(text: string, from: number, hi: number, members?: Members): number {
  let depth = 0;
  for (let i = from; i < hi; i++) {
    const code = text.charCodeAt(i);
    if (code === C.dquote) {
      const close = stringEndAfter(text, i, hi);
      if (close < 0) return -1;
      if (depth === 0 && members !== undefined) noteKey(text, i + 1, close, close + 1, hi, members);
      i = close;
    } else if (isOpener(code)) {
      depth++;
    } else if (isCloser(code)) {
      if (depth === 0) return i;
      depth--;
    } else if (depth === 0 && members !== undefined && isIdentifierCode(code) && !isIdentifierCode(text.charCodeAt(i - 1))) {
      let end = i + 1;
      while (end < hi && end - i < MAX_KEY_LENGTH && isIdentifierCode(text.charCodeAt(end))) end++;
      noteKey(text, i, end, end, hi, members);
      i = end - 1;
    }
  }
  return -1;
}

/** The name a container is stored under: "author": {, author: {, User{, Guild(, fetchUser(. */
export function labelOf(text: string, open: number, lo: number): Label | undefined {
  let i = open;
  const lowest = Math.max(lo, open - MAX_LABEL_GAP);
  while (i > lowest && isSpace(text.charCodeAt(i - 1))) i--;
  const code = text.charCodeAt(i - 1);
  if (isKeySeparator(text, i - 1) || (code === C.gt && text.charCodeAt(i - 2) === C.equals)) {
    const key = keyBefore(text, code === C.gt ? i - 2 : i - 1, lo);
    return key === undefined ? undefined : { words: splitNameWords(key.name), start: key.start };
  }
  if (!isIdentifierCode(code)) return undefined;
  let start = i - 1;
  while (start > lowest && isIdentifierCode(text.charCodeAt(start - 1))) start--;
  return { words: splitNameWords(text.slice(start, i)), start };
}

/** Normalises a member name to snake_case words: guildId, GUILD_ID and guild-id all become guild_id. */
export function memberKey(name: string): string {
  return isSnakeCase(name) ? name : splitNameWords(name).join('_');
}

/** Most keys in Discord payloads are already lowercase snake_case: they need no splitting. */
function isSnakeCase(name: string): boolean {
  if (name.length === 0 || name.charCodeAt(0) === 95 || name.charCodeAt(name.length - 1) === 95) return false;
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    const ok = (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code === 95 && name.charCodeAt(i - 1) !== 95);
    if (!ok) return false;
  }
  return true;
}

/** ':' always, '=' unless it is part of ==, => or != (code, not a key). */
function isKeySeparator(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code === C.colon) return true;
  if (code !== C.equals) return false;
  const next = text.charCodeAt(i + 1);
  const previous = text.charCodeAt(i - 1);
  return next !== C.equals && next !== C.gt && previous !== C.equals && previous !== 33 && previous !== 60 && previous !== C.gt;
}

/** The key that ends just before the separator at `separator`: "name", 'name' or an identifier. */
function keyBefore(text: string, separator: number, lo: number): { name: string; start: number } | undefined {
  let end = separator;
  while (end > lo && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end--;
  const close = text.charCodeAt(end - 1);
  const lowest = Math.max(lo, end - 1 - MAX_KEY_LENGTH);
  if (close === C.dquote || close === C.squote) {
    let open = end - 2;
    while (open >= lowest && text.charCodeAt(open) !== close && text.charCodeAt(open) !== C.newline) open--;
    if (open < lowest || text.charCodeAt(open) !== close) return undefined;
    return { name: memberKey(text.slice(open + 1, end - 1)), start: open };
  }
  let start = end;
  while (start > lowest && isIdentifierCode(text.charCodeAt(start - 1))) start--;
  return start === end ? undefined : { name: memberKey(text.slice(start, end)), start };
}

/** Records text[nameStart, nameEnd) as a key when a separator follows it (from `after`). */
function noteKey(text: string, nameStart: number, nameEnd: number, after: number, hi: number, members: Members): void {
  let i = after;
  while (i < hi && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  if (i >= hi || !isKeySeparator(text, i) || nameEnd - nameStart > MAX_KEY_LENGTH) return;
  members.set(memberKey(text.slice(nameStart, nameEnd)), valueAfter(text, i + 1, hi));
}

/** A short scalar value starting after a separator: a string's content or a bare word; '' for anything else. */
function valueAfter(text: string, from: number, limit: number): string {
  let i = from;
  while (i < limit && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  const first = text.charCodeAt(i);
  if (first === C.dquote || first === C.squote) {
    let end = i + 1;
    while (end < limit && end - i <= MAX_VALUE_LENGTH && text.charCodeAt(end) !== first && text.charCodeAt(end) !== C.newline) end++;
    return text.charCodeAt(end) === first && end < limit ? text.slice(i + 1, end) : '';
  }
  let end = i;
  while (end < limit && end - i < MAX_VALUE_LENGTH && (isIdentifierCode(text.charCodeAt(end)) || text.charCodeAt(end) === 45 || text.charCodeAt(end) === 46)) end++;
  return text.slice(i, end);
}

/** An odd number of backslashes before `index` escapes the character there. */
function isEscaped(text: string, index: number, lo: number): boolean {
  let count = 0;
  for (let i = index - 1; i >= lo && text.charCodeAt(i) === C.backslash; i--) count++;
  return count % 2 === 1;
}

function stringStartBefore(text: string, close: number, lo: number): number {
  for (let i = close - 1; i >= lo; i--) {
    const code = text.charCodeAt(i);
    if (code === C.newline) return -1;
    if (code === C.dquote && !isEscaped(text, i, lo)) return i;
  }
  return -1;
}

function stringEndAfter(text: string, open: number, hi: number): number {
  for (let i = open + 1; i < hi; i++) {
    const code = text.charCodeAt(i);
    if (code === C.backslash) i++;
    else if (code === C.dquote) return i;
    else if (code === C.newline) return -1;
  }
  return -1;
}
