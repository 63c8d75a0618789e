import assert from 'node:assert/strict';
import { escapeHtml, renderMarkupHtml, type RenderOptions } from '../../../src/markup';
import { fragmentMixes } from './fragmentMixes';
import { assertOnlyOwnHtml } from './outputShape';

const EN: RenderOptions = { locale: 'en-US', timeZone: 'UTC', nowMs: Date.UTC(2026, 10, 20, 12, 0, 0) };
const ID = '123456789012345678';

/** What a browser shows for text-only output: entities decoded, <br> as a newline. */
function shownText(html: string): string {
  return html
    .replace(/<br>/g, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('markup/renderHtml', () => {
  describe('escapeHtml', () => {
    it('escapes the five characters that matter in content and quoted attributes', () => {
      assert.equal(
        escapeHtml(`<a href="x" title='y'>&amp;</a>`),
        '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
      );
    });

    it('returns text with nothing to escape unchanged', () => {
      assert.equal(escapeHtml('plain text, ünïcödé 🎉'), 'plain text, ünïcödé 🎉');
      assert.equal(escapeHtml(''), '');
    });
  });

  it('turns every kind of newline into <br>', () => {
    assert.equal(renderMarkupHtml('a\nb\r\nc\rd\n', EN), 'a<br>b<br>c<br>d<br>');
  });

  it('renders a timestamp as <time> with ISO instant, full tooltip and what the refresher needs', () => {
    assert.equal(
      renderMarkupHtml('since <t:1700000000:D>', EN),
      'since <time class="ts" datetime="2023-11-14T22:13:20.000Z" title="Tuesday, November 14, 2023 at 10:13:20 PM UTC" ' +
        'data-ts="1700000000" data-style="D">November 14, 2023</time>',
    );
  });

  it('formats in the locale and zone it is given', () => {
    assert.equal(
      renderMarkupHtml('<t:1700000000:t>', { locale: 'pt-BR', timeZone: 'America/Sao_Paulo' }),
      '<time class="ts" datetime="2023-11-14T22:13:20.000Z" title="terça-feira, 14 de novembro de 2023 às 19:13:20 BRT" ' +
        'data-ts="1700000000" data-style="t">19:13</time>',
    );
  });

  it('renders an emoji as a lazy <img> with its name as alt and title, at the size asked', () => {
    assert.equal(
      renderMarkupHtml(`<:blob_hi:${ID}>`, { ...EN, emojiSize: 48 }),
      `<img class="emoji" src="https://cdn.discordapp.com/emojis/${ID}.webp?size=128" alt=":blob_hi:" title=":blob_hi:" ` +
        'width="48" height="48" loading="lazy" decoding="async">',
    );
  });

  it('escapes the & of an animated emoji URL inside the attribute', () => {
    assert.equal(
      renderMarkupHtml(`<a:dance:${ID}>`, EN),
      `<img class="emoji animated" src="https://cdn.discordapp.com/emojis/${ID}.webp?size=64&amp;animated=true" alt=":dance:" title=":dance:" ` +
        'width="22" height="22" loading="lazy" decoding="async">',
    );
  });

  it('shows text without markup exactly as written', () => {
    const samples = ['<b>hi</b> & "you" \'too\'', 'a\nb', '<t:nope> <:x:1>', '&amp;lt;', ''];
    for (const sample of samples) assert.equal(shownText(renderMarkupHtml(sample, EN)), sample);
  });

  it('never lets random fragments of HTML and markup through', () => {
    const fragments = [
      '<',
      '>',
      '"',
      "'",
      '&',
      '<t:',
      '1700000000',
      ':R>',
      '<:',
      '<a:',
      'x',
      ':',
      ID,
      '>',
      '<script>',
      'on',
      '=',
      '\n',
      '/',
    ];
    for (const input of fragmentMixes(fragments, { seed: 7, samples: 1000, maxFragments: 40 })) {
      assertOnlyOwnHtml(renderMarkupHtml(input, EN));
    }
  });
});
