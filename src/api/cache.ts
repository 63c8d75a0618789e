// Answers already known: profiles for `cacheTtlMs`, "no such user" for a minute (a log full of one unknown id
// must not spend quota per hover), at most 500 users, least recently used out first.
import { lookupErrors } from './model/errors';
import type { LookupResult, UserProfile } from './model/types';

export const DEFAULT_MAX_USERS = 500;
export const NOT_FOUND_TTL_MS = 60_000;

interface Entry {
  /** Returned as is, so a hit allocates nothing. */
  result: LookupResult;
  expiresAt: number;
}

export class ProfileCache {
  // A Map iterates in insertion order; re-inserting on a hit keeps the least recently used first.
  private readonly entries = new Map<string, Entry>();

  constructor(
    public ttlMs: number,
    private readonly maxUsers = DEFAULT_MAX_USERS,
    private readonly notFoundTtlMs = NOT_FOUND_TTL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A fresh cached answer (a profile or NotFound), or undefined. */
  get(id: string): LookupResult | undefined {
    const entry = this.entries.get(id);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(id);
      return undefined;
    }
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.result;
  }

  /** The cached profile if fresh; no NotFound, no LRU bump (hovers peek at everything they pass). */
  peek(id: string): UserProfile | undefined {
    const entry = this.entries.get(id);
    return entry !== undefined && entry.result.ok && entry.expiresAt > this.now() ? entry.result.profile : undefined;
  }

  putProfile(profile: UserProfile): void {
    this.put(profile.user.id, { ok: true, profile }, this.ttlMs);
  }

  putNotFound(id: string): void {
    this.put(id, { ok: false, error: lookupErrors.notFound(id) }, Math.min(this.notFoundTtlMs, this.ttlMs));
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private put(id: string, result: LookupResult, ttlMs: number): void {
    if (ttlMs <= 0) return;
    this.entries.delete(id);
    this.entries.set(id, { result, expiresAt: this.now() + ttlMs });
    while (this.entries.size > this.maxUsers) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
