// The remembered profiles of one base address, and the ids it had no profile for: in memory once loaded (on first
// use, never at activation), on disk as one file in the extension's global storage folder. Bounded in entries
// (10,000 profiles, 10,000 "no profile" answers) and in bytes on disk (10 MiB, measured on the text written), the
// least recently used out first; written in batches a moment after changes (never on the hover's path).
//
// The promises it keeps, and why this design keeps them, are in README.md beside this file. In short: every write
// holds the folder's lock (storeLock.ts), reads what another window wrote since, merges it and replaces the file
// atomically (storeFiles.ts); a write never follows a read that failed; loading parses a slice of lines at a time.
import * as path from 'node:path';
import { createHash } from 'node:crypto';
import { errorText, type Logger } from '../../log';
import { nodeFileSystem, writeAtomically, type StoreFileSystem } from './storeFiles';
import { withFolderLock, LOCK_FILE, type LockOptions } from './storeLock';
import {
  parseStore,
  serializeStore,
  utf8Bytes,
  type RecordValidator,
  type RememberedEntry,
  type StoreContents,
} from './storeFormat';
import { evictOldestWhile } from '../evictOldest';

export const DEFAULT_MAX_PROFILES = 10_000;
export const DEFAULT_MAX_STORE_BYTES = 10 * 1024 * 1024;
/** "No profile" answers are believed for a day. */
export const NO_PROFILE_TTL_MS = 24 * 60 * 60 * 1000;
/** One profile's record larger than this is not remembered (the bounded view is far smaller). */
export const MAX_RECORD_BYTES = 64 * 1024;
/** After a change, the batch is written this much later (more changes in the meantime join it). */
export const WRITE_DELAY_MS = 1000;
/** Only "last used" times changed: written with the next batch, or after this long. */
export const TOUCH_WRITE_DELAY_MS = 60_000;
/** A write that could not be done (the lock, a full disk, a file it could not read) is tried again this much later. */
export const RETRY_WRITE_DELAY_MS = 5_000;
/** Lines parsed (or records printed) between two turns of the event loop: well under a millisecond each. */
export const SLICE_LINES = 500;
/** A slice of a load ends after this long, whatever its lines: the extension host's other work runs in between. */
export const SLICE_MS = 4;
/** Where a Forget is recorded, for the windows that still hold what was forgotten in memory. */
export const FORGOTTEN_FILE = 'forgotten.json';

export interface RememberedStoreOptions<T> {
  /** The store's folder, in the extension's global storage folder (shared by every base address's file). */
  folder: string;
  baseUrl: string;
  validate: RecordValidator<T>;
  /** The id a record is of: a record filed under another id is never handed out. */
  idOf?: (record: T) => string;
  fs?: StoreFileSystem;
  log?: Logger;
  maxProfiles?: number;
  maxBytes?: number;
  noProfileTtlMs?: number;
  writeDelayMs?: number;
  lock?: LockOptions;
  /** Wall clock (ms since the epoch): stored times survive restarts. */
  now?: () => number;
}

/** The file of one base address: a hash, so the address (which may name a private host) is not in a file name. */
export function storeFileName(baseUrl: string): string {
  return `profiles-${createHash('sha256').update(baseUrl).digest('hex').slice(0, 16)}.json`;
}

interface FileIdentity {
  ino: number;
  size: number;
  mtimeMs: number;
}

/** What reading the file gave: its contents, nothing (no file, or one the store cannot use), or a failure. */
type DiskRead<T> =
  | { kind: 'contents'; contents: StoreContents<T>; identity: FileIdentity }
  | { kind: 'none'; unusable?: string }
  | { kind: 'failed'; error: unknown };

/** How the last load went, for the tests and the bench: it yields between slices. */
export interface LoadStats {
  entries: number;
  slices: number;
  longestSliceMs: number;
}

const yieldNow = () => new Promise<void>((resolve) => setImmediate(resolve));

