// One request for an id while it waits in the queue or on the wire, shared by everyone who asks for that id, and
// what its send gives back.
import type { Priority } from './serviceTypes';
import type { LookupError } from '../model/lookupError';
import type { LookupResult } from '../model/user';
import type { ClientOutcome } from './http/client';
import type { Scheduled, Ticket } from './pacing/scheduler';

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
  /** Dropped from the queue because the key was just rejected: the answer it would have had. */
  rejectedWith: LookupError | undefined;

  /** The most urgent priority any asker gave. */
  constructor(public priority: Priority) {}
}

/** The rejection a request that was sent met, if it was one. */
export function rejectionOf(scheduled: Scheduled<SendOutcome> | undefined): LookupError | undefined {
  const outcome = scheduled?.sent ? scheduled.value : undefined;
  return outcome !== undefined && 'ok' in outcome && !outcome.ok && outcome.error.kind === 'Unauthorized'
    ? outcome.error
    : undefined;
}

/** The outcome in a log line: the status, or the error's kind. */
export function describeOutcome(outcome: ClientOutcome): string {
  if (outcome.ok) return `${outcome.status ?? 200}`;
  return outcome.status !== undefined ? `${outcome.status} ${outcome.error.kind}` : outcome.error.kind;
}
