// A broken or hostile service against the whole data layer, one stand-in fault at a time. For each: the
// lookup ends (a lookup held past the request time-out ends as Timeout, which the kind check tells apart;
// wall time is never asserted above, since load stretches it), with a typed error in its own words; no
// uncaught error, unhandled rejection or timer overflow (processWatch.ts checks after every test); no wake-up
// loop once it is over; no memory kept; and the next lookup is served.
import type { LookupErrorKind } from '../../../src/model/lookupError';
import type { LookupResult } from '../../../src/model/user';
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { FAULT_IDS } from '../../stand-in/faults';
import type { StandIn } from '../../stand-in/server';
import { IDS } from '../../stand-in/users';
import { requestsFor, service, standIn } from './serviceHarness';
import { retainedBytes, timersCreatedWhileQuiet } from './resourceWatch';

/** The request time-out where the time-out is what the case is about (a drip, no answer). */
const TIMEOUT_MS = 1000;
/** Under the stand-in's 5 s garbage Retry-After, so that wait is said, not sat out. */
const RATE_LIMITED_TIMEOUT_MS = 3000;
/** Everywhere else: far more than any answer takes, so a loaded machine cannot turn a case into a Timeout. */
const ROOMY_TIMEOUT_MS = 20_000;
const QUIET_MS = 300;
/** Timers a quiet process may create in QUIET_MS (a socket's keep-alive, undici's clock); a 1 ms loop makes hundreds. */
const QUIET_TIMERS_MAX = 3;
const RETAINED_MAX_BYTES = 4 * 1024 * 1024;
const fast = { limit: 1000, windowMs: 1000 };

interface FaultCase {
  name: string;
  id: string;
  /** The error kind, or 'profile' when the fault leaves a valid answer. */
  kind: LookupErrorKind | 'profile';
  message?: RegExp;
  field?: string;
  /** The lookup after the fault: a profile, or (the service still holds requests) RateLimited at once. */
  next: 'profile' | 'rateLimitedAtOnce';
  check?(result: LookupResult, api: StandIn, elapsedMs: number): void;
}

function requestTimeoutFor(fault: FaultCase): number {
  if (fault.kind === 'Timeout') return TIMEOUT_MS;
  return fault.kind === 'RateLimited' || fault.next === 'rateLimitedAtOnce'
    ? RATE_LIMITED_TIMEOUT_MS
    : ROOMY_TIMEOUT_MS;
}

function retryAfterOf(result: LookupResult): number {
  assert.ok(!result.ok && result.error.retryAfterMs !== undefined, 'a RateLimited error with its wait');
  return result.error.retryAfterMs;
}

const believedAtMostAMinute = (result: LookupResult): void => {
  const wait = retryAfterOf(result);
  assert.ok(wait >= 59_000 && wait <= 61_000, `believed ${wait} ms, not more than a minute`);
};

