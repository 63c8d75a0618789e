// The one interface every rule of the classifier has (ESLint's rule folder is the model): `meta` says what the rule
// is and which part of the context it reads, and `find` reads the text around one id and returns what it found, or
// nothing. A rule stands alone: it neither knows nor asks the others. How findings combine is the registry's
// (registry.ts), in one place.
import type { IdContext } from './context';
import type { Finding, RuleMeta } from './finding';

export { finding, foundBy, strengthOf } from './finding';
export type { Finding, RuleMeta, Strength } from './finding';

export interface Rule {
  meta: RuleMeta;
  find(context: IdContext): Finding | undefined;
}
