// The scheduler's one timer: armed for the earliest moment anything queued may be sent, never later than a sooner
// wake-up already armed, and never past 2^31-1 ms (Node fires a longer timeout after 1 ms, which would spin).
import { MAX_TIMER_MS } from '../model/serviceLimits';

export class WakeTimer {
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Infinity;

  constructor(
    private readonly now: () => number,
    private readonly onWake: () => void,
  ) {}

  /** Wakes at `at` (on the `now` clock) unless a wake-up at or before it is already armed. */
  wakeAt(at: number): void {
    if (this.timer !== undefined && this.timerAt <= at) return;
    this.clear();
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.timerAt = Infinity;
        this.onWake();
      },
      Math.min(MAX_TIMER_MS, Math.max(0, Math.ceil(at - this.now()))),
    );
  }

  clear(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Infinity;
  }
}
