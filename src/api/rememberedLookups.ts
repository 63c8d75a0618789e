// The lookups that go through the remembered profiles (rememberedProfiles.ts) on their way to the paced service: a
// lookup the cache cannot answer asks the store of the base address (loaded on first use); a fresh profile is an
// answer, a stale one is answered at once while one background request refreshes it, and a lookup the service
// cannot answer shows what is remembered, with why. Apart from userService.ts so that each stays one concern.
import type { LookupOptions } from './serviceTypes';
import type { LookupResult, UserProfile } from '../model/user';
import type { Logger } from '../log';
import { deleteRememberedProfiles, RememberedProfiles } from './rememberedProfiles';

/** What the remembered lookups need of the paced service. */
export interface LookupPath {
  /** A request (shared with any other asker of the id), through the queue. */
  ask(id: string, options: LookupOptions): Promise<LookupResult>;
  isInFlight(id: string): boolean;
  /** Puts a remembered profile in the cache for what is left of its time to live. */
  cacheFresh(profile: UserProfile, freshForMs: number): void;
  /** A lookup showed a remembered profile because the service could not be asked (the status bar's state). */
  sawRemembered(): void;
  ttlMs(): number;
  isDisposed(): boolean;
}

export class RememberedLookups {
  /** Of the current base address; undefined when remembering is off. */
  private remembered: RememberedProfiles | undefined;
  private readonly listeners = new Set<(id: string) => void>();

  constructor(
    private readonly path: LookupPath,
    private readonly log: Logger | undefined,
  ) {}

  get active(): boolean {
    return this.remembered !== undefined;
  }

  /** Opens the store of `baseUrl` in `folder` (undefined: remembering off); the one before is closed, or deleted when turned off. */
  open(folder: string | undefined, baseUrl: string, deleteFolder?: string): void {
    const old = this.remembered;
    if (deleteFolder !== undefined) {
      old?.discard();
      void deleteRememberedProfiles(deleteFolder, this.log);
    } else void old?.close();
    this.remembered = folder === undefined ? undefined : new RememberedProfiles(folder, baseUrl, this.log);
  }

  /** A lookup the cache could not answer. */
  lookup(id: string, options: LookupOptions): Promise<LookupResult> {
    const remembered = this.remembered;
    return remembered === undefined ? this.path.ask(id, options) : this.recall(remembered, id, options);
  }

  /** A remembered profile younger than the TTL (put in the cache), for a hover's first look; never loads. */
  fresh(id: string): UserProfile | undefined {
    const fresh = this.remembered?.fresh(id, this.path.ttlMs());
    if (fresh !== undefined) this.path.cacheFresh(fresh.profile, fresh.freshForMs);
    return fresh?.profile;
  }

  has(id: string): boolean {
    return this.remembered?.has(id) ?? false;
  }

  remember(id: string, result: LookupResult): void {
    this.remembered?.remember(id, result);
  }

  /** A lookup that the service could not answer shows the remembered profile, with why it is not newer. */
  async askOrRemembered(id: string, options: LookupOptions): Promise<LookupResult> {
    const result = await this.path.ask(id, options);
    const remembered = this.remembered;
    if (remembered === undefined || result.ok) return result;
    await remembered.ready();
    const shown = remembered.orRemembered(id, result);
    if (shown.ok) this.path.sawRemembered();
    return shown;
  }

  onProfileRefreshed(listener: (id: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async forget(): Promise<void> {
    await this.remembered?.forget();
  }

  async flush(): Promise<void> {
    await this.remembered?.flush();
  }

  async close(): Promise<void> {
    await this.remembered?.close();
  }

  /** The first use loads the store; a stale profile is answered at once and refreshed in the background. */
  private async recall(remembered: RememberedProfiles, id: string, options: LookupOptions): Promise<LookupResult> {
    await remembered.ready();
    const known = remembered.recall(id, this.path.ttlMs());
    if (known === undefined || this.path.isDisposed()) return this.askOrRemembered(id, options);
    if (known.result.ok && known.freshForMs > 0) this.path.cacheFresh(known.result.profile, known.freshForMs);
    if (known.freshForMs === 0 && known.result.ok && known.result.stale)
      known.result.stale.refreshing = this.refreshInBackground(remembered, id);
    return known.result;
  }

  /** One request, behind every hover and lookup of a new id; its end (a newer profile, or why not) is told to listeners. */
  private refreshInBackground(remembered: RememberedProfiles, id: string): boolean {
    if (this.path.isInFlight(id)) return true;
    if (!remembered.takeRefresh(id)) return false;
    void this.path.ask(id, { priority: 'background' }).then((result) => {
      remembered.refreshed(id, result);
      if (!result.ok && remembered.orRemembered(id, result).ok) this.path.sawRemembered();
      for (const listener of this.listeners) {
        try {
          listener(id);
        } catch {
          // A failing listener must not fail the refresh.
        }
      }
    });
    return true;
  }
}
