// The service's rate limit as documented, and how much of what it says about its own timing the client believes. The
// service documents a fixed window of 5 requests per 5 s per key; its headers are still untrusted input, and an unbounded one can hold every
// lookup for an hour, teach a window that never shrinks, or overflow a timer. Values past these bounds are
// cut to them: the cost of disbelieving an honest long wait is one more 429, which spends no quota.

/** The service's documented window. */
export const DOCUMENTED_WINDOW_MS = 5000;

/** Requests the service documents per window and key. */
export const DOCUMENTED_LIMIT = 5;

/** The documented limit, until the service's headers say otherwise. */
export const DOCUMENTED_RATE_LIMIT = { limit: DOCUMENTED_LIMIT, windowMs: DOCUMENTED_WINDOW_MS } as const;

/** What the X-RateLimit headers said, each value within the bounds below. */
export interface RateLimitHeaders {
  limit?: number;
  remaining?: number;
  /** Time until the window resets, from `X-RateLimit-Reset-After` (decimal seconds), at most a minute. */
  resetAfterMs?: number;
}

/** The longest wait (Retry-After, a window's reset) believed: about a dozen documented windows. */
export const MAX_BELIEVED_WAIT_MS = 60_000;

/** The largest X-RateLimit-Limit believed (a local stand-in may allow thousands; no deployment more). */
export const MAX_BELIEVED_LIMIT = 10_000;

/** setTimeout's largest delay; Node fires a larger one after 1 ms, so none is ever armed past it. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** `ms` cut to 0..MAX_BELIEVED_WAIT_MS. */
export function believedWaitMs(ms: number): number {
  return Math.min(MAX_BELIEVED_WAIT_MS, Math.max(0, ms));
}
