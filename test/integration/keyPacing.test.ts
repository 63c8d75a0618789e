// Pacing per key in the real VS Code, against the stand-in's per-key windows and its request log (which key
// each request carried): another key starts a fresh window, a cleared or replaced key is never sent again
// (queued hovers included), and a new base address under load draws no 429.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { startStandIn, type StandIn } from '../stand-in/server';
import { PROFILE_IDS } from '../stand-in/users';
import {
  activateExtension,
  closeAllEditors,
  PATIENCE_MS,
  setKey,
  setSetting,
  uniqueKey,
  useStandIn,
  waitUntil,
  sleep,
} from './fixture';
import { open, ourHover, positionOf } from './hoverParts';

/** Hovers every id at once; `done` settles when every hover has its content. */
async function hoverAll(ids: readonly string[]): Promise<{ done: Promise<string[]> }> {
  const doc = await open('log', ids.map((id) => `id=${id}`).join('\n'));
  return { done: Promise.all(ids.map((id) => ourHover(doc, positionOf(doc, id)))) };
}

describe('Pacing per key, against the stand-in', () => {
  const standIns: StandIn[] = [];

  before(async () => {
    await activateExtension();
  });

  afterEach(async () => {
    for (const s of standIns.splice(0)) await s.close();
    await setSetting('baseUrl', undefined);
    await setSetting('requestTimeoutSeconds', undefined);
    await closeAllEditors();
  });

  it('another key starts with a fresh window: the queued hovers go at once, with the new key only, and no 429', async function () {
    this.timeout(3 * PATIENCE_MS);
    // A long window (5 per 20 s), so that waiting for the old key's window (about 20 s) and not waiting (at once) stay
    // far apart however busy the machine is; the request time-out past it, so that the queued hovers wait for it
    // silently rather than give up.
    const windowMs = 20_000;
    await setSetting('requestTimeoutSeconds', 60);
    const api = await useStandIn({ rateLimit: { limit: 5, windowMs } });
    standIns.push(api);
    const first = uniqueKey('pace-first');
    const second = uniqueKey('pace-second');
    await setKey(first);
    const hovers = (await hoverAll(PROFILE_IDS.slice(0, 8))).done;
    assert.ok(await waitUntil(() => api.requests.length === 5), 'the first key spent its window');
    await sleep(300);
    assert.equal(api.requests.length, 5, 'the other three wait for the window');
    const changedAt = Date.now();
    await setKey(second);
    await hovers;
    const later = api.requests.slice(5);
    assert.equal(later.length, 3);
    assert.ok(
      later.every((r) => r.authorization === second),
      'the queued hovers carried the new key',
    );
    const oldWindowEnds = api.requests[0]!.receivedAt + windowMs;
    assert.ok(
      later.every((r) => r.receivedAt < oldWindowEnds - 5000),
      `they did not wait for the old key's window: ${later.map((r) => r.receivedAt - changedAt).join(', ')} ms after the change`,
    );
    assert.deepEqual(
      api.requests.filter((r) => r.status === 429),
      [],
    );
  });

  it('after Clear API Key, no queued hover is sent, nor any with the cleared key; they go with the key set next', async function () {
    this.timeout(3 * PATIENCE_MS);
    const api = await useStandIn({ rateLimit: { limit: 1, windowMs: 3000 } });
    standIns.push(api);
    const cleared = uniqueKey('pace-cleared');
    const next = uniqueKey('pace-next');
    await setKey(cleared);
    const ids = PROFILE_IDS.slice(0, 5);
    const hovers = (await hoverAll(ids)).done;
    assert.ok(await waitUntil(() => api.requests.length === 1));
    assert.equal(await vscode.commands.executeCommand('profileLookup.clearApiKey'), true);
    const clearedAt = Date.now();
    await sleep(4500);
    assert.equal(api.requests.length, 1, 'nothing was sent without a key, though the window reopened');
    await setKey(next);
    const shown = await hovers;
    assert.ok(
      api.requests.filter((r) => r.receivedAt >= clearedAt).every((r) => r.authorization === next),
      'only the new key after Clear',
    );
    assert.equal(api.requests.filter((r) => r.authorization === cleared).length, 1);
    assert.deepEqual(
      [...new Set(api.requests.map((r) => r.path))].length,
      ids.length,
      'every queued hover was sent once',
    );
    assert.ok(
      shown.slice(1).every((h) => /Sonhos/.test(h)),
      'the waiting hovers filled in',
    );
    assert.deepEqual(
      api.requests.filter((r) => r.status === 429),
      [],
    );
  });

  it('a new base address under load forgets what the old service taught (its limit of 100): no 429 from a 5-per-5-s one', async function () {
    this.timeout(3 * PATIENCE_MS);
    const fast = await useStandIn({ rateLimit: { limit: 100, windowMs: 1000 } });
    const strict = await startStandIn({ rateLimit: { limit: 5, windowMs: 5000 }, firstAnswerDelayMs: 3000 });
    standIns.push(strict, fast);
    await setKey(uniqueKey('pace-base'));
    const learned = await (await hoverAll(PROFILE_IDS.slice(0, 4))).done;
    assert.ok(
      learned.every((h) => /Sonhos/.test(h)),
      'the fast service answered',
    );
    const underLoad = (await hoverAll(PROFILE_IDS.slice(4))).done;
    await setSetting('baseUrl', strict.url);
    const afterSwitch = (await hoverAll(PROFILE_IDS.slice(4))).done;
    await Promise.all([underLoad, afterSwitch]);
    const firstAt = strict.requests[0]?.receivedAt;
    assert.ok(firstAt !== undefined, 'the new service was asked');
    const firstWindow = strict.requests.filter((r) => r.receivedAt < firstAt + 5000);
    assert.ok(firstWindow.length <= 5, `${firstWindow.length} requests in the new service's first window`);
    assert.deepEqual(
      strict.requests.filter((r) => r.status === 429),
      [],
      'no 429',
    );
    assert.ok(fast.requests.length >= 4);
  });
});
