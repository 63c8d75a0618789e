// Paces requests under the service's rate limit so that normal use never draws a 429.
//
// The service counts a fixed window per key that starts at the first request the *server* sees. The client
// cannot know when that was (latency, a handshake on the first request, clock skew), but it knows each
// request was counted no later than its answer's headers arrived. So a send is allowed while fewer than
// `limit` requests are in flight or answered within the last `window + margin`: any request that could
// share a server window with the new one is among those. That holds whatever the latency, at the cost of
// one round trip per window.
import type { Priority } from '../serviceTypes';
import type { RateLimitHeaders } from '../model/serviceLimits';
import { backgroundMayTake, backgroundReserveMs, nextWakeAt, USER_ACTIVE_WINDOWS, type WindowShare } from './userSlot';
import { PriorityQueues } from './priorityQueues';
import {
  PRIORITY_RANK,
  QueuedRequest,
  type Answered,
  type Queued,
  type QueueOwner,
  type Ticket,
} from './queuedRequest';
import { estimateSendWaitMs } from './sendEstimate';
import { SortedTimes } from './sortedTimes';
import { believedWaitMs, MAX_BELIEVED_LIMIT } from '../model/serviceLimits';
import { WakeTimer } from './wakeTimer';

/**
 * How long the first request may hold the others back while its answer is awaited. Past it the queue moves
 * on without the first answer's headers: at worst that draws a 429, which spends no quota.
 */
export const PROBE_PATIENCE_MS = 1000;

export interface SchedulerOptions {
  limit: number;
  windowMs: number;
  /**
   * The longest a queued request waits silently for a wait the service imposed (a 429's Retry-After, quota
   * spent elsewhere, a long window): the request time-out. Past it, queued and new requests are refused with
   * that wait instead. Pacing at about the default window is never refused: that is this class's ordinary work.
   */
  maxSilentWaitMs?: number;
  /** Monotonic clock in ms. */
  now?: () => number;
}

export { PRIORITY_RANK, type Answered, type Scheduled, type Ticket } from './queuedRequest';

export class RequestScheduler implements QueueOwner {
  private limit: number;
  private readonly defaultLimit: number;
  private readonly defaultWindowMs: number;
  private learnedWindowMs: number | undefined;
  private readonly now: () => number;
  private maxSilentWaitMs: number;
  private readonly queues = new PriorityQueues();
  private inFlight = 0;
  /**
   * Bumped when the window is reset (another key, another service): answers to requests sent before it
   * belong to the old window and are not counted in the new one.
   */
  epoch = 0;
  /** While paused (no API key), nothing is sent; queued requests wait. */
  private paused = false;
  /** When each recent request was answered (or a stand-in for requests the server counted that we did not send). Ascending. */
  private readonly answeredAt = new SortedTimes();
  private holdUntil = 0;
  /**
   * Until the first answer, one request at a time: the key's window may be half spent already (another
   * editor window, a script), and the first answer's headers say how much is left. For PROBE_PATIENCE_MS
   * at most, from `probeSentAt`.
   */
  private probing = true;
  private probeSentAt = 0;
  private readonly timer: WakeTimer;
  /** When the user last asked for something (a hover, a command): see userSlot.ts. */
  private lastForegroundAt = -Infinity;

  constructor(options: SchedulerOptions) {
    this.limit = options.limit;
    this.defaultLimit = options.limit;
    this.defaultWindowMs = options.windowMs;
    this.maxSilentWaitMs = options.maxSilentWaitMs ?? Infinity;
    this.now = options.now ?? (() => performance.now());
    this.timer = new WakeTimer(this.now, () => this.pump());
  }

  get windowMs(): number {
    return this.learnedWindowMs ?? this.defaultWindowMs;
  }

  /** Room for timer slack and rounding in the server's own accounting. */
  get marginMs(): number {
    return 25 + this.windowMs / 100;
  }

  setMaxSilentWait(ms: number): void {
    this.maxSilentWaitMs = ms;
    this.pump();
  }

  /**
   * Queues `send`; it runs when the limit allows, or never if the ticket is cancelled first. `send` calls
   * `answered` with the rate-limit headers the moment they arrive (the server has counted it by then).
   */
  enqueue<T>(send: (answered: Answered) => Promise<T>, options: { priority: Priority; first?: boolean }): Ticket<T> {
    const entry = new QueuedRequest(this, send, PRIORITY_RANK[options.priority]);
    if (entry.rank < PRIORITY_RANK.background) this.lastForegroundAt = this.now();
    this.queues.add(entry, options.first ?? false);
    this.pump();
    return entry;
  }

