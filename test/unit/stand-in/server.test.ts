import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { SAMPLE_KEY, SECOND_KEY, startStandIn } from '../../stand-in/server';
import { HUGE_BODY_BYTES, IDS } from '../../stand-in/users';
import { rawGet } from './raw-get';
import { runningStandIns } from './runningStandIns';

describe('stand-in User API', () => {
  const start = runningStandIns();
  const auth = (key = SAMPLE_KEY): Record<string, string> => ({ Authorization: key });

  describe('a known user', () => {
    it('answers 200 with the JSON text and the service headers', async () => {
      const standIn = await start();
      assert.match(standIn.url, /^http:\/\/127\.0\.0\.1:\d+$/);
      const answer = await rawGet(`${standIn.url}/v1/users/${IDS.normal}`, auth());
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-type'], 'application/json');
      assert.equal(answer.headers['service-cluster'], 'Loritta Cluster 1 (Catalyst)');
      assert.match(String(answer.headers['service-token-creator']), /^\d{17,19}$/);
      assert.equal(answer.headers['service-token-user'], answer.headers['service-token-creator']);
      assert.equal(answer.headers['x-ratelimit-limit'], '5');
      assert.equal(answer.headers['x-ratelimit-remaining'], '4');
      const user: unknown = JSON.parse(answer.body);
      assert.ok(typeof user === 'object' && user !== null);
      assert.deepEqual(Object.keys(user).slice(0, 6), ['id', 'xp', 'sonhos', 'aboutMe', 'gender', 'emojiFightEmoji']);
      assert.equal((user as { id: unknown }).id, IDS.normal);
    });

    it('keeps 64-bit counters exact in the body text', async () => {
      const standIn = await start();
      const answer = await rawGet(`${standIn.url}/v1/users/${IDS.bigNumbers}`, auth());
      assert.equal(answer.status, 200);
      assert.match(answer.body, /"xp":9007199254740993,/);
      assert.match(answer.body, /"sonhos":4611686018427387905,/);
      const max = await rawGet(`${standIn.url}/v1/users/${IDS.max}`, auth());
      assert.match(max.body, /^\{"id":"9223372036854775807","xp":9223372036854775807,/);
    });

    it("names a bot token's creator and user apart", async () => {
      const standIn = await start();
      const answer = await rawGet(`${standIn.url}/v1/users/${IDS.normal}`, auth(SECOND_KEY));
      assert.equal(answer.status, 200);
      assert.match(String(answer.headers['service-token-user']), /^\d{17,19}$/);
      assert.notEqual(answer.headers['service-token-user'], answer.headers['service-token-creator']);
    });
  });

  describe('errors', () => {
    it('answers 401 with an empty body typed as JSON for a missing, unknown or scheme-prefixed key', async () => {
      const standIn = await start();
      const path = `${standIn.url}/v1/users/${IDS.normal}`;
      for (const headers of [{}, auth('lorixp_unknownKey123'), auth(`Bearer ${SAMPLE_KEY}`), auth('lorixp_test_')]) {
        const answer = await rawGet(path, headers);
        assert.equal(answer.status, 401, JSON.stringify(headers));
        assert.equal(answer.body, '');
        assert.equal(answer.headers['content-type'], 'application/json');
        assert.equal(answer.headers['service-token-creator'], undefined);
        assert.equal(answer.headers['x-ratelimit-remaining'], undefined);
      }
      // Refused tokens spend nothing: the accepted key still has its whole window.
      assert.equal((await rawGet(path, auth())).headers['x-ratelimit-remaining'], '4');
    });

    it('accepts any lorixp_test_ key, and only the configured keys otherwise', async () => {
      const standIn = await start({ keys: ['lorixp_onlyThisOne'] });
      const path = `${standIn.url}/v1/users/${IDS.normal}`;
      assert.equal((await rawGet(path, auth('lorixp_onlyThisOne'))).status, 200);
      assert.equal((await rawGet(path, auth('lorixp_test_mine'))).status, 200);
      assert.equal((await rawGet(path, auth(SAMPLE_KEY))).status, 401);
    });

    it('answers 404 with an empty body typed as JSON for an id without a profile', async () => {
      const standIn = await start();
      for (const id of [IDS.notFound, '1', '-42']) {
        const answer = await rawGet(`${standIn.url}/v1/users/${id}`, auth());
        assert.equal(answer.status, 404, id);
        assert.equal(answer.body, '');
        assert.equal(answer.headers['content-type'], 'application/json');
      }
    });

    it('answers 500 for a non-numeric or out-of-range id, and spends quota doing so', async () => {
      const standIn = await start();
      const remaining: string[] = [];
      for (const id of ['abc', '9223372036854775808', '12%2034']) {
        const answer = await rawGet(`${standIn.url}/v1/users/${id}`, auth());
        assert.equal(answer.status, 500, id);
        remaining.push(String(answer.headers['x-ratelimit-remaining']));
      }
      assert.deepEqual(remaining, ['4', '3', '2']);
      assert.equal((await rawGet(`${standIn.url}/v1/users/${IDS.serverError}`, auth())).status, 500);
    });

    it('answers 404 off the route and 405 for other methods on it', async () => {
      const standIn = await start();
      assert.equal((await rawGet(`${standIn.url}/v1/users/${IDS.normal}/transactions`, auth())).status, 404);
      assert.equal((await rawGet(`${standIn.url}/v2/users/${IDS.normal}`, auth())).status, 404);
      assert.equal((await rawGet(`${standIn.url}/v1/users/${IDS.normal}`, auth(), 'POST')).status, 405);
    });
  });

  describe('rate limit', () => {
    it('refuses the request past the limit until the window that opened at the first request ends', async () => {
      const standIn = await start({ rateLimit: { limit: 5, windowMs: 1000 } });
      const path = `${standIn.url}/v1/users/${IDS.normal}`;
      const first = await rawGet(path, auth());
      // The window opens now, not on a clock boundary: it has its whole length left.
      assert.ok(
        Number(first.headers['x-ratelimit-reset-after']) > 0.9,
        String(first.headers['x-ratelimit-reset-after']),
      );
      const resetEpochSeconds = Number(first.headers['x-ratelimit-reset']);
      assert.ok(Number.isInteger(resetEpochSeconds));
      assert.ok(Math.abs(resetEpochSeconds - (Date.now() + 1000) / 1000) < 2);
      const remaining = [first.headers['x-ratelimit-remaining']];
      for (let i = 0; i < 4; i += 1) remaining.push((await rawGet(path, auth())).headers['x-ratelimit-remaining']);
      assert.deepEqual(remaining, ['4', '3', '2', '1', '0']);

      const refused = await rawGet(path, auth());
      assert.equal(refused.status, 429);
      const retryAfter = Number(refused.headers['retry-after']);
      assert.ok(retryAfter > 0 && retryAfter <= 1, String(refused.headers['retry-after']));
      assert.deepEqual(JSON.parse(refused.body), { retryAfter });
      assert.equal(refused.headers['content-type'], 'application/json');

      // Another key has its own bucket.
      assert.equal((await rawGet(path, auth(SECOND_KEY))).status, 200);

      // Refused requests neither count nor move the window: later in it, the wait is shorter...
      await sleep(400);
      const refusedLater = await rawGet(path, auth());
      assert.equal(refusedLater.status, 429);
      const retryAfterLater = Number(refusedLater.headers['retry-after']);
      assert.ok(retryAfterLater <= retryAfter - 0.3, `${retryAfterLater} after ${retryAfter}`);
      // ...and the first request after its end opens a fresh window of the full limit.
      await sleep(retryAfterLater * 1000 + 20);
      const fresh: number[] = [];
      for (let i = 0; i < 6; i += 1) fresh.push((await rawGet(path, auth())).status);
      assert.deepEqual(fresh, [200, 200, 200, 200, 200, 429]);
    });

    it('always refuses IDS.rateLimited with Retry-After 1.5, without spending quota', async () => {
      const standIn = await start();
      const refused = await rawGet(`${standIn.url}/v1/users/${IDS.rateLimited}`, auth());
      assert.equal(refused.status, 429);
      assert.equal(refused.headers['retry-after'], '1.5');
      assert.equal(refused.body, '{"retryAfter":1.5}');
      const next = await rawGet(`${standIn.url}/v1/users/${IDS.normal}`, auth());
      assert.equal(next.headers['x-ratelimit-remaining'], '4');
    });
  });

  describe('header names', () => {
    it('answers IDS.lorittaHeaders with Loritta-* headers instead of Service-*', async () => {
      const standIn = await start();
      const answer = await rawGet(`${standIn.url}/v1/users/${IDS.lorittaHeaders}`, auth());
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['loritta-cluster'], 'Loritta Cluster 1 (Catalyst)');
      assert.match(String(answer.headers['loritta-token-creator']), /^\d{17,19}$/);
      assert.match(String(answer.headers['loritta-token-user']), /^\d{17,19}$/);
      assert.equal(answer.headers['service-cluster'], undefined);
      assert.equal(answer.headers['service-token-user'], undefined);
    });

    it('uses the Loritta prefix everywhere when asked to', async () => {
      const standIn = await start({ headerPrefix: 'Loritta' });
      const answer = await rawGet(`${standIn.url}/v1/users/${IDS.normal}`, auth());
      assert.ok(answer.headers['loritta-token-user'] !== undefined);
      assert.equal(answer.headers['service-token-user'], undefined);
    });
  });

  describe('fault fixtures', () => {
    it('redirects IDS.redirect to the same path on a second origin that records what reaches it', async () => {
      const standIn = await start();
      const path = `/v1/users/${IDS.redirect}`;
      const answer = await rawGet(`${standIn.url}${path}`, auth());
      assert.equal(answer.status, 302);
      const location = String(answer.headers.location);
      assert.equal(location, `${standIn.redirectTargetUrl}${path}`);
      assert.notEqual(new URL(location).port, String(standIn.port));
      assert.equal(new URL(location).hostname, '127.0.0.1');

      const followedWithoutKey = await rawGet(location);
      const followedWithKey = await rawGet(location, auth());
      assert.equal(followedWithoutKey.status, 200);
      const atTarget = standIn.requests.filter((r) => r.url.startsWith(standIn.redirectTargetUrl));
      assert.deepEqual(
        atTarget.map((r) => [r.url, r.path, r.authorization, r.status]),
        [
          [location, path, undefined, 200],
          [location, path, SAMPLE_KEY, 200],
        ],
      );
      assert.equal(followedWithKey.status, 200);
    });

    it('resets the connection for IDS.reset and records no status', async () => {
      const standIn = await start();
      await assert.rejects(rawGet(`${standIn.url}/v1/users/${IDS.reset}`, auth()), (error: NodeJS.ErrnoException) => {
        assert.ok(error.code === 'ECONNRESET' || /socket hang up/.test(error.message), error.message);
        return true;
      });
      assert.deepEqual(
        standIn.requests.map((r) => r.status),
        [0],
      );
    });

    it('answers IDS.malformedJson with invalid JSON and IDS.wrongTypes with mistyped fields', async () => {
      const standIn = await start();
      const malformed = await rawGet(`${standIn.url}/v1/users/${IDS.malformedJson}`, auth());
      assert.equal(malformed.status, 200);
      assert.throws(() => JSON.parse(malformed.body), SyntaxError);
      const wrong = await rawGet(`${standIn.url}/v1/users/${IDS.wrongTypes}`, auth());
      assert.equal(wrong.status, 200);
      const parsed = JSON.parse(wrong.body) as Record<string, unknown>;
      assert.equal(parsed.xp, 'abc');
      assert.equal(parsed.id, IDS.wrongTypes);
    });

    it('streams a 10 MiB valid user for IDS.hugeBody without announcing its length', async () => {
      const standIn = await start();
      const answer = await rawGet(`${standIn.url}/v1/users/${IDS.hugeBody}`, auth());
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-length'], undefined);
      assert.equal(answer.bytes, HUGE_BODY_BYTES);
      const user = JSON.parse(answer.body) as { id: unknown; aboutMe: string };
      assert.equal(user.id, IDS.hugeBody);
      assert.ok(user.aboutMe.length > 10_000_000);
    });

    it('answers IDS.slow only after slowMs, and close() does not wait for it', async () => {
      const standIn = await start({ slowMs: 150 });
      const startedAt = Date.now();
      const answer = await rawGet(`${standIn.url}/v1/users/${IDS.slow}`, auth());
      assert.equal(answer.status, 200);
      assert.ok(Date.now() - startedAt >= 140);

      const stuck = await start({ slowMs: 60_000 });
      const pending = rawGet(`${stuck.url}/v1/users/${IDS.slow}`, auth());
      while (stuck.requests.length === 0) await sleep(5);
      assert.equal(stuck.requests[0]?.status, 0);
      // A mocha timeout, not a 60 s wait, is what a close() that waits for the answer would produce.
      await stuck.close();
      await assert.rejects(pending);
      assert.equal(stuck.requests[0]?.status, 0);
    });
  });

  describe('request log', () => {
    it('records every request with its final status, and clears in place', async () => {
      const standIn = await start({ rateLimit: { limit: 2, windowMs: 60_000 } });
      const log = standIn.requests;
      await rawGet(`${standIn.url}/v1/users/${IDS.normal}?lang=pt`, { ...auth(), 'X-Trace': 'one' });
      await rawGet(`${standIn.url}/v1/users/${IDS.normal}`);
      await rawGet(`${standIn.url}/v1/users/not-a-number`, auth());
      await rawGet(`${standIn.url}/v1/users/${IDS.notFound}`, auth());
      assert.deepEqual(
        log.map((r) => [r.method, r.path, r.status, r.authorization]),
        [
          ['GET', `/v1/users/${IDS.normal}`, 200, SAMPLE_KEY],
          ['GET', `/v1/users/${IDS.normal}`, 401, undefined],
          ['GET', '/v1/users/not-a-number', 500, SAMPLE_KEY],
          ['GET', `/v1/users/${IDS.notFound}`, 429, SAMPLE_KEY],
        ],
      );
      const first = log[0];
      assert.ok(first !== undefined);
      assert.equal(first.url, `${standIn.url}/v1/users/${IDS.normal}?lang=pt`);
      assert.equal(first.headers['x-trace'], 'one');
      assert.ok(log.every((r, i) => i === 0 || r.receivedAt >= (log[i - 1]?.receivedAt ?? Infinity)));

      standIn.clearRequests();
      assert.equal(standIn.requests, log);
      assert.equal(log.length, 0);
    });

    it('close() is prompt with idle keep-alive connections open, and safe to repeat', async () => {
      const standIn = await start();
      const answer = await fetch(`${standIn.url}/v1/users/${IDS.normal}`, { headers: auth() });
      assert.equal(answer.status, 200);
      await answer.text();
      await standIn.close();
      await standIn.close();
      await assert.rejects(rawGet(`${standIn.url}/v1/users/${IDS.normal}`, auth()));
    });
  });
});

describe('stand-in addresses', () => {
  it('no two stand-ins of a process share an address, though the OS hands freed ports back', async function () {
    this.timeout(60_000);
    // The extension remembers profiles per base address for the whole window: a stand-in on an earlier one's port
    // would find that one's profiles remembered, and a test counting requests would count fewer. Port 0 alone gives a
    // freed port back often here (about 1 listen in 8 after a couple of thousand).
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const standIn = await startStandIn();
      try {
        for (const url of [standIn.url, standIn.redirectTargetUrl]) {
          assert.ok(!seen.has(url), `${url} again, at stand-in ${i + 1}`);
          seen.add(url);
        }
      } finally {
        await standIn.close();
      }
    }
  });
});
