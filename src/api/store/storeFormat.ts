// The store's file: one JSON document per base address. Entries are arrays, not objects, so 10,000 of them do not
// repeat 10,000 sets of field names. Everything read back is checked: the file is on the user's disk, where
// another program, a crash or an older version of this extension may have left anything.
import { isIdInRange } from '../../ids/snowflake';

export const STORE_FORMAT = 'profileLookup.remembered';
/** Bumped when the file's shape changes; a file of another version is set aside, never half-read. */
export const STORE_VERSION = 1;

/** A remembered profile: the record the data layer hands in (plain JSON), and when it was fetched and last used. */
export interface RememberedEntry<T> {
  id: string;
  /** When the service answered it (ms since the epoch). */
  fetchedAt: number;
  /** When a lookup last used it: the least recently used goes first. */
  usedAt: number;
  record: T;
  /** The record's JSON length, for the byte bound. */
  bytes: number;
  /**
   * The record as JSON, printed at the first write that holds it and kept (a record never changes; a new answer is a
   * new entry): each batch then prints only what is new, not 10,000 records (about half of a write's time was
   * JSON.stringify of them all). It costs about the file's size again in memory, within the store's byte bound.
   */
  json?: string;
}

/** An id the service had no profile for, and when it said so. */
export interface NoProfileEntry {
  id: string;
  at: number;
}

export interface StoreContents<T> {
  /** Entries fetched before this were forgotten (Forget Remembered Profiles), in whichever window they were. */
  forgottenAt: number;
  profiles: RememberedEntry<T>[];
  noProfile: NoProfileEntry[];
}

/** Checks one stored record and gives it back typed, or undefined when it is not one (garbage, an older shape). */
export type RecordValidator<T> = (raw: unknown) => T | undefined;
/** About what a record costs on disk, in bytes (its JSON's length, near enough), for the byte bound. */
export type RecordSizer<T> = (record: T) => number;

export type ParsedStore<T> = { ok: true; contents: StoreContents<T>; dropped: number } | { ok: false; reason: string };

/** Some clock skew between windows or machines is normal; an entry from further in the future is garbage. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

export function serializeStore<T>(baseUrl: string, contents: StoreContents<T>): string {
  const head = JSON.stringify({
    format: STORE_FORMAT,
    version: STORE_VERSION,
    baseUrl,
    forgottenAt: contents.forgottenAt,
    noProfile: contents.noProfile.map((e) => [e.id, e.at]),
  });
  const profiles = contents.profiles.map(
    (e) =>
      `[${JSON.stringify(e.id)},${JSON.stringify(e.fetchedAt)},${JSON.stringify(e.usedAt)},${(e.json ??= JSON.stringify(e.record))}]`,
  );
  return `${head.slice(0, -1)},"profiles":[${profiles.join(',')}]}`;
}

function isTime(value: unknown, nowMs: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= nowMs + FUTURE_SLACK_MS;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a file's text. A wrong file as a whole is refused with its reason; a wrong entry is dropped and counted. */
export function parseStore<T>(
  text: string,
  baseUrl: string,
  validate: RecordValidator<T>,
  nowMs: number,
  sizeOf: RecordSizer<T> = recordBytes,
): ParsedStore<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not valid JSON (a torn or foreign file)' };
  }
  if (!isObject(raw) || raw.format !== STORE_FORMAT) return { ok: false, reason: 'not a remembered-profiles file' };
  if (raw.version !== STORE_VERSION)
    return {
      ok: false,
      reason: `format version ${String(raw.version).slice(0, 20)}, this version reads ${STORE_VERSION}`,
    };
  if (raw.baseUrl !== baseUrl) return { ok: false, reason: 'written for another base address' };
  if (!Array.isArray(raw.profiles) || !Array.isArray(raw.noProfile))
    return { ok: false, reason: 'its entry lists are missing' };
  const forgottenAt = isTime(raw.forgottenAt, nowMs) ? raw.forgottenAt : 0;
  let dropped = 0;
  const seen = new Set<string>();
  const profiles: RememberedEntry<T>[] = [];
  for (const item of raw.profiles as unknown[]) {
    const entry = profileEntry(item, validate, nowMs, sizeOf);
    if (entry === undefined || seen.has(entry.id)) dropped++;
    else {
      seen.add(entry.id);
      profiles.push(entry);
    }
  }
  const noProfile: NoProfileEntry[] = [];
  seen.clear();
  for (const item of raw.noProfile as unknown[]) {
    if (
      Array.isArray(item) &&
      item.length === 2 &&
      typeof item[0] === 'string' &&
      isIdInRange(item[0]) &&
      !seen.has(item[0]) &&
      isTime(item[1], nowMs)
    ) {
      seen.add(item[0]);
      noProfile.push({ id: item[0], at: item[1] });
    } else dropped++;
  }
  return { ok: true, contents: { forgottenAt, profiles, noProfile }, dropped };
}

function profileEntry<T>(
  item: unknown,
  validate: RecordValidator<T>,
  nowMs: number,
  sizeOf: RecordSizer<T>,
): RememberedEntry<T> | undefined {
  if (!Array.isArray(item) || item.length !== 4) return undefined;
  const [id, fetchedAt, usedAt, rawRecord] = item as unknown[];
  if (typeof id !== 'string' || !isIdInRange(id) || !isTime(fetchedAt, nowMs) || !isTime(usedAt, nowMs))
    return undefined;
  let record: T | undefined;
  try {
    record = validate(rawRecord);
  } catch {
    record = undefined;
  }
  if (record === undefined) return undefined;
  return { id, fetchedAt, usedAt, record, bytes: sizeOf(record) + ENTRY_FIELDS_BYTES };
}

/** What a record costs on disk: its JSON's length (exact, and slow enough that a store of many records hands in its own sizer). */
export function recordBytes(record: unknown): number {
  return JSON.stringify(record).length;
}

/** What an entry costs on disk, near enough: its record and the entry's own fields. */
export function entryBytes<T>(record: T, sizeOf: RecordSizer<T>): number {
  return sizeOf(record) + ENTRY_FIELDS_BYTES;
}

/** `["<19 digits>",<13 digits>,<13 digits>,` and the brackets: the fields around each record. */
const ENTRY_FIELDS_BYTES = 56;