const CASES: FaultCase[] = [
  {
    name: 'a body that drips one byte at a time',
    id: FAULT_IDS.drip,
    kind: 'Timeout',
    message: /started answering but did not finish within 1 s/,
    next: 'profile',
    check: (_r, _api, elapsed) =>
      assert.ok(elapsed >= TIMEOUT_MS - 50, `ended by the deadline, after ${Math.round(elapsed)} ms`),
  },
  {
    name: 'a server that never answers',
    id: FAULT_IDS.neverAnswers,
    kind: 'Timeout',
    message: /did not answer within 1 s/,
    next: 'profile',
  },
  {
    name: 'a reset in the middle of the body',
    id: FAULT_IDS.resetMidBody,
    kind: 'Network',
    message: /was cut while the answer was arriving/,
    next: 'profile',
  },
  {
    name: 'a declared Content-Length over the cap',
    id: FAULT_IDS.oversizeDeclared,
    kind: 'InvalidResponse',
    message: /larger than 1024 KB; it was not read/,
    next: 'profile',
    // The stand-in sends 1 KiB of the 2 MiB it declares and holds the connection open: reading the body would
    // end in Timeout, so InvalidResponse with this message is the proof it was refused from the header.
    check: (_r, api) => assert.equal(requestsFor(api, FAULT_IDS.oversizeDeclared).length, 1, 'refused, not retried'),
  },
  {
    name: '100 KB of headers',
    id: FAULT_IDS.headerFlood,
    kind: 'InvalidResponse',
    message: /invalid answer: its headers are larger than 16 KB/,
    next: 'profile',
  },
  {
    name: 'an answer that is not HTTP',
    id: FAULT_IDS.notHttp,
    kind: 'InvalidResponse',
    message: /invalid answer that is not HTTP/,
    next: 'profile',
  },
  {
    name: 'a same-origin redirect loop',
    id: FAULT_IDS.redirectLoop,
    kind: 'InvalidResponse',
    message: /kept redirecting the lookup \(HTTP 302, a redirect loop\)/,
    next: 'profile',
    check: (_r, api) =>
      assert.equal(
        requestsFor(api, FAULT_IDS.redirectLoop).length,
        1,
        'the loop is seen without sending the key again',
      ),
  },
  {
    name: 'Retry-After: 3600',
    id: FAULT_IDS.retryAfterHour,
    kind: 'RateLimited',
    message: /try again in 60(\.\d)? s/,
    next: 'rateLimitedAtOnce',
    check: believedAtMostAMinute,
  },
  {
    name: 'Retry-After of 30 days',
    id: FAULT_IDS.retryAfterMonth,
    kind: 'RateLimited',
    next: 'rateLimitedAtOnce',
    check: believedAtMostAMinute,
  },
  {
    name: 'Retry-After in year 9999',
    id: FAULT_IDS.retryAfterYear9999,
    kind: 'RateLimited',
    next: 'rateLimitedAtOnce',
    check: believedAtMostAMinute,
  },
  {
    name: 'a negative Retry-After',
    id: FAULT_IDS.retryAfterNegative,
    kind: 'RateLimited',
    message: /try again in a moment/,
    next: 'profile',
    check: (r, api) => {
      assert.ok(retryAfterOf(r) < 1000);
      assert.equal(requestsFor(api, FAULT_IDS.retryAfterNegative).length, 2, 'retried once, after no real wait');
    },
  },
  {
    name: 'a garbage Retry-After and body',
    id: FAULT_IDS.retryAfterGarbage,
    kind: 'RateLimited',
    message: /try again in 5(\.\d)? s/,
    // The documented window, longer than this test's 1 s time-out: said, not waited.
    next: 'rateLimitedAtOnce',
    check: (r) => assert.ok(retryAfterOf(r) >= 5000 && retryAfterOf(r) < 6000),
  },
  {
    name: 'X-RateLimit-Reset-After: 99999999 on a 200',
    id: FAULT_IDS.lyingResetAfter,
    kind: 'profile',
    next: 'profile',
  },
  {
    name: 'a 1,000,000-digit xp',
    id: FAULT_IDS.hugeXp,
    kind: 'InvalidResponse',
    field: 'xp',
    message: /`xp` is an integer of 1000000 digits, outside the signed 64-bit range/,
    next: 'profile',
  },
  {
    name: 'a 300-digit xp',
    id: FAULT_IDS.longXp,
    kind: 'InvalidResponse',
    field: 'xp',
    message: /`xp` is an integer of 300 digits, outside the signed 64-bit range/,
    next: 'profile',
  },
  {
    name: 'xp of 2^63',
    id: FAULT_IDS.xpPastMax,
    kind: 'InvalidResponse',
    field: 'xp',
    message: /`xp` is outside the signed 64-bit range/,
    next: 'profile',
  },
  {
    name: 'xp written 1e30',
    id: FAULT_IDS.xpExponent,
    kind: 'InvalidResponse',
    field: 'xp',
    message: /`xp` must be an integer/,
    next: 'profile',
  },
  {
    name: 'an extra field of 1e400',
    id: FAULT_IDS.infiniteExtra,
    kind: 'InvalidResponse',
    field: 'features.thirdPartySonhosTransferTax',
    message: /`features\.thirdPartySonhosTransferTax` is a number too large to represent/,
    next: 'profile',
  },
  {
    name: 'sonhos of -2^63 (valid)',
    id: FAULT_IDS.sonhosAtMin,
    kind: 'profile',
    next: 'profile',
    check: (r) =>
      assert.ok(
        r.ok && r.profile.user.sonhos === -(2n ** 63n) && /"sonhos": -9223372036854775808\n/.test(r.profile.json),
      ),
  },
  {
    // The parsed tree of this body is ~21 MB: kept for Copy JSON, 250 of them exhausted the heap. The memory check
    // below (under 4 MiB kept, the profile cached) is the test; Copy JSON still prints the whole body.
    name: 'a 1 MiB body padded with [{},{},…] (cached)',
    id: FAULT_IDS.paddedBody,
    kind: 'profile',
    next: 'profile',
    check: (r) => assert.ok(r.ok && r.profile.json.startsWith('{\n') && r.profile.json.includes('"pad": [\n    {},\n')),
  },
  { name: 'a byte-order mark, with a Content-Length', id: FAULT_IDS.bomDeclared, kind: 'profile', next: 'profile' },
  { name: 'a byte-order mark, chunked', id: FAULT_IDS.bomChunked, kind: 'profile', next: 'profile' },
  {
    name: 'an interim 100 Continue nobody asked for',
    id: FAULT_IDS.unaskedContinue,
    kind: 'InvalidResponse',
    message: /an interim “100 Continue” that the lookup did not ask for/,
    next: 'profile',
  },
];

