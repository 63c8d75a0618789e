import assert from 'node:assert/strict';
import { SortedTimes } from '../../../../src/api/pacing/sortedTimes';

describe('sorted answer times', () => {
  it('keeps times ascending, inserting out-of-order ones in place', () => {
    const times = new SortedTimes();
    for (const t of [10, 20, 30]) times.add(t);
    times.add(15);
    times.add(5);
    assert.equal(times.oldest, 5);
    times.dropUpTo(10);
    assert.equal(times.size, 3);
    assert.equal(times.oldest, 15);
  });

  it('drops from the front, and stays right across compaction', () => {
    const times = new SortedTimes();
    for (let t = 0; t < 5000; t++) times.add(t);
    times.dropUpTo(2999);
    assert.equal(times.size, 2000);
    assert.equal(times.oldest, 3000);
    times.add(3500.5);
    times.dropUpTo(3500);
    assert.equal(times.oldest, 3500.5);
    assert.equal(times.size, 1500);
    times.dropUpTo(1e9);
    assert.equal(times.size, 0);
    assert.equal(times.oldest, undefined);
    times.add(1);
    assert.equal(times.oldest, 1);
  });
});
