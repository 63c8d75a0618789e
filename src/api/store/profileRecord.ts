// What the store keeps of a profile, as plain JSON, and the profile made back from it. Never the answer's raw text
// (up to 1 MiB) nor anything of the key: the bounded fields a surface shows, and where the answer came from.
import { parseClusterHeader } from '../http/serviceHeaders';
import { stringifyJsonPretty } from '../model/bigJson';
import type { BanState, User, UserProfile } from '../model/types';
import { isIdInRange } from '../../ids/snowflake';

/** A remembered user: the fields a surface shows, each bounded, 64-bit numbers as decimal strings. */
export interface ProfileRecord {
  id: string;
  xp: string;
  sonhos: string;
  aboutMe: string | null;
  emojiFightEmoji: string | null;
  gender: string;
  banState: BanState | null;
  /** The X-Loritta-Cluster header as sent (bounded). */
  cluster?: string;
}

const BOUNDS = { aboutMe: 4_000, gender: 64, emojiFight: 100, banReason: 1_000, instant: 64, cluster: 200 } as const;

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = text.charCodeAt(max - 1) >= 0xd800 && text.charCodeAt(max - 1) <= 0xdbff ? max - 1 : max;
  return text.slice(0, end);
}

export function recordOf(profile: UserProfile): ProfileRecord {
  const u = profile.user;
  const record: ProfileRecord = {
    id: u.id,
    xp: u.xp.toString(),
    sonhos: u.sonhos.toString(),
    aboutMe: u.aboutMe === null ? null : cut(u.aboutMe, BOUNDS.aboutMe),
    emojiFightEmoji: u.emojiFightEmoji === null ? null : cut(u.emojiFightEmoji, BOUNDS.emojiFight),
    gender: cut(u.gender, BOUNDS.gender),
    banState:
      u.banState === null
        ? null
        : {
            bannedAt: cut(u.banState.bannedAt, BOUNDS.instant),
            expiresAt: u.banState.expiresAt === null ? null : cut(u.banState.expiresAt, BOUNDS.instant),
            reason: cut(u.banState.reason, BOUNDS.banReason),
          },
  };
  if (profile.meta.cluster) record.cluster = cut(profile.meta.cluster.raw, BOUNDS.cluster);
  return record;
}

/** A remembered profile: what a lookup hands every surface. Its JSON (Copy JSON) is printed from what was kept. */
class RememberedProfile implements UserProfile {
  readonly meta: UserProfile['meta'];
  constructor(
    readonly user: User,
    cluster: string | undefined,
    readonly fetchedAt: number,
  ) {
    this.meta = cluster === undefined ? {} : { cluster: parseClusterHeader(cluster) };
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
  const user: User = {
    id: record.id,
    xp: BigInt(record.xp),
    sonhos: BigInt(record.sonhos),
    aboutMe: record.aboutMe,
    emojiFightEmoji: record.emojiFightEmoji,
    gender: record.gender,
    banState: record.banState,
  };
  return new RememberedProfile(user, record.cluster, fetchedAt);
}

const INT64 = /^-?(0|[1-9][0-9]{0,18})$/;
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const isTextOrNull = (v: unknown, max: number): v is string | null => v === null || isText(v, max);

/** A signed 64-bit integer's digits; compared as text (a BigInt per field would double a 10,000-profile load). */
function isInt64(v: unknown): v is string {
  if (typeof v !== 'string' || !INT64.test(v)) return false;
  const digits = v.startsWith('-') ? v.slice(1) : v;
  return digits.length < 19 || digits <= (v.startsWith('-') ? '9223372036854775808' : '9223372036854775807');
}

/** About a record's JSON length, without printing it: its texts, and a round figure for names and punctuation. */
export function recordSize(r: ProfileRecord): number {
  const ban = r.banState === null ? 0 : r.banState.bannedAt.length + (r.banState.expiresAt?.length ?? 0) + r.banState.reason.length + 60;
  return 120 + r.id.length + r.xp.length + r.sonhos.length + (r.aboutMe?.length ?? 0) + (r.emojiFightEmoji?.length ?? 0) + r.gender.length + ban + (r.cluster?.length ?? 0);
}

function banStateOf(v: unknown): BanState | null | undefined {
  if (v === null) return null;
  if (typeof v !== 'object' || v === null) return undefined;
  const b = v as Record<string, unknown>;
  if (!isText(b.bannedAt, BOUNDS.instant) || !isTextOrNull(b.expiresAt, BOUNDS.instant) || !isText(b.reason, BOUNDS.banReason)) return undefined;
  return { bannedAt: b.bannedAt, expiresAt: b.expiresAt, reason: b.reason };
}

/** A record read back from disk, checked field by field (types, bounds, exact integers), or undefined. */
export function validateRecord(raw: unknown): ProfileRecord | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== 'string' || !isIdInRange(r.id) || !isInt64(r.xp) || !isInt64(r.sonhos)) return undefined;
  if (!isTextOrNull(r.aboutMe, BOUNDS.aboutMe) || !isTextOrNull(r.emojiFightEmoji, BOUNDS.emojiFight) || !isText(r.gender, BOUNDS.gender)) return undefined;
  const banState = banStateOf(r.banState);
  if (banState === undefined) return undefined;
  if (r.cluster !== undefined && !isText(r.cluster, BOUNDS.cluster)) return undefined;
  const record: ProfileRecord = { id: r.id, xp: r.xp, sonhos: r.sonhos, aboutMe: r.aboutMe, emojiFightEmoji: r.emojiFightEmoji, gender: r.gender, banState };
  if (r.cluster !== undefined) record.cluster = r.cluster;
  return record;
}