  /** @internal (QueuedRequest.raise) */
  moveUp(entry: Queued, rank: number): void {
    if (rank >= entry.rank || !this.remove(entry)) return;
    if (rank < PRIORITY_RANK.background) this.lastForegroundAt = this.now();
    entry.rank = rank;
    this.queues.add(entry, false);
    this.pump();
  }

  /** @internal (QueuedRequest.cancel) True when `entry` was still queued. */
  remove(entry: Queued): boolean {
    return this.queues.remove(entry);
  }

  /**
   * @internal (QueuedRequest) A request sent earlier has its answer's headers (or failed). One sent before the
   * window was reset (`epoch`) went to another key or service: it says nothing about this window.
   */
  answered(rate: RateLimitHeaders | undefined, epoch: number): void {
    if (epoch !== this.epoch) return;
    this.probing = false;
    this.inFlight--;
    this.answeredAt.add(this.now());
    if (rate !== undefined) this.observe(rate);
    this.pump();
  }

  /** Reads what the service said about its limit (every answer that carried the headers), within bounds. */
  observe(rate: RateLimitHeaders): void {
    if (rate.limit !== undefined) this.limit = Math.min(rate.limit, MAX_BELIEVED_LIMIT);
    if (rate.resetAfterMs === undefined) return;
    const resetAfter = believedWaitMs(rate.resetAfterMs);
    // The first request of a window is answered with the whole window ahead of it: that is the window's
    // length as the service says it now, so a window learned earlier (even a lie) gives way to it.
    if (rate.remaining === this.limit - 1) this.learnedWindowMs = resetAfter;
    else if (resetAfter > this.windowMs) this.learnedWindowMs = resetAfter;
    if (rate.remaining !== undefined) this.accountForOthers(this.limit - rate.remaining, resetAfter);
  }

  /**
   * The server has counted `used` requests in a window that ends in `resetAfter` ms. If that is more than we
   * know of (another editor window with the same key, say), hold placeholders until it resets.
   */
  private accountForOthers(used: number, resetAfter: number): void {
    const t = this.now();
    this.prune(t);
    const missing = Math.min(used, this.limit) - this.answeredAt.size;
    if (missing <= 0) return;
    const placeholder = t + resetAfter - this.windowMs;
    for (let i = 0; i < missing; i++) this.answeredAt.add(placeholder);
    this.pump();
  }

  /** After a 429: nothing is sent until the service said it would accept again (believed up to a minute). */
  holdFor(ms: number): void {
    this.holdUntil = Math.max(this.holdUntil, this.now() + believedWaitMs(ms) + this.marginMs);
    this.pump();
  }

  /**
   * How long from now until the window has room for one more request, given the answers inside it.
   * Requests in flight are not waited for (their time-out bounds them).
   */
  private windowWaitMs(t: number): number {
    this.prune(t);
    const excess = this.inFlight + this.answeredAt.size - this.limit;
    if (excess < 0 || excess >= this.answeredAt.size) return 0;
    return Math.max(0, this.answeredAt.at(excess) + this.windowMs + this.marginMs - t);
  }

  /** The wait that is too long to sit through silently, in ms, or 0 when there is none. */
  private refusableWaitMs(): number {
    const t = this.now();
    const hold = Math.max(0, this.holdUntil - t);
    if (hold > this.maxSilentWaitMs) return hold;
    const window = this.windowWaitMs(t);
    // Pacing within two default windows is this class's ordinary work (a learned window is rounded up).
    return window > Math.max(this.maxSilentWaitMs, 2 * this.defaultWindowMs) ? Math.max(hold, window) : 0;
  }

  /**
   * About how long from now until `ticket` (still queued), or a request queued now at `priority`, is sent:
   * what a hover says while it waits. Undefined for a ticket no longer queued.
   */
  estimateWaitMs(target: Ticket<unknown> | Priority): number | undefined {
    const ahead = this.queues.countAhead(target);
    return ahead === undefined ? undefined : this.sendWaitMs(ahead);
  }

  /** About how long from now until the first queued request is sent; undefined when nothing waits or while paused. */
  nextSendWaitMs(): number | undefined {
    return this.paused || !this.queues.hasQueued() ? undefined : this.sendWaitMs(0);
  }

  private sendWaitMs(ahead: number): number {
    const t = this.now();
    this.prune(t);
    const probe = this.probing && this.inFlight > 0 ? this.probeSentAt + PROBE_PATIENCE_MS : 0;
    const { limit, windowMs, marginMs, answeredAt, inFlight } = this;
    return estimateSendWaitMs({
      now: t,
      limit,
      windowMs,
      marginMs,
      answeredAt,
      inFlight,
      notBefore: Math.max(this.holdUntil, probe),
      ahead,
    });
  }

