// The remembered-profiles folder's lock: one folder, made exclusively (mkdir fails when it exists), so that of all the VS Code windows
// (each its own extension host process) sharing the folder, one at a time reads, merges and replaces a store file,
// or forgets. Without it two windows that merged at the same instant each renamed their own file over the other's,
// and the first one's batch was lost (575, 425 and 400 of 600 profiles kept over three rounds).
//
// A window that dies holding the lock leaves it behind: a lock older than STALE_LOCK_MS is broken (renamed away, so
// of two windows breaking it at once only one succeeds). A write never holds it that long; a window that did (stuck
// for 30 s mid-write) may lose its own batch, never what is on disk. One call to take it and one to give it back:
// the lock is most of what a batch write costs beyond the write itself.
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { StoreFileSystem } from './storeFiles';

export const LOCK_FILE = '.lock';
/** A lock this old was left by a window that stopped while holding it. */
export const STALE_LOCK_MS = 30_000;
/** How long a write waits for the lock before it gives up (its batch stays pending for the next write). */
export const LOCK_WAIT_MS = 10_000;

export interface LockOptions {
  waitMs?: number;
  staleMs?: number;
}

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` holding the folder's lock; rejects (without running it) when the lock cannot be had within `waitMs`
 * or the file system refuses it. The lock is released however `work` ends.
 */
export async function withFolderLock<R>(
  fs: StoreFileSystem,
  folder: string,
  work: () => Promise<R>,
  options: LockOptions = {},
): Promise<R> {
  const lock = path.join(folder, LOCK_FILE);
  const waitMs = options.waitMs ?? LOCK_WAIT_MS;
  const staleMs = options.staleMs ?? STALE_LOCK_MS;
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      await fs.mkdirExclusive(lock);
      break;
    } catch (error) {
      // No folder yet: made, then the lock is tried again.
      if (code(error) === 'ENOENT') {
        await fs.mkdir(folder);
        continue;
      }
      if (code(error) !== 'EEXIST') throw error;
    }
    const held = await fs.stat(lock);
    if (held !== undefined && Date.now() - held.mtimeMs > staleMs) {
      // Renamed away first: of two windows breaking the same stale lock, the second one's rename finds nothing.
      const broken = `${lock}.${process.pid}.${randomBytes(6).toString('hex')}.stale`;
      const took = await fs.rename(lock, broken).then(
        () => true,
        () => false,
      );
      if (took) await fs.removeFolder(broken).catch(() => undefined);
      continue;
    }
    if (Date.now() - started > waitMs) throw new Error(`the folder is locked by another window for over ${waitMs} ms`);
    await sleep(Math.min(5 * 2 ** Math.min(attempt, 5), 100) + Math.random() * 10);
  }
  try {
    return await work();
  } finally {
    // Tried twice: a lock left behind holds every window's writes until it is stale (30 s).
    await fs.removeFolder(lock).catch(() => fs.removeFolder(lock).catch(() => undefined));
  }
}
