// One request for an id while it waits in the queue or on the wire, shared by everyone who asks for that id.
import type { ClientOutcome } from './http/client';
import type { LookupError, LookupResult, Priority } from './model/types';
import type { Ticket } from './pacing/scheduler';

/** What a send gives back: the client's outcome, or the key found missing when the request left the queue. */
export type SendOutcome = ClientOutcome | { keyMissing: LookupError };

/** One request for an id, shared by everyone who asks for that id while it runs. */
export class SharedRequest {
  result!: Promise<LookupResult>;
  askers = 0;
  /** Set when the last asker gave up before it was sent: it will not be. */
  abandoned = false;
  /** On the wire (or answered): giving up no longer saves quota, so it finishes into the cache. */
  sent = false;
  /** When it went on the wire (performance.now()). */
  sentAt = 0;
  /** Its place in the scheduler's queue, while it waits there. */
  queued: Ticket<SendOutcome> | undefined;

  /** The most urgent priority any asker gave. */
  constructor(public priority: Priority) {}
}
