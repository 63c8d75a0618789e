// The words for a count in the display language: "1 file", "2 files"; "0 arquivo", "1 arquivo", "2 arquivos". Which
// form a count takes is the language's plural rule (Intl.PluralRules: English's one is 1; Portuguese's is 0 and 1),
// not `count === 1`; each form is a whole message of its own in the l10n bundles, so a translation can order its words.
// Every message that states a count is one of a byCount pair (test/unit/countMessages.test.ts holds it), so this
// lives on the ground floor beside l10n.ts, where every layer (ids, api, profile, the features) can reach it.

/** Plural rules per locale and shown decimals: a handful in practice; the cap only bounds a caller varying them. */
const rules = new Map<string, Intl.PluralRules>();
const RULES_LIMIT = 64;

function pluralRules(locale: string, fractionDigits: number): Intl.PluralRules {
  const key = `${locale}\u0000${fractionDigits}`;
  const known = rules.get(key);
  if (known !== undefined) return known;
  if (rules.size >= RULES_LIMIT) rules.clear();
  let made: Intl.PluralRules;
  try {
    made = new Intl.PluralRules(locale, { maximumFractionDigits: fractionDigits });
  } catch (error) {
    // A tag this runtime rejects: the runtime's default language rather than no words at all.
    if (!(error instanceof RangeError)) throw error;
    made = new Intl.PluralRules(undefined, { maximumFractionDigits: fractionDigits });
  }
  rules.set(key, made);
  return made;
}

/**
 * True where the display language's plural rules call `count` one. `fractionDigits`: the decimals the count is shown
 * with (pt-BR's 1,5 is one; 1.04 shown as "1" is one).
 */
export function countIsOne(count: number, locale: string, fractionDigits = 0): boolean {
  return pluralRules(locale, fractionDigits).select(Math.abs(count)) === 'one';
}

/**
 * `one()` where the display language's plural rules call `count` one, else `other()`; only the form used is made.
 * `locale`: the display language; a layer that has none passes `translationLocale()`, the language of the bundle
 * that translates the message.
 */
export function byCount(
  count: number,
  locale: string,
  one: () => string,
  other: () => string,
  fractionDigits = 0,
): string {
  return countIsOne(count, locale, fractionDigits) ? one() : other();
}
