// The remembered-profiles store in plain Node, on real files in a temporary folder: what it writes, what it reads
// back, and what it does with files it did not write (torn, garbage, too large, another version, another window's).
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { lineLogger } from '../../../../src/log';
import { RememberedStore, storeFileName, type RememberedStoreOptions } from '../../../../src/api/store/rememberedStore';
import { nodeFileSystem, type StoreFileSystem } from '../../../../src/api/store/storeFiles';
import { STORE_FORMAT } from '../../../../src/api/store/storeFormat';

interface Rec {
  name: string;
}
const validate = (raw: unknown): Rec | undefined =>
  typeof raw === 'object' && raw !== null && typeof (raw as Rec).name === 'string'
    ? { name: (raw as Rec).name }
    : undefined;

const BASE = 'https://api.example.test';
const id = (n: number) => String(100000000000000000n + BigInt(n));

describe('RememberedStore (real files)', () => {
  let folder: string;
  let logs: string[];
  let clock: number;
  const stores: RememberedStore<Rec>[] = [];

  function open(options: Partial<RememberedStoreOptions<Rec>> = {}): RememberedStore<Rec> {
    const store = new RememberedStore<Rec>({
      folder,
      baseUrl: BASE,
      validate,
      log: lineLogger((l) => logs.push(l)),
      now: () => clock,
      writeDelayMs: 5,
      ...options,
    });
    stores.push(store);
    return store;
  }
  const file = () => path.join(folder, storeFileName(BASE));

  beforeEach(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'remembered-'));
    logs = [];
    clock = 1_700_000_000_000;
  });
  afterEach(async () => {
    for (const s of stores) s.discard();
    await Promise.all(stores.splice(0).map((s) => s.settled()));
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('writes a batch to one file and a later store reads it back, in least-recently-used order', async () => {
    const a = open();
    await a.load();
    for (let i = 0; i < 5; i++) a.putProfile(id(i), clock - i, { name: `user ${i}` });
    a.putNoProfile(id(99), clock);
    clock += 10;
    a.use(id(0));
    await a.flush();
    const b = open();
    await b.load();
    assert.equal(b.size, 5);
    assert.deepEqual(b.peek(id(3))?.record, { name: 'user 3' });
    assert.equal(b.peek(id(3))?.fetchedAt, clock - 10 - 3);
    assert.equal(b.noProfileSince(id(99)), clock - 10);
    // id(0) was used last: it is the last to go.
    const small = open({ maxProfiles: 1 });
    small.putProfile(id(50), clock, { name: 'new' });
    await small.load();
    assert.deepEqual([small.peek(id(50)) === undefined, small.size], [true, 1]);
    assert.ok(small.peek(id(0)), 'the most recently used entry is the one kept');
  });

  it('writes in batches after a delay, not on each change', async () => {
    let writes = 0;
    const counting: StoreFileSystem = {
      ...nodeFileSystem,
      writeNewFile: async (f, d) => (writes++, nodeFileSystem.writeNewFile(f, d)),
    };
    const a = open({ fs: counting, writeDelayMs: 30 });
    await a.load();
    for (let i = 0; i < 200; i++) a.putProfile(id(i), clock, { name: 'x' });
    assert.equal(writes, 0, 'nothing is written in the lookup’s own turn');
    for (let i = 0; i < 200 && writes === 0; i++) await new Promise((r) => setTimeout(r, 10));
    await a.flush();
    assert.equal(writes, 1, 'the 200 changes were one write');
    const b = open();
    await b.load();
    assert.equal(b.size, 200);
  });

  it('writes atomically: a write that fails half-way (a full disk) leaves the old file whole and no temporary file', async () => {
    const a = open();
    await a.load();
    a.putProfile(id(1), clock, { name: 'kept' });
    await a.flush();
    const before = await fs.readFile(file(), 'utf8');
    const fullDisk: StoreFileSystem = {
      ...nodeFileSystem,
      async writeNewFile(f, d) {
        await fs.writeFile(f, d.slice(0, d.length >> 1));
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      },
    };
    const b = open({ fs: fullDisk, writeDelayMs: 60_000 });
    await b.load();
    b.putProfile(id(2), clock, { name: 'lost' });
    await b.flush();
    assert.equal(await fs.readFile(file(), 'utf8'), before);
    assert.deepEqual(await fs.readdir(folder), [storeFileName(BASE)]);
    assert.ok(
      logs.some((l) => l.startsWith('[warn] remembered profiles: not written') && l.includes('ENOSPC')),
      logs.join('\n'),
    );
  });

  it('a reader never sees a torn file while two writers write over and over', async () => {
    const a = open();
    const b = open();
    await Promise.all([a.load(), b.load()]);
    let reads = 0;
    let writing = true;
    const reader = (async () => {
      while (writing) {
        const text = await fs.readFile(file(), 'utf8').catch(() => undefined);
        if (text !== undefined) {
          const lines = text.split('\n');
          assert.equal((JSON.parse(lines[0]!) as { format: string }).format, STORE_FORMAT);
          assert.equal(lines.pop(), '', 'the file ends with a whole line');
          for (const line of lines) JSON.parse(line);
          reads++;
        }
        await new Promise((r) => setImmediate(r));
      }
    })();
    for (let round = 0; round < 30; round++) {
      a.putProfile(id(round), clock, { name: `a${round}`.repeat(200) });
      b.putProfile(id(1000 + round), clock, { name: `b${round}`.repeat(200) });
      await Promise.all([a.flush(), b.flush()]);
    }
    writing = false;
    await reader;
    assert.ok(reads > 0);
  });

  it('two writers: each merges what the other wrote; the newer answer for an id wins', async () => {
    const a = open();
    const b = open();
    await Promise.all([a.load(), b.load()]);
    a.putProfile(id(1), clock, { name: 'a only' });
    a.putProfile(id(3), clock - 100, { name: 'older' });
    await a.flush();
    b.putProfile(id(2), clock, { name: 'b only' });
    b.putProfile(id(3), clock, { name: 'newer' });
    await b.flush();
    a.putProfile(id(4), clock, { name: 'a again' });
    await a.flush();
    const c = open();
    await c.load();
    assert.deepEqual(
      [1, 2, 3, 4].map((n) => c.peek(id(n))?.record.name),
      ['a only', 'b only', 'newer', 'a again'],
    );
  });

  it('Forget in one window also forgets, at its next write, what another window still holds', async () => {
    const a = open();
    const b = open();
    await Promise.all([a.load(), b.load()]);
    b.putProfile(id(1), clock, { name: 'seen before' });
    await b.flush();
    clock += 1000;
    await a.forget();
    clock += 1;
    b.putProfile(id(2), clock, { name: 'seen after' });
    await b.flush();
    const c = open();
    await c.load();
    assert.deepEqual([c.peek(id(1)), c.peek(id(2))?.record.name], [undefined, 'seen after']);
  });

  const v2 = (...lines: unknown[]) =>
    [JSON.stringify({ format: STORE_FORMAT, version: 2, baseUrl: BASE }), ...lines.map((l) => JSON.stringify(l))].join(
      '\n',
    ) + '\n';

  const unusable: { name: string; write: (f: string) => Promise<void>; reason: RegExp }[] = [
    {
      name: 'a garbage file',
      write: (f) => fs.writeFile(f, Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x7b, 0x22])),
      reason: /not valid JSON/,
    },
    {
      name: 'another program’s JSON',
      write: (f) => fs.writeFile(f, '{"profiles":[]}'),
      reason: /not a remembered-profiles file/,
    },
    {
      name: 'an older format',
      write: (f) => fs.writeFile(f, JSON.stringify({ format: STORE_FORMAT, version: 1, profiles: [] })),
      reason: /format version 1/,
    },
    {
      name: 'an oversized file (not read at all)',
      write: async (f) => {
        const handle = await fs.open(f, 'w');
        await handle.truncate(64 * 1024 * 1024);
        await handle.close();
      },
      reason: /67108864 bytes/,
    },
  ];
  for (const { name, write, reason } of unusable) {
    it(`${name}: not used, left as it is by the load; set aside by the next write, which starts afresh`, async () => {
      await fs.mkdir(folder, { recursive: true });
      await write(file());
      const before = await fs.stat(file());
      let reads = 0;
      const a = open({ fs: { ...nodeFileSystem, readFile: (f) => (reads++, nodeFileSystem.readFile(f)) } });
      await a.load();
      assert.equal(a.size, 0);
      if (name.startsWith('an oversized')) assert.equal(reads, 0, 'an oversized file is not read');
      assert.equal((await fs.stat(file())).ino, before.ino, 'a load never writes');
      a.putProfile(id(1), clock, { name: 'fresh' });
      await a.flush();
      const line = logs.find((l) => l.includes('set aside as'));
      assert.ok(line?.startsWith('[warn]') && reason.test(line), logs.join('\n'));
      assert.deepEqual((await fs.readdir(folder)).sort(), [storeFileName(BASE), `${storeFileName(BASE)}.set-aside`]);
      const b = open();
      await b.load();
      assert.equal(b.peek(id(1))?.record.name, 'fresh');
    });
  }

  it('a torn last line (cut mid-write by another program) is dropped; the lines before it are kept', async () => {
    await fs.mkdir(folder, { recursive: true });
    const text = v2(['p', id(1), clock, clock, { name: 'whole' }], ['p', id(2), clock, clock, { name: 'torn' }]);
    await fs.writeFile(file(), text.slice(0, -9));
    const a = open();
    await a.load();
    assert.deepEqual([a.size, a.peek(id(1))?.record.name], [1, 'whole']);
  });

  it('drops entries it cannot read (a bad id, a bad time, a record the validator refuses) and keeps the rest', async () => {
    await fs.mkdir(folder, { recursive: true });
    await fs.writeFile(
      file(),
      v2(
        ['p', id(1), clock, clock, { name: 'first' }],
        ['p', '12x', clock, clock, { name: 'bad id' }],
        ['p', id(2), 'yesterday', clock, { name: 'bad time' }],
        ['p', id(4), clock, clock, { nom: 'refused' }],
        ['p', id(5), clock, clock],
        ['x', id(6), clock],
        ['n', id(9), 'x'],
        ['p', id(1), clock, clock, { name: 'good' }],
      ),
    );
    const a = open();
    await a.load();
    assert.deepEqual([a.size, a.peek(id(1))?.record.name], [1, 'good']);
    assert.ok(
      logs.includes(`[warn] remembered profiles: 6 unreadable entries of ${storeFileName(BASE)} dropped`),
      logs.join('\n'),
    );
  });

  it('holds its bounds: at most maxProfiles, at most maxBytes, the least recently used out first', async () => {
    const a = open({ maxProfiles: 100, maxBytes: 1_000_000 });
    await a.load();
    for (let i = 0; i < 150; i++) {
      a.putProfile(id(i), clock, { name: String(i) });
      if (i >= 10) a.use(id(i % 10));
    }
    assert.equal(a.size, 100);
    for (let i = 0; i < 10; i++) assert.ok(a.peek(id(i)), `used id ${i} stays`);
    for (let i = 10; i < 60; i++) assert.equal(a.peek(id(i)), undefined, `unused id ${i} went first`);
    const bytesBound = open({ maxBytes: 20_000 });
    await bytesBound.load();
    for (let i = 0; i < 100; i++) bytesBound.putProfile(id(i), clock, { name: 'x'.repeat(900) });
    assert.ok(
      bytesBound.bytes <= 20_000 && bytesBound.size > 10 && bytesBound.size < 25,
      `${bytesBound.size} entries, ${bytesBound.bytes} bytes`,
    );
    assert.ok(bytesBound.peek(id(99)) && !bytesBound.peek(id(0)));
    await bytesBound.flush();
    assert.ok((await fs.stat(file())).size <= 20_000, 'the bound is bytes on disk, measured on the text written');
  });

  it('believes a "no profile" answer for a day, then forgets it', async () => {
    const a = open();
    await a.load();
    a.putNoProfile(id(7), clock);
    clock += 23 * 3_600_000;
    assert.equal(a.noProfileSince(id(7)), clock - 23 * 3_600_000);
    clock += 2 * 3_600_000;
    assert.equal(a.noProfileSince(id(7)), undefined);
  });

  it('keeps one file per base address', async () => {
    const a = open();
    const b = open({ baseUrl: 'http://127.0.0.1:9' });
    await Promise.all([a.load(), b.load()]);
    a.putProfile(id(1), clock, { name: 'a' });
    b.putProfile(id(1), clock, { name: 'b' });
    await Promise.all([a.flush(), b.flush()]);
    assert.equal((await fs.readdir(folder)).length, 2);
    const again = open({ baseUrl: 'http://127.0.0.1:9' });
    await again.load();
    assert.equal(again.peek(id(1))?.record.name, 'b');
  });
});
