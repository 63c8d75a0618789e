// How long a queued request will wait, as a hover says it: the pure replay (sendEstimate.ts), the scheduler's
// reading of its own queues on a clock the test moves, and the service's reason for a waiting id against a stand-in.
import assert from 'node:assert/strict';
import { RequestScheduler, type Ticket } from '../../../../src/api/pacing/scheduler';
import { estimateSendWaitMs, type PacingSnapshot } from '../../../../src/api/pacing/sendEstimate';
import { IDS } from '../../../stand-in/users';
import { service, standIn } from '../serviceHarness';

function times(...values: number[]): PacingSnapshot['answeredAt'] {
  return { size: values.length, at: (i) => values[i]! };
}

const base: PacingSnapshot = {
  now: 10_000,
  limit: 5,
  windowMs: 5000,
  marginMs: 75,
  answeredAt: times(),
  inFlight: 0,
  notBefore: 0,
  ahead: 0,
};

describe('send estimate (pure)', () => {
  it('is 0 while the window has room', () => {
    assert.equal(estimateSendWaitMs(base), 0);
    assert.equal(
      estimateSendWaitMs({ ...base, answeredAt: times(9000, 9500), inFlight: 1, ahead: 1 }),
      0,
      'two answered, one in flight, one ahead: the fifth slot',
    );
  });

  it('waits for the oldest answer to leave the window, one slot per request ahead', () => {
    const full = { ...base, answeredAt: times(8000, 8100, 8200, 8300, 8400) };
    assert.equal(estimateSendWaitMs(full), 8000 + 5075 - 10_000);
    assert.equal(estimateSendWaitMs({ ...full, ahead: 2 }), 8200 + 5075 - 10_000);
    // Five ahead take the five slots the answers free; this one waits for the first of those to free again.
    assert.equal(estimateSendWaitMs({ ...full, ahead: 5 }), 8000 + 2 * 5075 - 10_000);
  });

  it('counts a request in flight as answered now, the earliest it can be', () => {
    assert.equal(estimateSendWaitMs({ ...base, limit: 1, inFlight: 1 }), 5075);
  });

  it('never sends before a hold ends, and a limit of 0 cannot hang it', () => {
    assert.equal(estimateSendWaitMs({ ...base, notBefore: 13_000 }), 3000);
    assert.equal(estimateSendWaitMs({ ...base, limit: 0 }), 0);
    assert.ok(Number.isFinite(estimateSendWaitMs({ ...base, limit: 1, ahead: Number.MAX_SAFE_INTEGER })));
  });
});

describe('scheduler wait estimate (moved clock)', () => {
  function scheduler(): { s: RequestScheduler; advance(ms: number): void } {
    let t = 1_000_000;
    const s = new RequestScheduler({ limit: 5, windowMs: 5000, maxSilentWaitMs: 60_000, now: () => t });
    return { s, advance: (ms) => (t += ms) };
  }
  const answeredAtOnce = (): Promise<string> => Promise.resolve('sent');

  it("reads a queued ticket's place and a newcomer's priority", async () => {
    const { s } = scheduler();
    await Promise.all(Array.from({ length: 5 }, () => s.enqueue(answeredAtOnce, { priority: 'hover' }).result));
    assert.equal(s.estimateWaitMs('hover'), 0 + 5075, 'the window is full: the next waits for it to pass');
    const queued: Ticket<string>[] = Array.from({ length: 6 }, () => s.enqueue(answeredAtOnce, { priority: 'hover' }));
    assert.equal(s.estimateWaitMs(queued[0]!), 5075);
    assert.equal(s.estimateWaitMs(queued[4]!), 5075, 'five go in the next window');
    assert.equal(s.estimateWaitMs(queued[5]!), 2 * 5075, 'the sixth a window later');
    assert.equal(s.estimateWaitMs('hover'), 2 * 5075, 'a new hover goes behind the six');
    assert.equal(s.estimateWaitMs('explicit'), 5075, 'a command the user runs goes ahead of queued hovers');
    queued[0]!.cancel();
    assert.equal(s.estimateWaitMs(queued[0]!), undefined, 'no longer queued');
    assert.equal(s.estimateWaitMs(queued[5]!), 5075, 'one fewer ahead');
    s.dropQueued();
  });

  it('adds the hold after a 429', () => {
    const { s } = scheduler();
    s.holdFor(20_000);
    const estimate = s.estimateWaitMs('hover') ?? 0;
    assert.ok(estimate >= 20_000 && estimate <= 20_100, String(estimate));
  });
});

describe('why a lookup waits (service against the stand-in)', function () {
  this.timeout(20_000);

  it('names the rate limit with the time left, for a queued id and a newcomer; nothing for a cached one', async () => {
    const s = await standIn({ rateLimit: { limit: 1, windowMs: 3000 } });
    const h = service({ baseUrl: s.url });
    assert.ok((await h.lookup(IDS.normal, { priority: 'hover' })).ok);
    assert.equal(h.service.waitFor(IDS.normal), undefined, 'cached');
    const newcomer = h.service.waitFor(IDS.banned);
    assert.equal(newcomer?.reason, 'rateLimit');
    assert.ok(newcomer && newcomer.ms > 2500 && newcomer.ms <= 3100, String(newcomer?.ms));
    const pending = h.lookup(IDS.banned, { priority: 'hover' });
    await new Promise((resolve) => setImmediate(resolve));
    const queued = h.service.waitFor(IDS.banned);
    assert.equal(queued?.reason, 'rateLimit');
    assert.ok((await pending).ok, 'and then it is sent');
    assert.equal(h.service.waitFor('not an id'), undefined);
  });

  it("names a slow service while this request is answered, and never a past answer's slowness", async () => {
    const s = await standIn({ slowMs: 1500 });
    const h = service({ baseUrl: s.url });
    const pending = h.lookup(IDS.slow, { priority: 'hover' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(h.service.waitFor(IDS.slow), undefined, 'sent 0.3 s ago: not slow yet');
    await new Promise((resolve) => setTimeout(resolve, 900));
    const asked = h.service.waitFor(IDS.slow);
    assert.equal(asked?.reason, 'answering');
    assert.ok(asked && asked.ms >= 1000 && asked.ms < 1500, String(asked?.ms));
    assert.ok((await pending).ok);
    // The last answer took 1.5 s, but that is not this id's state: a hover that said so kept the line beside
    // what this lookup then became (issue 27: "slow to answer" beside "failed to answer (HTTP 500)").
    assert.equal(h.service.waitFor(IDS.serverError), undefined, "another id's slow answer says nothing of this one");
    const failed = await h.lookup(IDS.serverError);
    assert.equal(failed.ok ? 'ok' : failed.error.kind, 'ServerError');
    assert.equal(h.service.waitFor(IDS.normal), undefined);
  });
});
