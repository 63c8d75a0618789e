// One scan of one folder: ripgrep when VS Code's is found, the streaming scan otherwise; every line into the folder's
// tally, every skipped file into its reason's list, and the progress (files and bytes, of the totals when known).
import { open, stat } from 'node:fs/promises';
import * as path from 'node:path';
import { FolderIdReader } from './folderIdReader';
import { FolderTally } from './folderTally';
import type { FolderScanOptions } from './ripgrep';
import { ripgrepScan, ripgrepTotals, type FolderTotals } from './ripgrepScan';
import type { FolderScanEvents, ScanEnd, SliceWatch } from './scanEvents';
import { SkippedFiles } from './skippedFiles';
import { streamScan } from './streamScan';

/** Sizes kept to count the bytes of the files ripgrep reported (past it, files are counted, bytes estimated). */
const MAX_SIZES_KEPT = 200_000;
/** Bytes read at a time when a file is sniffed for a NUL. */
const SNIFF_CHUNK_BYTES = 64 * 1024;
/** Files sniffed at once. */
const SNIFF_CONCURRENCY = 8;
/**
 * How long the search runs before ripgrep's walk starts beside it (at the search's end when it ends sooner). The walk
 * gives the progress its totals and the checks after the search their files; a search that ends sooner shows no
 * progress anyway. Started with the search, the walk's spawn held the reader's worker for 3 to 5 ms (a fork of the
 * whole extension host) and its ripgrep took a core from the search and the host's typing: test/corpus's 79 log files
 * were typed in ×1.74 the time of rg alone, ×1.44-1.59 with the walk after the search (5 × 11 pairs each, one process,
 * 2026-11-29).
 */
export const WALK_AFTER_MS = 200;

/**
 * Whether the file holds a NUL byte (false when it cannot be read: ripgrep said why). ripgrep stops at a NUL wherever
 * it is and, when it printed no line of the file before, says nothing: read in chunks to the first NUL, as it reads.
 */
export async function holdsNul(file: string, signal?: AbortSignal): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'r');
    const buffer = Buffer.alloc(SNIFF_CHUNK_BYTES);
    for (let position = 0; ;) {
      const { bytesRead } = await handle.read(buffer, 0, SNIFF_CHUNK_BYTES, position);
      if (bytesRead === 0 || signal?.aborted === true) return false;
      if (buffer.subarray(0, bytesRead).includes(0)) return true;
      position += bytesRead;
    }
  } catch {
    return false;
  } finally {
    await handle?.close();
  }
}

/** `search`, with `start` called once it has run `afterMs` (not at all when it settles sooner). */
export function startingAfter<T>(search: Promise<T>, afterMs: number, start: () => unknown): Promise<T> {
  const timer = setTimeout(start, afterMs);
  return search.finally(() => clearTimeout(timer));
}

export interface ScanProgress {
  files: number;
  bytes: number;
  /** Undefined until ripgrep's walk is counted (the streaming scan reads as it walks). */
  totalFiles: number | undefined;
  totalBytes: number | undefined;
}

export class FolderScan {
  readonly tally: FolderTally;
  readonly skipped = new SkippedFiles();
  readonly reader: FolderIdReader;
  readonly engine: 'ripgrep' | 'stream';
  /** performance.now() when the search's last line was read: every id it found is typed then (the bench's end). */
  searchEndMs: number | undefined;
  private filesDone = 0;
  private bytesDone = 0;
  private totals: FolderTotals | undefined;
  private readonly sizes = new Map<string, number>();
  /** Each file's modification time as the walk found it (beside its size): a file changed since is said so. */
  private readonly mtimes = new Map<string, number>();
  /** Files ripgrep printed a line of. */
  private readonly seen = new Set<string>();

  constructor(
    readonly folder: string,
    private readonly options: FolderScanOptions,
    private readonly rgPath: string | undefined,
    /** Called after each batch of events: the view redraws on its own clock. */
    private readonly onChange: () => void = () => undefined,
    nowMs = Date.now(),
    keepIds?: number,
    /** Each slice of ripgrep's output handled, its wall time and CPU time when asked (the bench's longest block). */
    private readonly onSlice?: SliceWatch,
  ) {
    this.tally = new FolderTally(keepIds);
    this.reader = new FolderIdReader(this.tally, nowMs);
    this.engine = rgPath === undefined ? 'stream' : 'ripgrep';
  }

  progress(): ScanProgress {
    return {
      files: this.filesDone,
      bytes: this.bytesDone,
      totalFiles: this.totals?.files,
      totalBytes: this.totals?.bytes,
    };
  }

  /** How long the search runs alone before the walk starts (WALK_AFTER_MS); a test sets it. */
  walkAfterMs = WALK_AFTER_MS;
  /** Date.now() when run() began: a file modified since changed while the scan read the folder. */
  private startedAtMs = 0;

