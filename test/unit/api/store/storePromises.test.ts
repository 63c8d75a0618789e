// The store's promises (src/api/store/README.md), each against the file that broke it in issue #35: real files in a
// temporary folder, the real ProfileRecord validator where the record's shape matters.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  DEFAULT_MAX_STORE_BYTES,
  FORGOTTEN_FILE,
  RememberedStore,
  SLICE_LINES,
  storeFileName,
  type RememberedStoreOptions,
} from '../../../../src/api/store/rememberedStore';
import { STORE_FORMAT, STORE_VERSION } from '../../../../src/api/store/storeFormat';
import { recordId, recordOf, validateRecord, type ProfileRecord } from '../../../../src/api/store/profileRecord';
import { sampleProfile } from '../../../support/profileFixtures';
import { lineLogger } from '../../../../src/log';

const BASE = 'https://api.example.test';
const id = (n: number) => String(100000000000000000n + BigInt(n));
const HOUR = 3_600_000;

function record(n: number, aboutMe = 'plain'): ProfileRecord {
  const profile = sampleProfile({ id: id(n), aboutMe });
  return recordOf(profile);
}

describe('RememberedStore: the promises of issue #35', function () {
  this.timeout(300_000);
  let folder: string;
  let logs: string[];
  function open(options: Partial<RememberedStoreOptions<ProfileRecord>> = {}): RememberedStore<ProfileRecord> {
    return new RememberedStore<ProfileRecord>({
      folder,
      baseUrl: BASE,
      validate: validateRecord,
      idOf: recordId,
      log: lineLogger((l) => logs.push(l)),
      writeDelayMs: 3_600_000,
      ...options,
    });
  }
  const file = (base = BASE) => path.join(folder, storeFileName(base));
  const lines = (...items: unknown[]) =>
    [
      JSON.stringify({ format: STORE_FORMAT, version: STORE_VERSION, baseUrl: BASE }),
      ...items.map((i) => JSON.stringify(i)),
    ]
      .join('\n')
      .concat('\n');

  beforeEach(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'remembered-promises-'));
    logs = [];
  });
  afterEach(async () => {
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('counts bytes as bytes: 2,500 profiles of Japanese About me are written within the bound and all read back', async () => {
    // 3,400 characters of Japanese: 10,200 bytes each in UTF-8, 8.5 M UTF-16 units in all (under 10 MiB as units,
    // 25 MB as bytes: what was written before, then refused by the next load).
    const aboutMe = 'こんにちは、世界。'.repeat(378).slice(0, 3400);
    const a = open();
    await a.load();
    for (let i = 0; i < 2500; i++)
      a.putProfile(id(i), Date.now(), {
        view: { ...record(i).view, aboutMe: { text: aboutMe, cut: false, sentChars: 3400 } },
      } as ProfileRecord);
    await a.close();
    const size = (await fs.stat(file())).size;
    assert.ok(size <= DEFAULT_MAX_STORE_BYTES, `${size} bytes on disk`);
    const b = open();
    await b.load();
    assert.ok(b.size > 900, `${b.size} profiles kept`);
    assert.equal(b.size, a.size, 'every profile written is read back');
    assert.ok(b.peek(id(2499)), 'the most recent are the ones kept');
  });

  it('Forget removes every base address’s file, every file set aside and every temporary file', async () => {
    const a = open();
    const other = open({ baseUrl: 'http://127.0.0.1:9' });
    await Promise.all([a.load(), other.load()]);
    a.putProfile(id(1), Date.now(), record(1, 'secret of a'));
    other.putProfile(id(2), Date.now(), record(2, 'secret of other'));
    await Promise.all([a.flush(), other.flush()]);
    await fs.writeFile(`${file()}.set-aside`, 'secret set aside');
    await fs.writeFile(`${file()}.123.abc.tmp`, 'secret temporary');
    await a.forget();
    assert.deepEqual(await fs.readdir(folder), [FORGOTTEN_FILE]);
    // The other window still holds its profile in memory: its next write drops it (fetched before the Forget).
    other.putNoProfile(id(3), Date.now() + 1);
    await other.close();
    await a.close();
    for (const name of await fs.readdir(folder)) {
      const text = await fs.readFile(path.join(folder, name), 'utf8');
      assert.ok(!text.includes('secret') && !text.includes(id(2)), `${name}: ${text}`);
    }
  });

  it('a poison record (an unknown field nested 200,000 arrays deep) is read without it, and writes go on', async () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    const rec = JSON.stringify(record(1));
    const poisoned = `${rec.slice(0, -1)},"extra":${deep}}`;
    const poisonedView = rec.replace('"view":{', `"view":{"extra":${deep},`);
    await fs.writeFile(
      file(),
      lines().trimEnd() +
        `\n["p","${id(1)}",1,1,${poisoned}]\n["p","${id(2)}",1,1,${poisonedView.replaceAll(id(1), id(2))}]\n`,
    );
    const a = open();
    await a.load();
    assert.equal(a.size, 2);
    a.putProfile(id(3), Date.now(), record(3));
    await a.close();
    const text = await fs.readFile(file(), 'utf8');
    assert.ok(!text.includes('extra') && text.includes(id(3)), 'written, without the unknown field');
    assert.ok(!logs.some((l) => l.includes('not written')), logs.join('\n'));
  });

  it('future times: a record dated 23 h ahead is as old as its file; a Forget dated 23 h ahead does not stop remembering', async () => {
    const ahead = Date.now() + 23 * HOUR;
    await fs.writeFile(file(), lines(['p', id(1), ahead, ahead, record(1)], ['n', id(2), ahead]));
    await fs.writeFile(path.join(folder, FORGOTTEN_FILE), JSON.stringify({ forgottenAt: ahead - HOUR }));
    const a = open();
    await a.load();
    assert.equal(a.size, 0, 'what the file held was written before that Forget was recorded');
    a.putProfile(id(5), Date.now(), record(5));
    await a.close();
    const b = open();
    await b.load();
    assert.ok(b.peek(id(5)), 'a profile remembered after the future-dated Forget is kept');
    const c = new RememberedStore<ProfileRecord>({
      folder: path.join(folder, 'c'),
      baseUrl: BASE,
      validate: validateRecord,
    });
    await fs.mkdir(path.join(folder, 'c'));
    await fs.writeFile(
      path.join(folder, 'c', storeFileName(BASE)),
      lines(['p', id(1), ahead, ahead, record(1)], ['n', id(2), ahead]),
    );
    await c.load();
    const entry = c.peek(id(1));
    assert.ok(
      entry && entry.fetchedAt <= Date.now() && entry.usedAt <= Date.now(),
      'clamped to when the file was written',
    );
    assert.ok((c.noProfileSince(id(2)) ?? Infinity) <= Date.now());
  });

  it('an entry’s id is checked against the profile it holds, on disk and when put', async () => {
    await fs.writeFile(file(), lines(['p', id(1), 1, 1, record(2)], ['p', id(3), 1, 1, record(3)]));
    const a = open();
    await a.load();
    assert.deepEqual([a.peek(id(1)), a.peek(id(3))?.record.view.id], [undefined, id(3)]);
    a.putProfile(id(4), Date.now(), record(5));
    assert.equal(a.peek(id(4)), undefined);
    a.discard();
  });

  it('loading the worst file under the read limit is bounded in entries and yields between slices', async () => {
    const at = Date.now() - HOUR;
    const items: string[] = [];
    let bytes = 0;
    for (let n = 0; bytes < DEFAULT_MAX_STORE_BYTES - 200; n++) {
      const line = JSON.stringify(['n', id(n), at]);
      if (bytes + line.length + 1 > DEFAULT_MAX_STORE_BYTES - 200) break;
      items.push(line);
      bytes += line.length + 1;
    }
    await fs.writeFile(file(), lines().concat(items.join('\n'), '\n'));
    const a = open();
    let turns = 0;
    const counter = setInterval(() => turns++, 0);
    await a.load();
    clearInterval(counter);
    assert.ok(items.length > 200_000, `${items.length} entries in the file`);
    assert.equal(a.noProfileCount, 10_000, 'at most 10,000 "no profile" entries are kept');
    assert.ok(a.lastLoad.slices >= items.length / SLICE_LINES, `${a.lastLoad.slices} slices`);
    assert.ok(turns > 0, 'timers ran while it loaded');
    a.putProfile(id(1), Date.now(), record(1));
    await a.close();
    assert.ok((await fs.stat(file())).size < 1_000_000, 'written back bounded');
  });
});
