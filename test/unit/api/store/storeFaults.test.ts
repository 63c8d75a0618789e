// The store's promises (src/api/store/README.md) tested as SQLite tests its own: every file-system call the store
// makes fails once in turn, in each way a disk fails (ENOSPC, EACCES, EIO, EMFILE, a torn write, a crash between
// two calls); after each, nothing written before is lost, no file is corrupt, and the batch that failed is written
// once the disk works again. Real files in a temporary folder; only the failing call is injected.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { RememberedStore, storeFileName, type RememberedStoreOptions } from '../../../../src/api/store/rememberedStore';
import { nodeFileSystem, type StoreFileSystem } from '../../../../src/api/store/storeFiles';
import { FAULT_KINDS, faultyFileSystem, type FaultKind } from '../../../support/faultyFileSystem';
import { lineLogger } from '../../../../src/log';

interface Rec {
  id: string;
  name: string;
}
const validate = (raw: unknown): Rec | undefined => {
  const r = raw as Partial<Rec> | null;
  return typeof r === 'object' && r !== null && typeof r.id === 'string' && typeof r.name === 'string'
    ? { id: r.id, name: r.name }
    : undefined;
};
const BASE = 'https://api.example.test';
const id = (n: number) => String(100000000000000000n + BigInt(n));

