import type { EmojiFightClass } from '../model/viewTypes';
import { isIdInRange } from '../ids/snowflake';
import { tokenizeMarkup } from '../markup';

// Pictographs, flags (regional indicator pairs), keycaps, skin tones and joiners; at least one pictograph,
// flag letter or keycap so that "12" or "#" alone stays text. One character class tested per code point, never
// an alternation under `+`: \u200d, \ufe0f, \u20e3 and the regional indicators belong to two of the classes at
// once, and `(?:A|B|C)+$` then backtracked through 2^n ways to fail (35 s for 31 joiners and an "x").
const PICTOGRAPH_OR_FLAG = /^[\p{Extended_Pictographic}\p{Regional_Indicator}]$/u;
const EMOJI_COMPONENT = /^\p{Emoji_Component}$/u;
const ZWJ = '\u200d';
const VARIATION_SELECTOR = '\ufe0f';
const KEYCAP = '\u20e3';
const MAX_UNICODE_EMOJI_LENGTH = 32;

export function classifyEmojiFight(value: string | null): EmojiFightClass {
  if (value === null) return { kind: 'none' };
  const trimmed = value.trim();
  if (trimmed === '') return { kind: 'none' };
  const tokens = tokenizeMarkup(trimmed);
  const only = tokens.length === 1 ? tokens[0] : undefined;
  if (only?.kind === 'emoji')
    return { kind: 'custom', emoji: { name: only.name, id: only.id, animated: only.animated } };
  if (trimmed.length <= MAX_UNICODE_EMOJI_LENGTH && isUnicodeEmoji(trimmed)) {
    return { kind: 'unicode', text: trimmed };
  }
  return { kind: 'text', text: value };
}

/**
 * Tag characters (U+E0000–U+E0FFF) are emoji components (a subdivision flag's letters) and invisible: text written
 * in them reads as nothing to a person and as words to a model. An emoji with them is text, bounded as text, where
 * they become visible marks (boundedText.ts).
 */
const TAG_CHARACTER = /[\u{e0000}-\u{e0fff}]/u;

/** Every code point an emoji part and at least one an anchor: one pass, one class test per code point. */
export function isUnicodeEmoji(text: string): boolean {
  if (TAG_CHARACTER.test(text)) return false;
  let anchored = false;
  for (const codePoint of text) {
    const anchor = codePoint === KEYCAP || PICTOGRAPH_OR_FLAG.test(codePoint);
    if (!anchor && codePoint !== ZWJ && codePoint !== VARIATION_SELECTOR && !EMOJI_COMPONENT.test(codePoint))
      return false;
    if (anchor) anchored = true;
  }
  return anchored;
}

/**
 * Discord's default-avatar palette index for a user (the creation time modulo 6). It only picks one of six
 * tints for the placeholder circle; BigInt because the id is 64-bit.
 */
export function avatarTone(id: string): number {
  return isIdInRange(id) ? Number((BigInt(id) >> 22n) % 6n) : 0;
}
