import assert from 'node:assert/strict';
import { tokenizeMarkup, type MarkupToken } from '../../../src/markup';
import { fragmentMixes } from './fragmentMixes';

const ID18 = '123456789012345678';

function text(value: string): MarkupToken {
  return { kind: 'text', text: value };
}

/** Tokens glued back together, each markup token as it was written. */
function reassemble(tokens: readonly MarkupToken[]): string {
  return tokens.map((token) => (token.kind === 'text' ? token.text : token.raw)).join('');
}

function isLiteral(input: string): void {
  assert.deepEqual(tokenizeMarkup(input), [text(input)], `expected ${JSON.stringify(input)} to stay text`);
}

describe('markup/tokens', () => {
  it('empty input has no tokens', () => {
    assert.deepEqual(tokenizeMarkup(''), []);
  });

  it('plain text is one token, newlines kept', () => {
    assert.deepEqual(tokenizeMarkup('line one\nline two\r\n'), [text('line one\nline two\r\n')]);
  });

  describe('timestamps', () => {
    it('<t:SECONDS> means style f', () => {
      assert.deepEqual(tokenizeMarkup('at <t:1700000000>!'), [
        text('at '),
        { kind: 'timestamp', seconds: 1700000000, style: 'f', raw: '<t:1700000000>' },
        text('!'),
      ]);
    });

    it('accepts every style letter t T d D f F s S R', () => {
      for (const style of ['t', 'T', 'd', 'D', 'f', 'F', 's', 'S', 'R'] as const) {
        assert.deepEqual(tokenizeMarkup(`<t:5:${style}>`), [
          { kind: 'timestamp', seconds: 5, style, raw: `<t:5:${style}>` },
        ]);
      }
    });

    it('accepts negative seconds and turns -0 into 0', () => {
      assert.deepEqual(tokenizeMarkup('<t:-86400:d>'), [
        { kind: 'timestamp', seconds: -86400, style: 'd', raw: '<t:-86400:d>' },
      ]);
      const [zero] = tokenizeMarkup('<t:-0>');
      assert.ok(zero?.kind === 'timestamp');
      assert.ok(Object.is(zero.seconds, 0));
    });

    it('accepts 13 digits inside the Date range, leading zeros included', () => {
      assert.deepEqual(tokenizeMarkup('<t:8640000000000:D>'), [
        { kind: 'timestamp', seconds: 8640000000000, style: 'D', raw: '<t:8640000000000:D>' },
      ]);
      assert.deepEqual(tokenizeMarkup('<t:-8640000000000>'), [
        { kind: 'timestamp', seconds: -8640000000000, style: 'f', raw: '<t:-8640000000000>' },
      ]);
      assert.deepEqual(tokenizeMarkup('<t:0001700000000:t>'), [
        { kind: 'timestamp', seconds: 1700000000, style: 't', raw: '<t:0001700000000:t>' },
      ]);
    });

    it('leaves invalid timestamps as text', () => {
      for (const input of [
        '<t:>',
        '<t:->',
        '<t:+5>',
        '<t: 5>',
        '<t:5 >',
        '<t:1.5>',
        '<t:1e9>',
        '<t:17000000000000>', // 14 digits
        '<t:8640000000001>', // 13 digits past the Date range
        '<t:-8640000000001>',
        '<t:1700000000:x>', // unknown style
        '<t:1700000000:>',
        '<t:1700000000:RR>',
        '<t:1700000000:R',
        '<t:1700000000',
        '<T:1700000000>',
        '<t1700000000>',
        '< t:1700000000>',
        '<t::1700000000>',
        '<t:--5>',
        '<t:٣>', // Arabic-Indic digit
      ]) {
        isLiteral(input);
      }
    });

    it('finds a valid timestamp nested in broken markup', () => {
      assert.deepEqual(tokenizeMarkup('<t:<t:1700000000:d>>'), [
        text('<t:'),
        { kind: 'timestamp', seconds: 1700000000, style: 'd', raw: '<t:1700000000:d>' },
        text('>'),
      ]);
    });
  });

  describe('custom emoji', () => {
    it('<:name:id> and <a:name:id>', () => {
      assert.deepEqual(tokenizeMarkup(`<:blob:${ID18}><a:party_blob:${ID18}1>`), [
        { kind: 'emoji', name: 'blob', id: ID18, animated: false, raw: `<:blob:${ID18}>` },
        { kind: 'emoji', name: 'party_blob', id: `${ID18}1`, animated: true, raw: `<a:party_blob:${ID18}1>` },
      ]);
    });

    it('ids of 17 to 20 digits, kept as strings digit for digit', () => {
      for (const id of ['12345678901234567', '123456789012345678', '1167125644296069160', '99999999999999999999']) {
        assert.deepEqual(tokenizeMarkup(`<:ok:${id}>`), [
          { kind: 'emoji', name: 'ok', id, animated: false, raw: `<:ok:${id}>` },
        ]);
      }
    });

    it('names of 2 to 32 word characters', () => {
      const name32 = 'a'.repeat(32);
      assert.deepEqual(tokenizeMarkup(`<:${name32}:${ID18}>`), [
        { kind: 'emoji', name: name32, id: ID18, animated: false, raw: `<:${name32}:${ID18}>` },
      ]);
      assert.deepEqual(tokenizeMarkup(`<:_9:${ID18}>`), [
        { kind: 'emoji', name: '_9', id: ID18, animated: false, raw: `<:_9:${ID18}>` },
      ]);
    });

    it('leaves invalid emoji as text', () => {
      for (const input of [
        `<:x:${ID18}>`, // 1-char name
        `<:${'a'.repeat(33)}:${ID18}>`, // 33-char name
        `<a:x:${ID18}>`,
        '<:blob:1234567890123456>', // 16 digits
        '<:blob:123456789012345678901>', // 21 digits
        `<:bad-name:${ID18}>`,
        `<:nàme:${ID18}>`,
        `<:"onerror=alert(1):${ID18}>`,
        `<:blob:${ID18}`,
        `<:blob:${ID18} >`,
        `<:blob::${ID18}>`,
        `<::${ID18}>`,
        `<A:blob:${ID18}>`,
        `<b:blob:${ID18}>`,
        `<:blob:-${ID18}>`,
        '<:blob:>',
        '<a:>',
        '<:',
        '<',
      ]) {
        isLiteral(input);
      }
    });

    it('finds a valid emoji nested in broken markup', () => {
      assert.deepEqual(tokenizeMarkup(`<:a:<:blob:${ID18}>>`), [
        text('<:a:'),
        { kind: 'emoji', name: 'blob', id: ID18, animated: false, raw: `<:blob:${ID18}>` },
        text('>'),
      ]);
    });
  });

  it('adjacent markup makes adjacent tokens, with no empty text between', () => {
    const tokens = tokenizeMarkup(`<t:1:R><:blob:${ID18}><t:2>`);
    assert.deepEqual(
      tokens.map((token) => token.kind),
      ['timestamp', 'emoji', 'timestamp'],
    );
  });

  it('loses nothing: the tokens put back together are the input', () => {
    const fragments = [
      '<t:',
      '<:',
      '<a:',
      '1700000000',
      ':R>',
      '>',
      ':',
      'blob',
      ID18,
      '\n',
      'x',
      '-',
      '<t:5>',
      `<:ok:${ID18}>`,
      ' ',
    ];
    for (const input of fragmentMixes(fragments, { seed: 42, samples: 500, maxFragments: 30 })) {
      const tokens = tokenizeMarkup(input);
      assert.equal(reassemble(tokens), input);
      for (let i = 1; i < tokens.length; i++) {
        assert.ok(!(tokens[i]?.kind === 'text' && tokens[i - 1]?.kind === 'text'), 'adjacent text tokens are merged');
      }
    }
  });

  it('a megabyte of markup fragments stays one text token', () => {
    const input = '<t:<:<a:'.repeat(131072);
    assert.deepEqual(tokenizeMarkup(input), [text(input)]);
  });
});
