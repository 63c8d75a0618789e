// The scheduler against the stand-in's fixed-window limit: no 429 in normal use, priorities, dropping work
// nobody waits for. The stand-in's window is shortened in most tests (the scheduler learns it from the
// X-RateLimit headers); one test keeps the deployed 5 per 5 s.
import type { LookupResult } from '../../../../src/model/user';
import assert from 'node:assert/strict';
import { IDS, USERS } from '../../../stand-in/users';
import type { StandIn } from '../../../stand-in/server';
import { freshKey, requestsFor, service, standIn } from '../serviceHarness';

/** `n` distinct valid ids: every sample user, then ids the stand-in answers with 404. */
function distinctIds(n: number): string[] {
  const known = Object.keys(USERS).filter((id) => id !== IDS.slow);
  const unknown = Array.from({ length: n }, (_, i) => (1_100_000_000_000_000_000n + BigInt(i) * 7919n).toString());
  return [...known, ...unknown].slice(0, n);
}

function statuses(api: StandIn): number[] {
  return api.requests.map((r) => r.status);
}

/** 50 asks spread over `ids`, in bursts, some repeating an id already answered. */
async function fiftyAsks(lookup: (id: string) => Promise<LookupResult>, ids: string[]): Promise<LookupResult[]> {
  const asks = Array.from({ length: 50 }, (_, i) => ids[(i * 7) % ids.length]!);
  const first = await Promise.all(asks.slice(0, 30).map((id) => lookup(id)));
  const rest = await Promise.all(asks.slice(30).map((id) => lookup(id)));
  return [...first, ...rest];
}

