// The scheduler's waiting room: one first-in-first-out queue per priority, and the counts the scheduler and a
// waiting hover ask of it. Kept apart from the pacing arithmetic (scheduler.ts) so that each stays readable.
import type { Priority } from '../serviceTypes';
import { PRIORITY_RANK, type Queued, type Ticket } from './queuedRequest';

export class PriorityQueues {
  private readonly queues: Queued[][] = [[], [], []];

  add(entry: Queued, first: boolean): void {
    const queue = this.queues[entry.rank]!;
    if (first) queue.unshift(entry);
    else queue.push(entry);
  }

  /** True when `entry` was still queued. */
  remove(entry: Queued): boolean {
    const queue = this.queues[entry.rank]!;
    const i = queue.indexOf(entry);
    if (i < 0) return false;
    queue.splice(i, 1);
    return true;
  }

  get size(): number {
    return this.queues.reduce((n, q) => n + q.length, 0);
  }

  hasQueued(): boolean {
    return this.queues.some((q) => q.length > 0);
  }

  hasRank(rank: number): boolean {
    return (this.queues[rank]?.length ?? 0) > 0;
  }

  /** True when background work is all that waits. */
  onlyBackground(): boolean {
    return this.queues.every((queue, rank) => (rank === PRIORITY_RANK.background) === queue.length > 0);
  }

  /** The oldest entry of `rank`, taken out of its queue. */
  takeFrom(rank: number): Queued | undefined {
    return this.queues[rank]?.shift();
  }

  get ranks(): number {
    return this.queues.length;
  }

  /** Requests sent before `target`: the queues above its rank, and those ahead of it in its own. */
  countAhead(target: Ticket<unknown> | Priority): number | undefined {
    if (typeof target === 'string')
      return this.queues.slice(0, PRIORITY_RANK[target] + 1).reduce((n, q) => n + q.length, 0);
    let ahead = 0;
    for (const queue of this.queues) {
      const i = queue.indexOf(target as unknown as Queued);
      if (i >= 0) return ahead + i;
      ahead += queue.length;
    }
    return undefined;
  }

  /** Empties every queue, telling each entry why (undefined: dropped, a number: refused for that long). */
  dropAll(refusedForMs: number | undefined): void {
    for (const queue of this.queues) {
      for (const entry of queue.splice(0)) entry.drop(refusedForMs);
    }
  }
}