describe('a broken or hostile service', function () {
  this.timeout(90_000);

  before(async () => {
    // Load and warm everything a lookup touches, so the memory check measures the fault, not first use.
    const api = await standIn({ rateLimit: fast });
    assert.ok((await service({ baseUrl: api.url }).lookup(IDS.normal)).ok);
  });

  for (const fault of CASES) {
    it(`${fault.name}: bounded, ${fault.kind === 'profile' ? 'read correctly' : `${fault.kind} in its own words`}, and the next lookup is served`, async () => {
      const api = await standIn({ rateLimit: fast, dripMs: 50 });
      const { lookup } = service({ baseUrl: api.url, requestTimeoutMs: requestTimeoutFor(fault) });
      const before = retainedBytes();
      const started = performance.now();
      const result = await lookup(fault.id);
      const elapsed = performance.now() - started;

      if (fault.kind === 'profile') {
        assert.ok(result.ok, result.ok ? '' : result.error.message);
      } else {
        assert.ok(!result.ok, `expected ${fault.kind}, got a profile`);
        assert.equal(result.error.kind, fault.kind, result.error.message);
        if (fault.message !== undefined) assert.match(result.error.message, fault.message);
        assert.equal(result.error.field, fault.field);
      }
      fault.check?.(result, api, elapsed);

      const timers = await timersCreatedWhileQuiet(QUIET_MS);
      assert.ok(timers <= QUIET_TIMERS_MAX, `${timers} timers created in a quiet ${QUIET_MS} ms`);
      const retained = retainedBytes() - before;
      assert.ok(retained < RETAINED_MAX_BYTES, `${(retained / 1024 / 1024).toFixed(1)} MiB kept`);

      const sentBefore = api.requests.length;
      const next = await lookup(IDS.normal);
      if (fault.next === 'profile') {
        assert.ok(next.ok, next.ok ? '' : next.error.message);
      } else {
        // Said, not waited: a lookup that sat out the hold would then be sent, and the count would show it.
        assert.ok(!next.ok && next.error.kind === 'RateLimited', 'the service still holds requests: said at once');
        assert.equal(api.requests.length, sentBefore, 'nothing sent while the service holds requests');
      }
    });
  }
});

/** The lookup's promise, and whether it has settled yet. */
function watched<T>(pending: Promise<T>): { pending: Promise<T>; settled: () => boolean } {
  let done = false;
  void pending.finally(() => (done = true));
  return { pending, settled: () => done };
}

// Order, not wall time: the explicit lookup must be served while the stalled one is still pending (it ends
// only at its 8 s time-out), however slowly a loaded machine runs both.
describe('one request cannot stall the queue', function () {
  this.timeout(60_000);

  it('a dripping answer counts when its headers arrive: an explicit lookup behind it is served while it drips', async () => {
    const api = await standIn({ rateLimit: fast, dripMs: 200 });
    const { lookup } = service({ baseUrl: api.url, requestTimeoutMs: 8000 });
    const dripping = watched(lookup(FAULT_IDS.drip, { priority: 'hover' }));
    const explicit = await lookup(IDS.normal, { priority: 'explicit' });
    assert.ok(explicit.ok);
    assert.equal(dripping.settled(), false, 'served before the dripping answer ended');
    const r = await dripping.pending;
    assert.ok(!r.ok && r.error.kind === 'Timeout');
  });

  it('a first request that never answers holds the others for a while at most, not its whole time-out', async () => {
    const api = await standIn({ rateLimit: fast });
    const { lookup } = service({ baseUrl: api.url, requestTimeoutMs: 8000 });
    const hanging = watched(lookup(FAULT_IDS.neverAnswers, { priority: 'hover' }));
    const explicit = await lookup(IDS.normal, { priority: 'explicit' });
    assert.ok(explicit.ok);
    assert.equal(hanging.settled(), false, 'served before the hanging request timed out');
    const r = await hanging.pending;
    assert.ok(!r.ok && r.error.kind === 'Timeout');
  });
});

describe('a learned rate-limit window', () => {
  it('a lying Reset-After is believed up to a minute, and the window shrinks at the next window’s first answer', async function () {
    this.timeout(60_000);
    const api = await standIn({ rateLimit: { limit: 5, windowMs: 1000 } });
    const { lookup } = service({ baseUrl: api.url, requestTimeoutMs: 2000 });
    assert.ok((await lookup(FAULT_IDS.lyingResetAfter)).ok, 'the lie came with a valid profile');
    // The stand-in's real window (1 s) ends; the next answer opens a new one and says how long it is.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.ok((await lookup(IDS.normal)).ok);
    const ids = Array.from({ length: 9 }, (_, i) => (1_100_000_000_000_000_000n + BigInt(i) * 7919n).toString());
    const started = performance.now();
    const results = await Promise.all(ids.map((id) => lookup(id)));
    assert.ok(
      results.every((r) => !r.ok && r.error.kind === 'NotFound'),
      results.map((r) => (r.ok ? 'ok' : r.error.kind)).join(','),
    );
    // About 2 s at the 1 s window; a believed minute would hold the last four for a minute. The cap sits
    // between the two, far from both, so load cannot reach it and the old window still fails it.
    assert.ok(performance.now() - started < 30_000, 'paced at the 1 s window again, not a minute');
    assert.ok(!api.requests.some((r) => r.status === 429));
  });
});