export class RememberedStore<T> {
  readonly file: string;
  private readonly fs: StoreFileSystem;
  private readonly maxProfiles: number;
  private readonly maxBytes: number;
  private readonly noProfileTtlMs: number;
  private readonly writeDelayMs: number;
  private readonly now: () => number;
  /** Least recently used first (a Map iterates in insertion order; a use re-inserts). */
  private readonly profiles = new Map<string, RememberedEntry<T>>();
  /** Oldest first. */
  private readonly noProfile = new Map<string, number>();
  private totalBytes = 0;
  private forgottenAt = 0;
  private forgetPending = false;
  private loading: Promise<void> | undefined;
  private loadedNow = false;
  private dirty = false;
  private touched = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerDueAt = Infinity;
  private writing: Promise<void> = Promise.resolve();
  /** The file as this store last read or wrote it. */
  private seen: FileIdentity | undefined;
  private closed = false;
  /** What a write that died left in the folder is removed once per store (and after a failed write of its own). */
  private sweptTemporaryFiles = false;
  lastLoad: LoadStats = { entries: 0, slices: 0, longestSliceMs: 0 };

  constructor(private readonly options: RememberedStoreOptions<T>) {
    this.file = path.join(options.folder, storeFileName(options.baseUrl));
    this.fs = options.fs ?? nodeFileSystem;
    this.maxProfiles = options.maxProfiles ?? DEFAULT_MAX_PROFILES;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_STORE_BYTES;
    this.noProfileTtlMs = options.noProfileTtlMs ?? NO_PROFILE_TTL_MS;
    this.writeDelayMs = options.writeDelayMs ?? WRITE_DELAY_MS;
    this.now = options.now ?? Date.now;
  }

  /** Reads the file once; later calls share that read. Never rejects, and never writes: a file it cannot read is left as it is. */
  load(): Promise<void> {
    this.loading ??= this.loadOnce();
    return this.loading;
  }

  private async loadOnce(): Promise<void> {
    try {
      const forgotten = await this.readForgotten();
      if (forgotten !== undefined) this.forgottenAt = Math.max(this.forgottenAt, forgotten);
      const disk = await this.readFromDisk();
      if (disk.kind === 'contents') this.mergeIn(disk.contents, disk.identity);
    } catch (error) {
      this.log('warn', `remembered profiles: could not read what was forgotten: ${errorText(error)}`);
    }
    this.loadedNow = true;
  }

  get loaded(): boolean {
    return this.loadedNow;
  }

  get size(): number {
    return this.profiles.size;
  }

  get noProfileCount(): number {
    return this.noProfile.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  /** The remembered profile of `id`, counted as a use (it moves to the back of the eviction line). */
  use(id: string): RememberedEntry<T> | undefined {
    const entry = this.profiles.get(id);
    if (entry === undefined) return undefined;
    this.profiles.delete(id);
    this.profiles.set(id, entry);
    entry.usedAt = Math.max(entry.usedAt, this.now());
    this.touched = true;
    this.schedule(TOUCH_WRITE_DELAY_MS);
    return entry;
  }

  /** The remembered profile of `id`, not counted as a use. */
  peek(id: string): RememberedEntry<T> | undefined {
    return this.profiles.get(id);
  }

  /** When the service last said `id` has no profile, if within the last day. */
  noProfileSince(id: string): number | undefined {
    const at = this.noProfile.get(id);
    if (at === undefined) return undefined;
    if (this.now() - at < this.noProfileTtlMs) return at;
    this.noProfile.delete(id);
    this.changed();
    return undefined;
  }

  putProfile(id: string, fetchedAt: number, record: T): void {
    if (this.closed) return;
    this.removeProfile(id);
    this.noProfile.delete(id);
    const at = Math.min(fetchedAt, this.now());
    const json = this.printable(id, record);
    if (json !== undefined && at > this.forgottenAt) {
      // The line's bytes: the record's and about 60 for the fields around it (the write measures them exactly).
      const jsonBytes = utf8Bytes(json);
      const bytes = jsonBytes + 60;
      if (bytes <= MAX_RECORD_BYTES) {
        this.profiles.set(id, { id, fetchedAt: at, usedAt: this.now(), record, bytes, json, jsonBytes });
        this.totalBytes += bytes;
        this.enforceBounds();
      }
    }
    this.changed();
  }

  putNoProfile(id: string, at: number): void {
    if (this.closed) return;
    this.removeProfile(id);
    this.noProfile.delete(id);
    this.noProfile.set(id, Math.min(at, this.now()));
    while (this.noProfile.size > this.maxProfiles) this.noProfile.delete(this.noProfile.keys().next().value as string);
    this.changed();
  }

  /**
   * Forgets everything: here at once, and on disk every base address's file, every file set aside, every temporary
   * one; what another window still holds in memory is dropped at its next write or load (the time is recorded).
   */
  async forget(): Promise<void> {
    this.profiles.clear();
    this.noProfile.clear();
    this.totalBytes = 0;
    this.forgottenAt = Math.max(this.forgottenAt, this.now());
    this.forgetPending = true;
    this.dirty = true;
    await this.flush();
  }

  /** Writes the pending batch now. Never rejects: a failed write is logged and tried again later. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  /** Writes what is pending, then stops writing. */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
    clearTimeout(this.timer);
  }

