// The panel's line above a remembered profile older than the cache's time to live: its age, and whether it is being
// refreshed (the panel updates in place when it is) or why it was not. Plain text in a note, escaped.
import type { Staleness } from '../../../model/user';
import { escapeHtml } from '../../../markup';
import { staleLine } from '../../../profile/rememberedAge';

export function renderStaleLine(
  profile: { fetchedAt: number },
  stale: Staleness | undefined,
  options: { locale: string; nowMs?: number },
): string {
  const line = staleLine(profile.fetchedAt, stale, options.locale, options.nowMs);
  if (line === undefined) return '';
  const kind =
    stale?.notRefreshed !== undefined ? 'not-refreshed' : stale?.refreshing === true ? 'refreshing' : 'remembered';
  return `<p class="stale-line stale-${kind}" role="note">${escapeHtml(line)}</p>`;
}