describe('RememberedStore under fault injection (every file-system call fails once, each way)', function () {
  this.timeout(600_000);
  let folder: string;
  let logs: string[];
  const clock = () => Date.now();

  function open(fs: StoreFileSystem, options: Partial<RememberedStoreOptions<Rec>> = {}): RememberedStore<Rec> {
    return new RememberedStore<Rec>({
      folder,
      baseUrl: BASE,
      validate,
      idOf: (r) => r.id,
      fs,
      log: lineLogger((l) => logs.push(l)),
      now: clock,
      writeDelayMs: 3_600_000,
      // A crash leaves the lock behind: the next window breaks it once it is this old.
      lock: { staleMs: 50, waitMs: 5_000 },
      ...options,
    });
  }

  /** What was written before the faulty run: 12 profiles and 3 "no profile" answers, on disk. */
  async function seed(): Promise<void> {
    const s = open(nodeFileSystem);
    await s.load();
    for (let i = 0; i < 12; i++) s.putProfile(id(i), clock(), { id: id(i), name: `before ${i}` });
    for (let i = 0; i < 3; i++) s.putNoProfile(id(500 + i), clock());
    await s.close();
  }

  /** A window's work: a load, a batch of new answers, a write, a use, another write. */
  async function work(s: RememberedStore<Rec>): Promise<void> {
    await s.load();
    for (let i = 100; i < 106; i++) s.putProfile(id(i), clock(), { id: id(i), name: `after ${i}` });
    s.putNoProfile(id(600), clock());
    await s.flush();
    s.use(id(3));
    s.putProfile(id(106), clock(), { id: id(106), name: 'after 106' });
    await s.flush();
  }

  /** Nothing written before is lost, and every file the store reads is whole. */
  async function checkDisk(label: string, expectAfter: boolean): Promise<void> {
    const reader = open(nodeFileSystem);
    await reader.load();
    for (let i = 0; i < 12; i++) assert.equal(reader.peek(id(i))?.record.name, `before ${i}`, `${label}: before ${i}`);
    for (let i = 0; i < 3; i++)
      assert.ok(reader.noProfileSince(id(500 + i)) !== undefined, `${label}: no profile ${i}`);
    if (expectAfter)
      for (let i = 100; i <= 106; i++) assert.ok(reader.peek(id(i)), `${label}: the failed batch was written later`);
    assert.ok(!logs.some((l) => /unreadable entries|is not used|set aside/.test(l)), `${label}: ${logs.join('\n')}`);
    // The next write clears what a crash left (a temporary file, the lock) and leaves only the store's file.
    reader.putProfile(id(900), clock(), { id: id(900), name: 'next' });
    await reader.close();
    const names = (await fs.readdir(folder)).sort();
    assert.deepEqual(names, [storeFileName(BASE)], `${label}: ${names.join(', ')}`);
  }

  beforeEach(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'remembered-faults-'));
    logs = [];
  });
  afterEach(async () => {
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('the work, fault-free, makes a known number of calls, of every method the store has', async () => {
    await seed();
    const counting = faultyFileSystem(0, 'EIO');
    await work(open(counting));
    const used = new Set(counting.calls);
    for (const method of ['readFile', 'writeNewFile', 'rename', 'stat', 'removeFolder', 'list', 'mkdirExclusive'])
      assert.ok(used.has(method), `the work calls ${method}`);
  });

  for (const kind of FAULT_KINDS) {
    it(`${kind}: at each call in turn, nothing written before is lost and no file is corrupt`, async () => {
      await seed();
      const counting = faultyFileSystem(0, 'EIO');
      await work(open(counting));
      const total = counting.calls.length;
      const failedMethods = new Set<string>();
      for (let n = 1; n <= total; n++) {
        await fs.rm(folder, { recursive: true, force: true });
        await fs.mkdir(folder);
        logs = [];
        await seed();
        const faulty = faultyFileSystem(n, kind as FaultKind);
        const window = open(faulty);
        await work(window).catch(() => undefined);
        if (faulty.failed !== undefined) failedMethods.add(faulty.failed);
        const label = `${kind} at call ${n} of ${total} (${faulty.failed ?? 'none'})`;
        if (faulty.crashed) {
          window.discard();
          await checkDisk(label, false);
        } else {
          // The disk works again: the batch that failed is written by the next flush, not lost.
          faulty.heal();
          window.putProfile(id(107), clock(), { id: id(107), name: 'after the fault' });
          await window.close();
          logs = logs.filter((l) => !l.includes('not written'));
          await checkDisk(label, true);
        }
      }
      assert.ok(failedMethods.size >= 7, `every kind of call was failed: ${[...failedMethods].join(', ')}`);
    });
  }

  it('the first write into a folder not made yet, under each fault at each call: no file corrupt, nothing lost once the disk works', async () => {
    // The calls the work above never makes: making the missing folder, and removing a write's temporary file after
    // the write failed. Every method the store has is then failed somewhere in this file.
    const failedMethods = new Set<string>();
    const first = async (s: RememberedStore<Rec>) => {
      await s.load();
      for (let i = 0; i < 4; i++) s.putProfile(id(i), clock(), { id: id(i), name: `first ${i}` });
      await s.flush();
    };
    for (const kind of FAULT_KINDS) {
      await fs.rm(folder, { recursive: true, force: true });
      const counting = faultyFileSystem(0, 'EIO');
      await first(open(counting));
      const total = counting.calls.length;
      assert.ok(counting.calls.includes('mkdir'), `a first write makes the folder: ${counting.calls.join(', ')}`);
      for (let n = 1; n <= total + 2; n++) {
        await fs.rm(folder, { recursive: true, force: true });
        logs = [];
        const faulty = faultyFileSystem(n, kind);
        const window = open(faulty);
        await first(window).catch(() => undefined);
        if (faulty.failed !== undefined) failedMethods.add(faulty.failed);
        const label = `${kind} at call ${n} of ${total} (${faulty.failed ?? 'none'})`;
        if (faulty.crashed) window.discard();
        else {
          faulty.heal();
          await window.close();
        }
        const reader = open(nodeFileSystem);
        await reader.load();
        assert.ok(
          !logs.some((l) => /unreadable entries|is not used|set aside/.test(l)),
          `${label}: ${logs.join('\n')}`,
        );
        if (!faulty.crashed)
          for (let i = 0; i < 4; i++)
            assert.equal(reader.peek(id(i))?.record.name, `first ${i}`, `${label}: first ${i}`);
        reader.putProfile(id(900), clock(), { id: id(900), name: 'next' });
        await reader.close();
        assert.deepEqual((await fs.readdir(folder)).sort(), [storeFileName(BASE)], label);
      }
    }
    for (const method of ['mkdir', 'writeNewFile', 'rename'])
      assert.ok(failedMethods.has(method), `${method} was failed: ${[...failedMethods].join(', ')}`);
  });

  it('a failed write whose temporary file cannot be removed either: the next store sweeps it, nothing is lost', async () => {
    // `remove` runs only after another call failed, so the single-fault tables never fail it: two faults in a row.
    await seed();
    let renames = 0;
    let removes = 0;
    const twice: StoreFileSystem = {
      ...nodeFileSystem,
      rename: async (from, to) => {
        if (renames++ === 0) throw Object.assign(new Error('EIO: injected'), { code: 'EIO' });
        return nodeFileSystem.rename(from, to);
      },
      remove: async (file) => {
        if (removes++ === 0) throw Object.assign(new Error('EACCES: injected'), { code: 'EACCES' });
        return nodeFileSystem.remove(file);
      },
    };
    const window = open(twice);
    await work(window).catch(() => undefined);
    assert.ok(renames >= 1 && removes >= 1, `the write failed and its clean-up was refused (${renames}, ${removes})`);
    window.discard();
    logs = [];
    await checkDisk('rename then remove refused', false);
  });

  for (const code of ['EACCES', 'EIO', 'EMFILE']) {
    it(`a file that cannot be read (${code} on every read) is never written over: a failed read never leads to a write`, async () => {
      await seed();
      const before = await fs.readFile(path.join(folder, storeFileName(BASE)));
      const unreadable: StoreFileSystem = {
        ...nodeFileSystem,
        readFile: async (file) => {
          if (file.endsWith(storeFileName(BASE))) throw Object.assign(new Error(`${code}: injected`), { code });
          return nodeFileSystem.readFile(file);
        },
      };
      const window = open(unreadable);
      await window.load();
      window.putProfile(id(100), clock(), { id: id(100), name: 'new' });
      await window.flush();
      window.discard();
      assert.deepEqual(await fs.readFile(path.join(folder, storeFileName(BASE))), before);
      assert.ok(
        logs.some((l) => l.includes('not written') && l.includes(code)),
        logs.join('\n'),
      );
      await checkDisk(code, false);
    });
  }

  it('Forget under each fault: once the disk works again, nothing written before the Forget is left', async () => {
    for (const kind of FAULT_KINDS) {
      for (let n = 1; n <= 14; n++) {
        await fs.rm(folder, { recursive: true, force: true });
        await fs.mkdir(folder);
        await seed();
        await fs.writeFile(path.join(folder, `${storeFileName('http://other.test')}`), `["p","${id(1)}","before"]`);
        const faulty = faultyFileSystem(n, kind);
        const window = open(faulty);
        await window.load();
        await window.forget().catch(() => undefined);
        const survivor = faulty.crashed ? open(nodeFileSystem) : window;
        if (faulty.crashed) {
          window.discard();
          // Another window, or the next start, finishes the Forget when asked again.
          await survivor.forget();
        } else {
          faulty.heal();
          await survivor.flush();
        }
        await survivor.close();
        const left = await fs.readdir(folder);
        for (const name of left) {
          const stat = await fs.stat(path.join(folder, name));
          assert.ok(stat.isFile(), `${kind} at call ${n}: ${name} is left (${left.join(', ')})`);
          const text = await fs.readFile(path.join(folder, name), 'utf8');
          assert.ok(!text.includes('before'), `${kind} at call ${n}: ${name} still holds a profile`);
        }
      }
    }
  });
});
