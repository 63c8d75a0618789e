// Whether a run of digits is a number on its own rather than a piece of something larger (an identifier,
// a hex string, a decimal, a version, a negative number). Only the few characters on either side of the
// run are read, so the answer costs the same on a 10 MB line as on a short one.
import { isAsciiDigitCode } from './snowflake';

/** "38;2;255;255;255" (a 24-bit colour) is the longest parameter list worth recognising. */
const ANSI_PARAMS_MAX = 16;

/**
 * The furthest this module reads outside the run. Before: an ANSI colour sequence, ESC '[' up to
 * ANSI_PARAMS_MAX parameter characters and 'm'. After: the longest literal suffix, the character after it, and
 * the low half of a surrogate pair there.
 */
export const CONTEXT_BEFORE_RUN = ANSI_PARAMS_MAX + 3;

/**
 * The suffixes an integer literal may carry in the languages bot code is written in, longest first: JS BigInt `n`;
 * Java, C# and C `l`/`L`; Kotlin and C# unsigned `u`/`uL` (C# in either order and case); C and C++ `ll`/`ull`/`llu`;
 * Rust's `u64`/`i64`/`u128`/`i128`/`usize`/`isize`, also after a `_` (`1_u64`). A letter after any of them makes an
 * identifier again (`123uLong`, `123nx`).
 */
const LITERAL_SUFFIXES: readonly string[] = [
  ...['usize', 'isize', 'u128', 'i128', 'u64', 'i64'].flatMap((type) => [`_${type}`, type]),
  ...['ull', 'uLL', 'Ull', 'ULL', 'llu', 'LLu', 'llU', 'LLU'],
  ...['ul', 'uL', 'Ul', 'UL', 'lu', 'lU', 'Lu', 'LU', 'll', 'LL'],
  ...['n', 'l', 'L', 'u', 'U'],
].sort((a, b) => b.length - a.length);

const LONGEST_SUFFIX = Math.max(...LITERAL_SUFFIXES.map((suffix) => suffix.length));
export const CONTEXT_AFTER_RUN = LONGEST_SUFFIX + 2;

const CODE = {
  backslash: 92,
  dot: 46,
  minus: 45,
  plus: 43,
  underscore: 95,
  openBracket: 91,
  semicolon: 59,
  escape: 0x1b,
  m: 109,
  e: 101,
  E: 69,
} as const;

/** Letters that, after a backslash, make an escape sequence in a quoted string ("…\n123…"). */
const STRING_ESCAPE_LETTERS = new Set<number>([110, 114, 116]); // n r t

const UNICODE_WORD_CHAR = /^[\p{L}\p{N}\p{M}]$/u;

