// Profile markup as Markdown for a hover (vscode.MarkdownString, supportHtml off). Profile text is
// escaped by markdownEscape.ts; the only Markdown constructs in the output are the emoji images and
// line breaks written here.
import type { EmojiRef } from '../model/viewTypes';
import { emojiCdnSizeForDisplay, emojiDisplaySize, emojiImageUrl } from './emoji';
import {
  escapeMarkdownImageAlt,
  escapeMarkdownLine,
  LINE_BREAK,
  MARKDOWN_EMPTY_LINE,
  MARKDOWN_HARD_BREAK,
} from './markdownEscape';
import type { RenderOptions } from './renderHtml';
import { formatTimestampText } from './timestamps';
import { tokenizeMarkup } from './tokens';

export { escapeMarkdown } from './markdownEscape';

export interface MarkdownRenderOptions extends RenderOptions {
  /** Lines to show at most; the rest is cut and "…" marks the cut. */
  maxLines?: number;
  /** Characters to show at most (UTF-16 units; a timestamp counts its shown text, an emoji counts 1). */
  maxChars?: number;
}

/** The height of a hover's text line, so emoji sit in the text like Discord's inline emoji. */
export const DEFAULT_MARKDOWN_EMOJI_SIZE = 16;

const ELLIPSIS = '…';

function limit(value: number | undefined, minimum: number): number {
  if (value === undefined || Number.isNaN(value)) return Infinity;
  return Math.max(minimum, Math.floor(value));
}

/** The longest prefix of `text` within `length` units that does not split a surrogate pair. */
function prefixOf(text: string, length: number): string {
  let end = Math.min(length, text.length);
  const last = text.charCodeAt(end - 1);
  if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end);
}

/**
 * Drops blank lines at either end (a hover has no room for them) but keeps the indentation of the
 * first line that has something on it. Not a regex: an unanchored pattern for trailing blank lines
 * would backtrack quadratically on a long run of newlines.
 */
function trimBlankLines(text: string): string {
  const end = text.trimEnd().length;
  const firstVisible = text.length - text.trimStart().length;
  let start = firstVisible;
  while (start > 0 && text[start - 1] !== '\n' && text[start - 1] !== '\r') start--;
  return text.slice(start, Math.max(start, end));
}

/** Accumulates the output, knowing where lines start and how much of the budget is left. */
class HoverMarkdownWriter {
  private markdown = '';
  private atLineStart = true;
  private lineIsEmpty = true;
  private linesLeft: number;
  private charsLeft: number;
  private cut = false;

  constructor(maxLines: number, maxChars: number) {
    this.linesLeft = maxLines - 1;
    this.charsLeft = maxChars;
  }

  /** Returns false once the budget is spent; nothing more may be written then. */
  text(text: string): boolean {
    const lines = text.split(LINE_BREAK);
    for (let index = 0; index < lines.length; index++) {
      if (index > 0 && !this.lineBreak()) return false;
      if (!this.inlineText(lines[index] ?? '')) return false;
    }
    return true;
  }

  /** A timestamp's text: shown whole or not at all. */
  wholeText(text: string): boolean {
    return this.place(text.length, escapeMarkdownLine(text, this.atLineStart));
  }

  /** An image, which counts as one character. */
  image(markdown: string): boolean {
    return this.place(1, markdown);
  }

  finish(): string {
    return this.cut ? this.markdown + ELLIPSIS : this.markdown;
  }

  private lineBreak(): boolean {
    if (this.linesLeft <= 0) return this.stop();
    this.linesLeft--;
    if (this.lineIsEmpty) this.markdown += MARKDOWN_EMPTY_LINE;
    this.markdown += MARKDOWN_HARD_BREAK;
    this.atLineStart = true;
    this.lineIsEmpty = true;
    return true;
  }

  private inlineText(line: string): boolean {
    if (line === '') return true;
    const shown = line.length > this.charsLeft ? prefixOf(line, this.charsLeft) : line;
    this.charsLeft -= shown.length;
    if (shown !== '') {
      this.markdown += escapeMarkdownLine(shown, this.atLineStart);
      this.atLineStart = false;
      this.lineIsEmpty = false;
    }
    return shown === line || this.stop();
  }

  private place(cost: number, markdown: string): boolean {
    if (cost > this.charsLeft) return this.stop();
    this.charsLeft -= cost;
    this.markdown += markdown;
    this.atLineStart = false;
    this.lineIsEmpty = false;
    return true;
  }

  private stop(): false {
    this.cut = true;
    return false;
  }
}

/** A custom emoji as a Markdown image the size of the text, with `:name:` as its text where it cannot load. */
export function emojiImageMarkdown(emoji: EmojiRef, size: number): string {
  // The id is digits only (the tokenizer and emojiImageUrl both insist), so the URL needs no escaping.
  // `|width=N,height=N` after the URL is VS Code's own image-size syntax (parseHrefAndDimensions).
  const url = emojiImageUrl(emoji.id, emoji.animated, emojiCdnSizeForDisplay(size));
  const label = `:${emoji.name}:`;
  return `![${escapeMarkdownImageAlt(label)}](${url}|width=${size},height=${size} "${escapeMarkdownLine(label, false)}")`;
}

/**
 * `text` (aboutMe, emojiFightEmoji) as hover Markdown: literal text with hard line breaks, timestamps as
 * text in the reader's locale and zone, custom emoji as images the size of the text. Blank lines at
 * either end and trailing whitespace are dropped.
 */
export function renderMarkupMarkdown(text: string, options: MarkdownRenderOptions): string {
  const emojiSize = emojiDisplaySize(options.emojiSize, DEFAULT_MARKDOWN_EMOJI_SIZE);
  const writer = new HoverMarkdownWriter(limit(options.maxLines, 1), limit(options.maxChars, 0));
  for (const token of tokenizeMarkup(trimBlankLines(text))) {
    let more: boolean;
    switch (token.kind) {
      case 'text':
        more = writer.text(token.text);
        break;
      case 'timestamp':
        more = writer.wholeText(formatTimestampText(token.seconds, token.style, options));
        break;
      case 'emoji':
        more = writer.image(emojiImageMarkdown(token, emojiSize));
        break;
    }
    if (!more) break;
  }
  return writer.finish();
}
