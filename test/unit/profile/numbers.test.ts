// The compact reading under a long count, in English and pt-BR: Intl's compact notation stops at trillions, so
// a 64-bit count read "4,611,686 trillion" (issue 27), and the scales named past it said "1 quatrilhões" (issue 27,
// round 2). A table from the smallest compact value to the int64 ends, with 1, 1.5 and 2 of every scale: the
// singular where the display language's plural rules put the number (pt-BR: 1 and 1,5 milhão; 2 milhões).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatCompactInteger } from '../../../src/profile/numbers';
import { useTranslator } from '../../../src/l10n';
import { bundleTranslator } from '../../support/bundleTranslator';

const TABLE: [bigint, string, string][] = [
  [12_345n, '12.3 thousand', '12,3 mil'],
  [1_000_000n, '1 million', '1 milhão'],
  [1_500_000n, '1.5 million', '1,5 milhão'],
  [2_000_000n, '2 million', '2 milhões'],
  [1_000_000_000n, '1 billion', '1 bilhão'],
  [1_500_000_000n, '1.5 billion', '1,5 bilhão'],
  [2_000_000_000n, '2 billion', '2 bilhões'],
  [1_000_000_000_000n, '1 trillion', '1 trilhão'],
  [1_500_000_000_000n, '1.5 trillion', '1,5 trilhão'],
  [2_000_000_000_000n, '2 trillion', '2 trilhões'],
  [999_949_999_999_999n, '999.9 trillion', '999,9 trilhões'],
  [999_999_999_999_999n, '1 quadrillion', '1 quatrilhão'],
  [1_000_000_000_000_000n, '1 quadrillion', '1 quatrilhão'],
  [1_500_000_000_000_000n, '1.5 quadrillion', '1,5 quatrilhão'],
  [1_960_000_000_000_000n, '2 quadrillion', '2 quatrilhões'],
  [2_000_000_000_000_000n, '2 quadrillion', '2 quatrilhões'],
  [4_200_000_000_000_000n, '4.2 quadrillion', '4,2 quatrilhões'],
  [1_000_000_000_000_000_000n, '1 quintillion', '1 quintilhão'],
  [1_500_000_000_000_000_000n, '1.5 quintillion', '1,5 quintilhão'],
  [2_000_000_000_000_000_000n, '2 quintillion', '2 quintilhões'],
  [4_611_686_018_427_387_905n, '4.6 quintillion', '4,6 quintilhões'],
  [9_223_372_036_854_775_807n, '9.2 quintillion', '9,2 quintilhões'],
  [-1_000_000_000_000_000_000n, '-1 quintillion', '-1 quintilhão'],
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

  it("in pt-BR, with the bundle's words, the decimal comma and the singular up to 1,5", () => {
    const bundle = JSON.parse(readFileSync(join(__dirname, '../../../l10n/bundle.l10n.pt-br.json'), 'utf8')) as Record<
      string,
      string
    >;
    useTranslator(bundleTranslator(bundle));
    try {
      for (const [value, , portuguese] of TABLE)
        assert.equal(formatCompactInteger(value, 'pt-BR'), portuguese, String(value));
    } finally {
      useTranslator(undefined);
    }
  });
});
