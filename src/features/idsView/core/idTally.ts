// The distinct ids of a document, in order of first occurrence, each with where it occurs and what each
// occurrence's context said it is. One id gets one kind (one row in one group of the Ids view).
//
// Memory is bounded by what the view shows: the first `keep` distinct ids are kept whole (each with at most
// MAX_KEPT_OFFSETS offsets, and an exact count of its occurrences); the ids after them are only counted, exactly up
// to MAX_EXACT_REST and estimated past it. A 50 MB file of 2.6 million distinct ids kept all of them (+1.39 GB).
import type { CorrectedIdMatch } from '../../../ids/corrections';
import { ID_KINDS, type IdKind } from '../../../ids/idKind';
import { DistinctCounter } from './distinctCounter';

export interface IdEntry {
  readonly id: string;
  /** Start offsets of its first MAX_KEPT_OFFSETS occurrences, ascending (an id is all digits: each ends id.length later). */
  readonly offsets: number[];
  /** All its occurrences, kept offsets or not. */
  occurrences: number;
  /** Occurrences whose context was read (at most MAX_KIND_READINGS). */
  kindReadings: number;
  /** How many occurrences each kind was read from. */
  readonly kindCounts: Map<IdKind, number>;
  /**
   * For each kind read with a reason, the first occurrence that gave it (offsets in the whole text): the row's why.
   * A document's tally always keeps them; the folder view keeps its own, leaner (folderIds/core/folderTally.ts).
   */
  readonly reasons?: Map<IdKind, CorrectedIdMatch>;
}

/** Offsets kept per id: enough to step through an id's occurrences, bounded when one id fills a file. */
export const MAX_KEPT_OFFSETS = 1000;

/**
 * Occurrences of one id whose context is read. Past them the id's kind is settled (a user reading, which always
 * wins, or the kind read most often among them) and each further occurrence is only counted: an id repeated
 * through a whole file would otherwise pay the classifier's window again and again for the same answer (1,000
 * ids repeated in one unclosed `{` scanned at ~40 times a bot log's cost per MB). Eight readings agree in real
 * files; an id whose eight readings all said nothing stays unknown, and the view looks unknown ids up anyway.
 */
export const MAX_KIND_READINGS = 8;

/**
 * Whether the next occurrence of a kept id is read for its kind: until one reading says user, up to MAX_KIND_READINGS.
 * The Ids view's rule for a file and the folder view's for a folder (folderTally.ts): one id, one kind in both.
 */
export function entryNeedsKind(entry: Pick<IdEntry, 'kindCounts' | 'kindReadings'>): boolean {
  return !entry.kindCounts.has('user') && entry.kindReadings < MAX_KIND_READINGS;
}

export class IdTally {
  private readonly entries = new Map<string, IdEntry & { readonly reasons: Map<IdKind, CorrectedIdMatch> }>();
  private readonly rest: DistinctCounter;
  private occurrenceCount = 0;

  /**
   * `keep`: distinct ids kept whole, in order of first occurrence (the view shows the first 1,000). `exactRest`: up to
   * this many ids past them are counted exactly (DistinctCounter), then estimated.
   */
  constructor(
    private readonly keep = Infinity,
    exactRest?: number,
  ) {
    this.rest = new DistinctCounter(exactRest);
  }

  /**
   * Whether the next occurrence of `id` needs its kind read: not for an id past the kept ones (only counted), nor
   * for a kept id already read as a user or read MAX_KIND_READINGS times.
   */
  needsKind(id: string): boolean {
    const entry = this.entries.get(id);
    if (entry === undefined) return this.entries.size < this.keep;
    return entryNeedsKind(entry);
  }

  /** Occurrences must be added in order of position; `kind` undefined where `needsKind` said no. */
  add(id: string, kind: IdKind | undefined, offset: number, typed?: CorrectedIdMatch): void {
    this.occurrenceCount++;
    let entry = this.entries.get(id);
    if (entry === undefined) {
      if (this.entries.size >= this.keep) {
        this.rest.add(id);
        return;
      }
      entry = { id, offsets: [], occurrences: 0, kindReadings: 0, kindCounts: new Map(), reasons: new Map() };
      this.entries.set(id, entry);
    }
    entry.occurrences++;
    if (entry.offsets.length < MAX_KEPT_OFFSETS) entry.offsets.push(offset);
    if (kind === undefined) return;
    entry.kindReadings++;
    entry.kindCounts.set(kind, (entry.kindCounts.get(kind) ?? 0) + 1);
    if (typed?.reason !== undefined && !entry.reasons.has(kind)) entry.reasons.set(kind, typed);
  }

  /** A kept id (one of the first `keep`); undefined for the others. */
  get(id: string): IdEntry | undefined {
    return this.entries.get(id);
  }

  /** Distinct ids: exact up to `keep` + MAX_EXACT_REST, an estimate (within a few percent) past that. */
  get size(): number {
    return this.entries.size + this.rest.count;
  }

  /** Distinct ids after the kept ones (exact or estimated, as `size`). */
  get notKept(): number {
    return this.rest.count;
  }

  get occurrences(): number {
    return this.occurrenceCount;
  }

  /** The first `count` distinct ids, in order of first occurrence (at most `keep`). */
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
