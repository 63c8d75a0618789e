// The data layer's public interface: what the editor side asks of it and the state it reports. Type-only on
// purpose: the editor imports these at activation without pulling in undici or zod, which live in the lazily
// required dist/api/chunk.js.
import type { Logger } from '../log';
import type { ServiceMeta, UserProfile, LookupResult } from '../model/user';

/** `background`: work nobody is looking at yet (a batch view of the ids in a file); hovers and explicit lookups overtake it. */
export type Priority = 'explicit' | 'hover' | 'background';

export interface LookupOptions {
  priority?: Priority;
  signal?: AbortSignal;
  /** Bypass the cache. */
  refresh?: boolean;
}

/**
 * Why a profile that is not cached is not here yet, for a hover that waits for it: `rateLimit`, queued
 * behind the key's limit, sent in about `ms`; `answering`, sent `ms` ago and not answered. Both are
 * this id's state now, never a past answer's.
 */
export interface LookupWait {
  reason: 'rateLimit' | 'answering';
  ms: number;
}

/**
 * What the service last said of the current key: `accepted` (any answer past the key check), `rejected` (401),
 * `offline` (no answer: network, time-out), `failing` (5xx, unreadable answers).
 */
export type KeyOutcome = 'accepted' | 'rejected' | 'offline' | 'failing';

/** The data layer's state as a status bar shows it. Plain data: it crosses the lazy bundle's boundary. */
export interface ServiceState {
  /** Undefined until the current key (at the current base address) has been answered. */
  outcome?: KeyOutcome;
  /** Lookups waiting to be sent. */
  queued: number;
  /** About how long until the next waiting lookup is sent, in ms, when one waits. */
  nextSendInMs?: number;
  /** Queued lookups wait because no API key is set. */
  waitingForKey: boolean;
  /** The service cannot be reached or fails, and lookups show remembered profiles instead. */
  showingRemembered?: boolean;
  /** Once an answer carried X-RateLimit headers: the requests left in the pacing window now. */
  rate?: { remaining: number; limit: number };
  /** When `rate` next changes by itself (the window's oldest answer leaves it), in ms from now. */
  rateChangesInMs?: number;
  /** Whose key it is, from the last accepted answer's Token-* headers. */
  owner?: Pick<ServiceMeta, 'tokenCreator' | 'tokenUser'>;
}

export interface UserServiceOptions {
  baseUrl: string;
  requestTimeoutMs: number;
  cacheTtlMs: number;
  getApiKey(): Promise<string | undefined>;
  /** VS Code's http.proxy setting ('' = none); HTTPS_PROXY/HTTP_PROXY/NO_PROXY env honoured too. */
  proxy?: string;
  proxyStrictSSL?: boolean;
  /** Never receives the key. */
  log?: Logger;
  /** The folder where profiles are remembered across restarts (in the extension's global storage); undefined: not remembered. */
  rememberIn?: string;
}

export interface UserService {
  /** Never rejects. */
  lookup(id: string, options?: LookupOptions): Promise<LookupResult>;
  /** Cached and fresh, no request. */
  peek(id: string): UserProfile | undefined;
  /** Why a lookup of `id` would not be answered at once, if there is a reason worth saying; no request. */
  waitFor(id: string): LookupWait | undefined;
  /** A baseUrl change forgets the cache. */
  configure(options: Partial<UserServiceOptions>): void;
  /** Forgets the cache. */
  forgetAll(): void;
  /**
   * The stored key changed (set, replaced, cleared): the cache is forgotten, the next request opens a fresh
   * window (the service limits each key on its own), and queued requests send the key read when each is sent;
   * while there is none, they wait for one (up to the request time-out).
   */
  keyChanged(): void;
  /** `listener` runs when a background refresh of a remembered profile ended (a newer profile, or why not); returns the unsubscribe. */
  onProfileRefreshed(listener: (id: string) => void): () => void;
  /** Forgets the remembered profiles of every window (the cache too). */
  forgetRemembered(): Promise<void>;
  /** Writes the remembered profiles' pending batch now. */
  flushRemembered(): Promise<void>;
  state(): ServiceState;
  /** `listener` runs after each change of state(); returns the unsubscribe. */
  onStateChange(listener: () => void): () => void;
  dispose(): Promise<void>;
}
