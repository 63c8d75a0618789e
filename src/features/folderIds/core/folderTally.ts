// The ids of a folder, one entry per distinct id across all its files: how often and in how many files it occurs,
// its first places (file, line, column) to step through, and its kind. Each distinct id is classified as the Ids view
// classifies a file's: at each occurrence until one reads as a user or MAX_KIND_READINGS have been read; later
// occurrences are only counted, which is what lets a gigabyte of logs be typed at about the speed ripgrep reads it.
// ripgrep's threads hand files on in an order that changes from run to run, so an id's first readings do too: an id
// with at most MAX_KIND_READINGS occurrences has every one read, and its kind (entryKind: a user if any reading is
// one, else by counts) cannot depend on that order. (With 3 readings, 5 of 2,745 ids of test/corpus changed kind
// between scans, one of them a user.)
//
// Memory is bounded: at most `keep` distinct ids are kept whole (the rest are counted in bounded memory), each with at
// most MAX_KEPT_LOCATIONS places, and the per-file counts of its files.
import type { IdKind } from '../../../ids/idKind';
import type { IdReason } from '../../../ids/idReason';
import { DistinctCounter } from '../../idsView/core/distinctCounter';
import { entryKind, entryNeedsKind, type IdEntry } from '../../idsView/core/idTally';
import { EntryPlaces, type PlaceLists } from './entryPlaces';
import { IdIndex } from './idIndex';

/** Places kept per id: enough to open it in a few files, bounded when one id fills a folder. */
export const MAX_KEPT_LOCATIONS = 10;
/** Distinct ids kept whole by default (a gigabyte of bot logs holds about 140,000). */
export const KEEP_DISTINCT_IDS = 250_000;

export interface FolderLocation {
  /** Index into the tally's files. */
  file: number;
  /** 1-based line; column counted in UTF-16 units from 0, as an editor's position is. */
  line: number;
  column: number;
}

/**
 * One distinct id. Lean, for a gigabyte holds a hundred thousand of them: its files and places are numbers into the
 * tally's shared store (entryPlaces.ts), its whys only once the classifier gives some.
 */
export interface FolderEntry extends IdEntry, PlaceLists {
  /** The why of the first reading of each kind that had one. */
  whys: Whys | undefined;
  /** Its kind is read often enough: further occurrences are only counted. */
  settled: boolean;
  /** entryKind of it, as of its last reading. */
  kind: IdKind;
}

/**
 * The whys of a row, one per kind. Never changed once set (a second kind's why makes a new list): a list read from a
 * line shape is shared by every row it is the only why of (most rows of a folder), no list of its own.
 */
export type Whys = readonly (readonly [IdKind, IdReason])[];

export function entryFileCount(entry: FolderEntry): number {
  return entry.fileCount;
}

/**
 * kindCounts as entryKind reads them, without a Map per id while its readings agree (nearly every id of a log): one
 * shared, never-changed map per kind says "only this kind" (entryKind compares counts only between kinds); the
 * entry's own map is made at its first reading of another kind, with the counts so far.
 */
const NO_KINDS: ReadonlyMap<IdKind, number> = new Map();
const ONLY_KIND = new Map<IdKind, ReadonlyMap<IdKind, number>>();
/** ONLY_KIND's maps, each with its one kind: whether a map is shared is one lookup (no array of its keys each time). */
const KIND_OF_SHARED = new Map<ReadonlyMap<IdKind, number>, IdKind>();

/**
 * entryKind of an entry whose counts are a shared map: its one kind (entryKind takes a user, else the kind with the
 * most readings other than unknown, else unknown: with one kind, that kind).
 */
function kindOf(entry: FolderEntry): IdKind {
  return KIND_OF_SHARED.get(entry.kindCounts) ?? entryKind(entry);
}

function countKind(entry: FolderEntry, kind: IdKind): void {
  const counts = entry.kindCounts;
  const shared = counts === NO_KINDS || KIND_OF_SHARED.has(counts);
  let next: Map<IdKind, number>;
  if (counts === NO_KINDS) {
    let only = ONLY_KIND.get(kind);
    if (only === undefined) {
      ONLY_KIND.set(kind, (only = new Map([[kind, 1]])));
      KIND_OF_SHARED.set(only, kind);
    }
    (entry as { kindCounts: ReadonlyMap<IdKind, number> }).kindCounts = only;
    return;
  }
  if (shared) {
    if (counts.has(kind)) return;
    // Every reading so far was the one shared kind: its count is the readings before this one.
    const [only] = counts.keys();
    next = new Map([[only!, entry.kindReadings - 1]]);
    (entry as { kindCounts: ReadonlyMap<IdKind, number> }).kindCounts = next;
  } else next = counts as Map<IdKind, number>;
  next.set(kind, (next.get(kind) ?? 0) + 1);
}

