// What the store keeps of a profile, as plain JSON: its bounded view (profile/profileView.ts, the one every surface
// renders) and the cluster that served it. Never the answer's raw text (up to 1 MiB) nor anything of the key. Read
// back, the view is made again from its own texts within the view's bounds (profileViewAgain), so what a surface is
// handed is within them whatever the file on disk says.
import type { BanState, User, UserProfile } from '../../model/user';
import type { BanView, BoundedText, EmojiFightView, ProfileView } from '../../model/viewTypes';
import { parseClusterHeader } from '../http/serviceHeaders';
import { stringifyJsonPretty } from '../model/bigJson';
import { isIdInRange } from '../../ids/snowflake';
import { profileViewAgain, VIEW_BOUNDS } from '../../profile/profileView';

/** A remembered profile: its bounded view, and the X-Loritta-Cluster header as sent (bounded). */
export interface ProfileRecord {
  view: ProfileView;
  cluster?: string;
}

const MAX_CLUSTER_CHARS = 200;

export function recordOf(profile: UserProfile): ProfileRecord {
  // The preview of About me is made again from About me when read back: not kept twice (about 400 B a profile).
  const record: ProfileRecord = { view: { ...profile.view, aboutMePreview: null } };
  if (profile.meta.cluster) record.cluster = profile.meta.cluster.raw.slice(0, MAX_CLUSTER_CHARS);
  return record;
}

function emojiFightText(fight: EmojiFightView): string | null {
  switch (fight.kind) {
    case 'none':
      return null;
    case 'custom':
      return `<${fight.emoji.animated ? 'a' : ''}:${fight.emoji.name}:${fight.emoji.id}>`;
    case 'unicode':
      return fight.text;
    case 'text':
      return fight.text.text;
  }
}

/** The user as far as the view tells it: what "Show all" and Copy JSON of a remembered profile read. */
function userOf(view: ProfileView): User {
  const ban: BanState | null =
    view.ban === null
      ? null
      : { bannedAt: view.ban.bannedAt.text, expiresAt: view.ban.expiresAt?.text ?? null, reason: view.ban.reason.text };
  return {
    id: view.id,
    xp: BigInt(view.xp),
    sonhos: BigInt(view.sonhos),
    aboutMe: view.aboutMe?.text ?? null,
    emojiFightEmoji: emojiFightText(view.emojiFight),
    gender: view.gender.text,
    banState: ban,
  };
}

/** A remembered profile, as every surface is handed it. Its JSON (Copy JSON) is printed from what was kept. */
class RememberedProfile implements UserProfile {
  readonly meta: UserProfile['meta'];
  readonly user: User;
  readonly view: ProfileView;

  constructor(
    stored: ProfileRecord,
    readonly fetchedAt: number,
  ) {
    this.meta = stored.cluster === undefined ? {} : { cluster: parseClusterHeader(stored.cluster) };
    // Within the view's bounds again, whatever the file says; the user (Show all, Copy JSON) is what that view shows.
    this.view = profileViewAgain(stored.view);
    this.user = userOf(this.view);
  }

  get json(): string {
    const u = this.user;
    return stringifyJsonPretty({
      id: u.id,
      xp: u.xp,
      sonhos: u.sonhos,
      aboutMe: u.aboutMe,
      emojiFightEmoji: u.emojiFightEmoji,
      gender: u.gender,
      lorittaBanState: u.banState === null ? null : { ...u.banState },
    });
  }
}

export function profileOf(record: ProfileRecord, fetchedAt: number): UserProfile {
  return new RememberedProfile(record, fetchedAt);
}

const INT64 = /^-?(0|[1-9][0-9]{0,18})$/;

