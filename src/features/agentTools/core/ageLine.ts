// How old each profile in a lookupUsers result is, for the model: "- As of: 3 hours ago", and for a remembered profile
// older than the cache's time to live, that it is remembered and why it was not refreshed.
import type { Staleness } from '../../../model/user';
import { l10n } from '../../../l10n';
import type { TimeFormatOptions } from '../../../markup';
import { notRefreshedReason, profileAge } from '../../../profile/rememberedAge';

export function ageLine(fetchedAt: number, stale: Staleness | undefined, options: TimeFormatOptions): string {
  const age = profileAge(fetchedAt, options.locale, options.nowMs);
  if (stale === undefined) return `- ${l10n.t('As of: {0}', age)}`;
  const why =
    stale.notRefreshed === undefined
      ? l10n.t('a newer one is being fetched')
      : l10n.t('not refreshed: {0}', notRefreshedReason(stale.notRefreshed));
  return `- ${l10n.t('As of: {0} (remembered; {1})', age, why)}`;
}
