// The data layer as the editor sees it: cache -> shared in-flight request -> scheduler -> client.
// Every lookup in the product comes through here, and `lookup` never rejects.
import type {
  LookupOptions,
  LookupWait,
  Priority,
  ServiceState,
  UserService,
  UserServiceOptions,
} from './serviceTypes';
import type { LookupError } from '../model/lookupError';
import type { LookupResult, UserProfile } from '../model/user';
import { onAbort } from './abortWatch';
import { ProfileCache } from './cache';
import { UserClient, type ClientOutcome } from './http/client';
import { l10n } from '../l10n';
import type { LogLevel } from '../log';
import { lookupErrors } from './model/errors';
import { PRIORITY_RANK, RequestScheduler, type Scheduled } from './pacing/scheduler';
import { describeOutcome, rejectionOf, SharedRequest, type SendOutcome } from './sharedRequest';
import { DOCUMENTED_RATE_LIMIT, type RateLimitHeaders } from './model/serviceLimits';
import { KeyWait, readSendableKey } from './keyWait';
import { ServiceStateTracker } from './serviceState';
import { RememberedLookups } from './rememberedLookups';
import { isIdInRange } from '../ids/snowflake';

/** An answer slower than this is worth telling a waiting hover about; the stand-in and the service answer in ~100 ms. */
export const SLOW_ANSWER_MS = 1000;
/** A wait in the queue shorter than this is not worth a line: the profile is about to show. */
export const NOTABLE_QUEUE_WAIT_MS = 500;

export function createUserService(options: UserServiceOptions): UserService {
  return new PacedUserService(options);
}

class PacedUserService implements UserService {
  private options: UserServiceOptions;
  private client: UserClient;
  private readonly cache: ProfileCache;
  private readonly scheduler: RequestScheduler;
  private readonly inFlight = new Map<string, SharedRequest>();
  /** Requests waiting in the scheduler's queue (some may have left inFlight after a key change). */
  private readonly queued = new Set<SharedRequest>();
  /** Bumped by forgetAll: answers to requests started before it are not cached. */
  private generation = 0;
  private disposed = false;
  private readonly status: ServiceStateTracker;
  /** Bumped by keyChanged: only the latest key check may resume the queue. */
  private keyChecks = 0;
  private readonly keyWait: KeyWait;
  /** The profiles remembered across restarts, of the current base address. */
  private readonly remembered: RememberedLookups;

  constructor(options: UserServiceOptions) {
    this.options = { ...options };
    this.scheduler = new RequestScheduler({ ...DOCUMENTED_RATE_LIMIT, maxSilentWaitMs: options.requestTimeoutMs });
    this.status = new ServiceStateTracker(this.scheduler);
    this.keyWait = new KeyWait(this.scheduler, this.status, () => this.options.requestTimeoutMs);
    this.client = this.newClient();
    this.cache = new ProfileCache(options.cacheTtlMs);
    this.remembered = new RememberedLookups(
      {
        ask: (id, o) => this.ask(id, o),
        isInFlight: (id) => this.inFlight.has(id),
        // What is left of its freshness says its age: the cache reads that age against the TTL of each moment.
        cacheFresh: (profile, freshForMs) => this.cache.putProfile(profile, this.cache.ttlMs - freshForMs),
        sawRemembered: () => this.status.sawRemembered(),
        ttlMs: () => this.options.cacheTtlMs,
        isDisposed: () => this.disposed,
      },
      options.log,
    );
    this.remembered.open(options.rememberIn, options.baseUrl);
  }

  lookup(id: string, options: LookupOptions = {}): Promise<LookupResult> {
    // One spelling per id (no spaces, no leading zeros): it is the cache key and the request path.
    if (!isIdInRange(id)) return Promise.resolve({ ok: false, error: lookupErrors.invalidId() });
    if (!options.refresh) {
      const hit = this.cache.get(id);
      if (hit !== undefined) return Promise.resolve(hit);
      return this.remembered.lookup(id, options);
    }
    return this.remembered.askOrRemembered(id, options);
  }

  peek(id: string): UserProfile | undefined {
    if (!isIdInRange(id)) return undefined;
    const cached = this.cache.peek(id);
    return cached ?? this.remembered.fresh(id);
  }

  waitFor(id: string): LookupWait | undefined {
    if (!isIdInRange(id) || this.disposed || this.cache.get(id) !== undefined || this.remembered.has(id))
      return undefined;
    const shared = this.inFlight.get(id);
    if (shared?.sent) {
      const asked = performance.now() - shared.sentAt;
      if (asked >= SLOW_ANSWER_MS) return { reason: 'answering', ms: asked };
    } else {
      const queued = shared?.queued !== undefined ? this.scheduler.estimateWaitMs(shared.queued) : undefined;
      const wait = queued ?? this.scheduler.estimateWaitMs(shared?.priority ?? 'hover') ?? 0;
      if (wait >= NOTABLE_QUEUE_WAIT_MS) return { reason: 'rateLimit', ms: wait };
    }
    // Only what holds for this id now: how long another id's answer took once is not this lookup's state, and
    // a hover that said so kept the line beside whatever this lookup then became (an HTTP 500, say).
    return undefined;
  }

