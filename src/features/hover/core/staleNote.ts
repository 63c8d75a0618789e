// The hover's line above a remembered profile older than the cache's time to live: its age, and whether it is
// being refreshed or why it was not. Pure, like the rest of the hover's Markdown.
import type { Staleness, UserProfile } from '../../../model/user';
import { escapeMarkdown } from '../../../markup';
import { staleLine } from '../../../profile/rememberedAge';

export function staleNote(
  profile: UserProfile,
  stale: Staleness | undefined,
  options: { locale: string; nowMs?: number },
): string | undefined {
  const line = staleLine(profile.fetchedAt, stale, options.locale, options.nowMs);
  return line === undefined ? undefined : `$(history) ${escapeMarkdown(line)}`;
}
