// Checks that a renderer's output holds no markup except what the renderer itself writes, whatever the
// input: the structural half of the hostile-input tests, used beside their exact expected outputs.
import assert from 'node:assert/strict';

const OWN_HTML = new RegExp(
  [
    '<br>',
    '</time>',
    '<time class="ts" datetime="[-+0-9T:.Z]+" title="[^"<>&]*" data-ts="-?\\d{1,13}" data-style="[tTdDfFsSR]">',
    '<img class="emoji(?: animated)?" src="https://cdn\\.discordapp\\.com/emojis/\\d{17,20}\\.webp\\?size=\\d+(?:&amp;animated=true)?" ' +
      'alt=":\\w{2,32}:" title=":\\w{2,32}:" width="\\d+" height="\\d+" loading="lazy" decoding="async">',
  ].join('|'),
  'g',
);

/** Everything outside our own `<br>`, `<time>` and emoji `<img>` is text with no live HTML character. */
export function assertOnlyOwnHtml(html: string): void {
  const rest = html.replace(OWN_HTML, '');
  assert.doesNotMatch(rest, /[<>"']/, `markup leaked into ${JSON.stringify(html)}`);
  assert.doesNotMatch(rest, /&(?!amp;|lt;|gt;|quot;|#39;)/, `unescaped & in ${JSON.stringify(html)}`);
}

const OWN_MARKDOWN = new RegExp(
  [
    '!\\[:\\w{2,32}:\\]\\(https://cdn\\.discordapp\\.com/emojis/\\d{17,20}\\.webp\\?size=\\d+(?:&animated=true)?' +
      '\\|width=\\d+,height=\\d+ "\\\\:(?:\\\\_|[A-Za-z0-9])+\\\\:"\\)',
    '&nbsp;',
    ' {2}\\n',
  ].join('|'),
  'g',
);

const ASCII_PUNCTUATION = /^[!-/:-@[-`{-~]$/;

/**
 * Everything outside our own emoji images, hard breaks and non-breaking spaces is plain characters, each
 * ASCII punctuation character behind a backslash: nothing left that Markdown could read as syntax.
 */
export function assertOnlyOwnMarkdown(markdown: string): void {
  const rest = markdown.replace(OWN_MARKDOWN, '');
  for (let index = 0; index < rest.length; index++) {
    const char = rest.charAt(index);
    const context = `at ${index} of ${JSON.stringify(rest)} (from ${JSON.stringify(markdown)})`;
    assert.notEqual(char, '\n', `a line break that is not a hard break ${context}`);
    if (char === '\\') {
      assert.match(rest.charAt(index + 1), ASCII_PUNCTUATION, `a backslash that escapes nothing ${context}`);
      index++;
      continue;
    }
    assert.doesNotMatch(char, ASCII_PUNCTUATION, `unescaped ${JSON.stringify(char)} ${context}`);
  }
}
