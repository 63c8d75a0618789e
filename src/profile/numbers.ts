import { numberFormatRemembered } from '../markup';
import { l10n } from '../l10n';
import { byCount } from '../byCount';

/**
 * The display language as Intl understands it. VS Code hands us `vscode.env.language`, which is always a
 * valid tag, but a malformed one would make every Intl constructor throw and leave a blank panel: fall back
 * to English rather than fail to render.
 */
export function resolveDisplayLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

const integer = (locale: string) => numberFormatRemembered(locale, 'integer', { maximumFractionDigits: 0 });

/** A count as a view writes it, grouped in the display language ("12,345"; "12.345" in pt-BR). */
export function groupedInteger(value: number, locale: string): string {
  return integer(locale).format(value);
}

const compact = (locale: string) =>
  numberFormatRemembered(locale, 'compact', { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 });
const oneDecimal = (locale: string) => numberFormatRemembered(locale, 'oneDecimal', { maximumFractionDigits: 1 });

const QUADRILLION = 10n ** 15n;
/** From here Intl's compact form, which stops at trillions (CLDR), would read "1000 trillion" and up. */
const BEYOND_TRILLIONS = 999_950_000_000_000n;

/**
 * "1.3 million", "4.6 quintillion": a reading aid under a long exact number, not a replacement for it.
 * Intl's compact notation has no scale past trillions, so a 64-bit count read "4,611,686 trillion" (issue 27);
 * quadrillions and quintillions are named here, their mantissa formatted by Intl in the display language, the word
 * singular where the language's plural rules say (as Intl's own scales: "1 quatrilhão", "1,5 quatrilhão",
 * "2 quatrilhões"; English says "quadrillion" after any number).
 */
export function formatCompactInteger(value: bigint, locale: string): string {
  const magnitude = value < 0n ? -value : value;
  if (magnitude < BEYOND_TRILLIONS) return compact(locale).format(value);
  const quintillions = magnitude >= BEYOND_TRILLIONS * 1000n;
  const scale = quintillions ? QUADRILLION * 1000n : QUADRILLION;
  // Three decimals through a bigint division, then Intl rounds to one: exact enough for a reading aid.
  const mantissa = (value < 0n ? -1 : 1) * (Number((magnitude * 1000n) / scale) / 1000);
  const text = oneDecimal(locale).format(mantissa);
  // The form of the mantissa as shown, one decimal: pt-BR's 1,04 and 1,5 are singular.
  if (quintillions)
    return byCount(
      mantissa,
      locale,
      () => l10n.t({ message: '{0} quintillion', comment: 'plural category one' }, text),
      () => l10n.t('{0} quintillion', text),
      1,
    );
  return byCount(
    mantissa,
    locale,
    () => l10n.t({ message: '{0} quadrillion', comment: 'plural category one' }, text),
    () => l10n.t('{0} quadrillion', text),
    1,
  );
}

/**
 * Exact, grouped in the display language (Intl formats a bigint without passing through a double), in parts
 * split after each group separator, split after each group separator: a long number that must wrap breaks
 * between digit groups ("9,007,199,254," / "740,993"), never inside one.
 */
export function exactIntegerGroups(value: bigint, locale: string): string[] {
  const chunks: string[] = [''];
  for (const part of integer(locale).formatToParts(value)) {
    chunks[chunks.length - 1] += part.value;
    if (part.type === 'group') chunks.push('');
  }
  return chunks.filter((chunk) => chunk !== '');
}

/** "5 seconds" in the display language, for the rate-limit countdown (the page script uses the same form). */
export function formatSeconds(seconds: number, locale: string): string {
  return numberFormatRemembered(locale, 'seconds', { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(
    seconds,
  );
}
