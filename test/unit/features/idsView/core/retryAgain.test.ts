// Issue 27: the Ids view's progress went 19 → 18 → 19 while it retried, and one rate-limited id was asked 8 times
// (the data layer's own retry after each of 4 runs). A retried row keeps its failure (and counts as done) until
// it answers again, a stop puts it back as it was, and the view asks again by itself once, after the announced wait.
import type { LookupResult } from '../../../../../src/model/user';
import assert from 'node:assert/strict';
import type { Resolution } from '../../../../../src/features/idsView/core/idTable';
import { ResolveRun, type LookupPort } from '../../../../../src/features/idsView/core/resolveRun';
import { autoRetryDelayMs, MAX_AUTO_RETRIES } from '../../../../../src/features/idsView/core/retryPolicy';
import { lookupErrors } from '../../../../../src/api/model/errors';

const IDS = ['589142681454035401', '297153970613387264', '1150000000000000000'];
const rateLimited: Resolution = { state: 'failed', error: lookupErrors.rateLimited(3000) };

/**
 * The run's own port (what LazyUserService gives it), answering when the test says: the order of answers is
 * what is under test here; the requests themselves are resolveRun.test.ts's, against the stand-in.
 */
function heldPort(): LookupPort & { answer(id: string, result: LookupResult): void; asked: string[] } {
  const pending = new Map<string, (result: LookupResult) => void>();
  const asked: string[] = [];
  return {
    asked,
    lookup: (id, { signal }) =>
      new Promise<LookupResult>((resolve) => {
        asked.push(id);
        pending.set(id, resolve);
        signal.addEventListener('abort', () => resolve({ ok: false, error: lookupErrors.cancelled() }));
      }),
    peek: () => undefined,
    answer: (id, result) => pending.get(id)?.(result),
  };
}

const done = (results: Map<string, Resolution>) =>
  IDS.filter((id) => ['profile', 'failed'].includes(results.get(id)?.state ?? '')).length;

describe('features/idsView/core: asking failed rows again', () => {
  it('a retried row counts as done until it answers again: progress never goes backwards', async () => {
    const results = new Map<string, Resolution>(IDS.map((id) => [id, rateLimited]));
    const port = heldPort();
    const seen: number[] = [done(results)];
    const run = new ResolveRun(IDS, port, results, () => seen.push(done(results)));
    seen.push(done(results));
    const outcome = run.start();
    seen.push(done(results));
    port.answer(IDS[0]!, { ok: false, error: lookupErrors.notFound(IDS[0]!) });
    await Promise.resolve();
    await Promise.resolve();
    run.stop();
    await outcome;
    seen.push(done(results));
    assert.deepEqual(
      seen,
      seen.map(() => 3),
      `done at each step: ${seen.join(' → ')}`,
    );
    assert.equal(results.get(IDS[1]!), rateLimited, 'stopped before an answer: the failure it had');
  });

  it('the view asks again by itself once per run, only after the wait the service announced', () => {
    const table: [wait: number, retries: number, expected: number | undefined][] = [
      [0, 0, undefined],
      [3000, 0, 3250],
      [3000, MAX_AUTO_RETRIES, undefined],
      [59_000, 0, 59_250],
      [600_000, 0, undefined],
    ];
    for (const [wait, retries, expected] of table)
      assert.equal(autoRetryDelayMs(wait, retries), expected, `wait ${wait}, retries ${retries}`);
    assert.equal(MAX_AUTO_RETRIES, 1);
  });
});
