// The name of what encloses a value, in the languages bot code and configuration are written in: the key or
// variable a block, list or set is stored under (channels: {…}, ADMIN_ROLES = listOf(…), guilds: set[int] = {…},
// rolesRemap { … }), a class or object (object Roles { … }, class Channels:), a YAML parent key and a TOML/INI
// section. Collection builders and id wrappers (listOf, Object.freeze, Snowflake(…)) are looked through.
// Everything read lies within [lo, hi), so the cost does not grow with the document.
import { kindFromCommentRightAbove } from './commentBeside';
import { nameSpanAt, type Found } from './evidence';
import type { IdKind } from '../idKind';
import { callNameVerdict, kindOfWord, nameVerdict } from '../idVocabulary';
import { lineEndAt, lineStartAt } from './lines';
import { isIdWord, splitNameWords } from '../nameWords';
import type { SharedWalks } from './sharedWalks';
import { findOpener, isIdentifierCode, labelOf, type Label } from './structureScan';

/** How many enclosing blocks are climbed, innermost first, to find one whose name says what it holds. */
export const MAX_ENCLOSING_LEVELS = 6;
/** Lines read upwards for an indentation parent (a YAML key, a Python class) or a TOML/INI section. */
const MAX_PARENT_LINES = 200;

/** Calls that build a collection or freeze an object: the name they are assigned to names the contents. */
const BUILDERS: ReadonlySet<string> = new Set([
  'listof',
  'setof',
  'arrayof',
  'mapof',
  'mutablelistof',
  'mutablesetof',
  'mutablemapof',
  'hashsetof',
  'hashmapof',
  'linkedsetof',
  'linkedmapof',
  'longarrayof',
  'ulongarrayof',
  'persistentlistof',
  'persistentsetof',
  'immutablelistof',
  'immutablesetof',
  'of',
  'aslist',
  'freeze',
  'set',
  'frozenset',
  'list',
  'tuple',
  'dict',
  'array',
  'new',
  'from',
]);

/** A call that builds a collection (listOf, setOf, frozenset, List.of's "of"): the name before it names its items. */
export function isCollectionBuilder(words: readonly string[]): boolean {
  return BUILDERS.has(words.join(''));
}

/** Wrappers of a single id that say nothing of its kind (Snowflake(1), BigInt(1), Long.valueOf(1)). */
const ID_WRAPPERS: ReadonlySet<string> = new Set([
  'snowflake',
  'long',
  'value_of',
  'big_int',
  'bigint',
  'int',
  'str',
  'string',
  'u64',
  'i64',
  'number',
  'discord_object',
  'object',
]);

export interface EnclosingKind extends Found {
  /** Only a person-like block name (ADMIN(…), mods: […]) says it, with no outer name that names a kind. */
  weak?: boolean;
  /** A bracketed block (JSON, code) or an indentation parent / section (YAML, Python, TOML, INI). */
  by: 'block' | 'parent';
}

/**
 * The kind the nearest enclosing name gives the value starting at `valueStart`, climbing past blocks whose
 * names say nothing (main, info, 123). Indentation parents and sections are read only outside JSON.
 */
export function kindFromEnclosing(
  text: string,
  valueStart: number,
  lo: number,
  hi: number,
  json: boolean,
  sections = false,
  walks?: SharedWalks,
  headOnly = false,
): EnclosingKind | undefined {
  let from = valueStart;
  // A person-like block name (ADMIN(…), mods: […]) holds what an outer name says (enum Roles), if one does.
  let weak: EnclosingKind | undefined;
  for (let level = 0; level < MAX_ENCLOSING_LEVELS; level++) {
    const open = findOpener(text, from, json ? lo : blockSearchLow(text, from, lo), undefined, walks);
    if (open < 0) break;
    const verdict = kindOfBlock(text, open, lo, headOnly);
    if (verdict !== undefined && !verdict.weak) return { ...verdict.found, by: 'block' };
    if (verdict !== undefined) weak ??= { ...verdict.found, by: 'block' };
    // `staff_id: [a, b]`: a block of some thing's ids, named for nothing known; outer blocks decide only if they hold a kind.
    if (verdict === undefined && isIdWord(labelOf(text, open, lo)?.words.at(-1))) headOnly = true;
    from = open;
  }
  if (json) return weak && { ...weak, weak: true };
  const parent = kindFromParents(text, from, lo, sections, headOnly);
  return parent === undefined ? weak && { ...weak, weak: true } : { ...parent, by: 'parent' };
}

