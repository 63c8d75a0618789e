// The Ids view's table: the first DISPLAY_CAP distinct ids of a document, grouped by kind (users first) or, with
// the users-only filter, the users alone; each row with its occurrences and, for the ids looked up as users,
// where its lookup stands. Pure: the editor turns it into tree items, the export into CSV and JSON.
import type { LookupError } from '../../../model/lookupError';
import type { ProfileView } from '../../../model/viewTypes';
import type { CorrectedIdMatch } from '../../../ids/corrections';
import { ID_KINDS, isLookedUpAsUser, type IdKind } from '../../../ids/idKind';
import { implausibleUserIdReason } from '../../../ids/userIdPlausibility';
import { entryKind, type IdEntry, type IdTally } from './idTally';

/** Distinct ids the view shows; past it one row says how many more there are. */
export const DISPLAY_CAP = 1000;

export type SortOrder = 'first' | 'xp' | 'sonhos';

/** Where the lookup of an id looked up as a user stands. */
export type Resolution =
  | { state: 'waiting' }
  | { state: 'profile'; view: ProfileView }
  | { state: 'failed'; error: LookupError }
  | { state: 'stopped' };

export interface IdRow {
  id: string;
  kind: IdKind;
  occurrences: number;
  firstOffset: number;
  /** The occurrence whose reason gave the row its kind (offsets in the whole text); none when nothing typed it. */
  why?: CorrectedIdMatch;
  /** Undefined for ids that are not looked up (they cost nothing). */
  resolution: Resolution | undefined;
}

export interface IdGroup {
  kind: IdKind;
  rows: IdRow[];
}

export interface TableView {
  sort: SortOrder;
  usersOnly: boolean;
}

export interface IdTable {
  /** By kind in ID_KINDS order (users first, unknown last); one group of users with the filter on. */
  groups: IdGroup[];
  /** Distinct ids past the cap, not shown: exact up to MAX_EXACT_REST, estimated past it (see IdTally). */
  more: number;
  /** Distinct ids in the document (exact or estimated, as `more`), occurrences of all of them. */
  distinct: number;
  occurrences: number;
}

/** The rows the view shows, in order of first occurrence. */
export function shownEntries(tally: Pick<IdTally, 'first'>, cap = DISPLAY_CAP): IdEntry[] {
  return tally.first(cap);
}

/**
 * The ids to look up, users before ids nothing around them typed (those may be users), each in order of first
 * occurrence; never one that cannot be a user (the scan finds none, but rows can come from elsewhere).
 */
export function idsToLookUp(entries: readonly IdEntry[], nowMs = Date.now()): string[] {
  const users: string[] = [];
  const unknown: string[] = [];
  for (const entry of entries) {
    if (implausibleUserIdReason(entry.id, nowMs) !== undefined) continue;
    const kind = entryKind(entry);
    if (kind === 'user') users.push(entry.id);
    else if (isLookedUpAsUser(kind)) unknown.push(entry.id);
  }
  return [...users, ...unknown];
}

export function rowOf(entry: IdEntry, resolutions: ReadonlyMap<string, Resolution>): IdRow {
  const kind = entryKind(entry);
  const why = entry.reasons?.get(kind);
  return {
    id: entry.id,
    kind,
    occurrences: entry.occurrences,
    firstOffset: entry.offsets[0] ?? 0,
    ...(why === undefined ? {} : { why }),
    resolution: isLookedUpAsUser(kind) ? (resolutions.get(entry.id) ?? { state: 'waiting' }) : undefined,
  };
}

/** A row is a user when its context says so, or when it was looked up and has a profile. */
export function isUserRow(row: IdRow): boolean {
  return row.kind === 'user' || row.resolution?.state === 'profile';
}

/** What a table is built from: a file's tally, or a folder's (src/features/folderIds). */
export type TableSource = Pick<IdTally, 'first' | 'size' | 'occurrences'>;

export function buildTable(
  tally: TableSource,
  resolutions: ReadonlyMap<string, Resolution>,
  view: TableView,
  cap = DISPLAY_CAP,
): IdTable {
  const rows = shownEntries(tally, cap).map((entry) => rowOf(entry, resolutions));
  const base = { more: Math.max(0, tally.size - cap), distinct: tally.size, occurrences: tally.occurrences };
  if (view.usersOnly) {
    const users = sortRows(rows.filter(isUserRow), view.sort);
    return { ...base, groups: users.length > 0 ? [{ kind: 'user', rows: users }] : [] };
  }
  const byKind = new Map<IdKind, IdRow[]>();
  for (const row of rows) {
    const list = byKind.get(row.kind);
    if (list === undefined) byKind.set(row.kind, [row]);
    else list.push(row);
  }
  const groups: IdGroup[] = [];
  for (const kind of ID_KINDS) {
    const list = byKind.get(kind);
    if (list !== undefined) groups.push({ kind, rows: sortRows(list, view.sort) });
  }
  return { ...base, groups };
}

function profileValue(row: IdRow, sort: 'xp' | 'sonhos'): bigint | undefined {
  return row.resolution?.state === 'profile' ? BigInt(row.resolution.view[sort]) : undefined;
}

/**
 * First occurrence keeps the document's order. By xp or sonhos: highest first, compared as bigints (exact past
 * 2^53); rows without a profile after those with one, in document order.
 */
export function sortRows(rows: IdRow[], sort: SortOrder): IdRow[] {
  const byPosition = (a: IdRow, b: IdRow) => a.firstOffset - b.firstOffset;
  if (sort === 'first') return [...rows].sort(byPosition);
  return [...rows].sort((a, b) => {
    const va = profileValue(a, sort);
    const vb = profileValue(b, sort);
    if (va === undefined || vb === undefined) return va !== undefined ? -1 : vb !== undefined ? 1 : byPosition(a, b);
    return va === vb ? byPosition(a, b) : va > vb ? -1 : 1;
  });
}
