// What VS Code shows while lookupUsers runs: how many users, and how long the service's rate limit makes it take.
import { estimateSendWaitMs } from '../../../api/pacing/sendEstimate';
import { DOCUMENTED_LIMIT, DOCUMENTED_WINDOW_MS } from '../../../api/model/serviceLimits';
import { byCount } from '../../../byCount';
import { l10n, translationLocale } from '../../../l10n';

/**
 * Milliseconds until the last of `requests` is sent, starting from an idle key, at the documented rate (the scheduler
 * learns the real one from the answers; this is a forecast).
 */
export function batchWaitMs(requests: number): number {
  if (requests <= 0) return 0;
  return estimateSendWaitMs({
    now: 0,
    limit: DOCUMENTED_LIMIT,
    windowMs: DOCUMENTED_WINDOW_MS,
    marginMs: 0,
    answeredAt: { size: 0, at: () => 0 },
    inFlight: 0,
    notBefore: 0,
    ahead: requests - 1,
  });
}

/**
 * "Looking up 12 users (about 10 s at the service's rate limit)". `requests`: the ids not in the cache; `users`:
 * all the call asks for.
 */
export function lookupProgressMessage(users: number, requests: number): string {
  const seconds = Math.round(batchWaitMs(requests) / 1000);
  const locale = translationLocale();
  if (seconds >= 1)
    return byCount(
      users,
      locale,
      () => l10n.t('Looking up {0} user (about {1} s at the service’s rate limit)', users, seconds),
      () => l10n.t('Looking up {0} users (about {1} s at the service’s rate limit)', users, seconds),
    );
  return byCount(
    users,
    locale,
    () => l10n.t('Looking up {0} user', users),
    () => l10n.t('Looking up {0} users', users),
  );
}
