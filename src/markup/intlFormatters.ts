// Intl formatters kept for reuse, with the strings they produced. Constructing a formatter costs
// ~100-200 µs and formatting with one 1-7 µs, while the same profile is rendered again and again (each
// hover, each panel refresh) with dozens of timestamps in a busy aboutMe.

// The key space is the (locale, zone, style) combinations the editor actually uses, a handful; the caps
// only bound memory against a caller that varies them without end. A full map is cleared, not evicted
// entry by entry: simpler, and refilling it costs one render.
const FORMATTER_LIMIT = 64;
const RESULTS_PER_FORMATTER = 512;

interface Remembering<F, K> {
  formatter: F;
  results: Map<K, string>;
}

const dateFormatters = new Map<string, Remembering<Intl.DateTimeFormat, number>>();
const relativeFormatters = new Map<string, Remembering<Intl.RelativeTimeFormat, string>>();
const isoStrings = new Map<number, string>();
const numberFormatters = new Map<string, Remembering<Intl.NumberFormat, never>>();

function remembered<K>(results: Map<K, string>, key: K, produce: () => string): string {
  const known = results.get(key);
  if (known !== undefined) return known;
  if (results.size >= RESULTS_PER_FORMATTER) results.clear();
  const made = produce();
  results.set(key, made);
  return made;
}

function formatterFor<F, K>(cache: Map<string, Remembering<F, K>>, key: string, construct: () => F): Remembering<F, K> {
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  if (cache.size >= FORMATTER_LIMIT) cache.clear();
  const made = { formatter: construct(), results: new Map<K, string>() };
  cache.set(key, made);
  return made;
}

/**
 * Runs `construct` with the given locale and zone, dropping whichever Intl rejects (RangeError) and
 * then both: the editor's language tag or a configured zone may be one this runtime does not know.
 */
function withFallbacks<T>(
  locale: string,
  timeZone: string | undefined,
  construct: (locale: string | undefined, timeZone: string | undefined) => T,
): T {
  const attempts: [string | undefined, string | undefined][] = [
    [locale, timeZone],
    [undefined, timeZone],
    [locale, undefined],
    [undefined, undefined],
  ];
  let lastError: unknown;
  for (const [tryLocale, tryZone] of attempts) {
    try {
      return construct(tryLocale, tryZone);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * `ms` formatted with `options` in `locale` and `timeZone` (undefined: the local zone). `optionsName`
 * names `options` in the cache key, so one name must always mean the same options.
 */
export function formatDateRemembered(
  ms: number,
  locale: string,
  timeZone: string | undefined,
  optionsName: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const { formatter, results } = formatterFor(
    dateFormatters,
    `${locale}\u0000${timeZone ?? ''}\u0000${optionsName}`,
    () =>
      withFallbacks(
        locale,
        timeZone,
        (tryLocale, tryZone) =>
          new Intl.DateTimeFormat(tryLocale, tryZone === undefined ? options : { ...options, timeZone: tryZone }),
      ),
  );
  return remembered(results, ms, () => formatter.format(ms));
}

export function formatRelativeRemembered(
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  locale: string,
  numeric: 'auto' | 'always',
): string {
  const { formatter, results } = formatterFor(relativeFormatters, `${locale}\u0000${numeric}`, () =>
    withFallbacks(locale, undefined, (tryLocale) => new Intl.RelativeTimeFormat(tryLocale, { numeric })),
  );
  return remembered(results, `${value} ${unit}`, () => formatter.format(value, unit));
}

/** A number formatter for `locale`, built once per (locale, `optionsName`); `optionsName` must always mean the same options. */
export function numberFormatRemembered(
  locale: string,
  optionsName: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return formatterFor(numberFormatters, `${locale}\u0000${optionsName}`, () =>
    withFallbacks(locale, undefined, (tryLocale) => new Intl.NumberFormat(tryLocale, options)),
  ).formatter;
}

export function isoStringRemembered(ms: number): string {
  return remembered(isoStrings, ms, () => new Date(ms).toISOString());
}
