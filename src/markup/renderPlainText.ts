// Profile markup as plain text, for readers that show no images and no formatting: a language model's tool result.
// Timestamps become dates in the reader's language and zone, custom emoji their `:name:`; everything else is the
// text as written (the caller decides how to quote it). Same tokenizer as the HTML and Markdown renderers.
import { formatTimestampText, type TimeFormatOptions } from './timestamps';
import { tokenizeMarkup, type TimestampStyle } from './tokens';

export interface PlainTextRenderOptions extends TimeFormatOptions {
  /**
   * Every timestamp in this style instead of its own. A reader that cannot ask "when is now?" is better served by
   * a date ('f') than by "3 years ago" (Discord's `R`) or a bare time of day (`t`).
   */
  timestampStyle?: TimestampStyle;
}

/** `text` (aboutMe, emojiFightEmoji) as plain text: timestamps as dates, custom emoji as `:name:`, newlines kept. */
export function renderMarkupPlainText(text: string, options: PlainTextRenderOptions): string {
  let out = '';
  for (const token of tokenizeMarkup(text)) {
    switch (token.kind) {
      case 'text':
        out += token.text;
        break;
      case 'timestamp':
        out += formatTimestampText(token.seconds, options.timestampStyle ?? token.style, options);
        break;
      case 'emoji':
        out += `:${token.name}:`;
        break;
    }
  }
  return out;
}
