// Background work (the Ids view) sharing the window with the user: the service's full rate while nobody
// hovers, and once the user hovers, a slot left for them until the last moments before another frees.
// Who gets which slot is checked on a clock the test moves (no wall time, so load cannot change the answer);
// against the stand-in's fixed window, shortened to 5 per 1 s (the scheduler learns it from the headers, and
// its reserve scales with it), that the same pacing draws no 429 and never goes before the window allows.
import assert from 'node:assert/strict';
import { IDS } from '../../../stand-in/users';
import { USER_ACTIVE_WINDOWS } from '../../../../src/api/pacing/userSlot';
import { RequestScheduler } from '../../../../src/api/pacing/scheduler';
import { requestsFor, service, standIn } from '../serviceHarness';

const WINDOW_MS = 1000;
const RESERVE_MS = new RequestScheduler({ limit: 5, windowMs: WINDOW_MS }).backgroundReserveMs;

function unknownIds(n: number, salt: number): string[] {
  return Array.from({ length: n }, (_, i) =>
    (1_100_000_000_000_000_000n + BigInt(salt) * 1_000_000n + BigInt(i) * 7919n).toString(),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Lets every answer already given reach the scheduler; the test's clock does not move meanwhile. */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** Schedulers on the test's clock: their timers keep re-arming until what they hold is dropped. */
const onClock: RequestScheduler[] = [];

/** A scheduler at 5 per WINDOW_MS on a clock the test moves, and the order its requests were sent in. */
function onTestClock() {
  let t = 1_000_000;
  const s = new RequestScheduler({ limit: 5, windowMs: WINDOW_MS, now: () => t });
  onClock.push(s);
  const sent: string[] = [];
  const ask = (name: string, priority: 'hover' | 'background') =>
    s.enqueue(
      () => {
        sent.push(name);
        return Promise.resolve(name);
      },
      { priority },
    ).result;
  /** Moves the clock and lets the scheduler look (setMaxSilentWait pumps; the wait stays unbounded). */
  const advance = async (ms: number) => {
    t += ms;
    s.setMaxSilentWait(Infinity);
    await settle();
  };
  return { s, sent, ask, advance };
}

describe('background pacing, on a clock the test moves', () => {
  afterEach(() => {
    for (const s of onClock.splice(0)) s.dropQueued();
  });

  it('with nobody hovering, background work takes all five slots of each window, and the sixth only when one frees', async () => {
    const { s, sent, ask, advance } = onTestClock();
    for (let i = 0; i < 12; i++) void ask(`b${i}`, 'background');
    await settle();
    assert.equal(sent.length, 5, 'five in the first window, not four');
    await advance(WINDOW_MS + s.marginMs - 1);
    assert.equal(sent.length, 5, 'nothing before a slot frees');
    await advance(1);
    assert.equal(sent.length, 10, 'five more once the window has passed');
  });

  it('after a hover, background leaves the last slot, the next hover takes it at once, and background the reserve before a slot frees', async () => {
    const { s, sent, ask, advance } = onTestClock();
    await ask('h0', 'hover');
    await advance(WINDOW_MS + s.marginMs); // the hover's slot is free again; the user is still active
    for (let i = 0; i < 8; i++) void ask(`b${i}`, 'background');
    await settle();
    assert.deepEqual(sent.slice(1), ['b0', 'b1', 'b2', 'b3'], 'background left the last slot free');
    void ask('h1', 'hover');
    await settle();
    assert.equal(sent[5], 'h1', 'the hover took the free slot without waiting');

    // Again with the window one short: background waits for the reserve before a slot frees, not longer.
    const { s: s2, sent: sent2, ask: ask2, advance: advance2 } = onTestClock();
    await ask2('h0', 'hover');
    await advance2(WINDOW_MS + s2.marginMs);
    for (let i = 0; i < 5; i++) void ask2(`b${i}`, 'background');
    await settle();
    assert.equal(sent2.length, 5, 'the hover and four background requests');
    await advance2(WINDOW_MS + s2.marginMs - s2.backgroundReserveMs - 1);
    assert.equal(sent2.length, 5, 'the last slot is kept until the reserve begins');
    await advance2(1);
    assert.equal(sent2[5], 'b4', 'background took it at the reserve');
  });

  it('takes every slot again once the user has asked for nothing for a few windows', async () => {
    const { sent, ask, advance } = onTestClock();
    await ask('h0', 'hover');
    await advance(USER_ACTIVE_WINDOWS * WINDOW_MS + 1);
    for (let i = 0; i < 6; i++) void ask(`b${i}`, 'background');
    await settle();
    assert.equal(sent.length, 6, 'five background requests sent at once, beside the old hover');
  });
});

describe('background pacing against the stand-in', function () {
  this.timeout(20_000);

  it("with nobody hovering, 20 background lookups take the service's full rate and draw no 429", async () => {
    const api = await standIn({ rateLimit: { limit: 5, windowMs: WINDOW_MS } });
    const { lookup } = service({ baseUrl: api.url });
    const results = await Promise.all(unknownIds(20, 1).map((id) => lookup(id, { priority: 'background' })));
    assert.ok(
      results.every((r) => !r.ok && r.error.kind === 'NotFound'),
      'every lookup answered',
    );
    assert.equal(api.requests.length, 20);
    assert.deepEqual(
      api.requests.filter((r) => r.status === 429),
      [],
      'no 429',
    );
    // Five per window puts the 20th request three windows after the first, never sooner (how many go per
    // window is checked on the test's clock above: an upper bound here would measure the machine's load).
    const spread = api.requests[19]!.receivedAt - api.requests[0]!.receivedAt;
    assert.ok(spread >= 3 * WINDOW_MS, `and not before the service's window allowed it: ${spread} ms`);
  });

  it('after a hover, background work and the next hover share the window without a 429, the reserve never early', async () => {
    const api = await standIn({ rateLimit: { limit: 5, windowMs: WINDOW_MS } });
    const { lookup } = service({ baseUrl: api.url });
    assert.ok((await lookup(IDS.normal, { priority: 'hover' })).ok, 'a hover: the user is active');
    await sleep(WINDOW_MS + 100);
    api.clearRequests();
    const batch = unknownIds(8, 2).map((id) => lookup(id, { priority: 'background' }));
    while (api.requests.length < 4) await sleep(5);
    const hover = await lookup(IDS.banned, { priority: 'hover' });
    assert.ok(hover.ok);
    assert.equal(requestsFor(api, IDS.banned).length, 1);
    await Promise.all(batch);
    assert.deepEqual(
      api.requests.filter((r) => r.status === 429),
      [],
      'no 429',
    );
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
    const results = await Promise.all(unknownIds(6, 3).map((id) => lookup(id, { priority: 'background' })));
    assert.ok(
      results.every((r) => !r.ok && r.error.kind === 'NotFound'),
      'every lookup answered',
    );
    assert.equal(api.requests.length, 6);
    assert.deepEqual(
      api.requests.filter((r) => r.status === 429),
      [],
      'no 429',
    );
  });

  it("a new base address starts with an empty window: the old service's answers do not hold the new one back", async () => {
    let t = 1_000_000;
    const scheduler = new RequestScheduler({ limit: 5, windowMs: 5000, now: () => t });
    const sendAll = () =>
      Promise.all(
        Array.from(
          { length: 5 },
          () => scheduler.enqueue(() => Promise.resolve('sent'), { priority: 'background' }).result,
        ),
      );
    assert.ok((await sendAll()).every((r) => r.sent));
    let sixth = false;
    void scheduler.enqueue(() => Promise.resolve('sent'), { priority: 'background' }).result.then(() => (sixth = true));
    await sleep(50);
    assert.equal(sixth, false, 'the window is full');
    scheduler.reset();
    t += 10;
    const after = await sendAll();
    assert.ok(
      after.every((r) => r.sent),
      'five sent at once after the reset',
    );
  });
});