/**
 * Outside JSON, a block that encloses `at` opens on its line or on the nearest line above that is indented
 * less (blank and comment lines aside): code and configuration are indented by their blocks. Searching no
 * further keeps a Python file or a log, which have few brackets, from being read to the window's edge for
 * every id. A line at the left margin bounds the search to itself.
 */
function blockSearchLow(text: string, at: number, lo: number): number {
  const lineStart = lineStartAt(text, at, lo);
  const indent = indentOf(text, lineStart);
  if (indent === 0) return lineStart;
  let start = lineStart;
  while (start > lo) {
    const previous = lineStartAt(text, start - 1, lo);
    const first = firstCodeAfterIndent(text, previous);
    start = previous;
    if (
      first === 10 ||
      first === 13 ||
      first === 35 ||
      (first === 47 && text.charCodeAt(previous + indentOf(text, previous) + 1) === 47)
    )
      continue;
    if (indentOf(text, previous) < indent) return previous;
  }
  return lo;
}

function firstCodeAfterIndent(text: string, lineStart: number): number {
  return text.charCodeAt(lineStart + indentOf(text, lineStart));
}

/** What the name of the block opened at `open` says it holds (weak: a person-like name), looking through builders and id wrappers. */
function kindOfBlock(
  text: string,
  open: number,
  lo: number,
  headOnly = false,
): { found: Found; weak: boolean } | undefined {
  if (isProseBracket(text, open, lo)) return undefined;
  let label = declaredLabel(text, open, lo) ?? labelOf(text, open, lo) ?? annotatedLabel(text, open, lo);
  for (let hop = 0; hop < 3 && label !== undefined; hop++) {
    const joined = label.words.join('');
    if (BUILDERS.has(joined) || ID_WRAPPERS.has(label.words.join('_'))) {
      label = labelBeforeCall(text, label.start, lo);
      continue;
    }
    const typed = typedIdKind(label.words);
    const key = label.words.join('_');
    if (typed !== undefined) return { found: { kind: typed, ...nameSpanAt(text, label.start), key }, weak: false };
    // `send_user_message(<id>, …)`: a call named for a person and a kind names none of its arguments.
    const verdict =
      text.charCodeAt(open) === 40 ? callNameVerdict(label.words, true) : nameVerdict([label.words], true);
    if (verdict.type !== 'kind' || (headOnly && !isKindHead(label.words))) return undefined;
    return { found: { kind: verdict.kind, ...nameSpanAt(text, label.start), key }, weak: verdict.weak === true };
  }
  return undefined;
}

/**
 * A '{' that ends a declaration's line names the block by the declared name, whatever stands between them:
 * `enum class Channels(val id: Long) {`, `object Roles : Base() {`, `public enum Roles implements X {`.
 */
function declaredLabel(text: string, open: number, lo: number): Label | undefined {
  if (text.charCodeAt(open) !== 123) return undefined;
  const lineStart = lineStartAt(text, open, Math.max(lo, open - MAX_HEADER));
  const declared = DECLARATION_HEADER.exec(text.slice(lineStart, open).trim());
  if (declared === null) return undefined;
  return { words: splitNameWords(declared[1]!), start: text.indexOf(declared[1]!, lineStart) };
}

/** The longest declaration line read before its '{'. */
const MAX_HEADER = 200;

