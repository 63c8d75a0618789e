// Whether an id could be a Discord user's at all, read from the id alone. One rule for every way in (the hover's
// detection, Lookup User, the agent tools, the Ids view): an id that cannot be a user never costs a request.
// - Below 17 digits a snowflake dates from before 2015-01-28, months before the first real accounts.
// - A snowflake dated after now has not been made yet (nanosecond timestamps and 64-bit maxima look like ids).
import { byCount } from '../byCount';
import { l10n, translationLocale } from '../l10n';
import { compareIdStrings, isIdInRange, newestIdAt, snowflakeDate } from './snowflake';

/** The fewest digits a user id has. */
export const MIN_USER_ID_DIGITS = 17;

export type ImplausibleReason = 'tooShort' | 'future';

/** Why the canonical id `id` (see isIdInRange) cannot be a user's, or undefined when it can. */
export function implausibleUserIdReason(id: string, nowMs: number = Date.now()): ImplausibleReason | undefined {
  if (id.length < MIN_USER_ID_DIGITS) return 'tooShort';
  const newest = newestIdAt(nowMs);
  return newest === undefined || compareIdStrings(id, newest) > 0 ? 'future' : undefined;
}

/** The same rule as a sentence for the person or the agent who asked, or undefined when the id can be a user's. */
export function whyNotAUserId(id: string, nowMs: number = Date.now()): string | undefined {
  const reason = implausibleUserIdReason(id, nowMs);
  if (reason === undefined) return undefined;
  if (reason === 'tooShort') {
    return byCount(
      MIN_USER_ID_DIGITS,
      translationLocale(),
      () =>
        l10n.t(
          '{0} cannot be a Discord user: an id of fewer than {1} digit dates from before the first accounts.',
          id,
          MIN_USER_ID_DIGITS,
        ),
      () =>
        l10n.t(
          '{0} cannot be a Discord user: an id of fewer than {1} digits dates from before the first accounts.',
          id,
          MIN_USER_ID_DIGITS,
        ),
    );
  }
  const date = isIdInRange(id) ? snowflakeDate(id).toISOString().slice(0, 10) : '?';
  return l10n.t('{0} cannot be a Discord user: its date, {1}, is in the future.', id, date);
}
