// Pacing per key through the whole data layer, against the stand-in: another key starts a fresh window, a key
// cleared or replaced is never sent again (queued work included), queued work waits for a key after Clear.
import type { LookupResult } from '../../../src/model/user';
import assert from 'node:assert/strict';
import { freshKey, service, standIn } from './serviceHarness';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
/** Distinct ids the stand-in answers (any in-range id without a profile answers 404, which spends quota too). */
const ids = (n: number, base = 100_000_000_000_000_000n): string[] =>
  Array.from({ length: n }, (_, i) => String(base + BigInt(i)));

describe('pacing per key (key changes)', () => {
  it('another key starts with a fresh window: queued lookups go at once, with the new key, and none draws a 429', async () => {
    const api = await standIn({ rateLimit: { limit: 5, windowMs: 5000 } });
    const first = freshKey('first');
    const second = freshKey('second');
    let key: string | undefined = first;
    const { service: s, lookup } = service({ baseUrl: api.url, getApiKey: () => Promise.resolve(key) });
    const all = ids(8).map((id) => lookup(id));
    await sleep(800);
    assert.equal(api.requests.length, 5, 'the first key spent its window');
    key = second;
    const changedAt = Date.now();
    s.keyChanged();
    await Promise.all(all);
    const later = api.requests.slice(5);
    assert.equal(later.length, 3);
    assert.ok(
      later.every((r) => r.authorization === second),
      'the queued lookups carried the new key',
    );
    // The old key's window would hold them until 5 s after its first request; sent at once they land well
    // before (the key changed 0.8 s in), so load stretches the test without reaching the bound.
    const oldWindowEnds = api.requests[0]!.receivedAt + 5000;
    assert.ok(
      later.every((r) => r.receivedAt >= changedAt && r.receivedAt < oldWindowEnds),
      'they did not wait for the old key’s window',
    );
    assert.ok(api.requests.every((r) => r.status !== 429));
  });

  it('after Clear, nothing queued is sent; it waits, and goes with the key set next', async () => {
    const api = await standIn({ rateLimit: { limit: 2, windowMs: 400 } });
    const cleared = freshKey('cleared');
    const next = freshKey('next');
    let key: string | undefined = cleared;
    const { service: s, lookup } = service({
      baseUrl: api.url,
      getApiKey: () => Promise.resolve(key),
      requestTimeoutMs: 10_000,
    });
    const results: Promise<LookupResult>[] = ids(12).map((id) => lookup(id, { priority: 'background' }));
    await sleep(500);
    key = undefined;
    s.keyChanged();
    const sentBefore = api.requests.length;
    assert.ok(sentBefore > 0 && sentBefore < 12);
    await sleep(1200);
    assert.equal(api.requests.length, sentBefore, 'nothing was sent without a key');
    assert.equal(s.state().waitingForKey, true);
    assert.ok(s.state().queued > 0);
    key = next;
    s.keyChanged();
    const settled = await Promise.all(results);
    assert.equal(api.requests.length, 12);
    assert.ok(
      api.requests.slice(sentBefore).every((r) => r.authorization === next),
      'the rest went with the new key only',
    );
    assert.ok(
      settled.every((r) => !r.ok && r.error.kind === 'NotFound'),
      'every lookup was answered',
    );
    assert.equal(s.state().waitingForKey, false);
  });

  it('queued lookups waiting for a key give up after the request time-out, saying no key is set', async () => {
    const api = await standIn({ rateLimit: { limit: 1, windowMs: 2000 } });
    let key: string | undefined = freshKey('gone');
    const { service: s, lookup } = service({
      baseUrl: api.url,
      getApiKey: () => Promise.resolve(key),
      requestTimeoutMs: 300,
    });
    const results = ids(3).map((id) => lookup(id));
    await sleep(200);
    key = undefined;
    s.keyChanged();
    const settled = await Promise.all(results);
    assert.equal(api.requests.length, 1);
    assert.deepEqual(
      settled.slice(1).map((r) => (r.ok ? 'ok' : r.error.kind)),
      ['NoKey', 'NoKey'],
    );
  });

  it('a key cleared while a request leaves the queue is not sent: the request reads the key when it is sent', async () => {
    const api = await standIn({ rateLimit: { limit: 1, windowMs: 600 } });
    const old = freshKey('old');
    let key: string | undefined = old;
    // No keyChanged() here: the store changed but the event has not arrived yet.
    const { service: s, lookup } = service({
      baseUrl: api.url,
      getApiKey: () => Promise.resolve(key),
      requestTimeoutMs: 10_000,
    });
    const results = ids(2, 200_000_000_000_000_000n).map((id) => lookup(id));
    await sleep(150);
    key = undefined;
    await sleep(1000);
    assert.equal(api.requests.length, 1, 'the queued request found no key and was not sent');
    assert.equal(s.state().waitingForKey, true);
    key = freshKey('new');
    s.keyChanged();
    await Promise.all(results);
    assert.equal(api.requests.length, 2);
    assert.equal(api.requests[1]?.authorization, key);
  });
});

describe('a rejected key', () => {
  it('answers every lookup waiting in the queue with the 401, unsent, and lets what is asked next go', async () => {
    const api = await standIn({ rateLimit: { limit: 5, windowMs: 5000 }, keys: [] });
    const { lookup } = service({ baseUrl: api.url }, 'lorixp_RejectedByTheService123456789');
    const settled = await Promise.all(
      ids(6, 600_000_000_000_000_000n).map((id) => lookup(id, { priority: 'background' })),
    );
    assert.deepEqual(
      settled.map((r) => (r.ok ? 'ok' : r.error.kind)),
      Array(6).fill('Unauthorized'),
    );
    assert.equal(api.requests.length, 1, 'one request, answered 401: the five queued behind it were not sent');
    const again = await lookup(ids(1, 700_000_000_000_000_000n)[0]!);
    assert.equal(again.ok ? 'ok' : again.error.kind, 'Unauthorized');
    assert.equal(api.requests.length, 2, 'a lookup asked afterwards is sent');
  });
});

describe('pacing per base address', () => {
  it('a new base address forgets the learned limit: no 429 from a slow 5-per-5-s service after a fast one', async () => {
    const fast = await standIn({ rateLimit: { limit: 100, windowMs: 1000 } });
    const strict = await standIn({ rateLimit: { limit: 5, windowMs: 5000 }, firstAnswerDelayMs: 1500 });
    const { service: s, lookup } = service({ baseUrl: fast.url, requestTimeoutMs: 10_000 });
    await Promise.all(ids(10, 300_000_000_000_000_000n).map((id) => lookup(id)));
    ids(40, 400_000_000_000_000_000n).map((id) => lookup(id, { priority: 'background' }));
    s.configure({ baseUrl: strict.url });
    ids(12, 500_000_000_000_000_000n).map((id) => lookup(id, { priority: 'background' }));
    await sleep(2500);
    assert.ok(
      strict.requests.length > 0 && strict.requests.length <= 5,
      `${strict.requests.length} requests in the first window`,
    );
    assert.ok(strict.requests.every((r) => r.status !== 429));
  });
});