  /**
   * The window as pacing counts it now (answers inside it, requests in flight, the service's own count through
   * accountForOthers), and when its oldest answer leaves it: what a tooltip's "requests left" reads, never a
   * header from a window long past.
   */
  windowUse(): { used: number; limit: number; nextFreeInMs: number | undefined } {
    const t = this.now();
    this.prune(t);
    const oldest = this.answeredAt.oldest;
    return {
      used: Math.min(this.limit, this.answeredAt.size + this.inFlight),
      limit: this.limit,
      nextFreeInMs: oldest === undefined ? undefined : Math.max(0, oldest + this.windowMs + this.marginMs - t),
    };
  }

  /** Requests waiting to be sent. */
  get queuedCount(): number {
    return this.queues.size;
  }

  /** Drops everything queued and forgets what was learned (a new base address is a new service). */
  reset(): void {
    this.dropQueued();
    this.resetWindow();
  }

  /**
   * A fresh window, queued requests kept: another key (the service limits each key on its own) or another
   * service. Everything learned goes, the limit the headers taught included, and requests already on the
   * wire no longer count (their answers belong to the old window: see `answered`).
   */
  resetWindow(): void {
    this.epoch++;
    this.inFlight = 0;
    this.limit = this.defaultLimit;
    this.learnedWindowMs = undefined;
    this.probing = true;
    this.holdUntil = 0;
    this.lastForegroundAt = -Infinity;
    this.answeredAt.dropUpTo(Infinity);
    this.timer.clear();
    this.pump();
  }

  /** Nothing is sent until `resume` (no API key to send); queued requests wait. */
  pause(): void {
    this.paused = true;
    this.timer.clear();
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.pump();
  }

  dropQueued(): void {
    this.queues.dropAll(undefined);
    this.timer.clear();
  }

  private prune(t: number): void {
    this.answeredAt.dropUpTo(t - this.windowMs - this.marginMs);
  }

  private next(used: number, t: number): Queued | undefined {
    for (let rank = 0; rank < this.queues.ranks; rank++) {
      if (!this.queues.hasRank(rank) || used >= this.limit) continue;
      if (rank === PRIORITY_RANK.background && !backgroundMayTake(this.userSlotShare(used, t))) continue;
      return this.queues.takeFrom(rank);
    }
    return undefined;
  }

  get backgroundReserveMs(): number {
    return backgroundReserveMs(this.windowMs, this.marginMs);
  }

  /** Background work leaves the user the last slot for a while after they ask for something (userSlot.ts). */
  private userSlotShare(used: number, t: number): WindowShare {
    const oldest = this.answeredAt.oldest;
    return {
      used,
      limit: this.limit,
      now: t,
      nextSlotFreesAt: oldest === undefined ? undefined : oldest + this.windowMs + this.marginMs,
      userActiveUntil: this.lastForegroundAt + USER_ACTIVE_WINDOWS * this.windowMs,
      reserveMs: this.backgroundReserveMs,
    };
  }

  /** True while the first request's answer is awaited, within PROBE_PATIENCE_MS. */
  private waitingForProbe(t: number): boolean {
    if (!this.probing || this.inFlight === 0) return false;
    if (t - this.probeSentAt < PROBE_PATIENCE_MS) return true;
    this.probing = false;
    return false;
  }

  private pump(): void {
    if (this.paused || !this.queues.hasQueued()) return;
    // A wait the service imposed that is longer than anyone should sit through silently: say so instead.
    const refusable = this.refusableWaitMs();
    if (refusable > 0) {
      this.queues.dropAll(Math.ceil(refusable));
      this.timer.clear();
      return;
    }
    for (;;) {
      const t = this.now();
      if (t < this.holdUntil) return this.timer.wakeAt(this.holdUntil);
      if (this.waitingForProbe(t)) return this.timer.wakeAt(this.probeSentAt + PROBE_PATIENCE_MS);
      this.prune(t);
      const entry = this.next(this.inFlight + this.answeredAt.size, t);
      if (entry === undefined) break;
      if (this.probing) this.probeSentAt = t;
      this.inFlight++;
      entry.run();
    }
    // Blocked by answers still inside the window: wake when the oldest leaves it, or sooner if only background
    // work waits, held back for the user. (Blocked by requests in flight only: their answers pump again.)
    const wake = this.queues.hasQueued()
      ? nextWakeAt(this.userSlotShare(this.inFlight + this.answeredAt.size, this.now()), this.queues.onlyBackground())
      : undefined;
    if (wake !== undefined) this.timer.wakeAt(wake);
  }
}
