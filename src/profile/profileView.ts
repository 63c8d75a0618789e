// What a profile shows, decided once for both places that show it: the hover renders this view as Markdown
// and the panel as HTML. Pure (no vscode, no DOM), so both renderers and their tests share one truth about
// labels, numbers, dates and the Emoji Fight emoji.
import type { BanState, User } from '../api/model/types';
import { isIdInRange, snowflakeDate } from '../ids/snowflake';
import { l10n } from '../l10n';
import { classifyEmojiFight, type EmojiFightView } from './emojiFight';
import { genderLabel } from './labels';
import { exactIntegerGroups } from './numbers';

/** The names of a profile's parts, the same in the hover and on the panel, in the display language. */
export function profileLabels() {
  return {
    xp: l10n.t('XP'),
    sonhos: l10n.t('Sonhos'),
    gender: l10n.t('Gender'),
    aboutMe: l10n.t('About me'),
    emojiFight: l10n.t('Emoji Fight'),
    banned: l10n.t('Banned'),
    created: l10n.t('Created'),
  };
}

export type ProfileLabels = ReturnType<typeof profileLabels>;

/** A 64-bit count, exact and grouped in the display language. */
export interface ExactCount {
  value: bigint;
  /** "9,007,199,254,740,993" */
  text: string;
  /** The same text split after each group separator, where a long number may wrap. */
  groups: string[];
}

export interface ProfileView {
  id: string;
  /** When the account was created (from the id); undefined for an id outside the snowflake range. */
  createdMs: number | undefined;
  xp: ExactCount;
  sonhos: ExactCount;
  /** A label for the documented values, the value as sent for any other. */
  gender: string;
  ban: BanState | null;
  /** Null when there is nothing to show (absent, empty or blank). */
  aboutMe: string | null;
  emojiFight: EmojiFightView;
}

export function exactCount(value: bigint, locale: string): ExactCount {
  const groups = exactIntegerGroups(value, locale);
  return { value, text: groups.join(''), groups };
}

/** The creation time an id tells, or undefined when it is not a canonical id. */
export function createdAtMs(id: string): number | undefined {
  return isIdInRange(id) ? snowflakeDate(id).getTime() : undefined;
}

export function presentProfile(user: User, locale: string): ProfileView {
  return {
    id: user.id,
    createdMs: createdAtMs(user.id),
    xp: exactCount(user.xp, locale),
    sonhos: exactCount(user.sonhos, locale),
    gender: genderLabel(user.gender),
    ban: user.banState,
    aboutMe: user.aboutMe === null || user.aboutMe.trim() === '' ? null : user.aboutMe,
    emojiFight: classifyEmojiFight(user.emojiFightEmoji),
  };
}
