// The remembered profiles of one base address, and the ids it had no profile for: in memory once loaded (on first
// use, never at activation), on disk as one file in the extension's global storage folder. Bounded (10,000
// profiles and about 10 MB by default, the least recently used out first), written in batches a moment after
// changes (never on the hover's path), atomically (storeFiles.ts).
//
// Two VS Code windows share the folder. Each write merges first: when the file changed since this window last
// read or wrote it (another inode: every write is a rename), it is read and merged, the newer answer per id
// winning, before the whole file is replaced. Last-writer-wins on whole files would be simpler, but a window that
// looked up nothing new for an hour would then erase everything the other window learned in that hour. The merge
// never tears a file (the rename does the replacing); two writes in the same instant can still lose the other's
// latest batch, which the next lookup of those ids brings back.
import * as path from 'node:path';
import { createHash } from 'node:crypto';
import { errorText, type Logger } from '../../log';
import { nodeFileSystem, writeAtomically, type StoreFileSystem } from './storeFiles';
import {
  entryBytes,
  parseStore,
  recordBytes,
  serializeStore,
  type RecordSizer,
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

export interface RememberedStoreOptions<T> {
  /** The store's folder, in the extension's global storage folder. */
  folder: string;
  baseUrl: string;
  validate: RecordValidator<T>;
  /** About a record's JSON length (default: its JSON's exact length). */
  sizeOf?: RecordSizer<T>;
  fs?: StoreFileSystem;
  log?: Logger;
  maxProfiles?: number;
  maxBytes?: number;
  noProfileTtlMs?: number;
  writeDelayMs?: number;
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
  private readonly noProfile = new Map<string, number>();
  private totalBytes = 0;
  private forgottenAt = 0;
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

  constructor(private readonly options: RememberedStoreOptions<T>) {
    this.file = path.join(options.folder, storeFileName(options.baseUrl));
    this.fs = options.fs ?? nodeFileSystem;
    this.maxProfiles = options.maxProfiles ?? DEFAULT_MAX_PROFILES;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_STORE_BYTES;
    this.noProfileTtlMs = options.noProfileTtlMs ?? NO_PROFILE_TTL_MS;
    this.writeDelayMs = options.writeDelayMs ?? WRITE_DELAY_MS;
    this.now = options.now ?? Date.now;
  }

  /** Reads the file once; later calls share that read. Never rejects: a file it cannot use is set aside or ignored. */
  load(): Promise<void> {
    this.loading ??= this.readFromDisk().then((contents) => {
      if (contents) this.mergeIn(contents);
      this.loadedNow = true;
    });
    return this.loading;
  }

  get loaded(): boolean {
    return this.loadedNow;
  }

  get size(): number {
    return this.profiles.size;
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
    entry.usedAt = this.now();
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
    const bytes = entryBytes(record, this.options.sizeOf ?? recordBytes);
    this.removeProfile(id);
    this.noProfile.delete(id);
    if (bytes <= MAX_RECORD_BYTES && fetchedAt > this.forgottenAt) {
      this.profiles.set(id, { id, fetchedAt, usedAt: this.now(), record, bytes });
      this.totalBytes += bytes;
      this.enforceBounds();
    }
    this.changed();
  }

  putNoProfile(id: string, at: number): void {
    if (this.closed) return;
    this.removeProfile(id);
    this.noProfile.delete(id);
    this.noProfile.set(id, at);
    while (this.noProfile.size > this.maxProfiles) this.noProfile.delete(this.noProfile.keys().next().value as string);
    this.changed();
  }

  /** Forgets everything, here and (at the next write of any window) in every window that shares the file. */
  async forget(): Promise<void> {
    this.profiles.clear();
    this.noProfile.clear();
    this.totalBytes = 0;
    this.forgottenAt = this.now();
    this.dirty = true;
    await this.flush();
  }

  /** Writes the pending batch now. Never rejects: a failed write is logged and tried again with the next batch. */
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

  private changed(): void {
    this.dirty = true;
    this.schedule(this.writeDelayMs);
  }

  private schedule(delayMs: number): void {
    if (this.closed) return;
    const due = performance.now() + delayMs;
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
    if (this.closed || (!this.dirty && !this.touched)) return;
    try {
      // Never replace a file this store has not read: it would erase what it holds.
      await this.load();
      const identity = await this.identity();
      if (identity !== undefined && !sameFile(identity, this.seen)) {
        const disk = await this.readFromDisk();
        if (disk) this.mergeIn(disk);
      }
      if (this.closed) return;
      this.dirty = false;
      this.touched = false;
      await writeAtomically(this.fs, this.file, serializeStore(this.options.baseUrl, this.contents()));
      this.seen = await this.identity();
    } catch (error) {
      this.dirty = true;
      this.log('warn', `remembered profiles: could not write ${path.basename(this.file)}: ${errorText(error)}`);
    }
  }

  private async identity(): Promise<FileIdentity | undefined> {
    const s = await this.fs.stat(this.file);
    return s === undefined ? undefined : { ino: s.ino ?? 0, size: s.size, mtimeMs: s.mtimeMs };
  }

  /** The file's contents, or undefined (none, or set aside: unreadable, too large, torn, garbage, another version). */
  private async readFromDisk(): Promise<StoreContents<T> | undefined> {
    const name = path.basename(this.file);
    try {
      const identity = await this.identity();
      if (identity === undefined) return undefined;
      // A file this large was not written by this store (each write keeps the byte bound): not worth reading.
      if (identity.size > 2 * this.maxBytes + 1024 * 1024)
        return await this.setAside(`it is ${identity.size} bytes, more than the store ever writes`);
      const text = (await this.fs.readFile(this.file)).toString('utf8');
      const parsed = parseStore(text, this.options.baseUrl, this.options.validate, this.now(), this.options.sizeOf);
      if (!parsed.ok) return await this.setAside(parsed.reason);
      this.seen = identity;
      if (parsed.dropped > 0)
        this.log('warn', `remembered profiles: ${parsed.dropped} unreadable entries of ${name} dropped`);
      return parsed.contents;
    } catch (error) {
      this.log('warn', `remembered profiles: could not read ${name}: ${errorText(error)}`);
      return undefined;
    }
  }

  /** Moves a file the store cannot use out of the way (one slot per base address), so the next write starts afresh. */
  private async setAside(reason: string): Promise<undefined> {
    const aside = `${this.file}.set-aside`;
    try {
      await this.fs.rename(this.file, aside);
      this.log(
        'warn',
        `remembered profiles: ${path.basename(this.file)} set aside as ${path.basename(aside)}: ${reason}`,
      );
    } catch (error) {
      this.log(
        'warn',
        `remembered profiles: ${path.basename(this.file)} is unusable (${reason}) and could not be set aside: ${errorText(error)}`,
      );
    }
    this.seen = undefined;
    return undefined;
  }

  /** Takes in what another window (or an earlier run) wrote: per id the newer answer wins; then the bounds hold. */
  private mergeIn(disk: StoreContents<T>): void {
    this.forgottenAt = Math.max(this.forgottenAt, disk.forgottenAt);
    const merged = new Map<string, RememberedEntry<T>>(this.profiles);
    for (const theirs of disk.profiles) {
      const mine = merged.get(theirs.id);
      if (mine === undefined || theirs.fetchedAt > mine.fetchedAt)
        merged.set(theirs.id, { ...theirs, usedAt: Math.max(theirs.usedAt, mine?.usedAt ?? 0) });
      else mine.usedAt = Math.max(mine.usedAt, theirs.usedAt);
    }
    for (const { id, at } of disk.noProfile) {
      if (at > (this.noProfile.get(id) ?? -Infinity)) this.noProfile.set(id, at);
    }
    for (const [id, at] of this.noProfile) {
      const profile = merged.get(id);
      if (at <= this.forgottenAt) this.noProfile.delete(id);
      else if (profile !== undefined && profile.fetchedAt > at) this.noProfile.delete(id);
      else if (profile !== undefined) merged.delete(id);
    }
    this.profiles.clear();
    this.totalBytes = 0;
    for (const entry of [...merged.values()].sort((a, b) => a.usedAt - b.usedAt)) {
      if (entry.fetchedAt <= this.forgottenAt) continue;
      this.profiles.set(entry.id, entry);
      this.totalBytes += entry.bytes;
    }
    this.enforceBounds();
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

  private contents(): StoreContents<T> {
    const now = this.now();
    const noProfile = [...this.noProfile]
      .filter(([, at]) => now - at < this.noProfileTtlMs)
      .map(([id, at]) => ({ id, at }));
    return { forgottenAt: this.forgottenAt, profiles: [...this.profiles.values()], noProfile };
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
