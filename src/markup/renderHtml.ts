// Profile markup as an HTML fragment for the profile panel's webview. Every piece of profile text is
// escaped; the only markup in the output is what this file writes itself.
import type { EmojiRef } from '../model/viewTypes';
import { emojiCdnSizeForDisplay, emojiDisplaySize, emojiImageUrl } from './emoji';
import { formatTimestamp, type TimeFormatOptions } from './timestamps';
import type { TimestampStyle } from './tokens';
import { tokenizeMarkup, type MarkupToken } from './tokens';

export interface RenderOptions extends TimeFormatOptions {
  /** Emoji width and height in CSS pixels. */
  emojiSize?: number;
}

/** Discord draws inline emoji at 22 px next to 16 px text. */
export const DEFAULT_HTML_EMOJI_SIZE = 22;

const HTML_SPECIAL = /[&<>"']/;

/** Safe in element content and in quoted attribute values (single or double quotes). */
export function escapeHtml(text: string): string {
  // Most pieces of a profile are short and have nothing to escape: one test instead of five replaces.
  // When there is something, five global replaces with literal patterns beat one replace with a
  // callback, because V8 turns each into a plain string search.
  if (!HTML_SPECIAL.test(text)) return text;
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function renderText(text: string): string {
  const escaped = escapeHtml(text);
  if (!escaped.includes('\n') && !escaped.includes('\r')) return escaped;
  return escaped.replace(/\r\n?|\n/g, '<br>');
}

/**
 * A timestamp as `<time>`, the one shape every date on the panel takes: the full form as a tooltip, and
 * `data-ts`/`data-style` so the page script keeps each `R` current as time passes.
 */
export function timeElementHtml(seconds: number, style: TimestampStyle, options: TimeFormatOptions): string {
  const { text, full, iso } = formatTimestamp(seconds, style, options);
  return (
    `<time class="ts" datetime="${escapeHtml(iso)}" title="${escapeHtml(full)}" ` +
    `data-ts="${seconds}" data-style="${style}">${escapeHtml(text)}</time>`
  );
}

/** What an emoji image needs: the custom emoji's name and id, and whether it moves. */

/**
 * A custom emoji as `<img>` at `size` CSS pixels (the CDN is asked for twice as many), with `:name:` as its
 * text where the image cannot load. `extraClass` is the caller's own class name, never profile text.
 */
export function emojiImageHtml(
  emoji: EmojiRef,
  size: number,
  extraClass = '',
  loading: 'lazy' | 'eager' = 'lazy',
): string {
  const src = escapeHtml(emojiImageUrl(emoji.id, emoji.animated, emojiCdnSizeForDisplay(size)));
  const label = escapeHtml(`:${emoji.name}:`);
  const classes = ['emoji', extraClass, emoji.animated ? 'animated' : ''].filter((c) => c !== '').join(' ');
  return (
    `<img class="${classes}" src="${src}" alt="${label}" title="${label}" ` +
    `width="${size}" height="${size}"${loading === 'lazy' ? ' loading="lazy"' : ''} decoding="async">`
  );
}

function renderToken(token: MarkupToken, options: RenderOptions, emojiSize: number): string {
  switch (token.kind) {
    case 'text':
      return renderText(token.text);
    case 'timestamp':
      return timeElementHtml(token.seconds, token.style, options);
    case 'emoji':
      return emojiImageHtml(token, emojiSize);
  }
}

/** `text` (aboutMe, emojiFightEmoji) as an HTML fragment: escaped text with `<br>` for newlines, `<time>` and `<img>`. */
export function renderMarkupHtml(text: string, options: RenderOptions): string {
  const emojiSize = emojiDisplaySize(options.emojiSize, DEFAULT_HTML_EMOJI_SIZE);
  let html = '';
  for (const token of tokenizeMarkup(text)) html += renderToken(token, options, emojiSize);
  return html;
}
