// Entry of the lazily required dist/features/panel/chunk.js (src/host/chunkLoader.ts): the profile page's HTML (card,
// state pages, icons, footer), about 14 KB that activation does not pay for; required when a panel first renders.
import type { UserProfile } from '../../model/user';
import { profileView } from '../../profile/profileView';
import type { ShownProfile } from './core/profileCard';

export { renderProfilePage } from './core/profilePage';

/** The panel's "Show all": the profile's view made again with the expanded bounds (Copy JSON has the rest). */
export function expandedProfile(profile: UserProfile): ShownProfile {
  return { view: profileView(profile.user, { expanded: true }), meta: profile.meta, fetchedAt: profile.fetchedAt };
}
