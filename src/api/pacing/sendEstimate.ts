// How long a queued request will wait before the scheduler sends it, for a hover that says why a profile is
// not there yet ("waiting for the rate limit, about 3 s"). An estimate, replayed from what the scheduler
// holds now: each request ahead takes the next free slot of the window, and frees it one window later.

/** What the scheduler holds when asked. Times are on the scheduler's monotonic clock, in ms. */
export interface PacingSnapshot {
  now: number;
  limit: number;
  windowMs: number;
  marginMs: number;
  /** Answers still inside the window, oldest first. */
  answeredAt: { readonly size: number; at(index: number): number };
  /** Sent and not answered yet: each counts as answered now, the earliest its answer can come. */
  inFlight: number;
  /** Nothing is sent before this (a 429's hold, the first request's answer awaited). */
  notBefore: number;
  /** Requests that will be sent before this one. */
  ahead: number;
}

/** The most requests ahead replayed; past it the answer is "at least this long" (a hover shows seconds). */
const MAX_REPLAYED = 10_000;

/** Milliseconds from `now` until the request behind `ahead` others is sent (0: at once). */
export function estimateSendWaitMs(s: PacingSnapshot): number {
  const slotLength = s.windowMs + s.marginMs;
  // When each used slot frees, ascending: answers first (older), then requests in flight.
  const frees: number[] = [];
  for (let i = 0; i < s.answeredAt.size; i++) frees.push(s.answeredAt.at(i) + slotLength);
  for (let i = 0; i < s.inFlight; i++) frees.push(s.now + slotLength);
  let free = s.limit - frees.length;
  let next = 0;
  let sendAt = Math.max(s.now, s.notBefore);
  const sends = Math.min(s.ahead, MAX_REPLAYED) + 1;
  for (let k = 0; k < sends; k++) {
    while (free <= 0) {
      const freed = frees[next++];
      if (freed === undefined) return Math.max(0, sendAt - s.now); // a limit of 0: nothing more to learn
      sendAt = Math.max(sendAt, freed);
      free++;
    }
    free--;
    // Sent at sendAt, its own slot frees a window later; sends only move forward, so `frees` stays sorted.
    frees.push(sendAt + slotLength);
  }
  return Math.max(0, sendAt - s.now);
}
