// The words every surface uses for a remembered profile older than the cache's time to live: its age ("as of 3 hours
// ago", Intl.RelativeTimeFormat in the display language) and, when a refresh could not be done, why, in one line.
// Pure (no vscode), like the rest of the profile layer.
import type { LookupError } from '../model/lookupError';
import type { Staleness } from '../model/user';
import { l10n } from '../l10n';
import { formatRelative } from '../markup';

/** "3 hours ago", in the display language. */
export function profileAge(fetchedAt: number, locale: string, nowMs = Date.now()): string {
  return formatRelative(Math.floor(Math.min(fetchedAt, nowMs) / 1000), { locale, nowMs });
}

/** "Remembered profile, as of 3 hours ago." */
export function asOfSentence(fetchedAt: number, locale: string, nowMs?: number): string {
  return l10n.t('Remembered profile, as of {0}.', profileAge(fetchedAt, locale, nowMs));
}

/** Why a refresh brought nothing newer, short: the sentence of the error is for a lookup that shows nothing. */
export function notRefreshedReason(error: LookupError): string {
  switch (error.kind) {
    case 'Network':
    case 'Timeout':
      return l10n.t('offline, or the service cannot be reached');
    case 'ServerError':
    case 'InvalidResponse':
      return l10n.t('the service is failing to answer');
    case 'RateLimited':
      return l10n.t('the service is rate limiting requests');
    case 'Unauthorized':
      return l10n.t('the API key was rejected');
    case 'NoKey':
      return l10n.t('no API key is set');
    default:
      return l10n.t('the base address is not usable');
  }
}

/**
 * The one line a surface shows above a stale profile: its age, and why it was not refreshed, or that a refresh
 * is under way. Undefined for a profile that is not stale.
 */
export function staleLine(
  fetchedAt: number,
  stale: Staleness | undefined,
  locale: string,
  nowMs?: number,
): string | undefined {
  if (stale === undefined) return undefined;
  const asOf = asOfSentence(fetchedAt, locale, nowMs);
  if (stale.notRefreshed !== undefined)
    return l10n.t('{0} Not refreshed: {1}.', asOf, notRefreshedReason(stale.notRefreshed));
  return stale.refreshing === true ? l10n.t('{0} Refreshing…', asOf) : asOf;
}