/**
 * `Lori's Server (owner 123)`: a parenthesis or bracket after a word and a space is prose, not a call or a
 * collection (those follow their name directly, `User(`, or a separator, `roles = [`); the word names nothing.
 */
function isProseBracket(text: string, open: number, lo: number): boolean {
  const code = text.charCodeAt(open);
  if (code !== 40 && code !== 91) return false;
  let i = open;
  while (i > lo && isBlank(text.charCodeAt(i - 1))) i--;
  if (i === open) return false;
  const before = text.charCodeAt(i - 1);
  return isIdentifierCode(before);
}

/** Typed id wrappers name their kind: ChannelId(…), ApplicationId::new(…), RoleId.of(…). */
function typedIdKind(words: readonly string[]): IdKind | undefined {
  if (words.length !== 2 || words[1] !== 'id') return undefined;
  return kindOfWord(words[0]!);
}

/** The name before a call whose name starts at `callStart`: `ADMIN_ROLES = listOf`, `Object.freeze`, `new Set`, `X::new`. */
function labelBeforeCall(text: string, callStart: number, lo: number): Label | undefined {
  let i = callStart;
  // Qualified calls: Object.freeze, List.of, ApplicationId::new, collections.frozenset.
  while (
    i > lo &&
    (text.charCodeAt(i - 1) === 46 || (text.charCodeAt(i - 1) === 58 && text.charCodeAt(i - 2) === 58))
  ) {
    const dots = text.charCodeAt(i - 1) === 46 ? 1 : 2;
    let start = i - dots;
    while (start > lo && isIdentifierCode(text.charCodeAt(start - 1))) start--;
    if (start === i - dots) break;
    const words = splitNameWords(text.slice(start, i - dots));
    if (typedIdKind(words) !== undefined || !isBuilderOwner(words)) return { words, start };
    i = start;
  }
  // `new Set(`: the keyword is not a name.
  if (text.slice(Math.max(lo, i - 4), i) === 'new ') i -= 4;
  // The name a call is assigned to stands on the call's line: past a line break lies other text (a comment
  // after the previous element), and a wrapper with no name there lets the next block out decide.
  let j = i;
  while (j > lo && isBlank(text.charCodeAt(j - 1))) j--;
  const before = text.charCodeAt(j - 1);
  if (before !== 61 && before !== 58 && before !== 62) return undefined; // = : =>
  return labelOf(text, i, lo) ?? annotatedLabel(text, i, lo);
}

/**
 * The name's last word names a kind (channels, guild, staffRoles): the block holds that kind, rather than being about
 * one (guild_informations, guildSettings).
 */
function isKindHead(words: readonly string[]): boolean {
  const named = isIdWord(words.at(-1)) ? words.slice(0, -1) : words;
  const last = named[named.length - 1];
  return last !== undefined && kindOfWord(last) !== undefined;
}

/** Owners of builder calls that name nothing themselves: Object.freeze, List.of, Collections.unmodifiableList. */
function isBuilderOwner(words: readonly string[]): boolean {
  const name = words.join('');
  return (
    name === 'object' ||
    name === 'list' ||
    name === 'set' ||
    name === 'map' ||
    name === 'arrays' ||
    name === 'collections' ||
    name === 'immutablelist' ||
    name === 'immutableset'
  );
}

/**
 * A name with a type annotation between it and '=': `guilds: set[int] = {`, `val ids: List<Long> = listOf(`,
 * `const CHANNEL_ID: u64 =`. `at` is where the value starts (an opener or a call name).
 */
