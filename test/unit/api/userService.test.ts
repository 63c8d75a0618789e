// The cache in front of the network, through the whole layer: TTL, NotFound memory, refresh, peek,
// forgetAll, configure, dispose.
import assert from 'node:assert/strict';
import { IDS } from '../../stand-in/users';
import { requestsFor, service, standIn } from './serviceHarness';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const fast = { limit: 1000, windowMs: 1000 };

describe('user service cache', () => {
  it('answers a second lookup and peek from the cache, without a request', async () => {
    const api = await standIn({ rateLimit: fast });
    const { service: s, lookup } = service({ baseUrl: api.url });
    assert.equal(s.peek(IDS.normal), undefined);
    const first = await lookup(IDS.normal);
    const second = await lookup(IDS.normal, { priority: 'hover' });
    assert.ok(first.ok && second.ok);
    assert.equal(second.profile, first.profile);
    assert.equal(s.peek(IDS.normal), first.profile);
    assert.equal(s.peek(` ${IDS.normal}`), undefined, 'peek takes the same canonical ids lookup takes');
    assert.equal(s.peek('not an id'), undefined);
    assert.equal(requestsFor(api, IDS.normal).length, 1);
  });

  it('asks again once the TTL has passed, and refresh:true bypasses the cache', async () => {
    const api = await standIn({ rateLimit: fast });
    const { service: s, lookup } = service({ baseUrl: api.url, cacheTtlMs: 150 });
    assert.ok((await lookup(IDS.normal)).ok);
    await sleep(200);
    assert.equal(s.peek(IDS.normal), undefined);
    assert.ok((await lookup(IDS.normal)).ok);
    assert.equal(requestsFor(api, IDS.normal).length, 2);
    const refreshed = await lookup(IDS.normal, { refresh: true });
    assert.ok(refreshed.ok);
    assert.equal(requestsFor(api, IDS.normal).length, 3);
    assert.equal(s.peek(IDS.normal), refreshed.profile, 'the refreshed profile replaced the cached one');
  });

  it('remembers a NotFound, but no other failure', async () => {
    const api = await standIn({ rateLimit: fast });
    const { lookup } = service({ baseUrl: api.url });
    for (let i = 0; i < 3; i++) assert.equal((await lookup(IDS.notFound)).ok, false);
    assert.equal(requestsFor(api, IDS.notFound).length, 1);
    for (let i = 0; i < 2; i++) assert.equal((await lookup(IDS.serverError)).ok, false);
    assert.equal(requestsFor(api, IDS.serverError).length, 2);
  });

  it('shares one request among concurrent asks for one id', async () => {
    const api = await standIn({ rateLimit: fast });
    const { lookup } = service({ baseUrl: api.url });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => lookup(IDS.banned, { priority: i % 2 ? 'hover' : 'background' })),
    );
    assert.ok(results.every((r) => r.ok));
    assert.equal(requestsFor(api, IDS.banned).length, 1);
  });

  it('a request already sent when its last asker gives up finishes into the cache, and new asks join it', async () => {
    const api = await standIn({ rateLimit: fast, slowMs: 400 });
    const { service: s, lookup } = service({ baseUrl: api.url });
    const controller = new AbortController();
    const first = lookup(IDS.slow, { signal: controller.signal });
    await sleep(100);
    controller.abort();
    assert.equal((await first).ok, false);
    const again = await lookup(IDS.slow);
    assert.ok(again.ok, 'joined the request on the wire');
    assert.equal(requestsFor(api, IDS.slow).length, 1, 'no second request for the same id');
    assert.equal(s.peek(IDS.slow), again.profile);
  });

  it('forgetAll() forgets cached users and lets no earlier request fill the cache', async () => {
    const api = await standIn({ rateLimit: fast, slowMs: 300 });
    const { service: s, lookup } = service({ baseUrl: api.url });
    assert.ok((await lookup(IDS.normal)).ok);
    const slow = lookup(IDS.slow);
    s.forgetAll();
    assert.equal(s.peek(IDS.normal), undefined);
    assert.ok((await slow).ok, 'the running request still answers its asker');
    assert.equal(s.peek(IDS.slow), undefined, 'but its answer, maybe for the old key, is not cached');
    assert.ok((await lookup(IDS.normal)).ok);
    assert.equal(requestsFor(api, IDS.normal).length, 2);
  });

  it('a baseUrl change forgets everything and goes to the new address', async () => {
    const one = await standIn({ rateLimit: fast });
    const two = await standIn({ rateLimit: fast });
    const { service: s, lookup } = service({ baseUrl: one.url });
    assert.ok((await lookup(IDS.normal)).ok);
    s.configure({ baseUrl: one.url, cacheTtlMs: 300_000 });
    assert.ok(s.peek(IDS.normal), 'an unchanged baseUrl keeps the cache');
    s.configure({ baseUrl: two.url });
    assert.equal(s.peek(IDS.normal), undefined);
    assert.ok((await lookup(IDS.normal)).ok);
    assert.equal(requestsFor(one, IDS.normal).length, 1);
    assert.equal(requestsFor(two, IDS.normal).length, 1);
  });

  it('applies a new request timeout', async () => {
    const api = await standIn({ rateLimit: fast, slowMs: 1500 });
    const { service: s, lookup } = service({ baseUrl: api.url });
    s.configure({ requestTimeoutMs: 200 });
    const r = await lookup(IDS.slow);
    assert.ok(!r.ok);
    assert.equal(r.error.kind, 'Timeout');
  });

  it('dispose() cancels queued and running lookups, and later ones', async () => {
    const api = await standIn({ rateLimit: { limit: 1, windowMs: 5000 }, slowMs: 3000 });
    const { service: s, lookup } = service({ baseUrl: api.url });
    const running = lookup(IDS.slow);
    const queued = lookup(IDS.normal);
    await sleep(100);
    await s.dispose();
    for (const r of [await running, await queued, await lookup(IDS.max)]) {
      assert.ok(!r.ok);
      assert.equal(r.error.kind, 'Cancelled');
    }
    assert.equal(requestsFor(api, IDS.normal).length, 0);
  });

  it('logs each request without the key, at the level its answer deserves', async () => {
    const api = await standIn({ rateLimit: fast });
    const { lookup, lines } = service({ baseUrl: api.url });
    await lookup(IDS.normal);
    await lookup(IDS.notFound);
    await lookup(IDS.serverError);
    assert.equal(lines.length, 3);
    assert.match(lines[0] ?? '', new RegExp(`^\\[info\\] GET /v1/users/${IDS.normal} -> 200 in \\d+ ms`));
    assert.match(lines[1] ?? '', /^\[info\] .*-> 404 NotFound/);
    assert.match(lines[2] ?? '', /^\[warn\] .*-> 5\d\d ServerError/);
  });

  it('logs a rejected key as an error', async () => {
    const api = await standIn({ rateLimit: fast });
    const { lookup, lines } = service({ baseUrl: api.url }, 'lorixp_NotAKeyTheStandInKnows');
    await lookup(IDS.normal);
    assert.match(lines.join('\n'), /^\[error\] GET \/v1\/users\/\d+ -> 401 Unauthorized/m);
  });
});