  /**
   * After ripgrep's search, each file the walk counted is looked at again (a few at once): one it printed no line of
   * is sniffed for a NUL as ripgrep judges binary files (a NUL anywhere; it skips such a file silently when it printed
   * no line of it), so the view can say how many were skipped; one changed while the scan read the folder is said so,
   * as the streaming scan says it (changedSinceWalk).
   */
  private async checkFiles(signal: AbortSignal | undefined): Promise<void> {
    const files = [...this.sizes.keys()];
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < files.length && !signal?.aborted) {
        const file = files[next++]!;
        const absolute = path.join(this.folder, file);
        if (!this.seen.has(file) && (await holdsNul(absolute, signal))) this.skipped.add('binary', file);
        else if (await this.changedSinceWalk(file, absolute)) this.skipped.add('changed', file);
      }
    };
    await Promise.all(Array.from({ length: SNIFF_CONCURRENCY }, worker));
    this.onChange();
  }

  /**
   * Whether the file changed while the scan read the folder: its size or modification time is not the walk's (it
   * changed after the walk), or it was modified since the scan began (before the walk, which may come after the search:
   * WALK_AFTER_MS). A file's time is the system clock's when it was written, or a clock tick behind (up to 3 ms
   * measured here): one written before the scan began is never later than its start, and one written in its first few
   * milliseconds may read as before it. Date.now() drops the fraction, so a time is compared with it plus 1 ms, at
   * both ends; one ahead of now (a file copied with a future time, another machine's clock on a shared folder) was
   * not modified during the scan.
   */
  private async changedSinceWalk(file: string, absolute: string): Promise<boolean> {
    try {
      const now = await stat(absolute);
      if (now.size !== this.sizes.get(file) || now.mtimeMs !== this.mtimes.get(file)) return true;
      return now.mtimeMs >= this.startedAtMs + 1 && now.mtimeMs < Date.now() + 1;
    } catch {
      // Gone since the walk.
      return true;
    }
  }

  /**
   * Scans the folder. `searched` is told once every line is read and every id typed (the tally is whole: what is left
   * is the walk's totals and its checks, which add skipped files only): the lookups begin then.
   */
  async run(signal?: AbortSignal, searched?: (end: ScanEnd) => void): Promise<ScanEnd> {
    this.startedAtMs = Date.now();
    const events: FolderScanEvents = {
      line: (found) => {
        this.reader.read(found);
        this.onChange();
      },
      lineBytes: (file, line, bytes, start, end) => {
        if (!this.reader.readKnown(file, line, bytes, start, end)) return false;
        this.onChange();
        return true;
      },
      skipped: (file, reason, detail) => {
        this.skipped.add(reason, file, detail);
        this.onChange();
      },
      slice: this.onSlice,
      fileDone: (file, bytes) => {
        if (bytes < 0 && this.seen.size < MAX_SIZES_KEPT) this.seen.add(file);
        this.filesDone++;
        this.bytesDone += bytes >= 0 ? bytes : (this.sizes.get(file) ?? 0);
        this.onChange();
      },
    };
    if (this.rgPath === undefined) {
      const streamed = await streamScan(this.folder, this.options, events, signal);
      this.searchEndMs = performance.now();
      searched?.(streamed);
      return streamed;
    }
    const rgPath = this.rgPath;
    const onSize = (file: string, bytes: number, mtimeMs: number): void => {
      if (this.sizes.size >= MAX_SIZES_KEPT) return;
      this.sizes.set(file, bytes);
      this.mtimes.set(file, mtimeMs);
    };
    const search = ripgrepScan(rgPath, this.folder, this.options, events, signal);
    // The walk once the search has run walkAfterMs (startingAfter), or at its end.
    let totals: Promise<FolderTotals> | undefined;
    const walk = (): Promise<FolderTotals> =>
      (totals ??= ripgrepTotals(rgPath, this.folder, this.options, signal, onSize).then((counted) => {
        this.totals = counted;
        for (const big of counted.tooLarge) this.skipped.add('tooLarge', big.file, String(big.bytes));
        this.onChange();
        return counted;
      }));
    const end = await startingAfter(search, this.walkAfterMs, walk);
    this.searchEndMs = performance.now();
    searched?.(end);
    await walk();
    if (end.end === 'done') await this.checkFiles(signal);
    this.sizes.clear();
    this.mtimes.clear();
    this.seen.clear();
    if (end.end === 'done' && this.totals !== undefined) {
      // Every file ripgrep read is done, matched or not.
      this.filesDone = this.totals.files;
      this.bytesDone = this.totals.bytes;
    }
    return end;
  }
}
