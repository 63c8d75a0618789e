// Paces requests under the service's rate limit so that normal use never draws a 429.
//
// The service counts a fixed window per key that starts at the first request the *server* sees. The client
// cannot know when that was (latency, a handshake on the first request, clock skew), but it knows each
// request was counted no later than its answer arrived. So a send is allowed while fewer than `limit`
// requests are in flight or answered within the last `window + margin`: any request that could share a
// server window with the new one is among those. That holds whatever the latency, at the cost of one
// round trip per window.
import type { Priority } from './types';
import type { RateLimitHeaders } from './serviceHeaders';
import { SortedTimes } from './sortedTimes';

export interface SchedulerOptions {
  limit: number;
  windowMs: number;
  /** Monotonic clock in ms. */
  now?: () => number;
}

export type Scheduled<T> = { sent: true; value: T } | { sent: false };

export interface Ticket<T> {
  readonly result: Promise<Scheduled<T>>;
  /** Moves a queued request up (e.g. a hover joins a background fetch); no effect once sent. */
  raise(priority: Priority): void;
  /** Drops the request if it has not been sent yet (its result says `sent: false`). */
  cancel(): void;
}

/** Lower goes first. */
export const PRIORITY_RANK: Readonly<Record<Priority, number>> = { explicit: 0, hover: 1, background: 2 };

/** What the scheduler's queues hold, whatever each request's result type. */
interface Queued {
  rank: number;
  run(): void;
  drop(): void;
}

/** One queued request. A class rather than closures: one is made per lookup that reaches the network. */
class QueuedRequest<T> implements Ticket<T>, Queued {
  readonly result: Promise<Scheduled<T>>;
  private settle!: (r: Scheduled<T>) => void;
  private fail!: (err: unknown) => void;

  constructor(
    private readonly scheduler: RequestScheduler,
    private readonly send: () => Promise<T>,
    public rank: number,
    private readonly rateOf: ((value: T) => RateLimitHeaders | undefined) | undefined,
  ) {
    this.result = new Promise<Scheduled<T>>((resolve, reject) => {
      this.settle = resolve;
      this.fail = reject;
    });
  }

  run(): void {
    this.send().then(
      (value) => {
        // Counted (and its headers read) before the asker hears back.
        this.scheduler.answered(this.rateOf?.(value));
        this.settle({ sent: true, value });
      },
      (err: unknown) => {
        this.scheduler.answered(undefined);
        this.fail(err);
      },
    );
  }

  drop(): void {
    this.settle({ sent: false });
  }

  raise(priority: Priority): void {
    this.scheduler.moveUp(this, PRIORITY_RANK[priority]);
  }

  cancel(): void {
    if (this.scheduler.remove(this)) this.drop();
  }
}

export class RequestScheduler {
  private limit: number;
  private readonly defaultWindowMs: number;
  private learnedWindowMs: number | undefined;
  private readonly now: () => number;
  private readonly queues: Queued[][] = [[], [], []];
  private inFlight = 0;
  /** When each recent request was answered (or a stand-in for requests the server counted that we did not send). Ascending. */
  private readonly answeredAt = new SortedTimes();
  private holdUntil = 0;
  /**
   * Until the first answer, one request at a time: the key's window may be half spent already (another
   * editor window, a script), and the first answer's headers say how much is left.
   */
  private probing = true;
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Infinity;

  constructor(options: SchedulerOptions) {
    this.limit = options.limit;
    this.defaultWindowMs = options.windowMs;
    this.now = options.now ?? (() => performance.now());
  }

  get windowMs(): number {
    return this.learnedWindowMs ?? this.defaultWindowMs;
  }

  /** Room for timer slack and rounding in the server's own accounting. */
  private get marginMs(): number {
    return 25 + this.windowMs / 100;
  }

  /**
   * Queues `send`; it runs when the limit allows, or never if the ticket is cancelled first. `rateOf` reads
   * the rate-limit headers from its result, observed the moment the answer is counted.
   */
  enqueue<T>(
    send: () => Promise<T>,
    options: { priority: Priority; first?: boolean; rateOf?: (value: T) => RateLimitHeaders | undefined },
  ): Ticket<T> {
    const entry = new QueuedRequest(this, send, PRIORITY_RANK[options.priority], options.rateOf);
    const queue = this.queues[entry.rank]!;
    if (options.first) queue.unshift(entry);
    else queue.push(entry);
    this.pump();
    return entry;
  }

