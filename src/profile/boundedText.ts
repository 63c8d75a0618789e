// Text written by strangers (a profile's fields, the service's ban text), made safe to show once, here, for every
// surface: bounded in characters and in lines, every line break one '\n', control characters visible. Only
// boundText makes a BoundedText (the brand below exists in types only), so a renderer that takes one cannot be
// handed a raw field. At run time it is plain data ({ text, cut, sentChars }): JSON keeps it as it is. Its shape is
// in model/viewTypes.ts.

import type { BoundedText } from '../model/viewTypes';

export interface TextBound {
  maxChars: number;
  /** 1: a single line, each line break read as a space. */
  maxLines: number;
}

/** What a line break reads as: CR, LF, CRLF (one), VT, FF, NEL, LINE and PARAGRAPH SEPARATOR. */
export function isLineBreak(code: number): boolean {
  return (
    code === 0x0a ||
    code === 0x0d ||
    code === 0x0b ||
    code === 0x0c ||
    code === 0x85 ||
    code === 0x2028 ||
    code === 0x2029
  );
}

const REPLACEMENT = '\ufffd';

/**
 * What a character is shown as when it is not itself (default-ignorable ones aside: invisibleMark): a C0 control as its Control Picture (U+2400 + code: NUL ␀,
 * ESC ␛), DEL as ␡, a C1 control, a bidi embedding, override or isolate (they reorder the text around them), or a
 * lone surrogate as U+FFFD; a tab as a space. Undefined for a character shown as it is.
 */
function visibleForm(text: string, index: number, code: number): string | undefined {
  if (code < 0x20) return code === 0x09 ? ' ' : String.fromCharCode(0x2400 + code);
  if (code < 0x7f) return undefined;
  if (code === 0x7f) return '\u2421';
  if (code <= 0x9f) return REPLACEMENT;
  if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return REPLACEMENT;
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = text.charCodeAt(index + 1);
    return next >= 0xdc00 && next <= 0xdfff ? undefined : REPLACEMENT;
  }
  if (code >= 0xdc00 && code <= 0xdfff) {
    const previous = text.charCodeAt(index - 1);
    return previous >= 0xd800 && previous <= 0xdbff ? undefined : REPLACEMENT;
  }
  return undefined;
}

function isLowSurrogate(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff;
}

const DEFAULT_IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;
const EMOJI_BEFORE_JOINER = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f]$/u;
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
const EMOJI = /^\p{Emoji}$/u;

function codePointBefore(text: string, index: number): string {
  const before = text.charCodeAt(index - 1);
  return before >= 0xdc00 && before <= 0xdfff && index >= 2
    ? text.slice(index - 2, index)
    : text.slice(index - 1, index);
}

function codePointAfter(text: string, index: number): string {
  return String.fromCodePoint(text.codePointAt(index) ?? 0x20);
}

/**
 * Whether a surrogate pair with this high surrogate may be a default-ignorable code point: only U+1BCA0–1BCA3 (high
 * D82F), U+1D173–1D17A (D834) and U+E0000–E0FFF (DB40–DB43) are. Any other pair (every emoji) skips the slice and the
 * property test, which made a line of emoji cost ten times a line of letters. test/unit/profile/invisibleMarks.test.ts
 * checks it against the property over every astral code point.
 */
export function pairMayBeIgnorable(high: number): boolean {
  return high === 0xd82f || high === 0xd834 || (high >= 0xdb40 && high <= 0xdb43);
}

/**
 * A default-ignorable code point (zero-width spaces and joiners, bidi marks, tag characters, variation selectors, the
 * Hangul fillers, word joiners, soft hyphens…) as a visible mark, `⟨U+200B⟩`: a renderer shows nothing of it, so
 * text hidden in it (a tag-character instruction to an agent, an id that reads as another) would pass unseen. The
 * joiner and variation selector inside an emoji sequence stay as they are (the emoji is what is seen). Undefined
 * for any other character.
 */
function invisibleMark(text: string, index: number, isPair: boolean): string | undefined {
  if (isPair && !pairMayBeIgnorable(text.charCodeAt(index))) return undefined;
  const char = isPair ? text.slice(index, index + 2) : text[index]!;
  if (!DEFAULT_IGNORABLE.test(char)) return undefined;
  const code = char.codePointAt(0)!;
  if (code === 0x200d && index > 0 && EMOJI_BEFORE_JOINER.test(codePointBefore(text, index)))
    if (PICTOGRAPH.test(codePointAfter(text, index + 1))) return undefined;
  if ((code === 0xfe0f || code === 0xfe0e) && index > 0 && EMOJI.test(codePointBefore(text, index))) return undefined;
  return `\u27e8U+${code.toString(16).toUpperCase().padStart(4, '0')}\u27e9`;
}

/**
 * `raw` within `bound`. It reads at most about twice the bound of `raw` (a CRLF is two characters shown as one),
 * whatever its length, so a 1 MiB field costs what a short one does. Never splits a surrogate pair.
 */
