// Bounded reading of the structure around a value, in JSON, JS/TS object literals, Python dicts and the
// toString of Java/Kotlin objects (Guild{id=1, name=x}): the container that encloses the value, the name
// that container is stored under, and the names of its members. Only [lo, hi) is read, so an id in a 10 MB
// document costs what its neighbourhood costs. Strings are double-quoted and never span lines; text that
// breaks these rules (prose with a stray quote) makes a scan give up rather than guess.
import { isAccentedLetterCode, splitNameWords } from '../nameWords';
import {
  MAX_NOTED,
  noteAgain,
  NotedMembers,
  remember,
  type Members,
  type Search,
  type SharedWalks,
} from './sharedWalks';

export interface Label {
  words: string[];
  /** Offset of the label's first character (its quote when quoted). */
  start: number;
}

const MAX_KEY_LENGTH = 64;
const MAX_VALUE_LENGTH = 48;
const MAX_LABEL_GAP = 64;

const C = {
  dquote: 34,
  squote: 39,
  backslash: 92,
  colon: 58,
  equals: 61,
  gt: 62,
  newline: 10,
  openBrace: 123,
  closeBrace: 125,
  openBracket: 91,
  closeBracket: 93,
  openParen: 40,
  closeParen: 41,
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

/** The quotes a string opens with in the languages read here: " ' and `. */
export function isQuoteCode(code: number): boolean {
  return code === 34 || code === 39 || code === 96;
}

/** Letters (accented Latin ones too), digits, _ and $: what unquoted keys and class names are made of. */
export function isIdentifierCode(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 95 ||
    code === 36 ||
    isAccentedLetterCode(code)
  );
}

/**
 * The unbalanced '{', '[' or '(' before `from`, or -1. Members met on the way at depth 0 (keys before
 * the value, with their values) are added to `members`. `reading`: the walks shared with the text's other ids.
 */
export function findOpener(
  text: string,
  from: number,
  lo: number,
  members: Members | undefined,
  reading: SharedWalks | undefined,
): number {
  if (reading === undefined) return openerWithin(text, from, lo, lo, members, -1);
  if (reading.charsLeft <= 0) return -1;
  const key = 2 * from + (members === undefined ? 0 : 1);
  const same = reading.openers.get(key);
  // Made from here with a window reaching as low or lower: the same answer when found within this window.
  if (same !== undefined && same.text === text && same.edge <= lo && (same.found >= lo || same.reach <= lo)) {
    noteAgain(same.noted, members, same.at, lo);
    return same.found >= lo ? same.found : -1;
  }
  const last =
    members === undefined && reading.lastOpener?.text === text && reading.lastOpener.edge <= lo
      ? reading.lastOpener
      : undefined;
  const landing = last !== undefined && (last.found >= lo || last.reach <= lo) ? last.from - 1 : -1;
  const floor = Math.max(lo, from - reading.charsLeft);
  const noting = members === undefined ? undefined : new NotedMembers(members);
  let found = openerWithin(text, from, lo, floor, noting, landing);
  const landed = found === LANDED;
  if (landed) found = last!.found >= lo ? last!.found : -1;
  const reach = found >= 0 ? found : floor;
  reading.charsLeft -= landed ? from - last!.from : from - reach;
  const search: Search = { text, from, edge: lo, found, reach, noted: noting?.noted, at: noting?.at };
  // A search the budget cut short is not an answer to remember; one that landed on the last is a value's own search,
  // made once (the next value lands on it as the last one).
  if ((found >= 0 || floor === lo) && !landed && noting?.overflowed !== true) remember(reading.openers, key, search);
  if (members === undefined && (reading.lastOpener === undefined || from >= reading.lastOpener.from))
    reading.lastOpener = search;
  return found;
}

/** openerWithin walked back onto `landing` at depth 0: where an earlier search began. */
const LANDED = -2;

