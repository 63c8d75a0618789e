// Background work (the Ids view) against the stand-in's fixed window, shortened to 5 per 1 s (the scheduler
// learns it from the headers, and its reserve scales with it): the service's full rate while nobody hovers, no
// 429, and once the user hovers, a slot left for them until the last moments before another frees.
import assert from 'node:assert/strict';
import { IDS } from '../../../stand-in/users';
import { USER_ACTIVE_WINDOWS } from '../../../../src/api/pacing/userSlot';
import { RequestScheduler } from '../../../../src/api/pacing/scheduler';
import { requestsFor, service, standIn } from '../serviceHarness';

const WINDOW_MS = 1000;
const RESERVE_MS = new RequestScheduler({ limit: 5, windowMs: WINDOW_MS }).backgroundReserveMs;

function unknownIds(n: number, salt: number): string[] {
  return Array.from({ length: n }, (_, i) => (1_100_000_000_000_000_000n + BigInt(salt) * 1_000_000n + BigInt(i) * 7919n).toString());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('background pacing', function () {
  this.timeout(20_000);

  it('with nobody hovering, 20 background lookups take the service\'s full rate and draw no 429', async () => {
    const api = await standIn({ rateLimit: { limit: 5, windowMs: WINDOW_MS } });
    const { lookup } = service({ baseUrl: api.url });
    const results = await Promise.all(unknownIds(20, 1).map((id) => lookup(id, { priority: 'background' })));
    assert.ok(results.every((r) => !r.ok && r.error.kind === 'NotFound'), 'every lookup answered');
    assert.equal(api.requests.length, 20);
    assert.deepEqual(api.requests.filter((r) => r.status === 429), [], 'no 429');
    // Five per window puts the 20th request three windows after the first; four per window would need four.
    const spread = api.requests[19]!.receivedAt - api.requests[0]!.receivedAt;
    assert.ok(spread < 3.6 * WINDOW_MS, `20th request ${spread} ms after the first`);
    assert.ok(spread >= 3 * WINDOW_MS, `and not before the service's window allowed it: ${spread} ms`);
  });

  it('after a hover, leaves the last slot to the next one but for the reserve before a slot frees', async () => {
    const api = await standIn({ rateLimit: { limit: 5, windowMs: WINDOW_MS } });
    const { lookup } = service({ baseUrl: api.url });
    assert.ok((await lookup(IDS.normal, { priority: 'hover' })).ok, 'a hover: the user is active');
    await sleep(WINDOW_MS + 100);
    api.clearRequests();
    const batch = unknownIds(8, 2).map((id) => lookup(id, { priority: 'background' }));
    while (api.requests.length < 4) await sleep(5);
    await sleep(100);
    assert.equal(api.requests.length, 4, 'background left the last slot free');
    const asked = Date.now();
    const hover = await lookup(IDS.banned, { priority: 'hover' });
    assert.ok(hover.ok);
    const hoverRequest = requestsFor(api, IDS.banned)[0]!;
    assert.equal(api.requests.indexOf(hoverRequest), 4, 'the hover took the free slot');
    assert.ok(hoverRequest.receivedAt - asked < 150, `the hover was sent at once (${hoverRequest.receivedAt - asked} ms)`);
    await Promise.all(batch);
    assert.deepEqual(api.requests.filter((r) => r.status === 429), [], 'no 429');
    // With the window full, the next background request went at most the reserve before a slot freed.
    const next = api.requests[5]!.receivedAt - api.requests[0]!.receivedAt;
    assert.ok(next >= WINDOW_MS - RESERVE_MS - 5, `next background request ${next} ms after the first`);
  });

  it('takes every slot again once the user has asked for nothing for a few windows', async () => {
    const api = await standIn({ rateLimit: { limit: 5, windowMs: WINDOW_MS } });
    const { lookup } = service({ baseUrl: api.url });
    assert.ok((await lookup(IDS.normal, { priority: 'hover' })).ok);
    await sleep(USER_ACTIVE_WINDOWS * WINDOW_MS + 200);
    api.clearRequests();
    const batch = unknownIds(6, 3).map((id) => lookup(id, { priority: 'background' }));
    await sleep(300);
    assert.equal(api.requests.length, 5, 'five sent at once');
    await Promise.all(batch);
    assert.deepEqual(api.requests.filter((r) => r.status === 429), [], 'no 429');
  });

  it('a new base address starts with an empty window: the old service\'s answers do not hold the new one back', async () => {
    let t = 1_000_000;
    const scheduler = new RequestScheduler({ limit: 5, windowMs: 5000, now: () => t });
    const sendAll = () => Promise.all(Array.from({ length: 5 }, () => scheduler.enqueue(() => Promise.resolve('sent'), { priority: 'background' }).result));
    assert.ok((await sendAll()).every((r) => r.sent));
    let sixth = false;
    void scheduler.enqueue(() => Promise.resolve('sent'), { priority: 'background' }).result.then(() => (sixth = true));
    await sleep(50);
    assert.equal(sixth, false, 'the window is full');
    scheduler.reset();
    t += 10;
    const after = await sendAll();
    assert.ok(after.every((r) => r.sent), 'five sent at once after the reset');
  });
});
