import assert from 'node:assert/strict';
import { DistinctCounter, MAX_EXACT_REST } from '../../../../../src/features/idsView/core/distinctCounter';

describe('DistinctCounter', () => {
  it('is exact up to 10,000 distinct values, repeats counted once', () => {
    const counter = new DistinctCounter();
    for (let i = 0; i < MAX_EXACT_REST; i++) {
      counter.add(`id${i}`);
      counter.add(`id${i}`);
    }
    assert.equal(counter.count, MAX_EXACT_REST);
    assert.equal(counter.estimated, false);
  });

  it('estimates within 3% past that, from 10,001 to 2.6 million, and never says 10,000 or less', () => {
    for (const n of [10_001, 25_000, 400_000, 2_600_000]) {
      const counter = new DistinctCounter();
      for (let i = 0; i < n; i++) counter.add((1_100_000_000_000_000_000n + BigInt(i) * 4_194_304n).toString());
      assert.equal(counter.estimated, true);
      assert.ok(counter.count > MAX_EXACT_REST);
      assert.ok(Math.abs(counter.count / n - 1) < 0.03, `${counter.count} for ${n}`);
    }
  });
});
