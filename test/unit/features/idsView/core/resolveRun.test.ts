// The lookups of a document against the stand-in, through the real data layer (its cache, scheduler and
// client): each user asked once and nothing else, no 429, stop drops what was not sent, a key problem ends the
// run at the first answer, cached profiles cost nothing, and a hover goes before the queued lookups.
import type { LookupResult } from '../../../../../src/model/user';
import assert from 'node:assert/strict';
import { shownEntries, idsToLookUp, type Resolution } from '../../../../../src/features/idsView/core/idTable';
import { ResolveRun, type LookupPort } from '../../../../../src/features/idsView/core/resolveRun';
import { scanIds } from '../../../../../src/features/idsView/core/scanIds';
import { stringSource } from '../../../../../src/text/textSource';
import { IDS } from '../../../../stand-in/users';
import { requestsFor, service, standIn } from '../../../api/serviceHarness';
import { CORPUS_NOW_MS } from '../../../ids/payloadCorpus';
import { eightUserLog, LOG_NON_USERS, LOG_USERS } from './logFixture';
import { IdCorrections } from '../../../../../src/ids/corrections';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pathsOf = (requests: { path: string }[]) => requests.map((r) => r.path.slice('/v1/users/'.length));

function unknownIds(n: number, salt: number): string[] {
  return Array.from({ length: n }, (_, i) =>
    (1_150_000_000_000_000_000n + BigInt(salt) * 1_000_000n + BigInt(i) * 7919n).toString(),
  );
}

function port(
  lookup: (id: string, options: { priority: 'background'; signal: AbortSignal }) => Promise<LookupResult>,
  harness: { service: { peek: LookupPort['peek'] } },
): LookupPort {
  return { lookup, peek: (id) => harness.service.peek(id) };
}

describe('resolving the users of a document', function () {
  this.timeout(20_000);

  it('a log with eight users: each user asked once, no other id, no 429, every row a profile with its xp', async () => {
    const api = await standIn({ rateLimit: { limit: 5, windowMs: 1000 } });
    const harness = service({ baseUrl: api.url });
    const tally = await scanIds(stringSource(eightUserLog()), {
      corrections: IdCorrections.none,
      languageId: 'log',
      nowMs: CORPUS_NOW_MS,
    });
    assert.ok(tally);
    const ids = idsToLookUp(shownEntries(tally));
    const results = new Map<string, Resolution>();
    const changed: string[] = [];
    const outcome = await new ResolveRun(ids, port(harness.lookup, harness), results, (id) => changed.push(id)).start();
    assert.deepEqual(outcome, { total: 8, profiles: 8, failed: 0, stopped: 0 });
    assert.deepEqual(pathsOf(api.requests).sort(), [...LOG_USERS].sort(), 'each user once, nothing else');
    for (const id of LOG_NON_USERS) assert.equal(requestsFor(api, id).length, 0);
    assert.deepEqual(
      api.requests.filter((r) => r.status === 429),
      [],
    );
    assert.deepEqual([...changed].sort(), [...LOG_USERS].sort(), 'one change per row');
    const big = results.get(IDS.bigNumbers);
    assert.ok(big?.state === 'profile' && big.view.xp === '9007199254740993', 'xp exact');
  });

  it('stop drops every lookup not sent yet and settles the run', async () => {
    const api = await standIn({ rateLimit: { limit: 5, windowMs: 1000 } });
    const harness = service({ baseUrl: api.url });
    const ids = unknownIds(20, 1);
    const results = new Map<string, Resolution>();
    const run = new ResolveRun(ids, port(harness.lookup, harness), results, () => undefined);
    const outcome = run.start();
    while (api.requests.length < 5) await sleep(5);
    run.stop();
    const stopped = await outcome;
    const sentAtStop = api.requests.length;
    assert.ok(stopped.stopped >= 10, JSON.stringify(stopped));
    assert.equal(stopped.total, 20);
    await sleep(2500);
    assert.equal(api.requests.length, sentAtStop, 'nothing sent after stop');
    assert.ok([...results.values()].every((r) => r.state !== 'waiting'));
  });

  it('a rejected key ends the run at its first answer, every row saying so, with one request sent', async () => {
    const api = await standIn({ rateLimit: { limit: 5, windowMs: 1000 } });
    const harness = service({ baseUrl: api.url }, 'not-a-key-the-stand-in-knows');
    const results = new Map<string, Resolution>();
    const outcome = await new ResolveRun(
      unknownIds(10, 2),
      port(harness.lookup, harness),
      results,
      () => undefined,
    ).start();
    assert.deepEqual(outcome, { total: 10, profiles: 0, failed: 10, stopped: 0 });
    assert.ok([...results.values()].every((r) => r.state === 'failed' && r.error.kind === 'Unauthorized'));
    assert.equal(api.requests.length, 1);
  });

  it('without a key nothing is sent', async () => {
    const api = await standIn({ rateLimit: { limit: 5, windowMs: 1000 } });
    const harness = service({ baseUrl: api.url, getApiKey: () => Promise.resolve(undefined) });
    const results = new Map<string, Resolution>();
    const outcome = await new ResolveRun(
      unknownIds(6, 3),
      port(harness.lookup, harness),
      results,
      () => undefined,
    ).start();
    assert.equal(outcome.failed, 6);
    assert.ok([...results.values()].every((r) => r.state === 'failed' && r.error.kind === 'NoKey'));
    assert.equal(api.requests.length, 0);
  });

  it('profiles already in the cache cost no request', async () => {
    const api = await standIn({ rateLimit: { limit: 5, windowMs: 1000 } });
    const harness = service({ baseUrl: api.url });
    assert.ok((await harness.lookup(IDS.normal)).ok);
    api.clearRequests();
    const results = new Map<string, Resolution>();
    const outcome = await new ResolveRun(
      [IDS.normal, IDS.banned],
      port(harness.lookup, harness),
      results,
      () => undefined,
    ).start();
    assert.equal(outcome.profiles, 2);
    assert.deepEqual(pathsOf(api.requests), [IDS.banned]);
  });

  it('a hover during the run is sent before the lookups still queued', async () => {
    const api = await standIn({ rateLimit: { limit: 5, windowMs: 1000 } });
    const harness = service({ baseUrl: api.url });
    const ids = unknownIds(15, 4);
    const run = new ResolveRun(ids, port(harness.lookup, harness), new Map(), () => undefined).start();
    while (api.requests.length < 5) await sleep(5);
    const hover = await harness.lookup(IDS.demoDev, { priority: 'hover' });
    assert.ok(hover.ok);
    const at = api.requests.indexOf(requestsFor(api, IDS.demoDev)[0]!);
    assert.ok(at >= 5 && at <= 6, `the hover was request ${at + 1} of ${api.requests.length}`);
    const outcome = await run;
    assert.equal(outcome.failed, 15, 'the stand-in has no profile for these: each failed as not found');
    assert.equal(api.requests.length, 16);
    assert.deepEqual(
      api.requests.filter((r) => r.status === 429),
      [],
    );
  });
});
