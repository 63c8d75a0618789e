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

  /**
   * After ripgrep's search, each file the walk counted is looked at again (a few at once): one it printed no line of
   * is sniffed for a NUL as ripgrep judges binary files (a NUL anywhere; it skips such a file silently when it printed
   * no line of it), so the view can say how many were skipped; one whose size or modification time is not the walk's
   * changed while the scan read the folder, and is said so, as the streaming scan says it.
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

  private async changedSinceWalk(file: string, absolute: string): Promise<boolean> {
    try {
      const now = await stat(absolute);
      return now.size !== this.sizes.get(file) || now.mtimeMs !== this.mtimes.get(file);
    } catch {
      // Gone since the walk.
      return true;
    }
  }

  async run(signal?: AbortSignal): Promise<ScanEnd> {
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
      return streamed;
    }
    const rgPath = this.rgPath;
    const onSize = (file: string, bytes: number, mtimeMs: number): void => {
      if (this.sizes.size >= MAX_SIZES_KEPT) return;
      this.sizes.set(file, bytes);
      this.mtimes.set(file, mtimeMs);
    };
    // The search starts first: its process is spawned before the walk's (a spawn blocks the event loop for a few
    // milliseconds, on a small folder a good part of ripgrep's whole time).
    const search = ripgrepScan(rgPath, this.folder, this.options, events, signal);
    const totals = ripgrepTotals(rgPath, this.folder, this.options, signal, onSize).then((totals) => {
      this.totals = totals;
      for (const big of totals.tooLarge) this.skipped.add('tooLarge', big.file, String(big.bytes));
      this.onChange();
      return totals;
    });
    const end = await search;
    this.searchEndMs = performance.now();
    await totals;
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
