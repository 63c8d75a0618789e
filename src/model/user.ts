// The ground floor: the User the service answers and what the data layer makes of it. Plain data with no import
// from any layer above, so the data layer (api/) and the presentation (profile/) both build on it without either
// importing the other's types. Type-only: the editor imports these at activation without pulling in undici or zod.
import type { LookupError } from './lookupError';
import type { ProfileView } from './viewTypes';

export type Gender = 'MALE' | 'FEMALE' | 'UNKNOWN' | (string & {});

export interface BanState {
  bannedAt: string;
  expiresAt: string | null;
  reason: string;
}

export interface User {
  /** Decimal string, 1..9223372036854775807. */
  id: string;
  /** Exact beyond 2^53. */
  xp: bigint;
  sonhos: bigint;
  aboutMe: string | null;
  emojiFightEmoji: string | null;
  gender: Gender;
  /** From `lorittaBanState` when present. */
  banState: BanState | null;
}

/** 'Loritta Cluster 1 (Catalyst)' -> label 'Loritta Cluster', ordinal 1, codename 'Catalyst'. */
export interface ClusterInfo {
  raw: string;
  label?: string;
  ordinal?: number;
  codename?: string;
}

export interface ServiceMeta {
  cluster?: ClusterInfo;
  tokenCreator?: string;
  tokenUser?: string;
}

export interface UserProfile {
  /** The raw answer: only the view's constructor and Copy JSON read it; every surface renders `view`. */
  user: User;
  /** What every surface shows: bounded, made once when the answer is read (profile/profileView.ts). */
  view: ProfileView;
  meta: ServiceMeta;
  /** The body as exact pretty JSON (big integers exact), for Copy JSON. */
  json: string;
  fetchedAt: number;
  /** UTF-16 length of the answer's text the profile keeps for `json`, for the cache's byte bound. */
  textLength?: number;
}

/**
 * A remembered profile older than the cache's time to live: shown with its age (`profile.fetchedAt`) while one
 * background request refreshes it, or, when that could not be done, with why.
 */
export interface Staleness {
  /** Why the last refresh brought nothing newer (offline, the service failing, rate limited, the key); undefined while it runs. */
  notRefreshed?: LookupError;
  /** A background request for a newer profile is under way (the panel updates in place when it ends). */
  refreshing?: boolean;
}

export type LookupResult = { ok: true; profile: UserProfile; stale?: Staleness } | { ok: false; error: LookupError };
