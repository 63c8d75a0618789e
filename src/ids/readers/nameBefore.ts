// The name written before a value on the same line, in any style: guild_id=, guildId:, "channel_id": ,
// <guild_id>, :guild_id =>, getUser(, "Guild ID: ", "joined guild ". Reads a bounded stretch before the value.
import { isAccentedLetterCode, splitNameWords as splitWords } from '../nameWords';

/** The furthest this module reads before a value: separators, up to three names and the spaces between. */
export const NAME_LOOKBEHIND = 112;
const MAX_NAME_LENGTH = 64;
const MAX_SEPARATORS = 8;
const MAX_TOKENS = 3;

export interface NameBefore {
  /** Words of each name, nearest last: "Guild ID: 1" gives [["guild"], ["id"]]. */
  tokens: string[][];
  /** Offset where the nearest name starts (its opening quote, for a quoted key). */
  start: number;
  /** Offset where the furthest of the names read starts ("Guild" of "Guild ID: 1"). */
  firstStart: number;
  /** ':' or '=' stands between the name and the value, as for a key; "user 123" has none. */
  assigned: boolean;
  /** The nearest name is quoted, as JSON keys are. */
  quoted: boolean;
}

const C = {
  bang: 33,
  space: 32,
  tab: 9,
  colon: 58,
  equals: 61,
  gt: 62,
  openParen: 40,
  openBracket: 91,
  minus: 45,
  dquote: 34,
  squote: 39,
  backtick: 96,
  newline: 10,
} as const;

/** The name before the value starting at `valueStart` (at its opening quote when quoted), if any. */
export function readNameBefore(text: string, valueStart: number, lowest: number): NameBefore | undefined {
  const lo = Math.max(lowest, valueStart - NAME_LOOKBEHIND);
  let i = valueStart;
  let assigned = false;
  while (i > lo && valueStart - i < MAX_SEPARATORS) {
    const code = text.charCodeAt(i - 1);
    if (code === C.colon || code === C.equals) assigned = true;
    else if (
      code !== C.space &&
      code !== C.tab &&
      code !== C.gt &&
      code !== C.openParen &&
      code !== C.openBracket &&
      code !== C.minus &&
      !(code === C.bang && text.charCodeAt(i) === C.equals)
    )
      break;
    i--;
  }
  if (i === valueStart || i <= lo) return undefined;
  // Ruby's predicate and bang methods (`user.role?(1)`, `role? 1`, `ban!(1)`) and TypeScript's optional key
  // (`staffRole?: '1'`): the mark glued to the name is part of it. Not a ternary's `ready ? 1`, spaced from its name.
  if (isPredicateMark(text.charCodeAt(i - 1)) && i - 1 > lo && isNameCode(text.charCodeAt(i - 2))) i--;
  // C#'s auto-property, `ulong StaffRole { get; } = 1`: its accessor block stands between the name and the value.
  if (assigned && text.charCodeAt(i - 1) === 125) i = beforeAccessorBlock(text, i, lo);
  // `allowedCategories[] = 1` (INI and PHP arrays): the key, without its empty brackets.
  if (assigned && text.charCodeAt(i - 1) === 93 && text.charCodeAt(i - 2) === C.openBracket) i -= 2;
  const nearest = readToken(text, i, lo, true);
  if (nearest === undefined) return undefined;
  const tokens = [nearest.words];
  let start = nearest.start;
  if (!nearest.quoted) {
    for (let more = 1; more < MAX_TOKENS; more++) {
      let j = start;
      while (j > lo && start - j < 2 && (text.charCodeAt(j - 1) === C.space || text.charCodeAt(j - 1) === C.tab)) j--;
      if (j === start) break;
      const previous = readToken(text, j, lo, false);
      if (previous === undefined) break;
      tokens.unshift(previous.words);
      start = previous.start;
    }
  }
  return { tokens, start: nearest.start, firstStart: start, assigned, quoted: nearest.quoted };
}

/** Accessors only (`get;`, `set;`, `init;`, `private set;`): a property's block, not a body or an object literal. */
const ACCESSOR_BLOCK = /^\{\s*(?:(?:(?:public|private|protected|internal)\s+)?(?:get|set|init)\s*;\s*)+\}\s*$/;
const MAX_ACCESSOR_BLOCK = 48;

/** `close` is just after a '}': the offset before the property's accessor block and the blanks before it, else `close`. */
function beforeAccessorBlock(text: string, close: number, lo: number): number {
  const open = text.lastIndexOf('{', close - 1);
  if (open < lo || close - open > MAX_ACCESSOR_BLOCK || !ACCESSOR_BLOCK.test(text.slice(open, close))) return close;
  let i = open;
  while (i > lo && (text.charCodeAt(i - 1) === C.space || text.charCodeAt(i - 1) === C.tab)) i--;
  return i;
}

interface Token {
  words: string[];
  start: number;
  quoted: boolean;
}

/** The name ending at `end` (exclusive): a quoted key, or a run of identifier characters. */
function readToken(text: string, end: number, lo: number, allowQuoted: boolean): Token | undefined {
  const close = text.charCodeAt(end - 1);
  if (allowQuoted && (close === C.dquote || close === C.squote || close === C.backtick)) {
    let open = end - 2;
    const lowest = Math.max(lo, end - 2 - MAX_NAME_LENGTH);
    while (open >= lowest && text.charCodeAt(open) !== close && text.charCodeAt(open) !== C.newline) open--;
    if (open < lowest || text.charCodeAt(open) !== close) return undefined;
    const words = splitWords(text.slice(open + 1, end - 1));
    return words.length === 0 ? undefined : { words, start: open, quoted: true };
  }
  let start = end;
  const lowest = Math.max(lo, end - MAX_NAME_LENGTH);
  while (start > lowest) {
    const code = text.charCodeAt(start - 1);
    // `event.guild?.id`: optional chaining joins a name as '.' does.
    if (isNameCode(code) || (code === 63 && text.charCodeAt(start) === 46)) start--;
    // Markdown's escaped underscore, `guild\_id` quoted from a log: the name's own joiner.
    else if (
      code === 92 &&
      text.charCodeAt(start) === 95 &&
      start - 1 > lowest &&
      isNameCode(text.charCodeAt(start - 2))
    )
      start--;
    // PHP's `$author_guild->id` and a getter's empty call, `guild.getIdLong()`, join it too.
    else if (
      start - 2 > lowest &&
      isNameCode(text.charCodeAt(start - 3)) &&
      ((code === C.gt && text.charCodeAt(start - 2) === C.minus) ||
        (code === 41 && text.charCodeAt(start - 2) === C.openParen))
    )
      start -= 2;
    else break;
  }
  if (start === end) return undefined;
  const words = splitWords(text.slice(start, end));
  return words.length === 0 ? undefined : { words, start, quoted: false };
}

function isPredicateMark(code: number): boolean {
  return code === 63 || code === C.bang;
}

/** Letters (accented Latin ones too), digits and the joiners of compound names: _ . - $ */
export function isNameCode(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 95 ||
    code === 46 ||
    code === 45 ||
    code === 36 ||
    isAccentedLetterCode(code)
  );
}
