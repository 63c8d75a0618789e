import { isIdInRange } from '../ids/snowflake';
import { tokenizeMarkup, type EmojiRef } from '../markup';

/**
 * What the service's `emojiFightEmoji` holds: custom emoji markup (`<:name:id>`, `<a:name:id>`), a Unicode
 * emoji, or (the field is free text on the wire) anything else, which is shown as text and never
 * interpreted. Each renderer draws a custom emoji with the markup engine's own image piece.
 */
export type EmojiFightView =
  | { kind: 'none' }
  | { kind: 'custom'; emoji: EmojiRef }
  | { kind: 'unicode'; text: string }
  | { kind: 'text'; text: string };

// Pictographs, flags (regional indicator pairs), keycaps, skin tones and joiners; at least one pictograph,
// flag letter or keycap so that "12" or "#" alone stays text.
const UNICODE_EMOJI = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Component}|\u200d|\ufe0f|\u20e3)+$/u;
const EMOJI_ANCHOR = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;
const MAX_UNICODE_EMOJI_LENGTH = 32;

export function classifyEmojiFight(value: string | null): EmojiFightView {
  if (value === null) return { kind: 'none' };
  const trimmed = value.trim();
  if (trimmed === '') return { kind: 'none' };
  const tokens = tokenizeMarkup(trimmed);
  const only = tokens.length === 1 ? tokens[0] : undefined;
  if (only?.kind === 'emoji') return { kind: 'custom', emoji: { name: only.name, id: only.id, animated: only.animated } };
  if (trimmed.length <= MAX_UNICODE_EMOJI_LENGTH && UNICODE_EMOJI.test(trimmed) && EMOJI_ANCHOR.test(trimmed)) {
    return { kind: 'unicode', text: trimmed };
  }
  return { kind: 'text', text: value };
}

/**
 * Discord's default-avatar palette index for a user (the creation time modulo 6). It only picks one of six
 * tints for the placeholder circle; BigInt because the id is 64-bit.
 */
export function avatarTone(id: string): number {
  return isIdInRange(id) ? Number((BigInt(id) >> 22n) % 6n) : 0;
}