export function annotatedLabel(text: string, at: number, lo: number): Label | undefined {
  let i = at;
  const lowest = Math.max(lo, at - 96);
  while (i > lowest && isBlank(text.charCodeAt(i - 1))) i--;
  if (text.charCodeAt(i - 1) !== 61 || text.charCodeAt(i - 2) === 61) return undefined; // '=' but not '=='
  i--;
  while (i > lowest && isBlank(text.charCodeAt(i - 1))) i--;
  // The type: identifiers, dots, and balanced [] or <> (set[int], List<Long>, dict[int, list[int]]).
  let depth = 0;
  const typeEnd = i;
  while (i > lowest) {
    const code = text.charCodeAt(i - 1);
    if (code === 93 || code === 62) depth++;
    else if (code === 91 || code === 60) depth--;
    else if (depth === 0 && !isIdentifierCode(code) && code !== 46 && code !== 63)
      break; // . and ? (Long?)
    else if (depth > 0 && code === 10) return undefined;
    i--;
  }
  if (i === typeEnd || depth !== 0) return undefined;
  const typeStart = i;
  while (i > lowest && isBlank(text.charCodeAt(i - 1))) i--;
  if (text.charCodeAt(i - 1) !== 58) return undefined; // ':'
  // Code writes a blank around an annotation (`x: int = 1`); `bucket:channel_id=1` in a log is a key, not one.
  if (i === typeStart && !isBlank(text.charCodeAt(typeEnd))) return undefined;
  i--;
  while (i > lowest && isBlank(text.charCodeAt(i - 1))) i--;
  const end = i;
  while (i > lowest && isIdentifierCode(text.charCodeAt(i - 1))) i--;
  return i === end ? undefined : { words: splitNameWords(text.slice(i, end)), start: i };
}

function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

/**
 * Indentation parents (a YAML key ending in ':', a Python `class Name:`) and, at the top, a TOML/INI
 * `[section]`: the nearest one whose name says what it holds. `at` lies on the value's line.
 */
function kindFromParents(text: string, at: number, lo: number, sections: boolean, headOnly = false): Found | undefined {
  let lineStart = lineStartAt(text, at, lo);
  if (lineStart === lo && lo > 0) return undefined;
  let indent = indentOf(text, lineStart, true);
  // A block opened on a line of its own (`class Roles` then `{`) is named by the line above its brace.
  if (isLoneBrace(text, lineStart, at)) indent++;
  // At the left margin only a section can hold the value; other documents have none to look for.
  if (indent === 0 && !sections) return undefined;
  let weak: (Found & { weak: true }) | undefined;
  // Past a function, a loop or a callback (`reaction_add(…) do |event|`, `if …:`) a declared container no longer
  // names the value: its name is for its constants, not for every id its code mentions.
  let inCode = false;
  for (let lines = 0; lines < MAX_PARENT_LINES && lineStart > lo; lines++) {
    const previousStart = lineStartAt(text, lineStart - 1, lo);
    if (previousStart === lo && lo > 0) return weak;
    lineStart = previousStart;
    const lineIndent = indentOf(text, previousStart, true);
    const first = text.charCodeAt(previousStart);
    if (lineIndent >= indent && !(sections && first === 91)) continue;
    const trimmed = text.slice(previousStart, lineEndAt(text, previousStart, at)).trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('//')) continue;
    if (sections && SECTION.test(trimmed)) {
      const words = splitNameWords(trimmed.slice(1, -1));
      const verdict = nameVerdict([words], true);
      const sectionStart = previousStart + text.slice(previousStart).search(/\S/);
      return verdict.type === 'kind' && (!headOnly || isKindHead(words))
        ? { kind: verdict.kind, start: sectionStart, end: sectionStart + trimmed.length, key: words.join('_') }
        : (kindFromCommentRightAbove(text, previousStart, lo) ?? weak);
    }
    if (lineIndent >= indent) continue;
    // `{` alone (PHP and C# put a class's brace under its name): the header is the line above, at the same indent.
    indent = trimmed === '{' ? lineIndent + 1 : lineIndent;
    const name = parentName(trimmed, inCode);
    if (name === undefined) {
      inCode ||= trimmed !== '{' && CODE_BLOCK_OPENER.test(trimmed);
      continue;
    }
    const words = splitNameWords(name);
    const verdict = headOnly && !isKindHead(words) ? ({ type: 'unrecognized' } as const) : nameVerdict([words], true);
    const nameAt = previousStart + text.slice(previousStart, previousStart + MAX_HEADER).indexOf(name);
    const parent = { ...nameSpanAt(text, nameAt < previousStart ? previousStart : nameAt), key: words.join('_') };
    // A person-like parent (mods:, admins:) holds what an outer parent names (roles:), if one does.
    if (verdict.type === 'kind' && verdict.weak !== true) return { kind: verdict.kind, ...parent };
    // A parent whose name says nothing, or only a person-like word, may be named by the comment right above it.
    const commented = kindFromCommentRightAbove(text, previousStart, lo);
    if (commented !== undefined) return commented;
    if (verdict.type === 'kind') weak ??= { kind: verdict.kind, ...parent, weak: true };
    if (indent === 0) return weak;
  }
  return weak;
}

