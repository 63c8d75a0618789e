// When the Ids view asks rate-limited rows again by itself: once per run (the data layer already retried each
// of them once, after the service's wait), and only after the wait the service announced. A wait longer than
// the view is willing to hold is left to the user: asking earlier would only be refused again, spending quota.

/** The longest announced wait the view sits out by itself before asking again. */
export const MAX_AUTO_RETRY_WAIT_MS = 60_000;
/** Automatic retries per run the user started (a document shown, Resume, Retry Failed). */
export const MAX_AUTO_RETRIES = 1;
/** Margin past the announced wait, so the retry lands in the new window. */
const RETRY_MARGIN_MS = 250;

/** Milliseconds to wait before asking the rate-limited rows again, or undefined to leave them to the user. */
export function autoRetryDelayMs(announcedWaitMs: number, retriesSoFar: number): number | undefined {
  if (announcedWaitMs <= 0 || retriesSoFar >= MAX_AUTO_RETRIES || announcedWaitMs > MAX_AUTO_RETRY_WAIT_MS)
    return undefined;
  return announcedWaitMs + RETRY_MARGIN_MS;
}
