// The words for a count in the display language: "1 file", "2 files"; "0 arquivo", "1 arquivo", "2 arquivos". Which
// form a count takes is the language's plural rule (Intl.PluralRules: English's one is 1; Portuguese's is 0 and 1),
// not `count === 1`; each form is a whole message of its own in the l10n bundles, so a translation can order its words.
import { pluralRulesRemembered } from '../markup';

/** True where the display language's plural rules call `count` one. */
export function countIsOne(count: number, locale: string): boolean {
  return pluralRulesRemembered(locale, 0).select(count) === 'one';
}

/** `one()` where the display language's plural rules call `count` one, else `other()`; only the form used is made. */
export function byCount(count: number, locale: string, one: () => string, other: () => string): string {
  return countIsOne(count, locale) ? one() : other();
}
