import * as assert from 'node:assert/strict';
import type { StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import {
  activateExtension,
  closeAllEditors,
  lookupUser,
  setKey,
  waitForProfileTab,
  setSetting,
  uniqueKey,
  useStandIn,
} from './fixture';

describe('Lookup User leaves the panel in the right state, and the extension working', () => {
  let standIn: StandIn;

  before(async () => {
    await activateExtension();
    standIn = await useStandIn({ rateLimit: { limit: 50, windowMs: 1000 }, slowMs: 4000 });
    // Longer than the 429 fixture's 1.5 s Retry-After, which the data layer then sits through and retries once;
    // shorter than the slow fixture's 4 s.
    await setSetting('requestTimeoutSeconds', 2);
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
      assert.deepEqual(await lookupUser(IDS.extraFields), { id: IDS.extraFields, state: 'profile' });
    });
  }

  it('429 that lasts: the open panel counts down and retries by itself three times, then leaves it to the user', async function () {
    this.timeout(60_000);
    await closeAllEditors();
    standIn.clearRequests();
    const path = `/v1/users/${IDS.rateLimited}`;
    const sent = () => standIn.requests.filter((r) => r.path === path).length;
    assert.deepEqual(await lookupUser(IDS.rateLimited), {
      id: IDS.rateLimited,
      state: 'error',
      errorKind: 'RateLimited',
    });
    // Every lookup is two requests: the data layer waits as told and tries once more. The first lookup and three
    // automatic retries from the page's countdown make eight; then the panel stops asking.
    const deadline = Date.now() + 40_000;
    while (sent() < 8 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    assert.equal(sent(), 8, 'the page retried by itself three times');
    await new Promise((r) => setTimeout(r, 6000));
    assert.equal(sent(), 8, 'and then no more');
  });

  it('401: a rejected key shows Unauthorized, and a good key works again', async () => {
    await setKey('lorixp_revoked0000000000000000000000000000000000');
    assert.deepEqual(await lookupUser(IDS.banned), { id: IDS.banned, state: 'error', errorKind: 'Unauthorized' });
    await setKey(uniqueKey('states-again'));
    assert.deepEqual(await lookupUser(IDS.banned), { id: IDS.banned, state: 'profile' });
  });
});
