import type { User, UserProfile } from '../../src/model/user';
import { EMOJI_IDS } from '../browser/emojiArt';
import { profileView } from '../../src/profile/profileView';

/** The instant every test renders against and pins the browser clock to: 2026-03-14T15:09:26Z. */
export const NOW_MS = Date.UTC(2026, 2, 14, 15, 9, 26);
export const NOW_SECONDS = Math.floor(NOW_MS / 1000);

export const PROFILE_ID = '1167125644296069160';
/** Above 2^53: a double would show ...992. */
export const BIG_SONHOS = 9007199254740993n;

const DAY_SECONDS = 86400;

export const SAMPLE_ABOUT_ME =
  `Builds bots, breaks them, fixes them again <:sparkles:${EMOJI_IDS.sparkles}>\n` +
  `Next stream <t:${NOW_SECONDS + 2 * DAY_SECONDS + 3 * 3600}:R> · here since <t:1600000000:D> <:heart:${EMOJI_IDS.heart}>`;

export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    id: PROFILE_ID,
    xp: 1284557n,
    sonhos: BIG_SONHOS,
    aboutMe: SAMPLE_ABOUT_ME,
    emojiFightEmoji: `<:blobhappy:${EMOJI_IDS.face}>`,
    gender: 'FEMALE',
    banState: null,
    ...overrides,
  };
}

export function sampleProfile(overrides: Partial<User> = {}, meta: UserProfile['meta'] = defaultMeta()): UserProfile {
  const user = sampleUser(overrides);
  return {
    user,
    view: profileView(user),
    meta,
    json: JSON.stringify({ id: user.id }, null, 2),
    fetchedAt: NOW_MS - 4 * 60 * 1000,
  };
}

function defaultMeta(): UserProfile['meta'] {
  return {
    cluster: { raw: 'Loritta Cluster 1 (Catalyst)', label: 'Loritta Cluster', ordinal: 1, codename: 'Catalyst' },
    tokenCreator: '297153970613387264',
    tokenUser: '297153970613387264',
  };
}
