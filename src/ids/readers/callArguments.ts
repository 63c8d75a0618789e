// A positional argument of a call, named by the parameter at the same place in a function the same text declares:
// Go `setup(c, s, "x", "<id>")` with `func setup(c *C, s *S, name string, channelId string)`, Python
// `add(self_role, <id>)` with `def add(self, guild_id, role_id)`, Java `notify(<id>)` with `void notify(long userId)`.
// Only the classification window [lo, hi) is searched for the declaration, and each list read is bounded.
import type { Declaration, SharedWalks } from './sharedWalks';
import { isIdentifierCode, isQuoteCode } from './structureScan';
import { splitNameWords } from '../nameWords';

/** The longest argument or parameter list read. */
const MAX_LIST = 2048;
/** Places where a name may be declared that are looked at (a real file declares a name once or twice). */
const MAX_LOOKS = 32;
/** Parameter lists read when looking for a name's declarations. */
const MAX_DECLARATIONS = 8;
/** The longest parameter list of a declaration read (argument lists may be longer: ids in a call). */
const MAX_PARAMETERS = 512;
const MAX_NAME = 64;

/** Words before a name that make `name(` a call or an expression, not a declaration. */
const NOT_A_TYPE = new Set([
  'return',
  'new',
  'await',
  'yield',
  'throw',
  'else',
  'case',
  'in',
  'of',
  'is',
  'as',
  'not',
  'and',
  'or',
  'echo',
  'print',
  'go',
  'defer',
  'if',
  'while',
  'for',
  'elif',
  'when',
  'match',
  'typeof',
]);
/** Keywords that look like a callee: `if (`, `for (`… */
const KEYWORDS = new Set([
  ...NOT_A_TYPE,
  'switch',
  'catch',
  'func',
  'def',
  'function',
  'fun',
  'fn',
  'sizeof',
  'super',
  'this',
]);
/** What may stand before a declared name on its line: a declaring keyword (with Go's receiver), or modifiers and a type. */
const DECLARATION_PREFIX =
  /(?:^|[\s;{}])(func(?:\s*\([^()]*\))?|def|function|fun(?:\s*<[^>]*>)?(?:\s+[\w.]+\.)?|fn|sub|proc)\s+$|^\s*(?:@\w+(?:\([^)]*\))?\s+)*((?:[\w$]+(?:<[^>]*>)?(?:\[\])?\??\s+){1,5})$/;

/**
 * The words of the parameter that the argument starting at `valueStart` of the call opened at `open` binds to.
 * `walks` remembers each callee's declaration for the other ids of the same text (a scan of many calls).
 */
export function parameterOfArgument(
  text: string,
  open: number,
  valueStart: number,
  lo: number,
  hi: number,
  walks?: SharedWalks,
): string[] | undefined {
  const callee = calleeBefore(text, open, lo);
  if (callee === undefined || KEYWORDS.has(callee.name)) return undefined;
  // Inside a declaration's own parameter list (a default value), not a call.
  if (mayBeDeclared(text, callee.start, lo) && declarationStyle(text, callee.start, lo) !== undefined) return undefined;
  let index = argumentIndex(text, open, valueStart);
  if (index === undefined) return undefined;
  const declaration =
    walks === undefined
      ? declarationsOf(text, callee.name, lo, hi)[0]
      : rememberedDeclaration(text, callee.name, lo, hi, walks);
  if (declaration === undefined) return undefined;
  const { params, style } = declaration;
  const method = text.charCodeAt(callee.start - 1) === 46; // obj.f(…)
  if (method && params.length > 0 && /^(?:self|cls|&?(?:mut\s+)?self)\b/.test(params[0]!.trim())) index++;
  const param = params[index];
  if (param === undefined || /\.\.\.|^\s*\*/.test(param)) return undefined;
  const name = parameterName(param, style);
  return name === undefined ? undefined : splitNameWords(name);
}

/**
 * The declarations of `name` whose name lies in [lo, hi) and whose parameter list closes before `hi`, in order; at
 * most MAX_LOOKS places and MAX_DECLARATIONS lists of MAX_PARAMETERS characters are read when `capped` (a hover: a
 * real file declares a name once or twice, and text built to repeat `void f(` would otherwise read a list for each);
 * a scan reads them all, once per text.
 */
function declarationsOf(text: string, name: string, lo: number, hi: number, capped = true): Declaration[] {
  const needle = `${name}(`;
  const found: Declaration[] = [];
  let read = 0;
  let looks = 0;
  for (
    let at = text.indexOf(needle, lo);
    at >= 0 && at < hi && (!capped || (read < MAX_DECLARATIONS && looks < MAX_LOOKS));
    at = text.indexOf(needle, at + needle.length)
  ) {
    if (!mayBeDeclared(text, at, lo)) continue;
    looks++;
    const style = declarationStyle(text, at, lo);
    if (style === undefined) continue;
    const open = at + needle.length - 1;
    read++;
    const params = splitList(text, open, Math.min(hi, open + MAX_PARAMETERS));
    if (params !== undefined) found.push({ at, close: open + 1 + params.join(',').length, params, style });
  }
  return found;
}