describe('pacing under the rate limit', function () {
  this.timeout(20_000);

  it('50 asks over 20 ids at 5 per 1 s: at most 20 requests and no 429', async () => {
    const api = await standIn({ rateLimit: { limit: 5, windowMs: 1000 } });
    const ids = distinctIds(20);
    const results = await fiftyAsks(service({ baseUrl: api.url }).lookup, ids);
    assert.equal(results.length, 50);
    assert.ok(
      results.every((r) => r.ok || r.error.kind === 'NotFound'),
      'every ask answered with a profile or NotFound',
    );
    assert.ok(api.requests.length <= 20, `${api.requests.length} requests`);
    assert.deepEqual(new Set(api.requests.map((r) => r.path)).size, api.requests.length, 'no id asked twice');
    assert.ok(!statuses(api).includes(429), 'no 429');
    // It learned the 1 s window from the headers instead of pacing at the default 5 s.
    const sixth = api.requests[5]!.receivedAt - api.requests[0]!.receivedAt;
    // At the default 5 s window the 6th could not go before 5 s; the 1 s window sends it after about 1 s.
    // The cap sits between them, far enough from 1 s that load does not reach it.
    assert.ok(sixth < 5000, `6th request ${sixth} ms after the 1st`);
  });

  it('at the deployed 5 per 5 s: 25 asks over 10 ids, 10 requests, no 429', async () => {
    const api = await standIn();
    const ids = distinctIds(10);
    const { lookup } = service({ baseUrl: api.url });
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => lookup(ids[i % 10]!)));
    assert.ok(results.every((r) => r.ok || r.error.kind === 'NotFound'));
    assert.equal(api.requests.length, 10);
    assert.ok(!statuses(api).includes(429));
    const spread = api.requests[9]!.receivedAt - api.requests[0]!.receivedAt;
    assert.ok(spread >= 5000, `the second five waited for the window: ${spread} ms`);
  });

  it('leaves room for quota another client already spent on the same key', async () => {
    const api = await standIn({ rateLimit: { limit: 5, windowMs: 1500 } });
    const key = freshKey('shared');
    const elsewhere = service({ baseUrl: api.url }, key);
    await Promise.all(
      distinctIds(13)
        .slice(10, 13)
        .map((id) => elsewhere.lookup(id)),
    );
    const { lookup } = service({ baseUrl: api.url }, key);
    const results = await Promise.all(distinctIds(5).map((id) => lookup(id)));
    assert.ok(results.every((r) => r.ok));
    assert.equal(api.requests.length, 8);
    assert.ok(!statuses(api).includes(429), `statuses ${statuses(api).join(',')}`);
  });

  it('sends explicit before hover before background, and background leaves a slot free', async () => {
    const api = await standIn({ rateLimit: { limit: 2, windowMs: 600 } });
    const { lookup } = service({ baseUrl: api.url });
    assert.ok((await lookup(IDS.normal)).ok, 'learn the limit');
    const filler = lookup(IDS.nulls);
    const order = [
      lookup(IDS.banned, { priority: 'background' }),
      lookup(IDS.max, { priority: 'background' }),
      lookup(IDS.extraFields, { priority: 'hover' }),
      lookup(IDS.bigNumbers, { priority: 'explicit' }),
    ];
    await Promise.all([filler, ...order]);
    const sent = api.requests.map((r) => r.path.slice('/v1/users/'.length));
    assert.deepEqual(sent, [IDS.normal, IDS.nulls, IDS.bigNumbers, IDS.extraFields, IDS.banned, IDS.max]);
    assert.ok(!statuses(api).includes(429));
    // Background requests each had a window to themselves: one slot stayed free for the user.
    const gap = api.requests[5]!.receivedAt - api.requests[4]!.receivedAt;
    assert.ok(gap >= 550, `background requests ${gap} ms apart`);
  });

  it('moves a queued background request up when someone asks for it explicitly', async () => {
    const api = await standIn({ rateLimit: { limit: 1, windowMs: 500 } });
    const { lookup } = service({ baseUrl: api.url });
    assert.ok((await lookup(IDS.normal)).ok);
    const hover = lookup(IDS.nulls, { priority: 'hover' });
    const background = lookup(IDS.max, { priority: 'background' });
    const explicit = lookup(IDS.max, { priority: 'explicit' });
    await Promise.all([hover, background, explicit]);
    assert.deepEqual(
      api.requests.map((r) => r.path.slice('/v1/users/'.length)),
      [IDS.normal, IDS.max, IDS.nulls],
    );
  });

  it('drops a cancelled ask before it is sent, and keeps serving the queue', async () => {
    const api = await standIn({ rateLimit: { limit: 2, windowMs: 600 } });
    const { lookup } = service({ baseUrl: api.url });
    await Promise.all([lookup(IDS.normal), lookup(IDS.nulls)]);
    const controller = new AbortController();
    const cancelled = lookup(IDS.banned, { signal: controller.signal });
    const kept = lookup(IDS.max);
    controller.abort();
    const r = await cancelled;
    assert.ok(!r.ok);
    assert.equal(r.error.kind, 'Cancelled');
    assert.ok((await kept).ok);
    await new Promise((resolve) => setTimeout(resolve, 700));
    assert.equal(requestsFor(api, IDS.banned).length, 0, 'the cancelled ask never reached the service');
  });

  it('one asker aborting does not cancel the request for the others; all aborting drops it', async () => {
    const api = await standIn({ rateLimit: { limit: 1, windowMs: 600 } });
    const { lookup } = service({ baseUrl: api.url });
    assert.ok((await lookup(IDS.normal)).ok);
    const a = new AbortController();
    const b = new AbortController();
    const first = lookup(IDS.nulls, { signal: a.signal, priority: 'hover' });
    const second = lookup(IDS.nulls, { signal: b.signal, priority: 'hover' });
    const third = lookup(IDS.nulls, { priority: 'hover' });
    a.abort();
    assert.equal((await first).ok, false);
    assert.ok((await second).ok && (await third).ok, 'the others still got the profile');
    assert.equal(requestsFor(api, IDS.nulls).length, 1, 'one shared request');

    const c = new AbortController();
    const d = new AbortController();
    const gone = [lookup(IDS.max, { signal: c.signal }), lookup(IDS.max, { signal: d.signal })];
    c.abort();
    d.abort();
    assert.ok((await Promise.all(gone)).every((r) => !r.ok && r.error.kind === 'Cancelled'));
    assert.ok((await lookup(IDS.banned)).ok, 'the queue moves on');
    assert.equal(requestsFor(api, IDS.max).length, 0, 'nobody waited, so it was never sent');
  });
});
