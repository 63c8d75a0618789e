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
  /** Moves a queued request up (e.g. a hover joins a speculative prefetch); no effect once sent. */
  raise(priority: Priority): void;
  /** Drops the request if it has not been sent yet (its result says `sent: false`). */
  cancel(): void;
}

interface Entry {
  rank: number;
  send: () => Promise<void>;
  drop: () => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

const RANK: Record<Priority, number> = { explicit: 0, hover: 1, speculative: 2 };

export class RequestScheduler {
  private limit: number;
  private readonly defaultWindowMs: number;
  private learnedWindowMs: number | undefined;
  private readonly now: () => number;
  private readonly queues: Entry[][] = [[], [], []];
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

  get requestLimit(): number {
    return this.limit;
  }

  /** Room for timer slack and rounding in the server's own accounting. */
  private get marginMs(): number {
    return 25 + this.windowMs / 100;
  }

  /**
   * Queues `send`; it runs when the limit allows, or never if `signal` aborts first. `rateOf` reads the
   * rate-limit headers from its result, observed the moment the answer is counted.
   */
  enqueue<T>(
    send: () => Promise<T>,
    options: { priority: Priority; signal?: AbortSignal; first?: boolean; rateOf?: (value: T) => RateLimitHeaders | undefined },
  ): Ticket<T> {
    let settle!: (r: Scheduled<T>) => void;
    let fail!: (err: unknown) => void;
    const result = new Promise<Scheduled<T>>((resolve, reject) => {
      settle = resolve;
      fail = reject;
    });
    const signal = options.signal;
    const entry: Entry = {
      rank: RANK[options.priority],
      signal,
      send: async () => {
        let value: T;
        try {
          value = await send();
        } catch (err) {
          this.answered();
          fail(err);
          return;
        }
        this.answered();
        const rate = options.rateOf?.(value);
        if (rate !== undefined) this.observe(rate);
        settle({ sent: true, value });
      },
      drop: () => settle({ sent: false }),
      onAbort: () => {
        if (this.remove(entry)) entry.drop();
      },
    };
    if (signal?.aborted) {
      entry.drop();
      return { result, raise: () => undefined, cancel: () => undefined };
    }
    signal?.addEventListener('abort', entry.onAbort, { once: true });
    const queue = this.queues[entry.rank]!;
    if (options.first) queue.unshift(entry);
    else queue.push(entry);
    this.pump();
    return {
      result,
      raise: (priority) => {
        const rank = RANK[priority];
        if (rank >= entry.rank || !this.remove(entry)) return;
        entry.rank = rank;
        this.queues[rank]!.push(entry);
        this.pump();
      },
      cancel: () => {
        if (!this.remove(entry)) return;
        signal?.removeEventListener('abort', entry.onAbort);
        entry.drop();
      },
    };
  }

  private answered(): void {
    this.probing = false;
    this.inFlight--;
    this.answeredAt.add(this.now());
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
      for (const entry of queue.splice(0)) {
        entry.signal?.removeEventListener('abort', entry.onAbort);
        entry.drop();
      }
    }
    this.clearTimer();
  }

  private remove(entry: Entry): boolean {
    const queue = this.queues[entry.rank]!;
    const i = queue.indexOf(entry);
    if (i < 0) return false;
    queue.splice(i, 1);
    return true;
  }

  private prune(t: number): void {
    this.answeredAt.dropUpTo(t - this.windowMs - this.marginMs);
  }

  private next(used: number): Entry | undefined {
    if (this.probing && this.inFlight > 0) return undefined;
    for (let rank = 0; rank < this.queues.length; rank++) {
      // Speculative work leaves one slot free, so a command the user runs never waits a whole window.
      const cap = rank === RANK.speculative ? Math.max(1, this.limit - 1) : this.limit;
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
      entry.signal?.removeEventListener('abort', entry.onAbort);
      this.inFlight++;
      void entry.send().then(() => this.pump());
    }
    // Blocked by answers still inside the window: wake when the oldest leaves it. (Blocked by requests in
    // flight only: their completion pumps again.)
    const oldest = this.answeredAt.oldest;
    if (this.queues.some((q) => q.length > 0) && oldest !== undefined) this.wakeAt(oldest + this.windowMs + this.marginMs);
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
