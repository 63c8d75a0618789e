// The store's file: one per base address, in JSON lines. A first line names the format, its version and the base
// address; then one line per entry, least recently used first:
//   ["p","<id>",fetchedAt,usedAt,<record>]     a remembered profile
//   ["n","<id>",at]                            the service said the id has no profile
// Lines, not one JSON document, so a load parses a slice of lines at a time and yields between slices (a 10 MB
// document is one JSON.parse of 100-300 ms, all of it blocking the extension host). Everything read back is
// checked: the file is on the user's disk, where another program, a crash or an older version may have left anything.
// Sizes are counted as what they are on disk, UTF-8 bytes, and the written text is measured before it is written.
import { isIdInRange } from '../../ids/snowflake';

export const STORE_FORMAT = 'profileLookup.remembered';
/** Bumped when the file's shape changes; a file of another version is set aside, never half-read. */
export const STORE_VERSION = 2;

/** A remembered profile: the record the data layer hands in (plain JSON), and when it was fetched and last used. */
export interface RememberedEntry<T> {
  id: string;
  /** When the service answered it (ms since the epoch). */
  fetchedAt: number;
  /** When a lookup last used it: the least recently used goes first. */
  usedAt: number;
  record: T;
  /** Its line's UTF-8 bytes on disk, near enough (the write measures them exactly). */
  bytes: number;
  /**
   * The record as JSON, printed once (a record never changes; a new answer is a new entry): each batch then prints
   * only what is new, not 10,000 records.
   */
  json?: string;
  /** The UTF-8 bytes of `json`, measured when it was printed. */
  jsonBytes?: number;
  /**
   * The entry's line as last written, with the `usedAt` it holds and where its record starts: a batch prints only
   * the lines of entries new or used since (printing 10,000 lines was half of a batch write's time).
   */
  written?: { line: string; usedAt: number; prefixLength: number; bytes: number };
}

/** An id the service had no profile for, and when it said so. */
export interface NoProfileEntry {
  id: string;
  at: number;
}

/** Checks one stored record and gives back a new one made of its known fields only, or undefined. */
export type RecordValidator<T> = (raw: unknown) => T | undefined;

export interface ParseLimits<T> {
  baseUrl: string;
  validate: RecordValidator<T>;
  /** The id a record is of: an entry filed under another id is dropped. */
  idOf?: (record: T) => string;
  /** A stored time made believable: never later than the file was written, nor than now. */
  clampTime: (ms: number) => number;
  maxProfiles: number;
  maxNoProfile: number;
  /** Lines parsed between two yields, at most. */
  sliceLines: number;
  /** A slice also ends once it has run this long (a slice of the largest profiles takes longer than one of small lines). */
  sliceMs: number;
  /** Gives the event loop a turn; resolves when the next slice may run. */
  yieldNow: () => Promise<void>;
}

export interface StoreContents<T> {
  /** Least recently used first; at most maxProfiles. */
  profiles: Map<string, RememberedEntry<T>>;
  /** Oldest first; at most maxNoProfile. */
  noProfile: Map<string, number>;
}

