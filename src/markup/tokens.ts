// Splits profile text (aboutMe, emojiFightEmoji) into plain text, timestamps and custom emoji.
// A hand-written scanner rather than a regex: every attempt at a '<' reads a bounded number of
// characters, so the whole pass is linear however hostile the input.

export type TimestampStyle = 't' | 'T' | 'd' | 'D' | 'f' | 'F' | 's' | 'S' | 'R';

export type MarkupToken =
  | { kind: 'text'; text: string }
  | { kind: 'timestamp'; seconds: number; style: TimestampStyle; raw: string }
  | { kind: 'emoji'; name: string; id: string; animated: boolean; raw: string };

export const TIMESTAMP_STYLES: readonly TimestampStyle[] = ['t', 'T', 'd', 'D', 'f', 'F', 's', 'S', 'R'];

export const DEFAULT_TIMESTAMP_STYLE: TimestampStyle = 'f';

// Discord's reference pattern allows up to 13 digits, which can exceed what a Date can hold;
// such values are not timestamps and stay literal text.
const MAX_TIMESTAMP_DIGITS = 13;
const MAX_DATE_SECONDS = 8_640_000_000_000;

const EMOJI_NAME_MIN = 2;
const EMOJI_NAME_MAX = 32;
const EMOJI_ID_MIN_DIGITS = 17;
const EMOJI_ID_MAX_DIGITS = 20;

const CHAR_GT = 0x3e;
const CHAR_COLON = 0x3a;
const CHAR_MINUS = 0x2d;
const CHAR_LOWER_T = 0x74;
const CHAR_LOWER_A = 0x61;

export function isTimestampStyle(value: string): value is TimestampStyle {
  return (TIMESTAMP_STYLES as readonly string[]).includes(value);
}

export function isValidTimestampSeconds(seconds: number): boolean {
  return Number.isFinite(seconds) && Math.abs(seconds) <= MAX_DATE_SECONDS;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

// Discord's \w: ASCII letters, digits and underscore only.
function isWordChar(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || isDigit(code) || code === 0x5f;
}

/** Index just past a run of at most `max` + 1 chars accepted by `accept`, starting at `from`. */
function scanRun(text: string, from: number, max: number, accept: (code: number) => boolean): number {
  let end = from;
  const limit = Math.min(text.length, from + max + 1);
  while (end < limit && accept(text.charCodeAt(end))) end++;
  return end;
}

interface Match {
  token: MarkupToken;
  end: number;
}

/** `<t:SECONDS>` or `<t:SECONDS:STYLE>` starting at `at` (which holds '<'). */
function matchTimestamp(text: string, at: number): Match | undefined {
  if (text.charCodeAt(at + 1) !== CHAR_LOWER_T || text.charCodeAt(at + 2) !== CHAR_COLON) return undefined;
  let pos = at + 3;
  const numberStart = pos;
  if (text.charCodeAt(pos) === CHAR_MINUS) pos++;
  const digitsEnd = scanRun(text, pos, MAX_TIMESTAMP_DIGITS, isDigit);
  const digitCount = digitsEnd - pos;
  if (digitCount === 0 || digitCount > MAX_TIMESTAMP_DIGITS) return undefined;
  // Adding 0 turns "-0" into 0, so no caller ever sees a negative zero.
  const seconds = Number(text.slice(numberStart, digitsEnd)) + 0;
  if (!isValidTimestampSeconds(seconds)) return undefined;
  pos = digitsEnd;
  let style: TimestampStyle = DEFAULT_TIMESTAMP_STYLE;
  if (text.charCodeAt(pos) === CHAR_COLON) {
    const letter = text.charAt(pos + 1);
    if (!isTimestampStyle(letter)) return undefined;
    style = letter;
    pos += 2;
  }
  if (text.charCodeAt(pos) !== CHAR_GT) return undefined;
  const end = pos + 1;
  return { token: { kind: 'timestamp', seconds, style, raw: text.slice(at, end) }, end };
}

/** `<:NAME:ID>` or `<a:NAME:ID>` starting at `at` (which holds '<'). */
function matchEmoji(text: string, at: number): Match | undefined {
  let pos = at + 1;
  const animated = text.charCodeAt(pos) === CHAR_LOWER_A;
  if (animated) pos++;
  if (text.charCodeAt(pos) !== CHAR_COLON) return undefined;
  const nameStart = pos + 1;
  const nameEnd = scanRun(text, nameStart, EMOJI_NAME_MAX, isWordChar);
  const nameLength = nameEnd - nameStart;
  if (nameLength < EMOJI_NAME_MIN || nameLength > EMOJI_NAME_MAX) return undefined;
  if (text.charCodeAt(nameEnd) !== CHAR_COLON) return undefined;
  const idStart = nameEnd + 1;
  const idEnd = scanRun(text, idStart, EMOJI_ID_MAX_DIGITS, isDigit);
  const idLength = idEnd - idStart;
  if (idLength < EMOJI_ID_MIN_DIGITS || idLength > EMOJI_ID_MAX_DIGITS) return undefined;
  if (text.charCodeAt(idEnd) !== CHAR_GT) return undefined;
  const end = idEnd + 1;
  return {
    token: {
      kind: 'emoji',
      name: text.slice(nameStart, nameEnd),
      id: text.slice(idStart, idEnd),
      animated,
      raw: text.slice(at, end),
    },
    end,
  };
}

/**
 * Tokens in source order. Adjacent plain text is one token; anything that is not valid markup
 * (unknown style, wrong id length, out-of-range time, unterminated) is kept as text, newlines included.
 */
export function tokenizeMarkup(text: string): MarkupToken[] {
  const tokens: MarkupToken[] = [];
  let textStart = 0;
  let at = text.indexOf('<');
  while (at !== -1) {
    const match = matchTimestamp(text, at) ?? matchEmoji(text, at);
    if (match === undefined) {
      // A failed attempt resumes one char later, so a '<' nested inside broken markup still gets its chance.
      at = text.indexOf('<', at + 1);
      continue;
    }
    if (at > textStart) tokens.push({ kind: 'text', text: text.slice(textStart, at) });
    tokens.push(match.token);
    textStart = match.end;
    at = text.indexOf('<', textStart);
  }
  if (textStart < text.length) tokens.push({ kind: 'text', text: text.slice(textStart) });
  return tokens;
}
