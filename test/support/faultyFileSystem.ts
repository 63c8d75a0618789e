// The store's file system (src/api/store/storeFiles.ts) with one call made to fail: the real node:fs underneath, and
// at the n-th call (counted over every method) an error as the disk gives it (ENOSPC, EACCES, EIO, EMFILE), a torn
// write (half the data reaches the file, then EIO), or a crash (that call and every later one fail, as if the
// process had died there: nothing more reaches the disk; a write cut by it leaves half its data). This is a stand-in
// only for the failure: every call that is not failed is the real one on real files.
import { nodeFileSystem, type StoreFileSystem } from '../../src/api/store/storeFiles';
import * as fs from 'node:fs/promises';

export type FaultKind = 'ENOSPC' | 'EACCES' | 'EIO' | 'EMFILE' | 'torn write' | 'crash';
export const FAULT_KINDS: readonly FaultKind[] = ['ENOSPC', 'EACCES', 'EIO', 'EMFILE', 'torn write', 'crash'];

export class CrashedError extends Error {
  constructor() {
    super('the process died here (fault injection)');
  }
}

function errno(code: string, method: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: injected into ${method}`), { code });
}

export interface FaultyFileSystem extends StoreFileSystem {
  /** Calls made so far, by method, in order. */
  readonly calls: string[];
  /** The method the fault hit, once it has. */
  failed?: string;
  crashed: boolean;
  /** No more faults from now on (the disk has room again). */
  heal(): void;
}

/** `failAt`: the 1-based call to fail (0: none, to count the calls). */
export function faultyFileSystem(failAt: number, kind: FaultKind): FaultyFileSystem {
  const calls: string[] = [];
  let healed = false;
  const faulty: FaultyFileSystem = {
    calls,
    crashed: false,
    heal: () => {
      healed = true;
    },
  } as FaultyFileSystem;
  const methods = Object.keys(nodeFileSystem) as (keyof StoreFileSystem)[];
  for (const method of methods) {
    const real = nodeFileSystem[method] as (...args: unknown[]) => Promise<unknown>;
    (faulty as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      if (faulty.crashed && !healed) throw new CrashedError();
      calls.push(method);
      if (healed || calls.length !== failAt) return real(...args);
      faulty.failed = method;
      const cutsData = method === 'writeNewFile';
      if ((kind === 'torn write' || kind === 'crash') && cutsData) {
        const [file, data] = args as [string, string];
        await fs.writeFile(file, data.slice(0, data.length >> 1), { flag: 'wx' }).catch(() => undefined);
      }
      if (kind === 'crash') {
        faulty.crashed = true;
        throw new CrashedError();
      }
      throw errno(kind === 'torn write' ? 'EIO' : kind, method);
    };
  }
  return faulty;
}