export type ParsedStore<T> =
  | { ok: true; contents: StoreContents<T>; dropped: number; slices: number; longestSliceMs: number }
  | { ok: false; reason: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** The first line: what the file is. */
export function headerLine(baseUrl: string): string {
  return JSON.stringify({ format: STORE_FORMAT, version: STORE_VERSION, baseUrl });
}

/** A profile line's text before its record (ASCII: its length is its bytes). */
function profilePrefix(id: string, fetchedAt: number, usedAt: number): string {
  return `["p",${JSON.stringify(id)},${Math.floor(fetchedAt)},${Math.floor(usedAt)},`;
}

export function profileLine(id: string, fetchedAt: number, usedAt: number, json: string): string {
  return `${profilePrefix(id, fetchedAt, usedAt)}${json}]`;
}

export function noProfileLine(id: string, at: number): string {
  return `["n",${JSON.stringify(id)},${Math.floor(at)}]`;
}

/** Reads a file's text a slice of lines at a time. A wrong file as a whole is refused with its reason; a wrong line is dropped and counted. */
export async function parseStore<T>(text: string, limits: ParseLimits<T>): Promise<ParsedStore<T>> {
  const firstEnd = text.indexOf('\n');
  const first = firstEnd < 0 ? text : text.slice(0, firstEnd);
  let head: unknown;
  try {
    head = JSON.parse(first);
  } catch {
    return { ok: false, reason: 'its first line is not valid JSON (a torn or foreign file)' };
  }
  if (!isObject(head) || head.format !== STORE_FORMAT) return { ok: false, reason: 'not a remembered-profiles file' };
  if (head.version !== STORE_VERSION)
    return {
      ok: false,
      reason: `format version ${String(head.version).slice(0, 20)}, this version reads ${STORE_VERSION}`,
    };
  if (head.baseUrl !== limits.baseUrl) return { ok: false, reason: 'written for another base address' };
  const profiles = new Map<string, RememberedEntry<T>>();
  const noProfile = new Map<string, number>();
  let dropped = 0;
  let slices = 0;
  let longestSliceMs = 0;
  let at = firstEnd < 0 ? text.length : firstEnd + 1;
  while (at < text.length) {
    const started = performance.now();
    for (let n = 0; n < limits.sliceLines && at < text.length; n++) {
      if ((n & 31) === 31 && performance.now() - started > limits.sliceMs) break;
      let end = text.indexOf('\n', at);
      if (end < 0) end = text.length;
      const line = text.slice(at, end);
      at = end + 1;
      if (line.length === 0) continue;
      if (!takeLine(line, limits, profiles, noProfile)) dropped++;
    }
    slices++;
    longestSliceMs = Math.max(longestSliceMs, performance.now() - started);
    if (at < text.length) await limits.yieldNow();
  }
  trimTo(profiles, limits.maxProfiles);
  trimTo(noProfile, limits.maxNoProfile);
  return { ok: true, contents: { profiles, noProfile }, dropped, slices, longestSliceMs };
}

/** One entry line into the maps (a newer line for an id replaces an older one); false when it is not one. */
function takeLine<T>(
  line: string,
  limits: ParseLimits<T>,
  profiles: Map<string, RememberedEntry<T>>,
  noProfile: Map<string, number>,
): boolean {
  let item: unknown;
  try {
    item = JSON.parse(line);
  } catch {
    return false;
  }
  if (!Array.isArray(item) || typeof item[1] !== 'string' || !isIdInRange(item[1])) return false;
  const id = item[1];
  if (item[0] === 'n' && item.length === 3 && isTime(item[2])) {
    noProfile.delete(id);
    profiles.delete(id);
    noProfile.set(id, limits.clampTime(item[2]));
    keepNewest(noProfile, limits.maxNoProfile);
    return true;
  }
  if (item[0] !== 'p' || item.length !== 5 || !isTime(item[2]) || !isTime(item[3])) return false;
  let record: T | undefined;
  try {
    record = limits.validate(item[4]);
  } catch {
    record = undefined;
  }
  if (record === undefined || (limits.idOf !== undefined && limits.idOf(record) !== id)) return false;
  profiles.delete(id);
  noProfile.delete(id);
  const fetchedAt = limits.clampTime(item[2]);
  profiles.set(id, {
    id,
    fetchedAt,
    usedAt: Math.max(fetchedAt, limits.clampTime(item[3])),
    record,
    bytes: utf8Bytes(line) + 1,
  });
  keepNewest(profiles, limits.maxProfiles);
  return true;
}

/**
 * Holds a map read in file order to about its bound: past twice the bound, only the last `max` entries stay. (Deleting
 * the first key one at a time is quadratic: a V8 Map walks over the deleted slots at its front to find the next one.)
 */
function keepNewest<V>(map: Map<string, V>, max: number): void {
  if (map.size > 2 * max) trimTo(map, max);
}

function trimTo<V>(map: Map<string, V>, max: number): void {
  if (map.size <= max) return;
  const kept = [...map].slice(-max);
  map.clear();
  for (const [key, value] of kept) map.set(key, value);
}

/** UTF-8 bytes of a string, without encoding it. */
export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

export interface SerializeInput<T> {
  baseUrl: string;
  /** Least recently used first. */
  profiles: Iterable<RememberedEntry<T>>;
  /** Oldest first. */
  noProfile: Iterable<[string, number]>;
  maxBytes: number;
  sliceLines: number;
  yieldNow: () => Promise<void>;
}

export interface Serialized<T> {
  text: string;
  /** Its exact UTF-8 length: at most maxBytes. */
  bytes: number;
  /** Entries that did not fit in maxBytes (the least recently used) or could not be printed: to drop from memory. */
  evicted: RememberedEntry<T>[];
  evictedNoProfile: string[];
}

/**
 * The file's text, measured as it will be on disk (UTF-8 bytes, escapes included) and kept within maxBytes: the
 * most recently used entries first, until the next one would not fit; the rest are evicted. Prints a slice of
 * records at a time, yielding between slices. A record that cannot be printed (JSON.stringify throws) is evicted,
 * never the write.
 */
export async function serializeStore<T>(input: SerializeInput<T>): Promise<Serialized<T>> {
  const head = headerLine(input.baseUrl);
  let budget = input.maxBytes - utf8Bytes(head) - 1;
  let used = input.maxBytes - budget;
  const evictedNoProfile: string[] = [];
  const noLines: string[] = [];
  // "No profile" entries are small and few (a count bound): the newest are kept first, then the profiles.
  const noEntries = [...input.noProfile];
  for (let i = noEntries.length - 1; i >= 0; i--) {
    const [id, at] = noEntries[i]!;
    const line = noProfileLine(id, at);
    const bytes = line.length + 1;
    if (bytes > budget) evictedNoProfile.push(id);
    else {
      budget -= bytes;
      used += bytes;
      noLines.push(line);
    }
  }
  noLines.reverse();
  const entries = [...input.profiles];
  const profileLines: string[] = [];
  const evicted: RememberedEntry<T>[] = [];
  let n = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!;
    let written = entry.written;
    if (written === undefined || written.usedAt !== entry.usedAt) {
      let json = entry.json ?? written?.line.slice(written.prefixLength, -1);
      let jsonBytes = entry.jsonBytes ?? (written === undefined ? undefined : written.bytes - written.prefixLength - 2);
      if (json === undefined || jsonBytes === undefined) {
        if (++n % input.sliceLines === 0) await input.yieldNow();
        try {
          json = JSON.stringify(entry.record);
        } catch {
          evicted.push(entry);
          continue;
        }
        jsonBytes = utf8Bytes(json);
      }
      // The id is digits and the times are integers: the prefix is ASCII, its length its bytes.
      const prefix = profilePrefix(entry.id, entry.fetchedAt, entry.usedAt);
      written = {
        line: `${prefix}${json}]`,
        usedAt: entry.usedAt,
        prefixLength: prefix.length,
        bytes: prefix.length + jsonBytes + 2,
      };
      entry.written = written;
      entry.json = undefined;
      entry.jsonBytes = undefined;
    }
    const bytes = written.bytes;
    entry.bytes = bytes;
    if (budget < bytes) {
      evicted.push(entry);
      // Everything older goes too: the least recently used leave first, whatever their size.
      budget = -1;
      continue;
    }
    budget -= bytes;
    used += bytes;
    profileLines.push(written.line);
  }
  profileLines.reverse();
  const text = [head, ...noLines, ...profileLines].join('\n') + '\n';
  return { text, bytes: used, evicted, evictedNoProfile };
}