  /** @internal (QueuedRequest.raise) */
  moveUp(entry: Queued, rank: number): void {
    if (rank >= entry.rank || !this.remove(entry)) return;
    entry.rank = rank;
    this.queues[rank]!.push(entry);
    this.pump();
  }

  /** @internal (QueuedRequest.cancel) True when `entry` was still queued. */
  remove(entry: Queued): boolean {
    const queue = this.queues[entry.rank]!;
    const i = queue.indexOf(entry);
    if (i < 0) return false;
    queue.splice(i, 1);
    return true;
  }

  /** @internal (QueuedRequest.run) A request sent earlier has its answer (or failed). */
  answered(rate: RateLimitHeaders | undefined): void {
    this.probing = false;
    this.inFlight--;
    this.answeredAt.add(this.now());
    if (rate !== undefined) this.observe(rate);
    this.pump();
  }

  /** Reads what the service said about its limit (every answer that carried the headers). */
  observe(rate: RateLimitHeaders): void {
    if (rate.limit !== undefined) this.limit = rate.limit;
    const resetAfter = rate.resetAfterMs;
    if (resetAfter === undefined) return;
    // The first request of a window is answered with the whole window still ahead of it.
    if (rate.remaining === this.limit - 1 || resetAfter > this.windowMs) {
      this.learnedWindowMs = Math.max(this.learnedWindowMs ?? 0, resetAfter);
    }
    if (rate.remaining !== undefined) this.accountForOthers(this.limit - rate.remaining, resetAfter);
  }

  /**
   * The server has counted `used` requests in a window that ends in `resetAfter` ms. If that is more than we
   * know of (another editor window with the same key, say), hold placeholders until it resets.
   */
  private accountForOthers(used: number, resetAfter: number): void {
    const t = this.now();
    this.prune(t);
    const missing = used - this.answeredAt.size;
    if (missing <= 0) return;
    const placeholder = t + resetAfter - this.windowMs;
    for (let i = 0; i < missing; i++) this.answeredAt.add(placeholder);
    this.pump();
  }

  /** After a 429: nothing is sent until the service said it would accept again. */
  holdFor(ms: number): void {
    this.holdUntil = Math.max(this.holdUntil, this.now() + ms + this.marginMs);
    this.pump();
  }

  /** Drops everything queued and forgets what was learned (a new base address is a new service). */
  reset(): void {
    this.dropQueued();
    this.learnedWindowMs = undefined;
    this.probing = true;
    this.holdUntil = 0;
  }

  dropQueued(): void {
    for (const queue of this.queues) {
      for (const entry of queue.splice(0)) entry.drop();
    }
    this.clearTimer();
  }

  private prune(t: number): void {
    this.answeredAt.dropUpTo(t - this.windowMs - this.marginMs);
  }

  private next(used: number): Queued | undefined {
    if (this.probing && this.inFlight > 0) return undefined;
    for (let rank = 0; rank < this.queues.length; rank++) {
      // Background work leaves one slot free, so a command the user runs never waits a whole window.
      const cap = rank === PRIORITY_RANK.background ? Math.max(1, this.limit - 1) : this.limit;
      if (used < cap && this.queues[rank]!.length > 0) return this.queues[rank]!.shift();
    }
    return undefined;
  }

  private pump(): void {
    for (;;) {
      const t = this.now();
      if (t < this.holdUntil) return this.wakeAt(this.holdUntil);
      this.prune(t);
      const entry = this.next(this.inFlight + this.answeredAt.size);
      if (entry === undefined) break;
      this.inFlight++;
      entry.run();
    }
    // Blocked by answers still inside the window: wake when the oldest leaves it. (Blocked by requests in
    // flight only: their completion pumps again.)
    const oldest = this.answeredAt.oldest;
    if (oldest !== undefined && this.queues.some((q) => q.length > 0)) this.wakeAt(oldest + this.windowMs + this.marginMs);
  }

  private wakeAt(at: number): void {
    if (this.timer !== undefined && this.timerAt <= at) return;
    this.clearTimer();
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerAt = Infinity;
      this.pump();
    }, Math.max(0, Math.ceil(at - this.now())));
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Infinity;
  }
}