function isAsciiLetterCode(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isAsciiWordCode(code: number): boolean {
  return isAsciiLetterCode(code) || isAsciiDigitCode(code) || code === CODE.underscore;
}

/** A letter, digit or mark in any script, or '_': what joins characters into one identifier. */
function isWordCodePoint(codePoint: number): boolean {
  if (!(codePoint >= 0x80)) return isAsciiWordCode(codePoint); // NaN (outside the text) lands here too
  return UNICODE_WORD_CHAR.test(String.fromCodePoint(codePoint));
}

/** The code point that ends just before `index` (a surrogate pair counts as one). NaN before the text. */
function codePointBefore(text: string, index: number): number {
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return ((high - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
  }
  return low;
}

/** NaN past the text, so that every test below reads a missing neighbour as "not a word character". */
function codePointAt(text: string, index: number): number {
  return index < text.length ? (text.codePointAt(index) ?? NaN) : NaN;
}

/**
 * True when the digit run text[start, end) (already maximal: no digit just outside it) is not part of a
 * longer token. The rules, and why:
 * - a letter, digit, '_' or non-ASCII letter on either side joins it to an identifier (user_123…, abc123…),
 *   a hex string (0x…, …a1f) or a unit (…ns): refused;
 * - after it, an integer literal's suffix (LITERAL_SUFFIXES: `n`, `L`, `l`, `uL`, `ULL`, `u64`, `_u64`, …) is allowed
 *   when nothing word-like follows it;
 * - before it, an escape sequence in a quoted string (\n, \t, \r) or an ANSI colour code (ESC[…m, as in
 *   raw terminal logs) is a separator, not a letter;
 * - a '.' with a digit beyond it, on either side, makes it a decimal or a version (1.5, 1.2.3): refused;
 * - a '-' before it is a minus sign (refused) unless a word character precedes the '-', which makes it a
 *   hyphen in a slug or compound name (user-123…, 2024-…); 'e-' / 'e+' after a digit is an exponent;
 * - anything else (quotes, JSON and URL punctuation, <@…>, '=', ':', brackets, whitespace) is allowed.
 */
export function isSeparateDigitRun(text: string, start: number, end: number): boolean {
  return leftSideAllows(text, start) && rightSideAllows(text, end);
}

function leftSideAllows(text: string, start: number): boolean {
  if (start === 0) return true;
  const prev = text.charCodeAt(start - 1);
  if (prev === CODE.dot) return !isAsciiDigitCode(text.charCodeAt(start - 2));
  if (prev === CODE.minus) return isHyphenBefore(text, start) && !isExponentSign(text, start - 1);
  if (prev === CODE.plus) return !isExponentSign(text, start - 1);
  if (isAsciiLetterCode(prev)) {
    if (STRING_ESCAPE_LETTERS.has(prev) && text.charCodeAt(start - 2) === CODE.backslash) return true;
    return prev === CODE.m && endsAnsiSequence(text, start - 1);
  }
  return !isWordCodePoint(codePointBefore(text, start));
}

function rightSideAllows(text: string, end: number): boolean {
  if (end >= text.length) return true;
  const next = text.charCodeAt(end);
  if (next === CODE.dot) return !isAsciiDigitCode(text.charCodeAt(end + 1));
  return !isWordCodePoint(codePointAt(text, end)) || literalSuffixLength(text, end) > 0;
}

/**
 * The length of the integer literal's suffix (LITERAL_SUFFIXES) written at `end`, right after a number's digits, with
 * nothing word-like after it: 3 for `…ULL;`, 0 when there is none (`…;`, `…uLong`).
 */
export function literalSuffixLength(text: string, end: number): number {
  return (
    LITERAL_SUFFIXES.find(
      (suffix) => isSuffixAt(text, end, suffix) && !isWordCodePoint(codePointAt(text, end + suffix.length)),
    )?.length ?? 0
  );
}

/** `suffix` is written at `at` (read a character at a time: the detection window counts what is read). */
function isSuffixAt(text: string, at: number, suffix: string): boolean {
  for (let i = 0; i < suffix.length; i++) if (text.charCodeAt(at + i) !== suffix.charCodeAt(i)) return false;
  return true;
}

/** The '-' at start - 1 follows a word character, so it joins words instead of negating a number. */
function isHyphenBefore(text: string, start: number): boolean {
  return start >= 2 && isWordCodePoint(codePointBefore(text, start - 1));
}

/** The sign at `signIndex` follows 'e'/'E' that follows a digit or '.', as in 1.5e-18 or 2E+18. */
function isExponentSign(text: string, signIndex: number): boolean {
  const letter = text.charCodeAt(signIndex - 1);
  if (letter !== CODE.e && letter !== CODE.E) return false;
  const beforeLetter = text.charCodeAt(signIndex - 2);
  return isAsciiDigitCode(beforeLetter) || beforeLetter === CODE.dot;
}

/** The 'm' at `mIndex` closes an ANSI SGR sequence: ESC '[' digits and ';' 'm'. */
function endsAnsiSequence(text: string, mIndex: number): boolean {
  let i = mIndex - 1;
  const lowest = mIndex - 1 - ANSI_PARAMS_MAX;
  while (i >= 0 && i >= lowest) {
    const code = text.charCodeAt(i);
    if (code === CODE.openBracket) return i >= 1 && text.charCodeAt(i - 1) === CODE.escape;
    if (!isAsciiDigitCode(code) && code !== CODE.semicolon) return false;
    i--;
  }
  return false;
}
