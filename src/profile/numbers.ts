import { numberFormatRemembered } from '../markup';

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

/** "1.3 million": a reading aid under a long exact number, not a replacement for it. */
export function formatCompactInteger(value: bigint, locale: string): string {
  return numberFormatRemembered(locale, 'compact', { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 }).format(value);
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
  return numberFormatRemembered(locale, 'seconds', { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(seconds);
}
