// Answers already known: profiles for `cacheTtlMs`, "no such user" for a minute (a log full of one unknown id
// must not spend quota per hover), at most 500 users and about 32 MB, least recently used out first. The byte
// bound is what keeps hostile answers (each up to the 1 MiB body cap) from filling the extension host's heap.
import type { LookupResult, UserProfile } from '../model/user';
import { lookupErrors } from './model/errors';
import { evictOldestWhile } from './evictOldest';

export const DEFAULT_MAX_USERS = 500;
export const NOT_FOUND_TTL_MS = 60_000;
export const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/** Map entry, result object, user object and its small fields: a generous round figure. */
const ENTRY_OVERHEAD_BYTES = 1024;

/**
 * What a cached answer holds, at most: a string costs up to two bytes per UTF-16 unit. The answer's text (kept for
 * Copy JSON) and the user's strings, which the parser copied out of it.
 */
export function estimatedBytes(result: LookupResult): number {
  if (!result.ok) return ENTRY_OVERHEAD_BYTES;
  const { user, textLength = 0 } = result.profile;
  const chars =
    textLength +
    (user.aboutMe?.length ?? 0) +
    (user.emojiFightEmoji?.length ?? 0) +
    user.gender.length +
    (user.banState?.reason.length ?? 0);
  return ENTRY_OVERHEAD_BYTES + 2 * chars;
}

interface Entry {
  /** Returned as is, so a hit allocates nothing. */
  result: LookupResult;
  /** When the answer was given, on this cache's clock: its age is read against the TTL of the moment it is read. */
  bornAt: number;
  bytes: number;
}

export class ProfileCache {
  // A Map iterates in insertion order; re-inserting on a hit keeps the least recently used first.
  private readonly entries = new Map<string, Entry>();
  private totalBytes = 0;

  constructor(
    public ttlMs: number,
    private readonly maxUsers = DEFAULT_MAX_USERS,
    private readonly notFoundTtlMs = NOT_FOUND_TTL_MS,
    private readonly now: () => number = () => performance.now(),
    private readonly maxBytes = DEFAULT_MAX_BYTES,
  ) {}

  /** A fresh cached answer (a profile or NotFound), or undefined. */
  get(id: string): LookupResult | undefined {
    const entry = this.entries.get(id);
    if (entry === undefined) return undefined;
    if (!this.isFresh(entry)) {
      this.remove(id);
      return undefined;
    }
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.result;
  }

  /** The cached profile if fresh; no NotFound, no LRU bump (hovers peek at everything they pass). */
  peek(id: string): UserProfile | undefined {
    const entry = this.entries.get(id);
    return entry !== undefined && entry.result.ok && this.isFresh(entry) ? entry.result.profile : undefined;
  }

  /** `ageMs`: how old the profile already is (a remembered one), so it is fresh only for what is left of the TTL. */
  putProfile(profile: UserProfile, ageMs = 0): void {
    this.put(profile.user.id, { ok: true, profile }, Math.max(0, ageMs));
  }

  putNotFound(id: string): void {
    this.put(id, { ok: false, error: lookupErrors.notFound(id) }, 0);
  }

  /** Read against the TTL as it is now: lowering `ttlMs` makes older answers stale at once. */
  private isFresh(entry: Entry): boolean {
    const ttlMs = entry.result.ok ? this.ttlMs : Math.min(this.notFoundTtlMs, this.ttlMs);
    return this.now() - entry.bornAt < ttlMs;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  /** The estimate of what the cached answers hold (see estimatedBytes). */
  get bytes(): number {
    return this.totalBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  private put(id: string, result: LookupResult, ageMs: number): void {
    const entryToBe: Entry = { result, bornAt: this.now() - ageMs, bytes: 0 };
    if (!this.isFresh(entryToBe)) return;
    this.remove(id);
    const bytes = estimatedBytes(result);
    // One answer larger than the whole bound is not kept: it would only evict everything else.
    if (bytes > this.maxBytes) return;
    entryToBe.bytes = bytes;
    this.entries.set(id, entryToBe);
    this.totalBytes += bytes;
    evictOldestWhile(
      this.entries,
      () => this.entries.size > this.maxUsers || this.totalBytes > this.maxBytes,
      (id) => this.remove(id),
    );
  }

  private remove(id: string): void {
    const entry = this.entries.get(id);
    if (entry === undefined) return;
    this.entries.delete(id);
    this.totalBytes -= entry.bytes;
  }
}
