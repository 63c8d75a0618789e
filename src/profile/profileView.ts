// The one bounded view of a profile: made once, in the data layer, when an answer is read (UserProfile.view), and the
// only thing the hover, the panel, the Ids view, the export, the agent tools and the status bar render. Every text
// field is a BoundedText (boundedText.ts): bounded in characters and in lines, line breaks of every form one '\n',
// control characters visible. No renderer takes a User (test/unit/profile/renderersTakeTheView.test.ts reads their
// imports). Plain JSON-serialisable data, the same in every display language: 64-bit numbers as decimal strings,
// no BigInt, no class; the words and grouped digits of a language are the renderers' (profileLabels, exactCount).
import type { BanState, User } from '../model/user';
import type { BanView, BoundedText, EmojiFightView, ProfileView } from '../model/viewTypes';
import { isIdInRange, snowflakeDate } from '../ids/snowflake';
import { l10n } from '../l10n';
import { boundAgain, boundText, isLineBreak, isWithinBound, type TextBound } from './boundedText';
import { classifyEmojiFight } from './emojiFight';
import { genderLabel } from './labels';
import { exactIntegerGroups } from './numbers';

/** How much of each field a surface may show. `expanded`: the panel's "Show all" (Copy JSON has the rest). */
export const VIEW_BOUNDS = {
  aboutMe: { maxChars: 4_000, maxLines: 40 },
  /** The hover's and the Ids view's glimpse. */
  aboutMePreview: { maxChars: 400, maxLines: 4 },
  aboutMeExpanded: { maxChars: 100_000, maxLines: 2_000 },
  gender: { maxChars: 64, maxLines: 1 },
  emojiFight: { maxChars: 100, maxLines: 1 },
  banReason: { maxChars: 1_000, maxLines: 10 },
  banReasonExpanded: { maxChars: 100_000, maxLines: 2_000 },
  /** The hover's and the Ids view's one line of it. */
  banReasonLine: { maxChars: 200, maxLines: 1 },
  instant: { maxChars: 64, maxLines: 1 },
} as const satisfies Record<string, TextBound>;

/** The names of a profile's parts, the same on every surface, in the display language. */
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

/** `digits` (a view's xp or sonhos, or a bigint) grouped in the display language. */
export function exactCount(digits: string | bigint, locale: string): ExactCount {
  const value = typeof digits === 'bigint' ? digits : BigInt(digits);
  const groups = exactIntegerGroups(value, locale);
  return { value, text: groups.join(''), groups };
}

/** The creation time an id tells, or undefined when it is not a canonical id. */
export function createdAtMs(id: string): number | undefined {
  return isIdInRange(id) ? snowflakeDate(id).getTime() : undefined;
}

/** The gender in words: a label for the documented codes, the bounded text as sent for any other. */
export function genderText(view: Pick<ProfileView, 'gender'>): string {
  const label = genderLabel(view.gender.text);
  return view.gender.cut ? `${label}…` : label;
}

/**
 * How far into a text its first visible line is looked for. Past it, a text that is still blank shows nothing
 * (Copy JSON has it): 123,000 blank lines cost what 4,000 characters do, not a walk of the whole field.
 */
const BLANK_LOOKAHEAD = 4_096;

/** Anything but a blank (space, tab) or a line break of any form. */
const VISIBLE = /[^ \t\n\r\v\f\u0085\u2028\u2029]/;

/** Where the first line with something on it starts; `raw.length` when nothing within BLANK_LOOKAHEAD is visible. */
function firstVisibleLine(raw: string): number {
  // One native search of the lookahead (a slice of it shares raw's memory, no copy): a walk of 4,096 blank
  // characters in script cost ~40 µs, and a view does it for About me and the ban's reason.
  const index = (raw.length > BLANK_LOOKAHEAD ? raw.slice(0, BLANK_LOOKAHEAD) : raw).search(VISIBLE);
  if (index < 0) return raw.length;
  let start = index;
  while (start > 0 && !isLineBreak(raw.charCodeAt(start - 1))) start--;
  return start;
}

/** About me in the full bound (or the expanded one) and in the preview's, its first visible line found once. */
function aboutMeOf(raw: string | null, bound: TextBound): { text: BoundedText; preview: BoundedText } | null {
  if (raw === null) return null;
  const start = firstVisibleLine(raw);
  if (start === raw.length) return null;
  const visible = start === 0 ? raw : raw.slice(start);
  return { text: boundText(visible, bound), preview: boundText(visible, VIEW_BOUNDS.aboutMePreview) };
}

