// The ids of a folder, one entry per distinct id across all its files: how often and in how many files it occurs,
// its first places (file, line, column) to step through, and its kind. Each distinct id is classified at its first
// FOLDER_KIND_READINGS occurrences only (an id still unknown after them, up to MAX_KIND_READINGS): later occurrences
// are counted, which is what lets a gigabyte of logs be typed at about the speed ripgrep reads it.
//
// Memory is bounded: at most `keep` distinct ids are kept whole (the rest are counted in bounded memory), each with at
// most MAX_KEPT_LOCATIONS places, and the per-file counts of its files.
import type { IdKind } from '../../../ids/idKind';
import type { IdReason } from '../../../ids/idReason';
import { DistinctCounter } from '../../idsView/core/distinctCounter';
import { entryKind, MAX_KIND_READINGS, type IdEntry } from '../../idsView/core/idTally';

/** Occurrences of an id that are classified; more only while every reading said unknown (up to MAX_KIND_READINGS). */
export const FOLDER_KIND_READINGS = 3;
/** Places kept per id: enough to open it in a few files, bounded when one id fills a folder. */
export const MAX_KEPT_LOCATIONS = 20;
/** Distinct ids kept whole by default. */
export const KEEP_DISTINCT_IDS = 100_000;

export interface FolderLocation {
  /** Index into the tally's files. */
  file: number;
  /** 1-based line; column counted in UTF-16 units from 0, as an editor's position is. */
  line: number;
  column: number;
}

export interface FolderEntry extends IdEntry {
  /** Occurrences per file (by index). */
  readonly files: Map<number, number>;
  readonly locations: FolderLocation[];
  /** The why of the first reading that gave the entry's kind, when the classifier said one. */
  reasons: Map<IdKind, IdReason>;
}

export class FolderTally {
  private readonly entries = new Map<string, FolderEntry>();
  /** The kept entries in order of first occurrence: a reader that saw the first n reads on from n. */
  private readonly ordered: FolderEntry[] = [];
  private readonly rest = new DistinctCounter();
  private readonly fileNames: string[] = [];
  private readonly fileIndex = new Map<string, number>();
  private occurrenceCount = 0;

  constructor(private readonly keep = KEEP_DISTINCT_IDS) {}

  /** The index of `file`, added on first sight. */
  file(name: string): number {
    let index = this.fileIndex.get(name);
    if (index === undefined) {
      index = this.fileNames.length;
      this.fileNames.push(name);
      this.fileIndex.set(name, index);
    }
    return index;
  }

  fileName(index: number): string {
    return this.fileNames[index] ?? '';
  }

  get fileCount(): number {
    return this.fileNames.length;
  }

  /** Whether this occurrence of `id` is worth classifying. */
  needsKind(id: string): boolean {
    const entry = this.entries.get(id);
    if (entry === undefined) return this.entries.size < this.keep;
    if (entry.kindCounts.has('user')) return false;
    if (entry.kindReadings < FOLDER_KIND_READINGS) return true;
    return entry.kindReadings < MAX_KIND_READINGS && entryKind(entry) === 'unknown';
  }

  /** `kind` undefined where needsKind said no. */
  add(id: string, at: FolderLocation, kind: IdKind | undefined, reason?: IdReason): void {
    const sequence = this.occurrenceCount++;
    let entry = this.entries.get(id);
    if (entry === undefined) {
      if (this.entries.size >= this.keep) {
        this.rest.add(id);
        return;
      }
      entry = {
        id,
        offsets: [sequence],
        occurrences: 0,
        kindReadings: 0,
        kindCounts: new Map(),
        files: new Map(),
        locations: [],
        reasons: new Map(),
      };
      this.entries.set(id, entry);
      this.ordered.push(entry);
    }
    entry.occurrences++;
    entry.files.set(at.file, (entry.files.get(at.file) ?? 0) + 1);
    if (entry.locations.length < MAX_KEPT_LOCATIONS) entry.locations.push(at);
    if (kind === undefined) return;
    entry.kindReadings++;
    entry.kindCounts.set(kind, (entry.kindCounts.get(kind) ?? 0) + 1);
    if (reason !== undefined && !entry.reasons.has(kind)) entry.reasons.set(kind, reason);
  }

  get(id: string): FolderEntry | undefined {
    return this.entries.get(id);
  }

  /** Distinct ids: kept ones exactly, the others counted (exact up to a bound, then estimated). */
  get size(): number {
    return this.entries.size + this.rest.count;
  }

  get notKept(): number {
    return this.rest.count;
  }

  get occurrences(): number {
    return this.occurrenceCount;
  }

  /** The first `count` distinct ids, in order of first occurrence. */
  first(count: number): FolderEntry[] {
    return this.ordered.slice(0, count);
  }

  /** Kept distinct ids. */
  get kept(): number {
    return this.ordered.length;
  }

  /** The kept entry at `index` (order of first occurrence). */
  at(index: number): FolderEntry | undefined {
    return this.ordered[index];
  }
}
