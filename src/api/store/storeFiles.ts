// The few file operations the remembered-profiles store needs, and the one way it writes a file: a temporary file
// beside the target, flushed to disk, then renamed over it. A rename within a folder is atomic on every platform
// the extension host runs on, so a reader (another VS Code window, the next start) sees the old file or the new
// one, never a half-written one, whatever crashes or fills the disk in between.
import * as fsp from 'node:fs/promises';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';

/** What the store asks of a file system: node:fs/promises by default; a test may hand in one that fails. */
export interface StoreFileSystem {
  readFile(file: string): Promise<Buffer>;
  /** Writes `data` to a new file and flushes it to disk before resolving. */
  writeNewFile(file: string, data: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  /** Size, modification time and inode (each write is a new one: a rename), or undefined when there is no such file. */
  stat(file: string): Promise<{ size: number; mtimeMs: number; ino?: number } | undefined>;
  remove(file: string): Promise<void>;
  /** Removes a folder and all it holds; nothing when it is not there. */
  removeFolder(folder: string): Promise<void>;
  mkdir(folder: string): Promise<void>;
  list(folder: string): Promise<string[]>;
  /** Creates the folder `folder` (its parent exists), failing with EEXIST when it exists: the lock (storeLock.ts). */
  mkdirExclusive(folder: string): Promise<void>;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

export const nodeFileSystem: StoreFileSystem = {
  readFile: (file) => fsp.readFile(file),
  async writeNewFile(file, data) {
    // 'wx': never into a file that exists (two writers picking the same temporary name would share it).
    const handle = await fsp.open(file, 'wx', 0o600);
    try {
      await handle.writeFile(data, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  rename: (from, to) => fsp.rename(from, to),
  async stat(file) {
    try {
      const s = await fsp.stat(file);
      return { size: s.size, mtimeMs: s.mtimeMs, ino: s.ino };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },
  async remove(file) {
    await fsp.rm(file, { force: true });
  },
  async removeFolder(folder) {
    await fsp.rm(folder, { recursive: true, force: true });
  },
  async mkdir(folder) {
    await fsp.mkdir(folder, { recursive: true });
  },
  async mkdirExclusive(folder) {
    await fsp.mkdir(folder, { mode: 0o700 });
  },
  async list(folder) {
    try {
      return await fsp.readdir(folder);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  },
};

/** A name no other writer (another window, another process) picks at the same moment. */
export function temporaryNameFor(file: string): string {
  return `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
}

/** Writes `data` as `file` atomically: a temporary file, flushed, then renamed over the target. `folderExists`: skip making it. */
export async function writeAtomically(
  fs: StoreFileSystem,
  file: string,
  data: string,
  folderExists = false,
): Promise<void> {
  if (!folderExists) await fs.mkdir(path.dirname(file));
  const temporary = temporaryNameFor(file);
  try {
    await fs.writeNewFile(temporary, data);
    await fs.rename(temporary, file);
  } catch (error) {
    // A full disk or a failed rename leaves the old file as it was; the half-written temporary one goes.
    await fs.remove(temporary).catch(() => undefined);
    throw error;
  }
}