/** findOpener walking no lower than `floor` (helpers still read down to `lo`). */
function openerWithin(
  text: string,
  from: number,
  lo: number,
  floor: number,
  members: Members | undefined,
  landing: number,
): number {
  let depth = 0;
  for (let i = from - 1; i >= floor; i--) {
    if (i === landing && depth === 0) return LANDED;
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
      if (members instanceof NotedMembers) members.keyStart = key.start;
      members.set(key.name, valueAfter(text, i + 1, from));
      i = key.start;
    }
  }
  return -1;
}

/** The unbalanced closer at or after `from`, or -1; members met at depth 0 are added to `members`. */
export function findCloser(
  text: string,
  from: number,
  hi: number,
  members: Members | undefined,
  reading: SharedWalks | undefined,
): number {
  if (reading === undefined) return closerWithin(text, from, hi, hi, members);
  if (reading.charsLeft <= 0) return -1;
  const key = 2 * from + (members === undefined ? 0 : 1);
  const same = reading.closers.get(key);
  if (same !== undefined && same.text === text) {
    // Made from here: the same answer when it found the closer within this window.
    if (same.found >= 0 && same.found < hi) {
      noteAgain(same.noted, members);
      return same.found;
    }
    // It walked to its window's edge: this walk goes on from there (each id of an unclosed object would walk the
    // same stretch again otherwise).
    if (same.found < 0 && same.resume === undefined) {
      noteAgain(same.noted, members);
      return -1;
    }
    if (same.found < 0 && same.resume !== undefined && same.resume.at <= hi)
      return resumeCloser(reading, same, key, hi, members);
  }
  const search: Search = {
    text,
    from,
    edge: from,
    found: -1,
    reach: from,
    noted: members === undefined ? undefined : [],
    resume: { at: from, depth: 0 },
  };
  return resumeCloser(reading, search, key, hi, members);
}

/** Walks on from where `search` stopped, up to `hi` or the budget, and remembers how far it got. */
function resumeCloser(
  reading: SharedWalks,
  search: Search,
  key: number,
  hi: number,
  members: Members | undefined,
): number {
  const resume = search.resume!;
  const ceiling = Math.min(hi, resume.at + reading.charsLeft);
  noteAgain(search.noted, members);
  const noting = members === undefined ? undefined : new NotedMembers(members);
  const found = closerWithin(search.text, resume.at, hi, ceiling, noting, resume.depth);
  reading.charsLeft -= found >= 0 ? found + 1 - resume.at : Math.max(0, ceiling - resume.at);
  if (noting?.overflowed === true || (search.noted?.length ?? 0) + (noting?.noted.length ?? 0) > MAX_NOTED) {
    reading.closers.delete(key);
    return found;
  }
  const stopped = found < 0 && !closerExit.final;
  const kept = noting === undefined ? [] : stopped ? noting.noted.slice(0, closerExit.noted) : noting.noted;
  const next: Search = {
    ...search,
    edge: hi,
    found,
    noted: search.noted === undefined ? undefined : search.noted.concat(kept),
    resume: stopped ? { at: closerExit.at, depth: closerExit.depth } : undefined,
  };
  remember(reading.closers, key, next);
  return found;
}

