// Queued lookups while no API key is set: nothing is sent, they wait for a key (Clear API Key, then Set API Key
// goes on where it stopped), and past the request time-out they are let go to say that no key is set. And a key
// the service rejected: what waits with it is answered by that rejection, unsent.
import type { LookupError } from '../model/lookupError';
import { lookupErrors } from './model/errors';
import { isSendableKey } from './model/keyFormat';
import type { ServiceStateTracker } from './serviceState';

/** The key, or why there is none to send. Never logged. */
export async function readSendableKey(
  get: () => Promise<string | undefined>,
  onFailure: () => void,
): Promise<string | LookupError> {
  let key: string | undefined;
  try {
    key = await get();
  } catch {
    onFailure();
    return lookupErrors.noKey();
  }
  if (key === undefined || key === '') return lookupErrors.noKey();
  return isSendableKey(key) ? key : lookupErrors.unusableKey();
}

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

  /**
   * A request's answer said 401 (the queue was paused at its headers). Every request waiting in the queue would
   * carry the same key: each gets that answer without being sent. Then the queue goes on for what is asked next
   * (the user may set another key, or the service recover).
   */
  afterRejection(queued: Iterable<{ rejectedWith: LookupError | undefined }>, error: LookupError | undefined): void {
    if (error !== undefined) {
      for (const request of queued) request.rejectedWith = error;
      this.queue.dropQueued();
    }
    if (!this.waiting) this.queue.resume();
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
