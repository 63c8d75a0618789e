import assert from 'node:assert/strict';
import { renderMarkupPlainText, type PlainTextRenderOptions } from '../../../src/markup';
import { HOSTILE_CORPUS } from './hostileCorpus';

const EN: PlainTextRenderOptions = { locale: 'en-US', timeZone: 'UTC', nowMs: Date.UTC(2026, 10, 20, 12, 0, 0) };

describe('markup/renderPlainText', () => {
  it('shows custom emoji, still or animated, as :name:', () => {
    assert.equal(
      renderMarkupPlainText('hi <:lori_feliz:620589219841242911> and <a:lori_dance:1126845068084079355>!', EN),
      'hi :lori_feliz: and :lori_dance:!',
    );
  });

  it('shows each timestamp in its own style, in the reader’s language and zone', () => {
    assert.equal(
      renderMarkupPlainText('at <t:1700000000:t>, on <t:1700000000:d>, <t:1700000000:R>', EN),
      'at 10:13 PM, on 11/14/2023, 3 years ago',
    );
    assert.equal(renderMarkupPlainText('<t:1700000000:D>', { ...EN, locale: 'pt-BR' }), '14 de novembro de 2023');
  });

  it('with timestampStyle, shows every timestamp as that style: a date for a reader that cannot ask when now is', () => {
    assert.equal(
      renderMarkupPlainText('<t:1700000000:t> / <t:1700000000:R>', { ...EN, timestampStyle: 'f' }),
      'November 14, 2023 at 10:13 PM / November 14, 2023 at 10:13 PM',
    );
  });

  it('keeps text, newlines and markup that is not valid as written', () => {
    const text = 'line 1\r\nline 2\n<:x:12> <t:99999999999999:R> <t:1700000000:X> <b>bold</b>';
    assert.equal(renderMarkupPlainText(text, EN), text);
  });

  it('keeps every character of hostile text that is not markup (the caller decides how to quote it)', () => {
    for (const { name, input } of HOSTILE_CORPUS) {
      const shown = renderMarkupPlainText(input, EN);
      assert.ok(!/<a?:\w{2,32}:\d{17,20}>/.test(shown), `${name}: no custom emoji markup left`);
      assert.ok(shown.length > 0 || input.length === 0, name);
    }
  });
});
