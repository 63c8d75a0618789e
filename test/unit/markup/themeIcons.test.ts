// Profile text cannot draw a theme icon in a hover, whatever the marked release. The hover is a
// MarkdownString with supportThemeIcons, which VS Code renders in three steps (markdownRenderer.ts):
//   1. markdownEscapeEscapedIcons: `\$(name)` in the source becomes `\\$(name)`;
//   2. marked turns the Markdown into HTML: backslash escapes are undone; entities are kept by older
//      releases and decoded by newer ones;
//   3. renderLabelWithIcons on that HTML: `$(name)` becomes an icon, `\$(name)` the text `$(name)`.
// VS Code and marked do not run here (plain Node), so this is a model of those steps, with the regular
// expressions copied from VS Code's iconLabels.ts and themables.ts, run in both entity modes.
import assert from 'node:assert/strict';
import { escapeMarkdown, renderMarkupMarkdown, type MarkdownRenderOptions } from '../../../src/markup';
import { fragmentMixes } from './fragmentMixes';

const ICON_NAME = '[A-Za-z0-9-]+(?:~[A-Za-z]+)?';
const MARKDOWN_ESCAPED_ICON = new RegExp(`\\\\\\$\\(${ICON_NAME}\\)`, 'g');
const LABEL_WITH_ICONS = new RegExp(`(\\\\)?\\$\\((${ICON_NAME})\\)`, 'g');
const ENTITY = /^&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(nbsp|amp|lt|gt|quot));/;
const NAMED: Record<string, string> = { nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"' };
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

type EntityMode = 'kept' | 'decoded';

/** The character an entity at `text[i]` stands for, and its length; undefined when none starts there. */
function entityAt(text: string, i: number): { char: string; length: number } | undefined {
  const m = ENTITY.exec(text.slice(i, i + 12));
  if (m === null) return undefined;
  const char =
    m[1] !== undefined
      ? String.fromCodePoint(Number(m[1]))
      : m[2] !== undefined
        ? String.fromCodePoint(parseInt(m[2], 16))
        : NAMED[m[3]!]!;
  return { char, length: m[0].length };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (char: string): string => HTML_ESCAPES[char] ?? char;

/**
 * Step 2 for inline text (all our escaped text is): marked's HTML. A backslash before ASCII punctuation is
 * dropped (an escaped `&` starts no entity); an entity is kept as written or decoded, per `mode`; every
 * other character is written HTML-escaped.
 */
function markedInline(markdown: string, mode: EntityMode): string {
  let out = '';
  for (let i = 0; i < markdown.length;) {
    const c = markdown.charAt(i);
    const entity = c === '&' ? entityAt(markdown, i) : undefined;
    if (c === '\\' && ASCII_PUNCTUATION.test(markdown.charAt(i + 1))) {
      out += html(markdown.charAt(i + 1));
      i += 2;
    } else if (c === ' ' && markdown.startsWith(' \n', i + 1)) {
      out += '\n';
      i += 3;
    } else if (entity !== undefined) {
      out += mode === 'decoded' ? html(entity.char) : markdown.slice(i, i + entity.length);
      i += entity.length;
    } else {
      out += html(c);
      i++;
    }
  }
  return out;
}

/** What the browser shows of HTML text: entities decoded, nothing else changed. */
function browserText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    const entity = text.charAt(i) === '&' ? entityAt(text, i) : undefined;
    out += entity?.char ?? text.charAt(i);
    i += entity?.length ?? 1;
  }
  return out;
}

/**
 * The three steps, then the browser's own entity decoding: what the hover shows (a leading space, written
 * as a non-breaking one so it is not dropped, read back as a space), and the icons it draws.
 */
function renderHover(markdown: string, mode: EntityMode): { shown: string; icons: string[] } {
  const value = markdown.replace(MARKDOWN_ESCAPED_ICON, (match) => `\\${match}`);
  const icons: string[] = [];
  const rendered = markedInline(value, mode).replace(
    LABEL_WITH_ICONS,
    (_match, escaped: string | undefined, name: string) => {
      if (escaped !== undefined) return `$(${name})`;
      icons.push(name);
      return '';
    },
  );
  return { shown: browserText(rendered).replace(/\u00a0/g, ' '), icons };
}

const HOSTILE = [
  '$(zap)',
  '$(sync~spin) and $(loading~spin)',
  '$(account) $(github-inverted) $(A-Z-09)',
  '$$(zap)',
  '\\$(zap)',
  '\\\\$(zap)',
  '$(zap',
  '$( zap)',
  '$($(zap))',
  '&#36;(zap) &#x24;(zap) &dollar;(zap)',
  'price: $5 (or $(6))',
  '`$(zap)` **$(zap)** [$(zap)](command:x)',
];

const EN: MarkdownRenderOptions = { locale: 'en-US', timeZone: 'UTC', nowMs: Date.UTC(2026, 10, 20, 12, 0, 0) };

describe('markup/theme icons in profile text', () => {
  it('the model finds icons: unescaped icon syntax, and the entity escaping newer marked decodes', () => {
    assert.deepEqual(renderHover('$(zap)', 'kept').icons, ['zap']);
    assert.deepEqual(
      renderHover('&#36;\\(zap\\)', 'kept').icons,
      [],
      'the old escaping held while marked kept entities',
    );
    assert.deepEqual(renderHover('&#36;\\(zap\\)', 'decoded').icons, ['zap'], 'and failed once marked decodes them');
  });

  for (const mode of ['kept', 'decoded'] as const) {
    it(`shows icon syntax as written and draws no icon (marked that ${mode === 'kept' ? 'keeps' : 'decodes'} entities)`, () => {
      for (const text of HOSTILE) {
        for (const markdown of [escapeMarkdown(text), renderMarkupMarkdown(text, EN)]) {
          const { shown, icons } = renderHover(markdown, mode);
          assert.deepEqual(icons, [], `${JSON.stringify(text)} drew an icon through ${JSON.stringify(markdown)}`);
          assert.equal(shown, text, `${JSON.stringify(markdown)} is not shown as written`);
        }
      }
    });

    it(`holds for random mixes of icon fragments (marked that ${mode === 'kept' ? 'keeps' : 'decodes'} entities)`, () => {
      const fragments = ['$', '(', ')', 'zap', '~spin', '-', '\\', '&#36;', '&', '#36;', ' ', '$(', 'x)', '~', 'A'];
      for (const input of fragmentMixes(fragments, { seed: 36, samples: 2000, maxFragments: 12 })) {
        const { shown, icons } = renderHover(escapeMarkdown(input), mode);
        assert.deepEqual(icons, [], JSON.stringify(input));
        assert.equal(shown, input, JSON.stringify(input));
      }
    });
  }
});
