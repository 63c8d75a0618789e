// The compact reading under a long count, in English and pt-BR: Intl's compact notation stops at trillions, so
// a 64-bit count read "4,611,686 trillion" (issue 27). A table from the smallest compact value to the int64 ends.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatCompactInteger } from '../../../src/profile/numbers';
import { useTranslator } from '../../../src/l10n';

const TABLE: [bigint, string, string][] = [
  [12_345n, '12.3 thousand', '12,3 mil'],
  [1_500_000n, '1.5 million', '1,5 milhão'],
  [999_949_999_999_999n, '999.9 trillion', '999,9 trilhões'],
  // pt-BR would say "1 quatrilhão" here (singular below 2): the bundle has one form per message, so not checked.
  [999_999_999_999_999n, '1 quadrillion', ''],
  [4_200_000_000_000_000n, '4.2 quadrillion', '4,2 quatrilhões'],
  [4_611_686_018_427_387_905n, '4.6 quintillion', '4,6 quintilhões'],
  [9_223_372_036_854_775_807n, '9.2 quintillion', '9,2 quintilhões'],
  [-9_223_372_036_854_775_808n, '-9.2 quintillion', '-9,2 quintilhões'],
];

describe('compact reading of a count', () => {
  it('names the scale past trillions in English, never "1000 trillion" or "4,611,686 trillion"', () => {
    for (const [value, english] of TABLE) {
      const text = formatCompactInteger(value, 'en');
      assert.equal(text, english, String(value));
      assert.doesNotMatch(text, /\d{4}|,\d{3}/, 'no grouped or four-digit mantissa');
    }
  });

  it('in pt-BR, with the bundle\'s words and the decimal comma', () => {
    const bundle = JSON.parse(readFileSync(join(__dirname, '../../../l10n/bundle.l10n.pt-br.json'), 'utf8')) as Record<string, string>;
    useTranslator((message, ...args) => (bundle[message] ?? message).replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)])));
    try {
      for (const [value, , portuguese] of TABLE) if (portuguese !== '') assert.equal(formatCompactInteger(value, 'pt-BR'), portuguese, String(value));
    } finally {
      useTranslator(undefined);
    }
  });
});
