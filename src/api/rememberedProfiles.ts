// The data layer's memory across restarts: what the service answered for each id (a profile, or "no profile"), kept
// in the store of the base address (store/rememberedStore.ts), and what the layer does with it. A profile younger
// than the cache's TTL is an answer; an older one is shown at once, with its age, while one background request
// refreshes it; a "no profile" answer is believed for a day. When a refresh fails, the profile still shows, with why.
import type { LookupError, LookupErrorKind } from '../model/lookupError';
import type { LookupResult, UserProfile } from '../model/user';
import type { Logger } from '../log';
import { lookupErrors } from './model/errors';
import { profileOf, recordId, recordOf, validateRecord, type ProfileRecord } from './store/profileRecord';
import { RememberedStore } from './store/rememberedStore';
import { nodeFileSystem } from './store/storeFiles';

/**
 * A background refresh of an id is sent at most this often, whatever it brought (each hover would otherwise send one,
 * and with a time to live of 0 a panel updated by a refresh would ask for the next).
 */
export const REFRESH_RETRY_MS = 60_000;
const MAX_NOTED_REFRESHES = 1_000;

/** Failures that leave a remembered profile standing: the service could not say anything new about it. */
const NOT_REFRESHED: ReadonlySet<LookupErrorKind> = new Set([
  'NoKey',
  'Unauthorized',
  'RateLimited',
  'ServerError',
  'Timeout',
  'Network',
  'InvalidResponse',
  'InsecureUrl',
]);

/** What a lookup takes from memory: the result, and whether it is fresh (no request) or stale (a refresh is due). */
export interface Recalled {
  result: LookupResult;
  /** For how much longer it is fresh, in ms; 0: stale. */
  freshForMs: number;
}

export class RememberedProfiles {
  private readonly store: RememberedStore<ProfileRecord>;
  /** Each record's profile, made once (a remembered hover costs what a cached one does). */
  private readonly made = new WeakMap<ProfileRecord, UserProfile>();
  /** The last background refresh of each id: when it started and, if it failed, why. */
  private readonly refreshes = new Map<string, { at: number; error?: LookupError }>();
  /** When the service last answered a request (a profile, or none): a refresh that failed before is worth another try. */
  private answeredAt = -Infinity;

  constructor(
    folder: string,
    baseUrl: string,
    log: Logger | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.store = new RememberedStore({
      folder,
      baseUrl,
      validate: validateRecord,
      idOf: recordId,
      fs: nodeFileSystem,
      log,
      now,
    });
  }

  /** Loads the store on first use; never rejects. */
  ready(): Promise<void> {
    return this.store.load();
  }

  get loaded(): boolean {
    return this.store.loaded;
  }

  /** What is remembered of `id` (counted as a use), or undefined: nothing, or not loaded yet. */
  recall(id: string, ttlMs: number): Recalled | undefined {
    if (!this.store.loaded) return undefined;
    const noProfileSince = this.store.noProfileSince(id);
    if (noProfileSince !== undefined) return { result: { ok: false, error: lookupErrors.notFound(id) }, freshForMs: 1 };
    const entry = this.store.use(id);
    if (entry === undefined) return undefined;
    const profile = this.profileOf(entry.record, entry.fetchedAt);
    const freshForMs = Math.max(0, entry.fetchedAt + ttlMs - this.now());
    if (freshForMs > 0) return { result: { ok: true, profile }, freshForMs };
    return { result: { ok: true, profile, stale: { notRefreshed: this.refreshes.get(id)?.error } }, freshForMs: 0 };
  }

  /** A remembered profile younger than `ttlMs`, without counting a use; for a hover's first look. */
  fresh(id: string, ttlMs: number): { profile: UserProfile; freshForMs: number } | undefined {
    const entry = this.store.loaded ? this.store.peek(id) : undefined;
    if (entry === undefined) return undefined;
    const freshForMs = entry.fetchedAt + ttlMs - this.now();
    return freshForMs > 0 ? { profile: this.profileOf(entry.record, entry.fetchedAt), freshForMs } : undefined;
  }

  /** Whether a lookup of `id` is answered from memory at once. */
  has(id: string): boolean {
    return this.store.loaded && (this.store.peek(id) !== undefined || this.store.noProfileSince(id) !== undefined);
  }

  /** Keeps what the service answered: a profile, or that there is none. */
  remember(id: string, result: LookupResult): void {
    if (result.ok || result.error.kind === 'NotFound') this.answeredAt = this.now();
    if (result.ok) {
      this.clearFailure(id);
      this.store.putProfile(id, result.profile.fetchedAt, recordOf(result.profile));
    } else if (result.error.kind === 'NotFound') {
      this.clearFailure(id);
      this.store.putNoProfile(id, this.now());
    }
  }

  /**
   * A lookup that failed in a way that says nothing new about `id` (offline, the service failing, rate limited, the
   * key missing or rejected): the remembered profile with its age and why it was not refreshed, when there is one.
   */
  orRemembered(id: string, result: LookupResult): LookupResult {
    if (result.ok || !NOT_REFRESHED.has(result.error.kind)) return result;
    const entry = this.store.loaded ? this.store.peek(id) : undefined;
    if (entry === undefined) return result;
    this.noteFailure(id, result.error);
    return { ok: true, profile: this.profileOf(entry.record, entry.fetchedAt), stale: { notRefreshed: result.error } };
  }

  /**
   * Whether a background refresh of `id` may be sent now (none in the last minute, or the last one failed and the
   * service has answered a request since: it is back); if so, it counts as sent.
   */
  takeRefresh(id: string): boolean {
    const last = this.refreshes.get(id);
    const backSince = last?.error !== undefined && this.answeredAt > last.at;
    if (last !== undefined && !backSince && this.now() - last.at < REFRESH_RETRY_MS) return false;
    this.note(id, { at: this.now() });
    return true;
  }

  /** A background refresh ended: a failure is noted (shown with the profile; no retry for a minute). */
  refreshed(id: string, result: LookupResult): void {
    if (!result.ok && NOT_REFRESHED.has(result.error.kind)) this.noteFailure(id, result.error);
  }

  forget(): Promise<void> {
    this.refreshes.clear();
    return this.store.forget();
  }

  flush(): Promise<void> {
    return this.store.flush();
  }

  close(): Promise<void> {
    return this.store.close();
  }

  discard(): void {
    this.store.discard();
  }

  private noteFailure(id: string, error: LookupError): void {
    // Dated when it failed: an answer from the service after that says it is back.
    this.note(id, { at: this.now(), error });
  }

  private clearFailure(id: string): void {
    const last = this.refreshes.get(id);
    if (last?.error !== undefined) this.refreshes.set(id, { at: last.at });
  }

  private note(id: string, refresh: { at: number; error?: LookupError }): void {
    this.refreshes.delete(id);
    this.refreshes.set(id, refresh);
    if (this.refreshes.size > MAX_NOTED_REFRESHES) this.refreshes.delete(this.refreshes.keys().next().value as string);
  }

  private profileOf(record: ProfileRecord, fetchedAt: number): UserProfile {
    let profile = this.made.get(record);
    if (profile === undefined) {
      profile = profileOf(record, fetchedAt);
      this.made.set(record, profile);
    }
    return profile;
  }
}

/** Deletes every store (remembering was turned off). Never rejects; says in the log what it could not delete. */
export async function deleteRememberedProfiles(folder: string, log: Logger | undefined): Promise<void> {
  await nodeFileSystem
    .removeFolder(folder)
    .catch((error: unknown) => log?.warn(`remembered profiles: could not delete the folder: ${String(error)}`));
}