/** A signed 64-bit integer's digits; compared as text (a BigInt per field would double a 10,000-profile load). */
function isInt64(v: unknown): v is string {
  if (typeof v !== 'string' || !INT64.test(v)) return false;
  const digits = v.startsWith('-') ? v.slice(1) : v;
  return digits.length < 19 || digits <= (v.startsWith('-') ? '9223372036854775808' : '9223372036854775807');
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A stored BoundedText: its text within the bound it was made with (the view's largest non-expanded one). */
function isBounded(v: unknown, maxChars: number): v is BoundedText {
  return (
    isObject(v) &&
    typeof v.text === 'string' &&
    v.text.length <= maxChars + 2 &&
    typeof v.cut === 'boolean' &&
    typeof v.sentChars === 'number' &&
    Number.isFinite(v.sentChars)
  );
}

/** A new BoundedText of the stored one's known fields: an unknown field (a poison one, nested 200,000 deep) stays behind. */
function bounded(v: BoundedText): BoundedText {
  return { text: v.text, cut: v.cut, sentChars: v.sentChars } as BoundedText;
}

const boundedOrNull = (v: BoundedText | null): BoundedText | null => (v === null ? null : bounded(v));

const isBoundedOrNull = (v: unknown, maxChars: number): v is BoundedText | null => v === null || isBounded(v, maxChars);

function isEmojiFight(v: unknown): v is EmojiFightView {
  if (!isObject(v)) return false;
  switch (v.kind) {
    case 'none':
      return true;
    case 'unicode':
      return typeof v.text === 'string' && v.text.length <= 64;
    case 'text':
      return isBounded(v.text, VIEW_BOUNDS.emojiFight.maxChars);
    case 'custom': {
      const e = v.emoji;
      return (
        isObject(e) &&
        typeof e.name === 'string' &&
        /^\w{1,32}$/.test(e.name) &&
        typeof e.id === 'string' &&
        isIdInRange(e.id) &&
        typeof e.animated === 'boolean'
      );
    }
    default:
      return false;
  }
}

function emojiFightCopy(v: EmojiFightView): EmojiFightView {
  switch (v.kind) {
    case 'none':
      return { kind: 'none' };
    case 'unicode':
      return { kind: 'unicode', text: v.text };
    case 'text':
      return { kind: 'text', text: bounded(v.text) };
    case 'custom':
      return { kind: 'custom', emoji: { name: v.emoji.name, id: v.emoji.id, animated: v.emoji.animated } };
  }
}

function isBan(v: unknown): v is BanView | null {
  if (v === null) return true;
  if (!isObject(v)) return false;
  return (
    isBounded(v.reason, VIEW_BOUNDS.banReason.maxChars) &&
    isBounded(v.reasonLine, VIEW_BOUNDS.banReasonLine.maxChars) &&
    isBounded(v.bannedAt, VIEW_BOUNDS.instant.maxChars) &&
    isBoundedOrNull(v.expiresAt, VIEW_BOUNDS.instant.maxChars)
  );
}

function banCopy(v: BanView | null): BanView | null {
  if (v === null) return null;
  // The instants are derived again from the texts when the view is made again (profileViewAgain).
  return {
    reason: bounded(v.reason),
    reasonLine: bounded(v.reasonLine),
    bannedAt: bounded(v.bannedAt),
    bannedAtMs: null,
    expiresAt: boundedOrNull(v.expiresAt),
    expiresAtMs: null,
  };
}

/** A record read back from disk, checked for what the view is made again from (types, bounds, exact integers), or undefined. */
export function validateRecord(raw: unknown): ProfileRecord | undefined {
  if (!isObject(raw) || !isObject(raw.view)) return undefined;
  const v = raw.view;
  if (typeof v.id !== 'string' || !isIdInRange(v.id) || !isInt64(v.xp) || !isInt64(v.sonhos)) return undefined;
  if (!isBounded(v.gender, VIEW_BOUNDS.gender.maxChars) || !isBoundedOrNull(v.aboutMe, VIEW_BOUNDS.aboutMe.maxChars))
    return undefined;
  if (
    !isBoundedOrNull(v.aboutMePreview, VIEW_BOUNDS.aboutMePreview.maxChars) ||
    !isEmojiFight(v.emojiFight) ||
    !isBan(v.ban)
  )
    return undefined;
  if (raw.cluster !== undefined && (typeof raw.cluster !== 'string' || raw.cluster.length > MAX_CLUSTER_CHARS))
    return undefined;
  // A new record of the known fields only: what is written back is what was checked, nothing a file smuggled in.
  const view: ProfileView = {
    id: v.id,
    createdMs: null,
    xp: v.xp,
    sonhos: v.sonhos,
    gender: bounded(v.gender),
    ban: banCopy(v.ban),
    aboutMe: boundedOrNull(v.aboutMe),
    aboutMePreview: null,
    emojiFight: emojiFightCopy(v.emojiFight),
    expanded: false,
  };
  const record: ProfileRecord = { view };
  if (raw.cluster !== undefined) record.cluster = raw.cluster;
  return record;
}

/** The id a record is of (the store files it under that id, and no other). */
export function recordId(record: ProfileRecord): string {
  return record.view.id;
}
