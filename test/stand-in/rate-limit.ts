// Fixed-window limiter as the deployment runs it: the window opens at a key's first request (not on a
// wall-clock boundary), and a refused request does not count against the window.

export interface RateLimitSettings {
  limit: number;
  windowMs: number;
}

export type RateLimitDecision =
  | { allowed: true; limit: number; remaining: number; resetAtMs: number }
  | { allowed: false; limit: number; remaining: 0; resetAtMs: number; retryAfterMs: number };

interface Window {
  startedAtMs: number;
  used: number;
}

export class FixedWindowRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(readonly settings: RateLimitSettings) {}

  /** Counts one request for `key` if the window has room. */
  take(key: string, nowMs: number): RateLimitDecision {
    const { limit, windowMs } = this.settings;
    let window = this.windows.get(key);
    if (window === undefined || nowMs >= window.startedAtMs + windowMs) {
      window = { startedAtMs: nowMs, used: 0 };
      this.windows.set(key, window);
    }
    const resetAtMs = window.startedAtMs + windowMs;
    if (window.used >= limit) {
      return { allowed: false, limit, remaining: 0, resetAtMs, retryAfterMs: resetAtMs - nowMs };
    }
    window.used += 1;
    return { allowed: true, limit, remaining: limit - window.used, resetAtMs };
  }
}
