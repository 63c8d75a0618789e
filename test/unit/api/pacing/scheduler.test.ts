// The scheduler's bounds on what the service says, on a clock the test moves. Pacing against a real
// stand-in is in pacing.test.ts and faults.test.ts.
import assert from 'node:assert/strict';
import { RequestScheduler, type Scheduled } from '../../../../src/api/pacing/scheduler';
import { MAX_BELIEVED_WAIT_MS } from '../../../../src/api/model/serviceLimits';

function scheduler(maxSilentWaitMs = 1000): { s: RequestScheduler; advance(ms: number): void } {
  let t = 1_000_000;
  const s = new RequestScheduler({ limit: 5, windowMs: 5000, maxSilentWaitMs, now: () => t });
  return { s, advance: (ms) => (t += ms) };
}

/** A request that is answered at once, headers and all. */
function answeredAtOnce(): Promise<string> {
  return Promise.resolve('sent');
}

describe('request scheduler bounds', () => {
  it('believes a window of a minute at most, and a window’s first answer shrinks it again', () => {
    const { s } = scheduler();
    s.observe({ limit: 5, remaining: 4, resetAfterMs: 99_999_999_000 });
    assert.equal(s.windowMs, MAX_BELIEVED_WAIT_MS);
    s.observe({ limit: 5, remaining: 2, resetAfterMs: 3000 });
    assert.equal(s.windowMs, MAX_BELIEVED_WAIT_MS, 'mid-window answers say nothing about its length');
    s.observe({ limit: 5, remaining: 4, resetAfterMs: 5000 });
    assert.equal(s.windowMs, 5000);
    s.observe({ limit: 5, remaining: 1, resetAfterMs: 7000 });
    assert.equal(s.windowMs, 7000, 'a reset further away than the window proves the window longer');
  });

  it('refuses queued and new requests at once when a hold is longer than the silent wait, with the wait', async () => {
    const { s } = scheduler(1000);
    s.holdFor(3_600_000);
    const refused: Scheduled<string> = await s.enqueue(answeredAtOnce, { priority: 'explicit' }).result;
    assert.ok(!refused.sent);
    assert.ok(
      refused.refusedForMs !== undefined &&
        refused.refusedForMs > 59_000 &&
        refused.refusedForMs <= MAX_BELIEVED_WAIT_MS + 1000,
      String(refused.refusedForMs),
    );
  });

  it('waits silently for a hold within the silent wait, then sends', async () => {
    const { s, advance } = scheduler(10_000);
    s.holdFor(50);
    const ticket = s.enqueue(answeredAtOnce, { priority: 'hover' });
    advance(200);
    const r = await ticket.result;
    assert.ok(r.sent && r.value === 'sent');
  });

  it('never refuses ordinary pacing at the default window, even with a short time-out', async () => {
    const { s, advance } = scheduler(1000);
    const first = await Promise.all(
      Array.from({ length: 5 }, () => s.enqueue(answeredAtOnce, { priority: 'hover' }).result),
    );
    assert.ok(first.every((r) => r.sent));
    const sixth = s.enqueue(answeredAtOnce, { priority: 'hover' });
    advance(5100);
    const r = await sixth.result;
    assert.ok(r.sent, 'waited out the 5 s window instead of being refused');
  });
});
