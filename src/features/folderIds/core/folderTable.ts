// The folder view's table: every id looked up as a user (users, and ids nothing typed), and of each other kind the
// first SHOWN_PER_KIND (a gigabyte of logs holds tens of thousands of message ids, which cost nothing and say
// little one by one), in order of first occurrence. Built from each entry's kind as of its last reading, so making
// it walks the tally once and builds only the rows shown: the view redraws it every few hundred milliseconds while a
// scan streams.
import { isLookedUpAsUser, type IdKind } from '../../../ids/idKind';
import { buildTable, type IdTable, type Resolution } from '../../idsView/core/idTable';
import type { FolderEntry, FolderTally } from './folderTally';

export const SHOWN_PER_KIND = 1000;

export interface FolderTable extends IdTable {
  /** Distinct ids of each kind in the folder, shown or not. */
  kindTotals: Map<IdKind, number>;
}

export function folderTable(tally: FolderTally, resolutions: ReadonlyMap<string, Resolution>): FolderTable {
  const shown: FolderEntry[] = [];
  const kindTotals = new Map<IdKind, number>();
  for (let i = 0; i < tally.kept; i++) {
    const entry = tally.at(i)!;
    const total = (kindTotals.get(entry.kind) ?? 0) + 1;
    kindTotals.set(entry.kind, total);
    if (isLookedUpAsUser(entry.kind) || total <= SHOWN_PER_KIND) shown.push(entry);
  }
  const source = { first: () => shown, size: tally.size, occurrences: tally.occurrences };
  return { ...buildTable(source, resolutions, { sort: 'first', usersOnly: false }, shown.length), kindTotals };
}

/** The ids to look up (as idsToLookUp orders them) and how far their lookups stand, without building the table. */
export function lookupCounts(
  tally: FolderTally,
  resolutions: ReadonlyMap<string, Resolution>,
): { users: number; left: number } {
  let users = 0;
  let left = 0;
  for (let i = 0; i < tally.kept; i++) {
    const entry = tally.at(i)!;
    if (!isLookedUpAsUser(entry.kind)) continue;
    users++;
    const state = resolutions.get(entry.id)?.state;
    if (state === undefined || state === 'waiting' || state === 'stopped') left++;
  }
  return { users, left };
}
