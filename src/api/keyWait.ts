// Queued lookups while no API key is set: nothing is sent, they wait for a key (Clear API Key, then Set API Key
// goes on where it stopped), and past the request time-out they are let go to say that no key is set.
import type { ServiceStateTracker } from './serviceState';

/** What the wait needs of the scheduler. */
export interface PausableQueue {
  pause(): void;
  resume(): void;
  dropQueued(): void;
}

export class KeyWait {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly queue: PausableQueue,
    private readonly status: ServiceStateTracker,
    private readonly patienceMs: () => number,
  ) {}

  get waiting(): boolean {
    return this.status.waitingForKey;
  }

  /** No key to send: hold the queue. Queued requests dropped after the time-out find `waiting` still true. */
  start(): void {
    this.queue.pause();
    if (this.status.waitingForKey) return;
    this.status.waitingForKey = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.queue.dropQueued(), this.patienceMs());
    this.timer.unref?.();
    this.status.changed();
  }

  /** A key is there (again): the queue goes on. */
  end(): void {
    this.dispose();
    this.queue.resume();
    if (!this.status.waitingForKey) return;
    this.status.waitingForKey = false;
    this.status.changed();
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
