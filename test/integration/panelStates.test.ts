import * as assert from 'node:assert/strict';
import type { StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import { activateExtension, closeAllEditors, lookupUser, setKey, waitForProfileTab, setSetting, uniqueKey, useStandIn } from './fixture';

describe('Lookup User leaves the panel in the right state, and the extension working', () => {
  let standIn: StandIn;

  before(async () => {
    await activateExtension();
    standIn = await useStandIn({ rateLimit: { limit: 50, windowMs: 1000 }, slowMs: 4000 });
    await setSetting('requestTimeoutSeconds', 1);
    await setKey(uniqueKey('states'));
  });

  after(async () => {
    await setSetting('requestTimeoutSeconds', undefined);
    await closeAllEditors();
    await standIn.close();
  });

  const cases: [string, string, string | undefined][] = [
    ['found', IDS.normal, undefined],
    ['404', IDS.notFound, 'NotFound'],
    ['429', IDS.rateLimited, 'RateLimited'],
    ['500', IDS.serverError, 'ServerError'],
    ['malformed JSON', IDS.malformedJson, 'InvalidResponse'],
    ['wrong types', IDS.wrongTypes, 'InvalidResponse'],
    ['slow (time-out)', IDS.slow, 'Timeout'],
    ['connection reset', IDS.reset, 'Network'],
  ];
  for (const [name, id, errorKind] of cases) {
    it(`${name}: the panel shows ${errorKind ?? 'the profile'}, then the next lookup works`, async () => {
      const outcome = await lookupUser(id);
      assert.deepEqual(outcome, errorKind ? { id, state: 'error', errorKind } : { id, state: 'profile' });
      assert.ok(await waitForProfileTab(`User ${id}`), 'the panel is open');
      if (errorKind === 'RateLimited') {
        // A 429 holds every request for its Retry-After (1.5 s, longer than this suite's time-out, so lookups in
        // the meantime are told so at once); the open panel's countdown would ask again and renew the hold.
        await closeAllEditors();
        await new Promise((r) => setTimeout(r, 1700));
      }
      assert.deepEqual(await lookupUser(IDS.extraFields), { id: IDS.extraFields, state: 'profile' });
    });
  }

  it('429 that lasts: the open panel counts down and retries by itself three times, then leaves it to the user', async function () {
    this.timeout(60_000);
    await closeAllEditors();
    standIn.clearRequests();
    const path = `/v1/users/${IDS.rateLimited}`;
    const sent = () => standIn.requests.filter((r) => r.path === path).length;
    assert.deepEqual(await lookupUser(IDS.rateLimited), { id: IDS.rateLimited, state: 'error', errorKind: 'RateLimited' });
    // Every lookup is one request: the 1.5 s Retry-After is longer than this suite's 1 s time-out, so the data
    // layer returns it at once instead of waiting silently. The first lookup and three automatic retries from
    // the page's countdown make four; then the panel stops asking.
    const deadline = Date.now() + 40_000;
    while (sent() < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    assert.equal(sent(), 4, 'the page retried by itself three times');
    await new Promise((r) => setTimeout(r, 6000));
    assert.equal(sent(), 4, 'and then no more');
  });

  it('401: a rejected key shows Unauthorized, and a good key works again', async () => {
    await setKey('lorixp_revoked0000000000000000000000000000000000');
    assert.deepEqual(await lookupUser(IDS.banned), { id: IDS.banned, state: 'error', errorKind: 'Unauthorized' });
    await setKey(uniqueKey('states-again'));
    assert.deepEqual(await lookupUser(IDS.banned), { id: IDS.banned, state: 'profile' });
  });
});