  configure(changes: Partial<UserServiceOptions>): void {
    const before = this.options;
    this.options = { ...before, ...changes };
    const now = this.options;
    if (now.cacheTtlMs !== before.cacheTtlMs) this.cache.ttlMs = now.cacheTtlMs;
    if (now.requestTimeoutMs !== before.requestTimeoutMs) this.scheduler.setMaxSilentWait(now.requestTimeoutMs);
    if (now.baseUrl !== before.baseUrl || now.rememberIn !== before.rememberIn) {
      // Turned off: the store is deleted; another base address: the old one is written and closed.
      this.remembered.open(now.rememberIn, now.baseUrl, now.rememberIn === undefined ? before.rememberIn : undefined);
    }
    if (now.baseUrl !== before.baseUrl) {
      this.forgetAll();
      this.scheduler.reset();
      this.status.forgetKey();
    }
    if (
      now.baseUrl !== before.baseUrl ||
      now.requestTimeoutMs !== before.requestTimeoutMs ||
      (now.proxy ?? '') !== (before.proxy ?? '') ||
      now.proxyStrictSSL !== before.proxyStrictSSL
    ) {
      const old = this.client;
      this.client = this.newClient();
      // Requests already on the old connection finish there.
      old.close().catch(() => undefined);
    }
  }

  forgetAll(): void {
    this.generation++;
    this.cache.clear();
    // Requests still running finish for whoever waits on them, but nobody new joins them (the key may differ).
    this.inFlight.clear();
  }

  keyChanged(): void {
    this.forgetAll();
    // Nothing leaves the queue until the new key is read: a cleared or replaced key is never sent again.
    this.scheduler.pause();
    this.scheduler.resetWindow();
    this.status.forgetKey();
    const check = ++this.keyChecks;
    void this.readKey().then((key) => {
      if (check !== this.keyChecks || this.disposed) return;
      if (typeof key === 'string') this.keyWait.end();
      else this.keyWait.start();
    });
  }

  state(): ServiceState {
    return this.status.snapshot();
  }

  onProfileRefreshed(listener: (id: string) => void): () => void {
    return this.remembered.onProfileRefreshed(listener);
  }

  async forgetRemembered(): Promise<void> {
    this.forgetAll();
    await this.remembered.forget();
  }

  async flushRemembered(): Promise<void> {
    await this.remembered.flush();
  }

  onStateChange(listener: () => void): () => void {
    return this.status.onChange(listener);
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    this.keyWait.dispose();
    this.scheduler.dropQueued();
    this.forgetAll();
    await Promise.all([this.client.destroy(), this.remembered.close()]);
  }

  private newClient(): UserClient {
    const o = this.options;
    return new UserClient({
      baseUrl: o.baseUrl,
      requestTimeoutMs: o.requestTimeoutMs,
      proxy: o.proxy,
      proxyStrictSSL: o.proxyStrictSSL,
    });
  }

  /** Takes a function so that no line is built when nobody listens. */
  private log(level: LogLevel, line: () => string): void {
    const sink = this.options.log;
    if (sink === undefined) return;
    try {
      sink[level](line());
    } catch {
      // A failing log sink must not fail a lookup.
    }
  }

  private ask(id: string, options: LookupOptions): Promise<LookupResult> {
    const signal = options.signal;
    if (signal?.aborted || this.disposed) return Promise.resolve({ ok: false, error: lookupErrors.cancelled() });
    const priority = options.priority ?? 'explicit';
    let shared = this.inFlight.get(id);
    if (shared === undefined) {
      shared = this.start(id, priority);
    } else if (PRIORITY_RANK[priority] < PRIORITY_RANK[shared.priority]) {
      shared.priority = priority;
      shared.queued?.raise(priority);
    }
    shared.askers++;
    const joined = shared;
    if (signal === undefined) return joined.result;
    return new Promise<LookupResult>((resolve) => {
      const giveUp = (): void => {
        resolve({ ok: false, error: lookupErrors.cancelled() });
        if (--joined.askers === 0 && !joined.sent) {
          if (this.inFlight.get(id) === joined) this.inFlight.delete(id);
          joined.abandoned = true;
          joined.queued?.cancel();
        }
      };
      // One listener on the caller's signal for all its lookups (abortWatch.ts), not one each.
      const leave = onAbort(signal, giveUp);
      void joined.result.then((r) => {
        leave();
        resolve(r);
      });
    });
  }

