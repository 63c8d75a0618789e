import assert from 'node:assert/strict';
import { escapeMarkdown, renderMarkupMarkdown, type MarkdownRenderOptions } from '../../../src/markup';
import { fragmentMixes } from './fragmentMixes';
import { assertOnlyOwnMarkdown } from './outputShape';

const EN: MarkdownRenderOptions = { locale: 'en-US', timeZone: 'UTC', nowMs: Date.UTC(2026, 10, 20, 12, 0, 0) };
const ID = '123456789012345678';
const BLOB = `![:blob:](https://cdn.discordapp.com/emojis/${ID}.webp?size=32|width=16,height=16 "\\:blob\\:")`;
const ALL_ASCII_PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

/** What Markdown shows for our escaped text: escapes undone, hard breaks as newlines (icons: themeIcons.test.ts). */
function shownText(markdown: string): string {
  return markdown.replace(/ {2}\n/g, '\n').replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

describe('markup/renderMarkdown', () => {
  describe('escapeMarkdown', () => {
    it('puts a backslash before every ASCII punctuation character', () => {
      assert.equal(
        escapeMarkdown(ALL_ASCII_PUNCTUATION),
        '\\!\\"\\#\\$\\%\\&\\\'\\(\\)\\*\\+\\,\\-\\.\\/\\:\\;\\<\\=\\>\\?\\@\\[\\\\\\]\\^\\_\\`\\{\\|\\}\\~',
      );
    });

    it('leaves an escaped backslash before a theme icon, as VS Code’s appendText does, so it renders as text', () => {
      assert.equal(escapeMarkdown('$(zap)'), '\\\\\\$\\(zap\\)');
      assert.equal(
        escapeMarkdown('$(sync~spin) $5 $(not an icon)'),
        '\\\\\\$\\(sync\\~spin\\) \\$5 \\$\\(not an icon\\)',
      );
    });

    it('leaves letters, digits, spaces and non-ASCII alone', () => {
      assert.equal(escapeMarkdown('Olá mundo 123 — ünïcödé 🎉 “quotes”'), 'Olá mundo 123 — ünïcödé 🎉 “quotes”');
    });

    it('keeps newlines as hard breaks and empty lines as a non-breaking space', () => {
      assert.equal(escapeMarkdown('a\n\nb\r\nc\rd'), 'a  \n&nbsp;  \nb  \nc  \nd');
    });

    it('turns indentation into non-breaking spaces so it cannot start a code block', () => {
      assert.equal(escapeMarkdown('    code\n\t- x'), '&nbsp;&nbsp;&nbsp;&nbsp;code  \n&nbsp;\\- x');
    });

    it('a trailing newline leaves a break that vanishes at the end of the paragraph', () => {
      assert.equal(escapeMarkdown('a\n'), 'a  \n');
    });

    it('shows every printable ASCII string as written', () => {
      let printable = '';
      for (let code = 0x21; code < 0x7f; code++) printable += String.fromCharCode(code);
      for (const sample of [printable, 'x <y> & "z"\nline two', 'https://a.b/c?d=e&f=g www.x.y a@b.c command:x']) {
        assert.equal(shownText(escapeMarkdown(sample)), sample);
      }
    });
  });

  describe('renderMarkupMarkdown', () => {
    it('renders timestamps as escaped text in the locale and zone given', () => {
      assert.equal(
        renderMarkupMarkdown('joined <t:1700000000:d>, <t:1700000000:R>', EN),
        'joined 11\\/14\\/2023\\, 3 years ago',
      );
      assert.equal(
        renderMarkupMarkdown('<t:1700000000:f>', { ...EN, locale: 'pt-BR' }),
        '14 de novembro de 2023 às 22\\:13',
      );
    });

    it("renders emoji as images sized to the text with VS Code's |width=,height= syntax", () => {
      assert.equal(renderMarkupMarkdown(`hi <:blob:${ID}>`, EN), `hi ${BLOB}`);
    });

    it('takes the size asked and requests twice as many pixels from the CDN', () => {
      assert.equal(
        renderMarkupMarkdown(`<a:party_blob:${ID}>`, { ...EN, emojiSize: 24 }),
        `![:party_blob:](https://cdn.discordapp.com/emojis/${ID}.webp?size=64&animated=true|width=24,height=24 "\\:party\\_blob\\:")`,
      );
    });

    it("drops blank lines at either end but keeps the first line's indentation", () => {
      assert.equal(renderMarkupMarkdown('\n \n  hi\n  \n\n', EN), '&nbsp;&nbsp;hi');
      assert.equal(renderMarkupMarkdown(' \n\t\n', EN), '');
    });

    it('keeps a line holding only an emoji as a line', () => {
      assert.equal(renderMarkupMarkdown(`a\n<:blob:${ID}>\n\nb`, EN), `a  \n${BLOB}  \n&nbsp;  \nb`);
    });

    describe('limits', () => {
      it('maxLines cuts after that many lines and marks the cut', () => {
        assert.equal(renderMarkupMarkdown('one\ntwo\nthree', { ...EN, maxLines: 2 }), 'one  \ntwo…');
        assert.equal(renderMarkupMarkdown('one\ntwo', { ...EN, maxLines: 2 }), 'one  \ntwo');
        assert.equal(renderMarkupMarkdown('one\n\nthree', { ...EN, maxLines: 2 }), 'one  \n…');
      });

      it('maxLines counts lines that end in markup', () => {
        assert.equal(
          renderMarkupMarkdown(`<:blob:${ID}>\n<t:0:d>\nthree`, { ...EN, maxLines: 2 }),
          `${BLOB}  \n01\\/01\\/1970…`,
        );
      });

      it('maxChars cuts text mid-way and marks the cut', () => {
        assert.equal(renderMarkupMarkdown('abcdefghij', { ...EN, maxChars: 4 }), 'abcd…');
        assert.equal(renderMarkupMarkdown('abcd', { ...EN, maxChars: 4 }), 'abcd');
        assert.equal(renderMarkupMarkdown('a.b.c', { ...EN, maxChars: 3 }), 'a\\.b…');
      });

      it('maxChars never splits a surrogate pair', () => {
        assert.equal(renderMarkupMarkdown('ab🎉cd', { ...EN, maxChars: 3 }), 'ab…');
        assert.equal(renderMarkupMarkdown('ab🎉cd', { ...EN, maxChars: 4 }), 'ab🎉…');
      });

      it('shows a timestamp whole or not at all, and counts an emoji as one character', () => {
        assert.equal(renderMarkupMarkdown('x<t:1700000000:d>', { ...EN, maxChars: 5 }), 'x…');
        assert.equal(renderMarkupMarkdown('x<t:1700000000:d>', { ...EN, maxChars: 11 }), 'x11\\/14\\/2023');
        assert.equal(renderMarkupMarkdown(`ab<:blob:${ID}>c`, { ...EN, maxChars: 3 }), `ab${BLOB}…`);
      });

      it('both limits together: whichever is reached first', () => {
        assert.equal(renderMarkupMarkdown('aaaa\nbbbb\ncccc', { ...EN, maxLines: 2, maxChars: 6 }), 'aaaa  \nbb…');
        assert.equal(renderMarkupMarkdown('aa\nbb\ncc', { ...EN, maxLines: 2, maxChars: 100 }), 'aa  \nbb…');
      });

      it('treats nonsense limits sensibly', () => {
        assert.equal(renderMarkupMarkdown('a\nb', { ...EN, maxLines: 0 }), 'a…');
        assert.equal(renderMarkupMarkdown('ab', { ...EN, maxChars: -1 }), '…');
        assert.equal(renderMarkupMarkdown('ab', { ...EN, maxChars: Number.NaN }), 'ab');
      });
    });

    it('shows text without markup as written', () => {
      for (const sample of [
        '[x](command:y) **z**',
        'a <b> & c\nd',
        '<t:nope> <:x:1>',
        '# not a heading',
        'mail x@y.z',
      ]) {
        assert.equal(shownText(renderMarkupMarkdown(sample, EN)), sample);
      }
    });

    it('never lets random fragments of Markdown and markup through', () => {
      const fragments = [
        '[',
        ']',
        '(',
        ')',
        '!',
        '<',
        '>',
        '*',
        '_',
        '`',
        '#',
        '\\',
        '\n',
        '  ',
        '    ',
        'http',
        '://',
        'www.',
        '@',
        '$(',
        'x',
        '<t:1700000000:R>',
        `<:blob:${ID}>`,
        '<t:',
        '<:',
        '|',
        '-',
        '&',
        ';',
        ':',
      ];
      for (const [sample, input] of fragmentMixes(fragments, { seed: 11, samples: 1000, maxFragments: 40 }).entries()) {
        assertOnlyOwnMarkdown(
          renderMarkupMarkdown(input, { ...EN, maxLines: 1 + (sample % 5), maxChars: 5 + (sample % 60) }),
        );
      }
    });
  });
});
