// Escaping profile text for VS Code's Markdown (hovers render it with `marked`, GFM on, then sanitize).
// Nothing a profile says may become a link, an image, a command, HTML, a heading, a list, a code block
// or a theme icon: what is written is what is shown.

/**
 * Every ASCII punctuation character. CommonMark, and marked, accept a backslash before any of them, so
 * escaping all of them is the one rule that cannot miss a construct. It also breaks every autolink GFM
 * would find in plain text: `https\:\/\/`, `www\.` and `user\@host` match none of marked's url/email
 * rules, so bare URLs, `command:` URIs and addresses stay text.
 */
function isAsciiPunctuation(code: number): boolean {
  return (code >= 0x21 && code <= 0x2f) || (code >= 0x3a && code <= 0x40) || (code >= 0x5b && code <= 0x60) || (code >= 0x7b && code <= 0x7e);
}

const CHAR_DOLLAR = 0x24;

// `$` is escaped as an entity, not a backslash: with supportThemeIcons VS Code turns `$(name)` into an
// icon in marked's *output*, where `\$` has become a bare `$` again; `&#36;` stays `&#36;` until the
// browser parses it, after the icon pass.
const DOLLAR_ENTITY = '&#36;';

const NBSP = '&nbsp;';

/** What stands on an empty line: a blank line would end the paragraph instead of showing a gap. */
export const MARKDOWN_EMPTY_LINE = NBSP;

/** Markdown's hard line break: unlike `\` before a newline, it leaves no trace when it ends a paragraph. */
export const MARKDOWN_HARD_BREAK = '  \n';

export const LINE_BREAK = /\r\n|\r|\n/;

/** `text` from `from` on, punctuation escaped; a loop rather than a regex callback per character. */
function escapePunctuation(text: string, from: number): string {
  let escaped = '';
  let copiedUpTo = from;
  for (let index = from; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (!isAsciiPunctuation(code)) continue;
    escaped += text.slice(copiedUpTo, index) + (code === CHAR_DOLLAR ? DOLLAR_ENTITY : `\\${text.charAt(index)}`);
    copiedUpTo = index + 1;
  }
  return escaped + text.slice(copiedUpTo);
}

/**
 * One line of text (no line breaks in it). At the start of a line, leading spaces and tabs become
 * non-breaking spaces: four of them would otherwise start an indented code block, and fewer would vanish.
 */
export function escapeMarkdownLine(line: string, atLineStart: boolean): string {
  let indent = 0;
  if (atLineStart) {
    while (indent < line.length && (line[indent] === ' ' || line[indent] === '\t')) indent++;
  }
  return NBSP.repeat(indent) + escapePunctuation(line, indent);
}

/** Text shown literally in Markdown, newlines kept as hard line breaks. */
export function escapeMarkdown(text: string): string {
  const lines = text.split(LINE_BREAK);
  const last = lines.length - 1;
  return lines
    .map((line, index) => {
      const escaped = escapeMarkdownLine(line, true);
      return escaped === '' && index < last ? MARKDOWN_EMPTY_LINE : escaped;
    })
    .join(MARKDOWN_HARD_BREAK);
}

/**
 * Image alt text. Brackets and backslashes are what could end the label early, so they are escaped;
 * everything else inside a label is inert (VS Code's image renderer takes marked's raw label text and
 * quotes it itself). Emoji names are \w only, so in practice nothing changes.
 */
export function escapeMarkdownImageAlt(alt: string): string {
  return alt.replace(/[[\]\\]/g, (char) => `\\${char}`);
}
