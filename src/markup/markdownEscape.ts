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
  return (
    (code >= 0x21 && code <= 0x2f) ||
    (code >= 0x3a && code <= 0x40) ||
    (code >= 0x5b && code <= 0x60) ||
    (code >= 0x7b && code <= 0x7e)
  );
}

const CHAR_DOLLAR = 0x24;

/**
 * A theme icon as VS Code reads one (`ThemeIcon.iconNameExpression` and `iconModifierExpression` in its
 * themables.ts, unchanged since icons came to Markdown): `$(zap)`, `$(sync~spin)`.
 */
const THEME_ICON = /\$\([A-Za-z0-9-]+(?:~[A-Za-z]+)?\)/y;

/**
 * What `$` becomes where a theme icon starts. With supportThemeIcons, VS Code finds icons in marked's HTML
 * *output*, where escapes are gone (`\$` is a bare `$` again) and, in newer marked, entities such as `&#36;`
 * may be decoded too; only a backslash left standing before the `$` there marks an icon as text. So an
 * escaped backslash goes first: marked outputs `\$(zap)`, and the icon pass shows it as the text `$(zap)`,
 * dropping the backslash. It is VS Code's own rule: MarkdownString.appendText (escapeIcons, then
 * escapeMarkdownSyntaxTokens) writes `$(zap)` as `\\$\(zap\)`; here the `$` is escaped as well, which marked
 * reads the same way.
 */
const ESCAPED_ICON_START = '\\\\\\$';

const NBSP = '&nbsp;';

/** What stands on an empty line: a blank line would end the paragraph instead of showing a gap. */
export const MARKDOWN_EMPTY_LINE = NBSP;

/** Markdown's hard line break: unlike `\` before a newline, it leaves no trace when it ends a paragraph. */
export const MARKDOWN_HARD_BREAK = '  \n';

export const LINE_BREAK = /\r\n|\r|\n/;

function startsThemeIcon(text: string, index: number): boolean {
  THEME_ICON.lastIndex = index;
  return THEME_ICON.test(text);
}

/** `text` from `from` on, punctuation escaped; a loop rather than a regex callback per character. */
function escapePunctuation(text: string, from: number): string {
  let escaped = '';
  let copiedUpTo = from;
  for (let index = from; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (!isAsciiPunctuation(code)) continue;
    escaped +=
      text.slice(copiedUpTo, index) +
      (code === CHAR_DOLLAR && startsThemeIcon(text, index) ? ESCAPED_ICON_START : `\\${text.charAt(index)}`);
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