/** findCloser walking no higher than `ceiling` (helpers still read up to `hi`). */
function closerWithin(
  text: string,
  from: number,
  hi: number,
  ceiling: number,
  members: Members | undefined,
  startDepth = 0,
): number {
  let depth = startDepth;
  // A later walk with a wider window goes on from the last place before the edge where nothing read reached it.
  const safe = Math.min(ceiling, hi - RESUME_MARGIN);
  closerExit.at = -1;
  let i = from;
  for (; i < ceiling; i++) {
    if (i >= safe && closerExit.at < 0) {
      closerExit.at = i;
      closerExit.depth = depth;
      closerExit.noted = members instanceof NotedMembers ? members.noted.length : 0;
    }
    const code = text.charCodeAt(i);
    if (code === C.dquote) {
      const close = stringEndAfter(text, i, hi);
      if (close < 0) {
        // A line break ends the search whatever the window; the window's edge only this once.
        closerExit.final = closerExit.at < 0;
        return -1;
      }
      if (depth === 0 && members !== undefined) noteKey(text, i + 1, close, close + 1, hi, members);
      i = close;
    } else if (isOpener(code)) {
      depth++;
    } else if (isCloser(code)) {
      if (depth === 0) return i;
      depth--;
    } else if (
      depth === 0 &&
      members !== undefined &&
      isIdentifierCode(code) &&
      !isIdentifierCode(text.charCodeAt(i - 1))
    ) {
      let end = i + 1;
      while (end < hi && end - i < MAX_KEY_LENGTH && isIdentifierCode(text.charCodeAt(end))) end++;
      noteKey(text, i, end, end, hi, members);
      i = end - 1;
    }
  }
  if (closerExit.at < 0) {
    closerExit.at = i;
    closerExit.depth = depth;
    closerExit.noted = members instanceof NotedMembers ? members.noted.length : 0;
  }
  closerExit.final = false;
  return -1;
}

/**
 * Reads near the window's upper edge (a key, its separator, a short value) that a wider window would read
 * differently: a walk goes on from before them.
 */
const RESUME_MARGIN = 2 * MAX_KEY_LENGTH + MAX_VALUE_LENGTH;

/**
 * Where closerWithin stopped without an answer: `final` when no window would give another (a string broken by a
 * line break); otherwise where a wider window goes on from (`at`, at `depth`, with the first `noted` members).
 */
const closerExit = { final: false, at: 0, depth: 0, noted: 0 };

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
  // Markdown's escaped underscores (`guild\_roles {`) join a label as plain ones do.
  while (
    start > lowest &&
    (isIdentifierCode(text.charCodeAt(start - 1)) ||
      (text.charCodeAt(start - 1) === 92 && text.charCodeAt(start) === 95))
  )
    start--;
  // A word ending a comment line above the bracket (`# … run the ban command` over `[`) is prose, not its name.
  if (i < open && endsCommentLine(text, start, open, lowest)) return undefined;
  return { words: splitNameWords(text.slice(start, i)), start };
}

/** The word at `start` ends a comment-only line, and a line break stands between it and the bracket at `open`. */
function endsCommentLine(text: string, start: number, open: number, lowest: number): boolean {
  let crossed = false;
  for (let i = start; i < open; i++) if (text.charCodeAt(i) === C.newline) crossed = true;
  if (!crossed) return false;
  let lineStart = start;
  while (lineStart > lowest && text.charCodeAt(lineStart - 1) !== C.newline) lineStart--;
  if (lineStart <= lowest && lineStart > 0) return false;
  let first = lineStart;
  while (first < start && (text.charCodeAt(first) === 32 || text.charCodeAt(first) === 9)) first++;
  const code = text.charCodeAt(first);
  const next = text.charCodeAt(first + 1);
  return (
    code === 35 ||
    code === 59 ||
    (code === 47 && (next === 47 || next === 42)) ||
    (code === 45 && next === 45) ||
    code === 42
  );
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
    const ok =
      (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code === 95 && name.charCodeAt(i - 1) !== 95);
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
  return (
    next !== C.equals &&
    next !== C.gt &&
    previous !== C.equals &&
    previous !== 33 &&
    previous !== 60 &&
    previous !== C.gt
  );
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
    while (
      end < limit &&
      end - i <= MAX_VALUE_LENGTH &&
      text.charCodeAt(end) !== first &&
      text.charCodeAt(end) !== C.newline
    )
      end++;
    return text.charCodeAt(end) === first && end < limit ? text.slice(i + 1, end) : '';
  }
  let end = i;
  while (
    end < limit &&
    end - i < MAX_VALUE_LENGTH &&
    (isIdentifierCode(text.charCodeAt(end)) || text.charCodeAt(end) === 45 || text.charCodeAt(end) === 46)
  )
    end++;
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