/**
 * `class Channels:` / `class Roles(Enum):` / `channels:` / `"channels":` → the name; a declaration that opens a
 * body by indentation or on the next lines (Ruby `module Roles … end`, PHP `class Roles` over its `{`, Kotlin
 * `object Roles`, C# `static class Roles`, Rust `mod roles`, TS `namespace Roles`) → its name; anything else → undefined.
 */
function parentName(trimmed: string, inCode: boolean): string | undefined {
  const python = /^class\s+([A-Za-z_]\w*)\s*(?:\([^)]*\))?\s*:$/.exec(trimmed);
  if (python !== null) return python[1];
  const declared = inCode ? null : DECLARATION_HEADER.exec(trimmed);
  if (declared !== null) return declared[1];
  const yaml = /^-?\s*["']?([A-Za-z_][\w .-]*?)["']?\s*:\s*(?:#.*)?$/.exec(trimmed);
  return yaml === null ? undefined : yaml[1];
}

/** Modifiers, then a keyword that declares a named container of constants, then its name (and whatever follows: `< Base`, `extends X`, `: ulong`, `{`). */
const DECLARATION_HEADER =
  /^(?:(?:public|private|protected|internal|static|final|abstract|sealed|export|default|declare|partial|readonly|data|companion|open|enum|inner|value|annotation|pub(?:\([a-z]+\))?)\s+)*(?:class|module|object|enum|interface|struct|namespace|mod|impl|trait|record)\s+([A-Za-z_]\w*)\b(?:\s*(?:[:<({=]|extends\b|implements\b|do\b|where\b|for\b).*)?$/;

/** A line that opens a block of code: it ends in `{`, `do`, `do |x|`, `:` or `=>`, or starts with a control or function keyword. */
const CODE_BLOCK_OPENER =
  /(?:[{:]|\bdo(?:\s*\|[^|]*\|)?|=>)\s*$|^(?:if|elsif|else|unless|while|until|for|foreach|def|fn|func|function|case|when|switch|begin|try|with)\b/;

/** The line starting at `lineStart`, which holds `at`, holds only `{`. */
function isLoneBrace(text: string, lineStart: number, at: number): boolean {
  return (
    text.charCodeAt(at) === 123 &&
    text.slice(lineStart, lineEndAt(text, at, Math.min(text.length, at + 64))).trim() === '{'
  );
}

/** A TOML/INI section header: [channels], [discord.roles], ["quoted"]. */
const SECTION = /^\[[\w.\- "']+\]$/;

/** Leading spaces and tabs; with `yamlDash`, a list item's "- " counts as indentation (YAML lists under their key). */
function indentOf(text: string, lineStart: number, yamlDash = false): number {
  let i = lineStart;
  while (
    text.charCodeAt(i) === 32 ||
    text.charCodeAt(i) === 9 ||
    (yamlDash && text.charCodeAt(i) === 45 && text.charCodeAt(i + 1) === 32)
  )
    i++;
  return i - lineStart;
}
