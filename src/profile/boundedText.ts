// Text written by strangers (a profile's fields, the service's ban text), made safe to show once, here, for every
// surface: bounded in characters and in lines, every line break one '\n', control characters visible. Only
// boundText makes a BoundedText (the brand below exists in types only), so a renderer that takes one cannot be
// handed a raw field. At run time it is plain data ({ text, cut, sentChars }): JSON keeps it as it is.

declare const boundedBrand: unique symbol;

export interface BoundedText {
  /** At most the bound's characters and lines; '\n' the only line break; no control or bidi character left raw. */
  readonly text: string;
  /** Whether characters or lines were left out. */
  readonly cut: boolean;
  /** The UTF-16 length of the text as sent, for a note on what was cut. */
  readonly sentChars: number;
  readonly [boundedBrand]: true;
}

export interface TextBound {
  maxChars: number;
  /** 1: a single line, each line break read as a space. */
  maxLines: number;
}

/** What a line break reads as: CR, LF, CRLF (one), VT, FF, NEL, LINE and PARAGRAPH SEPARATOR. */
export function isLineBreak(code: number): boolean {
  return code === 0x0a || code === 0x0d || code === 0x0b || code === 0x0c || code === 0x85 || code === 0x2028 || code === 0x2029;
}

const REPLACEMENT = '\ufffd';

/**
 * What a character is shown as when it is not itself: a C0 control as its Control Picture (U+2400 + code: NUL ␀,
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
    const isPairStart = code >= 0xd800 && code <= 0xdbff && index + 1 < raw.length;
    const width = isPairStart && visibleForm(raw, index, code) === undefined ? 2 : 1;
    if (shown + width > maxChars) {
      flush(index);
      run = index;
      cut = true;
      break;
    }
    const visible = visibleForm(raw, index, code);
    if (visible !== undefined) {
      flush(index);
      out += visible;
      run = index + 1;
    }
    shown += width;
    index += width - 1;
  }
  if (!cut) flush(raw.length);
  else if (run < index) flush(index);
  return { text: out, cut: cut && index < raw.length, sentChars: raw.length } as BoundedText;
}

/** The text with "…" where it was cut: for a surface that shows the view as it is. */
export function shownText(value: BoundedText): string {
  return value.cut ? `${value.text}…` : value.text;
}

/** True when nothing but blanks was sent. */
export function isBlank(value: BoundedText): boolean {
  return value.text.trim() === '' && !value.cut;
}
