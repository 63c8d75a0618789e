// Profile markup as an HTML fragment for the profile panel's webview. Every piece of profile text is
// escaped; the only markup in the output is what this file writes itself.
import { emojiCdnSizeForDisplay, emojiDisplaySize, emojiImageUrl } from './emoji';
import { formatTimestamp, type TimeFormatOptions } from './timestamps';
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
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function renderText(text: string): string {
  const escaped = escapeHtml(text);
  if (!escaped.includes('\n') && !escaped.includes('\r')) return escaped;
  return escaped.replace(/\r\n?|\n/g, '<br>');
}

function renderToken(token: MarkupToken, options: RenderOptions, emojiSize: number): string {
  switch (token.kind) {
    case 'text':
      return renderText(token.text);
    case 'timestamp': {
      const { text, full, iso } = formatTimestamp(token.seconds, token.style, options);
      // data-ts and data-style let the webview script re-render R timestamps as time passes.
      return (
        `<time class="ts" datetime="${escapeHtml(iso)}" title="${escapeHtml(full)}" ` +
        `data-ts="${token.seconds}" data-style="${token.style}">${escapeHtml(text)}</time>`
      );
    }
    case 'emoji': {
      const src = escapeHtml(emojiImageUrl(token.id, token.animated, emojiCdnSizeForDisplay(emojiSize)));
      const label = escapeHtml(`:${token.name}:`);
      return (
        `<img class="${token.animated ? 'emoji animated' : 'emoji'}" src="${src}" alt="${label}" title="${label}" ` +
        `width="${emojiSize}" height="${emojiSize}" loading="lazy" decoding="async">`
      );
    }
  }
}

/** `text` (aboutMe, emojiFightEmoji) as an HTML fragment: escaped text with `<br>` for newlines, `<time>` and `<img>`. */
export function renderMarkupHtml(text: string, options: RenderOptions): string {
  const emojiSize = emojiDisplaySize(options.emojiSize, DEFAULT_HTML_EMOJI_SIZE);
  let html = '';
  for (const token of tokenizeMarkup(text)) html += renderToken(token, options, emojiSize);
  return html;
}