function instantMs(text: string): number | null {
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

function banOf(ban: BanState, expanded: boolean): BanView {
  const bannedAt = boundText(ban.bannedAt, VIEW_BOUNDS.instant);
  const expiresAt = ban.expiresAt === null ? null : boundText(ban.expiresAt, VIEW_BOUNDS.instant);
  return {
    reason: boundText(ban.reason, expanded ? VIEW_BOUNDS.banReasonExpanded : VIEW_BOUNDS.banReason),
    reasonLine: boundText(ban.reason.slice(firstVisibleLine(ban.reason)), VIEW_BOUNDS.banReasonLine),
    bannedAt,
    bannedAtMs: bannedAt.cut ? null : instantMs(bannedAt.text),
    expiresAt,
    expiresAtMs: expiresAt === null || expiresAt.cut ? null : instantMs(expiresAt.text),
  };
}

function emojiFightOf(raw: string | null): EmojiFightView {
  if (raw === null) return { kind: 'none' };
  const bounded = boundText(raw, VIEW_BOUNDS.emojiFight);
  const fight = classifyEmojiFight(bounded.cut ? bounded.text + '\u2026' : bounded.text);
  return fight.kind === 'text' ? { kind: 'text', text: bounded } : fight;
}

export interface ViewOptions {
  /** The panel's "Show all": the expanded bounds for About me and the ban reason. */
  expanded?: boolean;
}

/** The one constructor of a ProfileView: what every surface shows of `user`. */
export function profileView(user: User, options: ViewOptions = {}): ProfileView {
  const expanded = options.expanded === true;
  const aboutMe = aboutMeOf(user.aboutMe, expanded ? VIEW_BOUNDS.aboutMeExpanded : VIEW_BOUNDS.aboutMe);
  return {
    id: user.id,
    createdMs: createdAtMs(user.id) ?? null,
    xp: user.xp.toString(),
    sonhos: user.sonhos.toString(),
    gender: boundText(user.gender, VIEW_BOUNDS.gender),
    ban: user.banState === null ? null : banOf(user.banState, expanded),
    aboutMe: aboutMe?.text ?? null,
    aboutMePreview: aboutMe?.preview ?? null,
    emojiFight: emojiFightOf(user.emojiFightEmoji),
    expanded,
  };
}

/**
 * The view made again from a view kept elsewhere (the remembered profiles' file, which anyone may have edited), which
 * the caller checked for shape and numbers (validateRecord): every text within the same bounds as profileView's, cut
 * marks kept; a text already within them is kept as it is (isWithinBound: one native search, where making it again
 * walked it in script: the first hover of a remembered profile paid that), any other is made again by boundText.
 * What is derived from the texts (the created time, the ban's instants, About me's preview, the Emoji Fight's kind)
 * is derived again.
 */
export function profileViewAgain(kept: ProfileView): ProfileView {
  const aboutMe = aboutMeAgain(kept.aboutMe);
  return {
    id: kept.id,
    createdMs: createdAtMs(kept.id) ?? null,
    xp: kept.xp === '-0' ? '0' : kept.xp,
    sonhos: kept.sonhos === '-0' ? '0' : kept.sonhos,
    gender: boundAgain(kept.gender, VIEW_BOUNDS.gender),
    ban: kept.ban === null ? null : banAgain(kept.ban),
    aboutMe: aboutMe?.text ?? null,
    aboutMePreview: aboutMe?.preview ?? null,
    emojiFight: emojiFightAgain(kept.emojiFight),
    expanded: false,
  };
}

function aboutMeAgain(kept: BoundedText | null): { text: BoundedText; preview: BoundedText } | null {
  if (kept === null) return null;
  const start = firstVisibleLine(kept.text);
  if (start === kept.text.length) return null;
  const text = boundAgain(
    start === 0 ? kept : ({ ...kept, text: kept.text.slice(start) } as BoundedText),
    VIEW_BOUNDS.aboutMe,
  );
  if (isWithinBound(text.text, VIEW_BOUNDS.aboutMePreview)) return { text, preview: text };
  const preview = boundText(text.text, VIEW_BOUNDS.aboutMePreview);
  return {
    text,
    preview: { ...preview, cut: preview.cut || text.cut, sentChars: Math.max(preview.sentChars, text.sentChars) },
  };
}

function banAgain(kept: BanView): BanView {
  const bannedAt = boundAgain(kept.bannedAt, VIEW_BOUNDS.instant);
  const expiresAt = kept.expiresAt === null ? null : boundAgain(kept.expiresAt, VIEW_BOUNDS.instant);
  return {
    reason: boundAgain(kept.reason, VIEW_BOUNDS.banReason),
    reasonLine: boundAgain(kept.reasonLine, VIEW_BOUNDS.banReasonLine),
    bannedAt,
    bannedAtMs: bannedAt.cut ? null : instantMs(bannedAt.text),
    expiresAt,
    expiresAtMs: expiresAt === null || expiresAt.cut ? null : instantMs(expiresAt.text),
  };
}

function emojiFightAgain(kept: EmojiFightView): EmojiFightView {
  switch (kept.kind) {
    case 'none':
      return { kind: 'none' };
    case 'text':
      return { kind: 'text', text: boundAgain(kept.text, VIEW_BOUNDS.emojiFight) };
    case 'custom':
      return emojiFightOf(`<${kept.emoji.animated ? 'a' : ''}:${kept.emoji.name}:${kept.emoji.id}>`);
    case 'unicode':
      return emojiFightOf(kept.text);
  }
}

/** Whether some text of the view was left out: the panel then offers "Show all". */
export function viewIsCut(view: ProfileView): boolean {
  return view.aboutMe?.cut === true || view.ban?.reason.cut === true;
}