export function entryReason(entry: FolderEntry, kind: IdKind): IdReason | undefined {
  // A loop, not find(): called for each id classified (a closure each time was 0.1 s of a 1 GB scan).
  const whys = entry.whys;
  if (whys === undefined) return undefined;
  for (let i = 0; i < whys.length; i++) if (whys[i]![0] === kind) return whys[i]![1];
  return undefined;
}

export class FolderTally {
  /**
   * The kept entries by their number in `ordered`, found from an id's digits (bytes or text) without a string key, and
   * whether each is settled (kept beside its number as `settled` changes).
   */
  private readonly index = new IdIndex();
  private readonly places = new EntryPlaces(MAX_KEPT_LOCATIONS);
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

  /** The kept entry of the id written as text[start, end) (a line's digit run, read in place), or undefined. */
  entryIn(text: string, start: number, end: number): FolderEntry | undefined {
    const at = this.index.findText(text, start, end);
    return at < 0 ? undefined : this.ordered[at];
  }

  /** No more distinct ids are kept: a new one is only counted. */
  get full(): boolean {
    return this.ordered.length >= this.keep;
  }

  /** The settled entry of the id written as the ASCII digits bytes[start, end), or undefined. */
  settledAt(bytes: Uint8Array, start: number, end: number): FolderEntry | undefined {
    const at = this.index.findSettled(bytes, start, end);
    return at < 0 ? undefined : this.ordered[at];
  }

  /** Another occurrence of a settled entry (from entryIn() or settledAt()). */
  count(entry: FolderEntry, file: number, line: number, column: number): void {
    this.occurrenceCount++;
    this.place(entry, file, line, column);
  }

  /**
   * An occurrence of `id`, whose kept entry the caller looked up (entryIn, get): `entry`, undefined for an id not kept
   * yet. The tally does not look it up again (a reader finds every id before it adds it). `id` is kept as it is: a
   * string of its own (ownCopy), not a slice that keeps its line alive.
   */
  add(
    id: string,
    at: FolderLocation,
    kind: IdKind | undefined,
    reason: IdReason | undefined,
    entry: FolderEntry | undefined,
    /** `[[kind, reason]]` when the caller has it shared (LineShapes' Typed.whys): the row's whys when it is the first. */
    onlyWhy?: Whys,
  ): void {
    const sequence = this.occurrenceCount++;
    if (entry === undefined) {
      if (this.full) {
        this.rest.add(id);
        return;
      }
      entry = {
        id,
        offsets: [sequence],
        occurrences: 0,
        kindReadings: 0,
        // Never written: countKind replaces it at the first reading.
        kindCounts: NO_KINDS as Map<IdKind, number>,
        runsHead: -1,
        runsTail: -1,
        tailFile: -1,
        fileCount: 0,
        maxFile: -1,
        placesHead: -1,
        placesTail: -1,
        placesKept: 0,
        whys: undefined,
        settled: false,
        kind: 'unknown',
      };
      this.index.add(id, this.ordered.length);
      this.ordered.push(entry);
    }
    this.place(entry, at.file, at.line, at.column);
    if (kind === undefined) return;
    entry.kindReadings++;
    countKind(entry, kind);
    if (reason !== undefined && entryReason(entry, kind) === undefined) {
      const shared =
        onlyWhy !== undefined && onlyWhy.length === 1 && onlyWhy[0]![0] === kind && onlyWhy[0]![1] === reason;
      if (entry.whys === undefined) entry.whys = shared ? onlyWhy : [[kind, reason]];
      else entry.whys = [...entry.whys, [kind, reason]];
    }
    // Settled as the Ids view settles an id: by a user reading (a user anywhere makes it a user), or enough readings.
    entry.kind = kindOf(entry);
    const settled = !entryNeedsKind(entry);
    // The index says it too: settledAt finds a settled entry from its slot alone.
    if (settled !== entry.settled) this.index.setSettled(entry.id, settled);
    entry.settled = settled;
  }

  /** Counts an occurrence of `entry`: in its file, and among its kept places. */
  private place(entry: FolderEntry, file: number, line: number, column: number): void {
    entry.occurrences++;
    this.places.add(entry, file, line, column);
  }

  /** Occurrences of `entry` per file (by index), in order of first occurrence. */
  entryFiles(entry: FolderEntry): [number, number][] {
    return this.places.files(entry);
  }

  /** The kept places of `entry` (up to MAX_KEPT_LOCATIONS), in order. */
  entryLocations(entry: FolderEntry): FolderLocation[] {
    return this.places.locations(entry);
  }

  get(id: string): FolderEntry | undefined {
    return this.entryIn(id, 0, id.length);
  }

  /** Distinct ids: kept ones exactly, the others counted (exact up to a bound, then estimated). */
  get size(): number {
    return this.ordered.length + this.rest.count;
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