  /** Stops at once, writing nothing more (remembering was turned off, and the folder is being deleted). */
  discard(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.profiles.clear();
    this.noProfile.clear();
    this.totalBytes = 0;
  }

  /** Resolves when the write under way (if any) has ended: what a test waits for before it deletes the folder. */
  settled(): Promise<void> {
    return this.writing;
  }

  /** The record's JSON, or undefined when it is not one this store may keep (another id's, or unprintable). */
  private printable(id: string, record: T): string | undefined {
    if (this.options.idOf !== undefined && this.options.idOf(record) !== id) {
      this.log('warn', 'remembered profiles: a profile filed under another id was not remembered');
      return undefined;
    }
    try {
      return JSON.stringify(record);
    } catch (error) {
      this.log('warn', `remembered profiles: a profile could not be printed: ${errorText(error)}`);
      return undefined;
    }
  }

  private changed(): void {
    this.dirty = true;
    this.schedule(this.writeDelayMs);
  }

  private schedule(delayMs: number): void {
    if (this.closed) return;
    const due = Date.now() + delayMs;
    if (this.timer !== undefined && this.timerDueAt <= due) return;
    clearTimeout(this.timer);
    this.timerDueAt = due;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerDueAt = Infinity;
      void this.flush();
    }, delayMs);
    this.timer.unref?.();
  }

  private async write(): Promise<void> {
    if (this.closed) return;
    await this.load();
    if (!this.dirty && !this.touched) return;
    this.dirty = false;
    this.touched = false;
    try {
      await withFolderLock(this.fs, this.options.folder, () => this.writeLocked(), this.options.lock);
    } catch (error) {
      this.dirty = true;
      this.sweptTemporaryFiles = false;
      this.log('warn', `remembered profiles: not written: ${errorText(error)}; tried again later`);
      this.schedule(RETRY_WRITE_DELAY_MS);
    }
  }

  /** Holding the lock: forget if asked, take in what another window wrote, then replace the file. */
  private async writeLocked(): Promise<void> {
    if (this.forgetPending) await this.forgetOnDisk();
    const forgotten = await this.readForgotten();
    if (forgotten !== undefined && forgotten > this.forgottenAt) {
      this.forgottenAt = forgotten;
      this.dropForgotten();
    }
    if (!this.sweptTemporaryFiles) await this.removeTemporaryFiles();
    const identity = await this.identity();
    if (identity !== undefined && !sameFile(identity, this.seen)) {
      const disk = await this.readFromDisk();
      // Never replace a file this store could not read: it would erase what it holds.
      if (disk.kind === 'failed') throw new Error(`the file could not be read (${errorText(disk.error)})`);
      if (disk.kind === 'contents') this.mergeIn(disk.contents, disk.identity);
      else if (disk.unusable !== undefined) await this.setAside(disk.unusable);
    }
    if (this.closed) return;
    if (this.profiles.size === 0 && this.noProfile.size === 0 && identity === undefined) return;
    const serialized = await serializeStore({
      baseUrl: this.options.baseUrl,
      profiles: this.profiles.values(),
      noProfile: this.liveNoProfile(),
      maxBytes: this.maxBytes,
      sliceLines: SLICE_LINES,
      yieldNow,
    });
    for (const entry of serialized.evicted) this.removeProfile(entry.id);
    for (const id of serialized.evictedNoProfile) this.noProfile.delete(id);
    this.totalBytes = 0;
    for (const entry of this.profiles.values()) this.totalBytes += entry.bytes;
    await writeAtomically(this.fs, this.file, serialized.text, true);
    this.seen = await this.identity();
  }

  /** Every store file, set-aside file and temporary file of the folder (every base address's) goes; the time stays. */
  private async forgetOnDisk(): Promise<void> {
    await writeAtomically(
      this.fs,
      path.join(this.options.folder, FORGOTTEN_FILE),
      JSON.stringify({ forgottenAt: this.forgottenAt }),
      true,
    );
    for (const name of await this.fs.list(this.options.folder)) {
      if (name === FORGOTTEN_FILE || name === LOCK_FILE) continue;
      await this.fs.remove(path.join(this.options.folder, name));
    }
    this.seen = undefined;
    this.forgetPending = false;
  }

  /** Temporary files are written only under the lock: one found while holding it was left by a write that died. */
  private async removeTemporaryFiles(): Promise<void> {
    for (const name of await this.fs.list(this.options.folder)) {
      if (name.endsWith('.tmp') || name.endsWith('.stale')) await this.fs.remove(path.join(this.options.folder, name));
    }
  }

  /** When the last Forget was, from any window; undefined when none (or its record is unreadable garbage). Throws when it cannot be read. */
  private async readForgotten(): Promise<number | undefined> {
    const file = path.join(this.options.folder, FORGOTTEN_FILE);
    const stat = await this.fs.stat(file);
    if (stat === undefined) return undefined;
    let raw: unknown;
    try {
      raw = JSON.parse((await this.fs.readFile(file)).toString('utf8'));
    } catch (error) {
      if (error instanceof SyntaxError) return undefined;
      throw error;
    }
    const at = (raw as { forgottenAt?: unknown } | null)?.forgottenAt;
    if (typeof at !== 'number' || !Number.isFinite(at)) return undefined;
    // A Forget dated later than its record was written is not believed past that moment (nor past now).
    return Math.min(at, stat.mtimeMs, this.now());
  }

  private async identity(): Promise<FileIdentity | undefined> {
    const s = await this.fs.stat(this.file);
    return s === undefined ? undefined : { ino: s.ino ?? 0, size: s.size, mtimeMs: s.mtimeMs };
  }

  /** The file's contents; none (no file, or one the store cannot use, with why); or the read failed. Never writes. */
  private async readFromDisk(): Promise<DiskRead<T>> {
    const name = path.basename(this.file);
    try {
      const identity = await this.identity();
      if (identity === undefined) return { kind: 'none' };
      // Every write keeps the byte bound, measured on the text written: a larger file is not this store's.
      if (identity.size > this.maxBytes)
        return { kind: 'none', unusable: `it is ${identity.size} bytes, more than the store ever writes` };
      const text = (await this.fs.readFile(this.file)).toString('utf8');
      const writtenAt = Math.min(identity.mtimeMs, this.now());
      const parsed = await parseStore(text, {
        baseUrl: this.options.baseUrl,
        validate: this.options.validate,
        idOf: this.options.idOf,
        clampTime: (ms) => Math.min(ms, writtenAt),
        maxProfiles: this.maxProfiles,
        maxNoProfile: this.maxProfiles,
        sliceLines: SLICE_LINES,
        sliceMs: SLICE_MS,
        yieldNow,
      });
      if (!parsed.ok) {
        this.log('warn', `remembered profiles: ${name} is not used: ${parsed.reason}`);
        return { kind: 'none', unusable: parsed.reason };
      }
      this.lastLoad = {
        entries: parsed.contents.profiles.size + parsed.contents.noProfile.size,
        slices: parsed.slices,
        longestSliceMs: parsed.longestSliceMs,
      };
      if (parsed.dropped > 0)
        this.log('warn', `remembered profiles: ${parsed.dropped} unreadable entries of ${name} dropped`);
      return { kind: 'contents', contents: parsed.contents, identity };
    } catch (error) {
      this.log('warn', `remembered profiles: could not read ${name}: ${errorText(error)}`);
      return { kind: 'failed', error };
    }
  }

  /** Holding the lock: moves a file the store cannot use out of the way (one slot per base address). */
  private async setAside(reason: string): Promise<void> {
    const aside = `${this.file}.set-aside`;
    await this.fs.rename(this.file, aside);
    this.log(
      'warn',
      `remembered profiles: ${path.basename(this.file)} set aside as ${path.basename(aside)}: ${reason}`,
    );
    this.seen = undefined;
  }

  /** Takes in what another window (or an earlier run) wrote: per id the newer answer wins; then the bounds hold. */
  private mergeIn(disk: StoreContents<T>, identity: FileIdentity): void {
    const merged = new Map<string, RememberedEntry<T>>(this.profiles);
    for (const theirs of disk.profiles.values()) {
      const mine = merged.get(theirs.id);
      if (mine === undefined || theirs.fetchedAt > mine.fetchedAt)
        merged.set(theirs.id, { ...theirs, usedAt: Math.max(theirs.usedAt, mine?.usedAt ?? 0) });
      else mine.usedAt = Math.max(mine.usedAt, theirs.usedAt);
    }
    for (const [id, at] of disk.noProfile) {
      if (at > (this.noProfile.get(id) ?? -Infinity)) this.noProfile.set(id, at);
    }
    for (const [id, at] of this.noProfile) {
      const profile = merged.get(id);
      if (profile !== undefined && profile.fetchedAt > at) this.noProfile.delete(id);
      else if (profile !== undefined) merged.delete(id);
    }
    const ordered = [...this.noProfile].sort((a, b) => a[1] - b[1]);
    this.noProfile.clear();
    for (const [id, at] of ordered.slice(-this.maxProfiles)) this.noProfile.set(id, at);
    this.profiles.clear();
    this.totalBytes = 0;
    for (const entry of [...merged.values()].sort((a, b) => a.usedAt - b.usedAt)) {
      this.profiles.set(entry.id, entry);
      this.totalBytes += entry.bytes;
    }
    this.dropForgotten();
    this.enforceBounds();
    this.seen = identity;
  }

  private dropForgotten(): void {
    for (const entry of [...this.profiles.values()])
      if (entry.fetchedAt <= this.forgottenAt) this.removeProfile(entry.id);
    for (const [id, at] of [...this.noProfile]) if (at <= this.forgottenAt) this.noProfile.delete(id);
  }

  private enforceBounds(): void {
    evictOldestWhile(
      this.profiles,
      () => this.profiles.size > this.maxProfiles || this.totalBytes > this.maxBytes,
      (id) => this.removeProfile(id),
    );
  }

  private removeProfile(id: string): void {
    const entry = this.profiles.get(id);
    if (entry === undefined) return;
    this.profiles.delete(id);
    this.totalBytes -= entry.bytes;
  }

  private liveNoProfile(): [string, number][] {
    const now = this.now();
    return [...this.noProfile].filter(([, at]) => now - at < this.noProfileTtlMs);
  }

  private log(level: 'warn' | 'info', line: string): void {
    try {
      this.options.log?.[level](line);
    } catch {
      // A failing log sink must not fail the store.
    }
  }
}

function sameFile(a: FileIdentity, b: FileIdentity | undefined): boolean {
  return b !== undefined && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;
}
