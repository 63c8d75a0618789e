// Looks up the user ids of one document, progressively, at background priority: a hover or an explicit lookup
// overtakes every one of them in the scheduler. A few lookups are queued at a time (more than the service's
// documented 5 per window, so the scheduler never idles), each with its own abort, so stopping drops the rest
// before they are sent. A missing or rejected key ends the run at the first answer that says so: every other
// lookup would get the same answer.
import type { LookupError, LookupErrorKind } from '../../../model/lookupError';
import type { LookupResult, UserProfile } from '../../../model/user';
import type { Resolution } from './idTable';
import { PaceEstimate } from './progress';

/** What the run needs of the data layer (LazyUserService). */
export interface LookupPort {
  lookup(id: string, options: { priority: 'background'; signal: AbortSignal }): Promise<LookupResult>;
  peek(id: string): UserProfile | undefined;
}

export interface RunOutcome {
  total: number;
  profiles: number;
  failed: number;
  stopped: number;
}

/** Lookups queued at once. */
export const RUN_FEED = 12;
/** Failures that every other lookup of the run would share. */
const WHOLE_RUN_ERRORS: ReadonlySet<LookupErrorKind> = new Set<LookupErrorKind>([
  'NoKey',
  'Unauthorized',
  'InsecureUrl',
]);
/** An answer that took longer than this came from the service, not the cache: it tells the pace. */
const FROM_CACHE_MS = 2;

export class ResolveRun {
  readonly pace = new PaceEstimate();
  private readonly controllers = new Map<string, AbortController>();
  /** Rows asked again after a failure: each keeps its failure (and counts as done) until a new answer replaces it. */
  private readonly previous = new Map<string, Resolution>();
  private nextIndex = 0;
  private settledCount = 0;
  private stopRequested = false;
  private wholeRunError: LookupError | undefined;
  private finished = false;
  private finish: (outcome: RunOutcome) => void = () => undefined;
  readonly outcome: Promise<RunOutcome>;

  constructor(
    private readonly ids: readonly string[],
    private readonly port: LookupPort,
    /** Written as each lookup settles; shared with the view. */
    private readonly results: Map<string, Resolution>,
    private readonly onChange: (id: string) => void,
    private readonly clock: () => number = () => performance.now(),
    private readonly feed = RUN_FEED,
  ) {
    this.outcome = new Promise((resolve) => (this.finish = resolve));
    for (const id of ids) {
      const before = results.get(id);
      // A retried row stays as it was until it answers again: the view's progress never goes backwards.
      if (before?.state === 'failed') this.previous.set(id, before);
      else results.set(id, { state: 'waiting' });
    }
  }

  start(): Promise<RunOutcome> {
    this.pump();
    return this.outcome;
  }

  get done(): number {
    return this.settledCount;
  }

  get total(): number {
    return this.ids.length;
  }

  get running(): boolean {
    return !this.finished;
  }

  /** Drops every lookup not sent yet; those sent finish into the cache. */
  stop(): void {
    if (this.finished) return;
    this.stopRequested = true;
    this.settleAsked({ state: 'stopped' });
    this.settleUnstarted({ state: 'stopped' });
    this.maybeFinish();
  }

  private pump(): void {
    while (
      !this.stopRequested &&
      this.wholeRunError === undefined &&
      this.controllers.size < this.feed &&
      this.nextIndex < this.ids.length
    ) {
      const id = this.ids[this.nextIndex++]!;
      const cached = this.port.peek(id);
      if (cached !== undefined) {
        this.settle(id, { state: 'profile', view: cached.view });
        continue;
      }
      this.ask(id);
    }
    this.maybeFinish();
  }

  private ask(id: string): void {
    const controller = new AbortController();
    this.controllers.set(id, controller);
    const askedAt = this.clock();
    void this.port.lookup(id, { priority: 'background', signal: controller.signal }).then((result) => {
      // Settled already: stopped, or the run ended on a key problem.
      if (this.controllers.get(id) !== controller) return;
      this.controllers.delete(id);
      const answeredAt = this.clock();
      if (answeredAt - askedAt > FROM_CACHE_MS && !(!result.ok && result.error.kind === 'Cancelled'))
        this.pace.answered(answeredAt);
      this.settle(id, this.resolutionOf(result));
      if (!result.ok && WHOLE_RUN_ERRORS.has(result.error.kind) && this.wholeRunError === undefined)
        this.endWith(result.error);
      this.pump();
    });
  }

  private resolutionOf(result: LookupResult): Resolution {
    if (result.ok) return { state: 'profile', view: result.profile.view };
    return result.error.kind === 'Cancelled' ? { state: 'stopped' } : { state: 'failed', error: result.error };
  }

  /** The key is missing or rejected (or the address refused): the rest fail the same way, unsent. */
  private endWith(error: LookupError): void {
    this.wholeRunError = error;
    this.settleAsked({ state: 'failed', error });
    this.settleUnstarted({ state: 'failed', error });
  }

  /** Settles the lookups asked and not answered yet, dropping them before they are sent. */
  private settleAsked(resolution: Resolution): void {
    const asked = [...this.controllers];
    this.controllers.clear();
    for (const [id, controller] of asked) {
      controller.abort();
      this.settle(id, resolution);
    }
  }

  private settleUnstarted(resolution: Resolution): void {
    while (this.nextIndex < this.ids.length) this.settle(this.ids[this.nextIndex++]!, resolution);
  }

  private settle(id: string, resolution: Resolution): void {
    // Stopped before a new answer: a retried row keeps the answer it had.
    this.results.set(id, resolution.state === 'stopped' ? (this.previous.get(id) ?? resolution) : resolution);
    this.settledCount++;
    this.onChange(id);
  }

  private maybeFinish(): void {
    if (this.finished || this.controllers.size > 0 || this.nextIndex < this.ids.length) return;
    this.finished = true;
    const outcome: RunOutcome = { total: this.ids.length, profiles: 0, failed: 0, stopped: 0 };
    for (const id of this.ids) {
      const state = this.results.get(id)?.state;
      if (state === 'profile') outcome.profiles++;
      else if (state === 'failed') outcome.failed++;
      else outcome.stopped++;
    }
    this.finish(outcome);
  }
}