/**
 * The first declaration a search within [lo, hi) would find, from the text's declarations of `name` found once
 * (a scan classifies many calls to the same functions). As with the structure scans, the answer is the search's
 * but for a declaration whose line or list straddles the window's edge.
 */
function rememberedDeclaration(
  text: string,
  name: string,
  lo: number,
  hi: number,
  walks: SharedWalks,
): Declaration | undefined {
  let all = walks.declarations.get(name);
  if (all === undefined) {
    all = declarationsOf(text, name, 0, text.length, false);
    walks.declarations.set(name, all);
  }
  return all.find((declaration) => declaration.at >= lo && declaration.at < hi && declaration.close < hi);
}

/**
 * A cheap first look: a declared name follows a space that follows a word or a ')' (`func f(`, `void f(`,
 * `func (b *B) f(`, `List<T> f(`); calls mostly follow '.', '=', '(' or a line's indentation.
 */
function mayBeDeclared(text: string, at: number, lo: number): boolean {
  let i = at - 1;
  const first = text.charCodeAt(i);
  if (first !== 32 && first !== 9) return false;
  while (i > lo && at - i < MAX_NAME && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i--;
  const code = text.charCodeAt(i);
  return isIdentifierCode(code) || code === 41 || code === 62 || code === 93 || code === 63; // ) > ] ?
}

export function calleeBefore(text: string, open: number, lo: number): { name: string; start: number } | undefined {
  let start = open;
  const lowest = Math.max(lo, open - MAX_NAME);
  while (start > lowest && isIdentifierCode(text.charCodeAt(start - 1))) start--;
  if (start === open || (text.charCodeAt(start) >= 48 && text.charCodeAt(start) <= 57)) return undefined;
  return { name: text.slice(start, open), start };
}

/** 'go' when the name at `nameStart` is declared Go-style (name before type), 'typed' otherwise, undefined when not a declaration. */
function declarationStyle(text: string, nameStart: number, lo: number): 'go' | 'typed' | undefined {
  let lineStart = nameStart;
  while (lineStart > lo && nameStart - lineStart < 200 && text.charCodeAt(lineStart - 1) !== 10) lineStart--;
  const prefix = text.slice(lineStart, nameStart);
  const match = DECLARATION_PREFIX.exec(prefix);
  if (match === null) return undefined;
  if (match[1] !== undefined) return /^func\b/.test(match[1]) ? 'go' : 'typed';
  const words = match[2]!.trim().split(/\s+/);
  // `return f(`, `x = new F(`: a call. A lone word before the name is a type only where the line starts with it.
  if (words.some((word) => NOT_A_TYPE.has(word))) return undefined;
  return 'typed';
}

/** How many arguments come before `valueStart` in the list opened at `open`; undefined when it is too long to read. */
export function argumentIndex(text: string, open: number, valueStart: number): number | undefined {
  if (valueStart - open > MAX_LIST) return undefined;
  const items = splitList(text, open, valueStart, true);
  return items === undefined ? undefined : items.length - 1;
}

/**
 * The items of the list opened at `open`, split at its top-level commas, up to its closer (or up to `end` when
 * `partial`). Strings and nested brackets are skipped; undefined when the list does not close within reach.
 */
function splitList(text: string, open: number, end: number, partial = false): string[] | undefined {
  const items: string[] = [];
  let depth = 0;
  let itemStart = open + 1;
  const limit = Math.min(end, open + MAX_LIST);
  for (let i = open + 1; i < limit; i++) {
    const code = text.charCodeAt(i);
    if (isQuoteCode(code)) {
      const close = text.indexOf(String.fromCharCode(code), i + 1);
      if (close < 0 || close >= limit) return partial ? [...items, text.slice(itemStart, limit)] : undefined;
      i = close;
    } else if (code === 40 || code === 91 || code === 123 || (code === 60 && !partial)) depth++;
    else if (code === 41 || code === 93 || code === 125 || (code === 62 && !partial && text.charCodeAt(i - 1) !== 45)) {
      if (depth === 0) {
        items.push(text.slice(itemStart, i));
        return items;
      }
      depth--;
    } else if (code === 44 && depth === 0) {
      items.push(text.slice(itemStart, i));
      itemStart = i + 1;
    }
  }
  return partial ? [...items, text.slice(itemStart, limit)] : undefined;
}

/** The parameter's name: before ':' (TS, Kotlin, Python, Rust), first (Go), or last (Java, C#, PHP, C). */
function parameterName(param: string, style: 'go' | 'typed'): string | undefined {
  const declared = param
    .replace(/=[\s\S]*$/, '')
    .replace(/@\w+(?:\([^)]*\))?/g, ' ')
    .trim();
  const names = declared.includes(':')
    ? declared.slice(0, declared.indexOf(':')).match(/[$\w]+/g)
    : declared.match(/[$\w]+/g);
  if (names === null || names.length === 0) return undefined;
  const words = names.filter(
    (word) => !/^(?:val|var|final|ref|out|in|mut|const|params|this|readonly|public|private|protected)$/.test(word),
  );
  if (words.length === 0) return undefined;
  if (declared.includes(':')) return words[words.length - 1];
  return style === 'go' ? words[0] : words[words.length - 1];
}