  private start(id: string, priority: Priority): SharedRequest {
    const shared = new SharedRequest(priority);
    const generation = this.generation;
    const settle = (result: LookupResult): LookupResult => {
      if (this.inFlight.get(id) === shared) this.inFlight.delete(id);
      if (generation === this.generation) {
        if (result.ok) this.cache.putProfile(result.profile);
        else if (result.error.kind === 'NotFound') this.cache.putNotFound(id);
        this.remembered.remember(id, result);
      }
      return result;
    };
    shared.result = this.fetch(id, shared).then(settle, () =>
      settle({
        ok: false,
        error: lookupErrors.network(l10n.t('the service'), l10n.t('the request failed unexpectedly')),
      }),
    );
    this.inFlight.set(id, shared);
    return shared;
  }

  private async fetch(id: string, shared: SharedRequest): Promise<LookupResult> {
    const key = await this.readKey();
    if (typeof key !== 'string') return { ok: false, error: key };
    let retried = false;
    let first = false;
    for (;;) {
      if (shared.abandoned || this.disposed) return { ok: false, error: lookupErrors.cancelled() };
      const client = this.client;
      const queuedAt = performance.now();
      let sentAt = queuedAt;
      let rejectedAtHeaders = false;
      shared.sent = false;
      const ticket = this.scheduler.enqueue(
        (answered) => {
          shared.sent = true;
          sentAt = performance.now();
          shared.sentAt = sentAt;
          this.status.changed();
          return this.sendWithCurrentKey(client, id, (rate, status) => {
            // A rejected key: nothing more leaves the queue with it (see rejectQueued).
            if (status === 401 || status === 403) {
              rejectedAtHeaders = true;
              this.scheduler.pause();
            }
            this.status.sawRate(rate);
            answered(rate);
          });
        },
        { priority: shared.priority, first },
      );
      shared.queued = ticket;
      this.queued.add(shared);
      this.status.changed();
      let scheduled: Scheduled<SendOutcome>;
      try {
        scheduled = await ticket.result;
      } finally {
        shared.queued = undefined;
        this.queued.delete(shared);
        if (rejectedAtHeaders) this.keyWait.afterRejection(this.queued, rejectionOf(scheduled!));
      }
      this.status.changed();
      if (!scheduled.sent) {
        const waitMs = scheduled.refusedForMs;
        if (waitMs !== undefined) {
          this.log('warn', () => `GET /v1/users/${id}: not sent, the service's limit holds requests for ${waitMs} ms`);
          return { ok: false, error: lookupErrors.rateLimited(waitMs) };
        }
        if (shared.rejectedWith) return { ok: false, error: shared.rejectedWith };
        if (this.keyWait.waiting) return { ok: false, error: lookupErrors.noKey() };
        this.log(
          'debug',
          () => `GET /v1/users/${id}: dropped before sending (nobody waits for it, or the service was reset)`,
        );
        return { ok: false, error: lookupErrors.cancelled() };
      }
      const outcome = scheduled.value;
      if ('keyMissing' in outcome) {
        // The key was cleared while this waited: it waits for the next one, first in line.
        if (outcome.keyMissing.kind !== 'NoKey') return { ok: false, error: outcome.keyMissing };
        this.keyWait.start();
        first = true;
        continue;
      }
      const answeredAt = performance.now();
      this.status.sawOutcome(outcome);
      this.log(
        levelOf(outcome),
        () =>
          `GET /v1/users/${id} -> ${describeOutcome(outcome)} in ${Math.round(answeredAt - sentAt)} ms (queued ${Math.round(sentAt - queuedAt)} ms)`,
      );
      if (outcome.ok) return { ok: true, profile: outcome.profile };
      const retryAfterMs = outcome.error.retryAfterMs;
      if (outcome.error.kind !== 'RateLimited' || retryAfterMs === undefined)
        return { ok: false, error: outcome.error };
      // Pacing should make this rare (another client sharing the key). Nothing is sent until the wait is over;
      // a wait longer than the scheduler's silent bound refuses the retry, which returns it to the user.
      this.scheduler.holdFor(retryAfterMs);
      if (retried) return { ok: false, error: outcome.error };
      retried = true;
      first = true;
      this.log('warn', () => `rate limited: holding all requests for ${retryAfterMs} ms, then retrying ${id} once`);
    }
  }

  /**
   * The key is read when the request leaves the queue, not when it joined it: a key cleared or replaced in
   * the meantime is never sent.
   */
  private async sendWithCurrentKey(
    client: UserClient,
    id: string,
    onAnswered: (rate: RateLimitHeaders, status: number) => void,
  ): Promise<SendOutcome> {
    const key = await this.readKey();
    if (typeof key !== 'string') return { keyMissing: key };
    return client.fetchUser(id, key, { onAnswered });
  }

  /** The key, or why there is none to send. Never logged. */
  private readKey(): Promise<string | LookupError> {
    return readSendableKey(
      () => this.options.getApiKey(),
      () => this.log('error', () => 'reading the API key failed'),
    );
  }
}

/** An answer is news (info); a service that failed to answer is worth a look (warn); a refused key is the user's to fix (error). */
function levelOf(outcome: ClientOutcome): LogLevel {
  if (outcome.ok || outcome.error.kind === 'NotFound') return 'info';
  return outcome.error.kind === 'Unauthorized' ? 'error' : 'warn';
}
