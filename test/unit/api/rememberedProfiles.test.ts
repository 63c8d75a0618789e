// Remembered profiles through the whole data layer, against the stand-in over 127.0.0.1: a "second day" is a second
// service on the same folder (what a restart of VS Code gives the layer), its stand-in running, stopped or back.
import type { UserService } from '../../../src/api/serviceTypes';
import assert from 'node:assert/strict';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { IDS } from '../../stand-in/users';
import { freshKey, requestsFor, service, standIn } from './serviceHarness';

const fast = { limit: 1000, windowMs: 1000 };
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when a background refresh of `id` has ended. */
function refreshed(s: UserService, id: string): Promise<void> {
  return new Promise((resolve) => {
    const off = s.onProfileRefreshed((done) => {
      if (done !== id) return;
      off();
      resolve();
    });
  });
}

describe('remembered profiles (data layer, stand-in)', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'remembered-layer-'));
  });
  afterEach(async () => {
    await fs.rm(folder, { recursive: true, force: true });
  });

  /** The first day: looks `ids` up and closes the service, which writes the store. */
  async function firstDay(url: string, ids: string[], key = freshKey('day1')): Promise<void> {
    const day1 = service({ baseUrl: url, rememberIn: folder }, key);
    for (const id of ids) await day1.lookup(id);
    await day1.service.dispose();
  }

  it('within the TTL, the second day costs no request for an id seen on the first day, and the files hold no key', async () => {
    const api = await standIn({ rateLimit: fast });
    const key = freshKey('day1');
    await firstDay(api.url, [IDS.normal, IDS.bigNumbers, IDS.banned], key);
    const before = api.requests.length;
    const day2 = service({ baseUrl: api.url, rememberIn: folder });
    assert.equal(day2.service.peek(IDS.normal), undefined, 'nothing is read before the first lookup');
    const big = await day2.lookup(IDS.bigNumbers);
    assert.ok(big.ok && big.stale === undefined);
    assert.equal(big.profile.user.xp, 9007199254740993n, 'a 64-bit value comes back exact');
    const banned = await day2.lookup(IDS.banned);
    assert.ok(banned.ok && banned.profile.user.banState !== null);
    assert.ok(day2.service.peek(IDS.normal), 'after the first use, a hover’s peek sees remembered profiles');
    assert.equal(api.requests.length, before);
    const files = await fs.readdir(folder);
    assert.equal(files.length, 1);
    const text = await fs.readFile(path.join(folder, files[0]!), 'utf8');
    assert.ok(
      text.includes(IDS.banned) && !text.includes(key) && !text.includes('lorixp_'),
      'the store holds profiles, never the key',
    );
  });

  it('older than the TTL: shown at once with its age, and one background request refreshes it', async () => {
    const api = await standIn({ rateLimit: fast });
    await firstDay(api.url, [IDS.normal]);
    const day2 = service({ baseUrl: api.url, rememberIn: folder, cacheTtlMs: 50 });
    await sleep(80);
    const done = refreshed(day2.service, IDS.normal);
    const shown = await Promise.all([1, 2, 3].map(() => day2.lookup(IDS.normal, { priority: 'hover' })));
    for (const r of shown)
      assert.ok(
        r.ok &&
          r.stale?.refreshing === true &&
          r.stale.notRefreshed === undefined &&
          Date.now() - r.profile.fetchedAt >= 80,
      );
    await done;
    assert.equal(requestsFor(api, IDS.normal).length, 2, 'the first day’s request and one refresh');
    const after = await day2.lookup(IDS.normal);
    const refresh = requestsFor(api, IDS.normal)[1]!;
    // The new profile is the refresh's answer: fetched no sooner than the refresh request reached the stand-in.
    assert.ok(
      after.ok && after.stale === undefined && after.profile.fetchedAt >= refresh.receivedAt,
      'the next lookup has the new profile',
    );
  });

  it('the background refresh waits behind a hover of a new id', async () => {
    const day1 = await standIn({ rateLimit: fast });
    await firstDay(day1.url, [IDS.normal]);
    await day1.close();
    // The first answer is held 300 ms: while it is awaited, one request at a time leaves the queue.
    const api = await standIn({ rateLimit: fast, port: day1.port, firstAnswerDelayMs: 300 });
    const day2 = service({ baseUrl: api.url, rememberIn: folder, cacheTtlMs: 1 });
    const probe = day2.lookup(IDS.banned);
    await sleep(30);
    const stale = await day2.lookup(IDS.normal, { priority: 'hover' });
    assert.ok(stale.ok && stale.stale !== undefined);
    await sleep(30);
    const hover = day2.lookup(IDS.bigNumbers, { priority: 'hover' });
    await Promise.all([probe, hover, refreshed(day2.service, IDS.normal)]);
    assert.deepEqual(
      api.requests.map((r) => r.path),
      [IDS.banned, IDS.bigNumbers, IDS.normal].map((id) => `/v1/users/${id}`),
    );
  });

  it('offline: the remembered profile shows with its age and why it was not refreshed; the state says so', async () => {
    const api = await standIn({ rateLimit: fast });
    await firstDay(api.url, [IDS.normal]);
    await api.close();
    const day2 = service({ baseUrl: api.url, rememberIn: folder, cacheTtlMs: 1 });
    await sleep(5);
    const done = refreshed(day2.service, IDS.normal);
    const first = await day2.lookup(IDS.normal, { priority: 'hover' });
    assert.ok(first.ok && first.stale !== undefined);
    await done;
    const second = await day2.lookup(IDS.normal, { priority: 'hover' });
    assert.ok(second.ok && second.stale?.notRefreshed?.kind === 'Network', JSON.stringify(second.ok && second.stale));
    assert.equal(day2.service.state().showingRemembered, true);
    // An explicit Refresh (the panel's) shows it too, never an error page.
    const explicit = await day2.lookup(IDS.normal, { refresh: true });
    assert.ok(explicit.ok && explicit.stale?.notRefreshed?.kind === 'Network');
    // Online again: the next refresh (a minute later, or an explicit one) brings a new profile and the state clears.
    const back = await standIn({ rateLimit: fast, port: api.port });
    const fresh = await day2.lookup(IDS.normal, { refresh: true });
    assert.ok(fresh.ok && fresh.stale === undefined);
    assert.equal(requestsFor(back, IDS.normal).length, 1);
    assert.equal(day2.service.state().showingRemembered, undefined);
  });

  it('back online: once any request succeeds, the failed refresh is retried on the next hover (not a minute later)', async () => {
    const api = await standIn({ rateLimit: fast });
    await firstDay(api.url, [IDS.normal]);
    await api.close();
    const day2 = service({ baseUrl: api.url, rememberIn: folder, cacheTtlMs: 1 });
    await sleep(5);
    const failed = refreshed(day2.service, IDS.normal);
    await day2.lookup(IDS.normal, { priority: 'hover' });
    await failed;
    const offline = await day2.lookup(IDS.normal, { priority: 'hover' });
    assert.ok(offline.ok && offline.stale?.notRefreshed?.kind === 'Network' && offline.stale.refreshing !== true);
    const back = await standIn({ rateLimit: fast, port: api.port });
    const other = await day2.lookup(IDS.banned);
    assert.ok(other.ok, 'a request succeeds: the service is back');
    await sleep(5);
    const retried = refreshed(day2.service, IDS.normal);
    const hover = await day2.lookup(IDS.normal, { priority: 'hover' });
    assert.ok(hover.ok && hover.stale?.refreshing === true, JSON.stringify(hover.ok && hover.stale));
    await retried;
    assert.equal(requestsFor(back, IDS.normal).length, 1, 'the refresh was sent at the next hover');
    const after = await day2.lookup(IDS.normal, { priority: 'hover' });
    assert.ok(after.ok && after.stale?.notRefreshed === undefined);
  });

  it('without a key, a stale profile still shows, says why, and no request is sent', async () => {
    const api = await standIn({ rateLimit: fast });
    await firstDay(api.url, [IDS.normal]);
    const before = api.requests.length;
    const day2 = service({
      baseUrl: api.url,
      rememberIn: folder,
      cacheTtlMs: 1,
      getApiKey: () => Promise.resolve(undefined),
    });
    await sleep(5);
    const done = refreshed(day2.service, IDS.normal);
    assert.ok((await day2.lookup(IDS.normal)).ok);
    await done;
    const again = await day2.lookup(IDS.normal);
    assert.ok(again.ok && again.stale?.notRefreshed?.kind === 'NoKey', JSON.stringify(again.ok && again.stale));
    assert.equal(api.requests.length, before);
  });

  it('a "no profile" answer is remembered across a restart: no request for that id', async () => {
    const api = await standIn({ rateLimit: fast });
    await firstDay(api.url, [IDS.notFound]);
    assert.equal(requestsFor(api, IDS.notFound).length, 1);
    const day2 = service({ baseUrl: api.url, rememberIn: folder, cacheTtlMs: 1 });
    for (let i = 0; i < 3; i++) {
      const r = await day2.lookup(IDS.notFound);
      assert.ok(!r.ok && r.error.kind === 'NotFound');
      await sleep(5);
    }
    assert.equal(requestsFor(api, IDS.notFound).length, 1);
  });

  it('Forget empties the store; turning remembering off deletes its folder', async () => {
    const api = await standIn({ rateLimit: fast });
    await firstDay(api.url, [IDS.normal]);
    const day2 = service({ baseUrl: api.url, rememberIn: folder });
    assert.ok((await day2.lookup(IDS.normal)).ok);
    await day2.service.forgetRemembered();
    const before = requestsFor(api, IDS.normal).length;
    assert.ok((await day2.lookup(IDS.normal)).ok);
    assert.equal(requestsFor(api, IDS.normal).length, before + 1, 'a forgotten profile is asked for again');
    day2.service.configure({ rememberIn: undefined });
    for (
      let i = 0;
      i < 50 &&
      (await fs.stat(folder).then(
        () => true,
        () => false,
      ));
      i++
    )
      await sleep(10);
    await assert.rejects(fs.stat(folder), /ENOENT/);
  });
});
