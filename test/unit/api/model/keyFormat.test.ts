import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSendableKey, keyFormatProblem } from '../../../../src/api/model/keyFormat';
import { useTranslator } from '../../../../src/l10n';
import { bundleTranslator } from '../../../support/bundleTranslator';

describe('API key format', () => {
  it('accepts service keys and anything else printable, whatever the length or prefix', () => {
    for (const key of [
      'lorixp_k7YoEB6NLYDjum2kdDfzgb6AN4s1N8v3eVNkBiMC4Kx',
      'x',
      'abc-._~+/=!*#$%&',
      'a'.repeat(4096),
    ]) {
      assert.equal(keyFormatProblem(key), undefined, key);
      assert.ok(isSendableKey(key));
    }
  });

  const refused: [string, string, RegExp][] = [
    ['empty', '', /empty/],
    ['a trailing newline from the clipboard', 'lorixp_abc\n', /spaces or line breaks/],
    ['an inner space', 'lorixp_ abc', /spaces or line breaks/],
    ['a tab', 'lorixp_\tabc', /spaces or line breaks/],
    ['a control character', 'lorixp_\u0007abc', /characters a key cannot have/],
    ['non-ASCII', 'lorixp_abcé', /characters a key cannot have/],
    ['a zero-width space', 'lorixp_\u200babc', /characters a key cannot have|spaces/],
    ['absurd length', 'a'.repeat(4097), /4097 characters long, more than a key can be \(4096 at most\)/],
    ['10 KB pasted with line breaks', 'lorixp_abc\n'.repeat(1000), /11000 characters long, more than a key can be/],
  ];
  for (const [name, key, message] of refused) {
    it(`refuses ${name}, without repeating the key`, () => {
      const problem = keyFormatProblem(key);
      assert.match(problem ?? '', message);
      if (key.length > 0) assert.ok(!problem!.includes(key));
      assert.equal(isSendableKey(key), false);
    });
  }

  it('says each refusal in the display language (pt-BR)', () => {
    const bundle = JSON.parse(
      readFileSync(join(__dirname, '../../../../l10n/bundle.l10n.pt-br.json'), 'utf8'),
    ) as Record<string, string>;
    useTranslator(bundleTranslator(bundle));
    try {
      assert.equal(keyFormatProblem(''), 'A chave de API está vazia.');
      assert.match(keyFormatProblem('lorixp_ abc') ?? '', /espaços ou quebras de linha/);
      assert.match(keyFormatProblem('lorixp_abcé') ?? '', /caracteres que uma chave não pode ter/);
      assert.match(
        keyFormatProblem('a'.repeat(4097)) ?? '',
        /tem 4097 caracteres, mais do que uma chave pode ter \(4096 no máximo\)/,
      );
    } finally {
      useTranslator(undefined);
    }
  });
});
