// The name that speaks for a value when what stands right before it is not that name: a type declared after the name
// (Go's `const LogsChannel string = "1"`), a wrapper that only makes a number an id (`== Snowflake(1)`), and a call's
// first argument that names its second (`define('WELCOME_CHANNEL', '1')`). Each reads a few characters around the value.
import type { Found } from './evidence';
import { nameVerdict } from '../idVocabulary';
import { readNameBefore, type NameBefore } from './nameBefore';
import { splitNameWords } from '../nameWords';

/** A '(' or '[' stands between the name (starting at `nameStart`) and the value. */
export function opensBefore(text: string, valueStart: number, nameStart: number): boolean {
  for (let i = valueStart - 1; i > nameStart; i--) {
    const code = text.charCodeAt(i);
    if (code === 40 || code === 91) return true;
    if (code !== 32 && code !== 9) return false;
  }
  return false;
}

/**
 * Go declares a type after the name (`const LogsChannel string = "1"`, `var guild uint64 = 1`, also inside
 * `const ( … )`): the name before the type names the value. A type word nearest to the value of an assignment, with a
 * name before it, is dropped.
 */
export function withoutDeclaredType(name: NameBefore | undefined): NameBefore | undefined {
  if (name === undefined || !name.assigned || name.quoted || name.tokens.length < 2) return name;
  const nearest = name.tokens[name.tokens.length - 1]!;
  if (nearest.length > 2 || !DECLARED_TYPES.has(nearest[nearest.length - 1]!)) return name;
  return { ...name, tokens: name.tokens.slice(0, -1) };
}

/**
 * `event.guild?.id == Snowflake(1)`, `guild: Long.valueOf(1)`: a wrapper that only makes a number an id says nothing;
 * the name the wrapped value is compared with or assigned to does.
 */
export function throughIdWrapper(
  text: string,
  name: NameBefore | undefined,
  valueStart: number,
  lo: number,
): NameBefore | undefined {
  if (name === undefined || name.assigned || name.quoted || !opensBefore(text, valueStart, name.start)) return name;
  if (!name.tokens[name.tokens.length - 1]!.every((word) => WRAPPER_WORDS.has(word))) return name;
  const outer = readNameBefore(text, name.start, lo);
  return outer?.assigned === true ? outer : name;
}

/** The words of calls that wrap a number as an id: Snowflake(…), Long.valueOf(…), BigInt(…), Snowflake.of(…), ULong.parseULong(…). */
const WRAPPER_WORDS: ReadonlySet<string> = new Set([
  'snowflake',
  'long',
  'ulong',
  'value',
  'of',
  'parse',
  'big',
  'int',
  'bigint',
  'u64',
  'i64',
  'number',
  'discord',
  'object',
  'from',
]);

/** Types an id is declared with: Go's and other languages' integer and string types, and the libraries' Snowflake. */
const DECLARED_TYPES: ReadonlySet<string> = new Set([
  'string',
  'str',
  'int',
  'uint',
  'int64',
  'uint64',
  'u64',
  'i64',
  'long',
  'ulong',
  'number',
  'bigint',
  'snowflake',
]);

/**
 * `define('WELCOME_CHANNEL', '1')`, `os.getenv("LOG_CHANNEL", "1")`, `config.get("staff_role", 1)`: a call's second
 * argument named by its first, a string that is a name. Only that pair: the call opened at `open`, nothing else before.
 */
export function kindOfNamingArgument(text: string, open: number, valueStart: number): Found | undefined {
  let i = skipBlanksBack(text, valueStart, open);
  if (text.charCodeAt(i - 1) !== 44) return undefined; // ','
  i = skipBlanksBack(text, i - 1, open);
  const quote = text.charCodeAt(i - 1);
  if (quote !== 34 && quote !== 39) return undefined;
  const openQuote = text.lastIndexOf(String.fromCharCode(quote), i - 2);
  if (openQuote <= open || i - 2 - openQuote > 64 || skipBlanksBack(text, openQuote, open) !== open + 1)
    return undefined;
  const key = text.slice(openQuote + 1, i - 1);
  if (!/^[A-Za-z_][\w.-]*$/.test(key)) return undefined;
  const verdict = nameVerdict([splitNameWords(key)]);
  return verdict.type === 'kind' && verdict.weak !== true
    ? { kind: verdict.kind, start: openQuote, end: i, key: splitNameWords(key).join('_') }
    : undefined;
}

function skipBlanksBack(text: string, at: number, lowest: number): number {
  let i = at;
  while (i > lowest + 1 && (text.charCodeAt(i - 1) === 32 || text.charCodeAt(i - 1) === 9)) i--;
  return i;
}
