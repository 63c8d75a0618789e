// How background work (the Ids view resolving a file) shares the service's window with the user. While the
// user asks for nothing, it runs at the service's full rate. Once they hover or run a command, it leaves them
// the window's last slot for a few windows, but for a short reserve before another slot frees: leaving the
// slot idle for good would cost a fifth of the rate at 5 per window, and since the scheduler reuses each slot a
// window after its last use, a slot held back once delays every later request that reuses it.

/** For how many windows after a hover or a command background work leaves the user a slot. */
export const USER_ACTIVE_WINDOWS = 3;

/**
 * How long before a slot frees background work may take the last one while the user is active: their next
 * hover or command then waits this long at most (200 ms at the documented 5 s with the scheduler's margin).
 * Longer than the margin, so a last slot taken this early still falls in the service's window that its
 * oldest request opened; a fraction of the window, so a shortened one keeps the same shape.
 */
export function backgroundReserveMs(windowMs: number, marginMs: number): number {
  return marginMs + windowMs / 40;
}

export interface WindowShare {
  /** Requests in flight or answered inside the window. */
  used: number;
  limit: number;
  now: number;
  /** When the oldest answer inside the window leaves it (undefined: only requests in flight). */
  nextSlotFreesAt: number | undefined;
  /** Until when the user counts as active (their last hover or command plus USER_ACTIVE_WINDOWS windows). */
  userActiveUntil: number;
  reserveMs: number;
}

/** Any slot but the last; the last one when the user is not active, or within the reserve. A limit of 1 leaves none. */
export function backgroundMayTake(share: WindowShare): boolean {
  if (share.used < share.limit - 1 || share.limit <= 1 || share.now >= share.userActiveUntil) return true;
  return share.nextSlotFreesAt !== undefined && share.nextSlotFreesAt - share.now <= share.reserveMs;
}

/** When background work held back for the user may go: the reserve begins, or the user stops counting as active. */
export function backgroundResumesAt(share: Omit<WindowShare, 'now'> & { nextSlotFreesAt: number }): number | undefined {
  if (share.limit <= 1 || share.used !== share.limit - 1) return undefined;
  return Math.min(share.nextSlotFreesAt - share.reserveMs, share.userActiveUntil);
}

/** When the scheduler looks again: a slot frees, or background work held back for the user may go. */
export function nextWakeAt(share: WindowShare, onlyBackground: boolean): number | undefined {
  const frees = share.nextSlotFreesAt;
  if (frees === undefined) return undefined;
  return (onlyBackground ? backgroundResumesAt({ ...share, nextSlotFreesAt: frees }) : undefined) ?? frees;
}
