// One request waiting in the scheduler's queues, and the ticket its asker holds: run it, drop it, move it up,
// count it as answered once (when its headers arrive).
import type { Priority } from '../serviceTypes';
import type { RateLimitHeaders } from '../model/serviceLimits';

/** What a queued request needs of the scheduler that holds it. */
export interface QueueOwner {
  moveUp(entry: Queued, rank: number): void;
  /** True when `entry` was still queued. */
  remove(entry: Queued): boolean;
  /** `epoch`: the owner's epoch when the request was sent. */
  answered(rate: RateLimitHeaders | undefined, epoch: number): void;
  readonly epoch: number;
}

/** Sent (with its value), dropped (cancelled, reset), or refused because sending would first wait `refusedForMs`. */
export type Scheduled<T> = { sent: true; value: T } | { sent: false; refusedForMs?: number };

/** Counts a sent request as answered, with what its headers said, as soon as they arrive. Idempotent. */
export type Answered = (rate: RateLimitHeaders | undefined) => void;

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
export interface Queued {
  rank: number;
  run(): void;
  drop(refusedForMs?: number): void;
}

/** One queued request. A class rather than closures: one is made per lookup that reaches the network. */
export class QueuedRequest<T> implements Ticket<T>, Queued {
  readonly result: Promise<Scheduled<T>>;
  private settle!: (r: Scheduled<T>) => void;
  private fail!: (err: unknown) => void;
  private counted = false;
  private sentInEpoch = 0;

  constructor(
    private readonly scheduler: QueueOwner,
    private readonly send: (answered: Answered) => Promise<T>,
    public rank: number,
  ) {
    this.result = new Promise<Scheduled<T>>((resolve, reject) => {
      this.settle = resolve;
      this.fail = reject;
    });
  }

  /** Passed to `send`: a request is counted when its headers arrive, not when its body has been read. */
  private readonly answered: Answered = (rate) => {
    if (this.counted) return;
    this.counted = true;
    this.scheduler.answered(rate, this.sentInEpoch);
  };

  run(): void {
    this.sentInEpoch = this.scheduler.epoch;
    this.send(this.answered).then(
      (value) => {
        this.answered(undefined);
        this.settle({ sent: true, value });
      },
      (err: unknown) => {
        this.answered(undefined);
        this.fail(err);
      },
    );
  }

  drop(refusedForMs?: number): void {
    this.settle(refusedForMs === undefined ? { sent: false } : { sent: false, refusedForMs });
  }

  raise(priority: Priority): void {
    this.scheduler.moveUp(this, PRIORITY_RANK[priority]);
  }

  cancel(): void {
    if (this.scheduler.remove(this)) this.drop();
  }
}
