// What the data layer knows of the current key and its queue, for a status bar: the last outcome, the rate-limit
// headers, whose key it is. Listeners hear of each change; they read the state again, which is cheap.
import type { KeyOutcome, ServiceState } from './serviceTypes';
import type { ClientOutcome } from './http/client';
import type { RateLimitHeaders } from './model/serviceLimits';

/** What state() needs of the scheduler. */
export interface QueueView {
  readonly queuedCount: number;
  nextSendWaitMs(): number | undefined;
  windowUse(): { used: number; limit: number; nextFreeInMs: number | undefined };
}

export class ServiceStateTracker {
  private outcome: KeyOutcome | undefined;
  /** Whether an answer carried the rate-limit headers (the service limits this key); the counts are read from pacing. */
  private rateKnown = false;
  private owner: ServiceState['owner'];
  waitingForKey = false;
  private showingRemembered = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly queue: QueueView) {}

  snapshot(): ServiceState {
    const state: ServiceState = { queued: this.queue.queuedCount, waitingForKey: this.waitingForKey };
    const next = this.queue.nextSendWaitMs();
    if (next !== undefined) state.nextSendInMs = next;
    if (this.showingRemembered && (this.outcome === 'offline' || this.outcome === 'failing'))
      state.showingRemembered = true;
    if (this.outcome !== undefined) state.outcome = this.outcome;
    if (this.rateKnown) {
      // Counted now, from the pacing window: the last answer's X-RateLimit-Remaining said "0 of 5" long after
      // its window had passed (issue 27).
      const use = this.queue.windowUse();
      state.rate = { remaining: Math.max(0, use.limit - use.used), limit: use.limit };
      if (use.nextFreeInMs !== undefined) state.rateChangesInMs = use.nextFreeInMs;
    }
    if (this.owner !== undefined) state.owner = { ...this.owner };
    return state;
  }

  /** Another key or another service: nothing said of the old one holds. */
  forgetKey(): void {
    this.outcome = undefined;
    this.rateKnown = false;
    this.owner = undefined;
    this.changed();
  }

  /** A lookup showed a remembered profile because the service could not be asked; an accepted answer ends it. */
  sawRemembered(): void {
    if (this.showingRemembered) return;
    this.showingRemembered = true;
    this.changed();
  }

  /** An answer's rate-limit headers, the moment they arrive. */
  sawRate(rate: RateLimitHeaders | undefined): void {
    if (rate?.limit === undefined || rate.remaining === undefined) return;
    this.rateKnown = true;
    this.changed();
  }

  sawOutcome(outcome: ClientOutcome): void {
    this.outcome = outcomeOf(outcome);
    if (this.outcome === 'accepted') this.showingRemembered = false;
    if (outcome.ok) {
      const { tokenCreator, tokenUser } = outcome.profile.meta;
      if (tokenCreator !== undefined || tokenUser !== undefined) this.owner = { tokenCreator, tokenUser };
    } else if (this.outcome === 'rejected') {
      this.owner = undefined;
      this.rateKnown = false;
    }
    this.changed();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch {
        // A failing listener must not fail a lookup.
      }
    }
  }
}

function outcomeOf(outcome: ClientOutcome): KeyOutcome {
  if (outcome.ok) return 'accepted';
  switch (outcome.error.kind) {
    case 'Unauthorized':
      return 'rejected';
    case 'Network':
    case 'Timeout':
      return 'offline';
    case 'ServerError':
    case 'InvalidResponse':
      return 'failing';
    default:
      // NotFound, RateLimited and the rest came past the key check.
      return 'accepted';
  }
}