export function boundText(raw: string, bound: TextBound): BoundedText {
  const maxChars = Math.max(0, Math.floor(bound.maxChars));
  const maxLines = Math.max(1, Math.floor(bound.maxLines));
  const oneLine = maxLines === 1;
  let out = '';
  let run = 0; // start of the stretch of raw copied as it is
  let shown = 0;
  let lines = 1;
  let index = 0;
  let cut = false;
  const flush = (end: number): void => {
    if (end > run) out += raw.slice(run, end);
  };
  for (; index < raw.length; index++) {
    const code = raw.charCodeAt(index);
    // Printable ASCII, most of any text: shown as it is, one unit each.
    if (code >= 0x20 && code < 0x7f) {
      if (shown >= maxChars) {
        flush(index);
        run = index;
        cut = true;
        break;
      }
      shown++;
      continue;
    }
    if (isLineBreak(code)) {
      flush(index);
      if (code === 0x0d && raw.charCodeAt(index + 1) === 0x0a) index++;
      run = index + 1;
      if (!oneLine && lines >= maxLines) {
        cut = true;
        break;
      }
      if (shown >= maxChars) {
        cut = true;
        break;
      }
      out += oneLine ? ' ' : '\n';
      shown++;
      lines++;
      continue;
    }
    const isPair = code >= 0xd800 && code <= 0xdbff && index + 1 < raw.length && isLowSurrogate(raw, index + 1);
    const units = isPair ? 2 : 1;
    const visible = visibleForm(raw, index, code) ?? invisibleMark(raw, index, isPair);
    // A mark counts as what it shows: the bound is on the text made, not on the text sent.
    const width = visible?.length ?? units;
    if (shown + width > maxChars) {
      flush(index);
      run = index;
      cut = true;
      break;
    }
    if (visible !== undefined) {
      flush(index);
      out += visible;
      run = index + units;
    }
    shown += width;
    index += units - 1;
  }
  if (!cut) flush(raw.length);
  else if (run < index) flush(index);
  return { text: detached(out), cut: cut && index < raw.length, sentChars: raw.length } as BoundedText;
}

/**
 * What boundText changes in a text: a control character (but '\n'), DEL, a C1 control, a line break but '\n', a bidi
 * embedding, override or isolate, a lone surrogate. Without the u flag, so that a lone surrogate is a unit of its own.
 */
const CHANGED_BY_BOUNDING =
  // eslint-disable-next-line no-control-regex -- these characters are what it looks for
  /[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A default-ignorable code point boundText makes a visible mark (invisibleMark): any, but an emoji's joiner between
 * pictographs and a variation selector after an emoji, which it keeps (so a remembered About me with ❤️ in it is
 * not made again at each first hover).
 */
const ANY_DEFAULT_IGNORABLE =
  /(?!\u200d|\ufe0e|\ufe0f)\p{Default_Ignorable_Code_Point}|(?<!\p{Extended_Pictographic}|\p{Emoji_Modifier}|\ufe0f)\u200d|\u200d(?!\p{Extended_Pictographic})|(?<!\p{Emoji})(?:\ufe0e|\ufe0f)/u;

/**
 * Whether boundText would give `text` back as it is, uncut: within the bound's characters and lines, '\n' its only
 * line break (none on one line), nothing to show visibly. One native search: a text made by boundText, read back
 * from somewhere it may have been edited (the remembered profiles' file), is checked without being made again.
 */
export function isWithinBound(text: string, bound: TextBound): boolean {
  if (
    text.length > Math.max(0, Math.floor(bound.maxChars)) ||
    CHANGED_BY_BOUNDING.test(text) ||
    ANY_DEFAULT_IGNORABLE.test(text)
  )
    return false;
  const maxLines = Math.max(1, Math.floor(bound.maxLines));
  let breaks = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    if (maxLines === 1 || ++breaks >= maxLines) return false;
  }
  return true;
}

/**
 * A BoundedText kept elsewhere (a file) and read back, within `bound` again: kept as it is when already within it,
 * made again by boundText otherwise. A cut mark and the length as sent stay as they were kept.
 */
export function boundAgain(kept: BoundedText, bound: TextBound): BoundedText {
  // The length as sent, as kept (visible marks make a text longer than it was sent); its own length when unreadable.
  const sentChars = Number.isFinite(kept.sentChars) && kept.sentChars >= 0 ? kept.sentChars : kept.text.length;
  if (isWithinBound(kept.text, bound)) return { text: kept.text, cut: kept.cut, sentChars } as BoundedText;
  const made = boundText(kept.text, bound);
  return { text: made.text, cut: kept.cut || made.cut, sentChars: Math.max(sentChars, made.sentChars) } as BoundedText;
}

/**
 * `text` in memory of its own. A slice of a string shares the whole string in V8: 4,000 characters cut from a 1 MiB
 * About me kept the 1 MiB alive for as long as the view lived (52 MB for 50 views). Joining it to a character and
 * cutting that off copies it (V8 flattens the join before slicing it); the extra character is one unit.
 */
function detached(text: string): string {
  return text.length === 0 ? text : `\u0000${text}`.slice(1);
}

/** The text with "…" where it was cut: for a surface that shows the view as it is. */
export function shownText(value: BoundedText): string {
  return value.cut ? `${value.text}…` : value.text;
}

/** True when nothing but blanks was sent. */
export function isBlank(value: BoundedText): boolean {
  return value.text.trim() === '' && !value.cut;
}
