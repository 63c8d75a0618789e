// The distinct ids of a document, in order of first occurrence, each with where it occurs and what each
// occurrence's context said it is. One id gets one kind (one row in one group of the Ids view).
import { ID_KINDS, type IdKind } from '../../../ids/idKind';

export interface IdEntry {
  readonly id: string;
  /** Start offsets of its occurrences, ascending (an id is all digits: each ends id.length later). */
  readonly offsets: number[];
  /** How many occurrences each kind was read from. */
  readonly kindCounts: Map<IdKind, number>;
}

export class IdTally {
  private readonly entries = new Map<string, IdEntry>();
  private occurrenceCount = 0;

  /** Occurrences must be added in order of position. */
  add(id: string, kind: IdKind, offset: number): void {
    let entry = this.entries.get(id);
    if (entry === undefined) {
      entry = { id, offsets: [], kindCounts: new Map() };
      this.entries.set(id, entry);
    }
    entry.offsets.push(offset);
    entry.kindCounts.set(kind, (entry.kindCounts.get(kind) ?? 0) + 1);
    this.occurrenceCount++;
  }

  get(id: string): IdEntry | undefined {
    return this.entries.get(id);
  }

  /** Distinct ids. */
  get size(): number {
    return this.entries.size;
  }

  get occurrences(): number {
    return this.occurrenceCount;
  }

  /** The first `count` distinct ids, in order of first occurrence. */
  first(count: number): IdEntry[] {
    const out: IdEntry[] = [];
    for (const entry of this.entries.values()) {
      if (out.length >= count) break;
      out.push(entry);
    }
    return out;
  }
}

/**
 * The kind of an id that occurs in several places. A user reading anywhere makes it a user: the classifier
 * says "user" only from a strong signal (a mention, a user URL, a user-ish name), and a profile is what the
 * view is for. Otherwise the kind read most often, ties in ID_KINDS order; unknown only when nothing said more.
 */
export function entryKind(entry: IdEntry): IdKind {
  if (entry.kindCounts.has('user')) return 'user';
  let best: IdKind = 'unknown';
  let bestCount = 0;
  for (const kind of ID_KINDS) {
    if (kind === 'unknown') continue;
    const count = entry.kindCounts.get(kind) ?? 0;
    if (count > bestCount) {
      best = kind;
      bestCount = count;
    }
  }
  return best;
}
