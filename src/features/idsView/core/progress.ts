// "12 of 40, about 25 s left": how far the lookups of a document are, and how long the rest will take at the
// pace the service has allowed so far (at first, its documented 5 requests per 5 s).
import { DOCUMENTED_LIMIT, DOCUMENTED_WINDOW_MS } from '../../../api/model/serviceLimits';
import { byCount } from '../../../byCount';
import { l10n, translationLocale } from '../../../l10n';

/** The documented pace: 5 requests per 5 s. */
export const DOCUMENTED_MS_PER_LOOKUP = DOCUMENTED_WINDOW_MS / DOCUMENTED_LIMIT;
/** Answers from the network the pace is read from, the latest first. */
const PACE_SAMPLE = 20;
/** Fewer answers than this say too little about the pace: the documented one is used. */
const MIN_PACE_SAMPLE = 10;

/** Remembers when lookups were answered by the service (not the cache) and estimates the time left. */
export class PaceEstimate {
  private readonly answeredAt: number[] = [];

  answered(atMs: number): void {
    this.answeredAt.push(atMs);
    if (this.answeredAt.length > PACE_SAMPLE) this.answeredAt.shift();
  }

  /** Milliseconds per lookup: the observed pace once there is enough of it, else the documented one. */
  msPerLookup(): number {
    const n = this.answeredAt.length;
    if (n < MIN_PACE_SAMPLE) return DOCUMENTED_MS_PER_LOOKUP;
    return (this.answeredAt[n - 1]! - this.answeredAt[0]!) / (n - 1);
  }

  secondsLeft(remaining: number): number {
    return (remaining * this.msPerLookup()) / 1000;
  }
}

export interface RunProgress {
  done: number;
  total: number;
  running: boolean;
  secondsLeft: number;
}

/** "about 25 s" under a minute and a half (to 5 s), "about 3 min" beyond. */
export function aboutLeft(seconds: number): string {
  if (seconds < 90) return l10n.t('about {0} s left', Math.max(5, Math.round(seconds / 5) * 5));
  return l10n.t('about {0} min left', Math.round(seconds / 60));
}

/** The view's one line about the lookups. */
export function progressMessage(p: RunProgress): string {
  if (p.running && p.done < p.total) return l10n.t('{0} of {1}, {2}', p.done, p.total, aboutLeft(p.secondsLeft));
  if (p.done < p.total) return l10n.t('Stopped at {0} of {1}', p.done, p.total);
  return byCount(
    p.total,
    translationLocale(),
    () => l10n.t({ message: '{0} of {1} looked up', comment: 'plural category one' }, p.done, p.total),
    () => l10n.t('{0} of {1} looked up', p.done, p.total),
  );
}
