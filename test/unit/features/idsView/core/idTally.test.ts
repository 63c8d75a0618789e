import assert from 'node:assert/strict';
import {
  entryKind,
  IdTally,
  MAX_KEPT_OFFSETS,
  MAX_KIND_READINGS,
} from '../../../../../src/features/idsView/core/idTally';
import { MAX_EXACT_REST } from '../../../../../src/features/idsView/core/distinctCounter';
import { retainedBytes } from '../../../api/resourceWatch';

const idOf = (i: number): string => (1_100_000_000_000_000_000n + BigInt(i) * 4_194_304n).toString();

describe('IdTally: memory bounded by what the view shows', () => {
  it('keeps the first 1,000 ids whole and only counts the others: 300,000 distinct ids hold what 1,000 do', () => {
    // Warm up the code paths and the heap's shapes before measuring.
    const warm = new IdTally(1000);
    for (let i = 0; i < 20_000; i++) warm.add(idOf(i), 'user', i * 20);
    const before = retainedBytes();
    const tally = new IdTally(1000);
    for (let i = 0; i < 300_000; i++) tally.add(idOf(i), i % 2 ? 'user' : 'unknown', i * 20);
    const kept = retainedBytes() - before;
    // Keeping every id cost ~557 bytes each: 160 MB here. The 1,000 entries and the counter's 16 KB are ~0.3 MB.
    assert.ok(kept < 4 * 1024 * 1024, `${(kept / 1024 / 1024).toFixed(1)} MiB kept for 300,000 ids`);
    assert.equal(tally.first(Infinity).length, 1000);
    assert.equal(tally.get(idOf(999))?.id, idOf(999));
    assert.equal(tally.get(idOf(1000)), undefined, 'past the first 1,000: counted, not kept');
    assert.equal(tally.occurrences, 300_000);
    assert.ok(Math.abs(tally.size / 300_000 - 1) < 0.03, `estimated ${tally.size} distinct`);
    assert.ok(tally.notKept > MAX_EXACT_REST);
    assert.ok(warm.size > 0);
  });

  it('counts the others exactly up to 10,000, and repeats of an id once', () => {
    const tally = new IdTally(10);
    for (let round = 0; round < 3; round++)
      for (let i = 0; i < 5000; i++) tally.add(idOf(i), 'user', round * 100_000 + i);
    assert.equal(tally.size, 5000);
    assert.equal(tally.notKept, 4990);
    assert.equal(tally.occurrences, 15_000);
  });

  it('counts every occurrence of a kept id but keeps at most 1,000 of its offsets', () => {
    const tally = new IdTally(1000);
    for (let i = 0; i < 5000; i++) tally.add(idOf(1), i % 2 ? 'user' : 'guild', i * 30);
    const entry = tally.get(idOf(1))!;
    assert.equal(entry.occurrences, 5000);
    assert.equal(entry.offsets.length, MAX_KEPT_OFFSETS);
    assert.deepEqual(entry.offsets.slice(0, 3), [0, 30, 60]);
    assert.deepEqual([...entry.kindCounts].sort(), [
      ['guild', 2500],
      ['user', 2500],
    ]);
  });

  it('asks for no reading of an id it will only count, nor of a kept id whose kind is settled', () => {
    const tally = new IdTally(2);
    assert.equal(tally.needsKind(idOf(0)), true, 'a new id while fewer than 2 are kept');
    tally.add(idOf(0), 'channel', 0);
    tally.add(idOf(1), 'user', 20);
    assert.equal(tally.needsKind(idOf(2)), false, 'past the kept ids: only counted');
    tally.add(idOf(2), undefined, 40);
    assert.equal(tally.notKept, 1);
    assert.equal(tally.needsKind(idOf(1)), false, 'a user reading wins whatever follows');
    assert.equal(tally.needsKind(idOf(0)), true);
    for (let i = 1; i < MAX_KIND_READINGS; i++) tally.add(idOf(0), i % 3 ? 'channel' : 'role', 100 + i * 20);
    assert.equal(tally.needsKind(idOf(0)), false, `read ${MAX_KIND_READINGS} times: settled`);
    tally.add(idOf(0), undefined, 99_000);
    const entry = tally.get(idOf(0));
    assert.ok(entry);
    assert.equal(entry.occurrences, MAX_KIND_READINGS + 1, 'an occurrence not read is still counted');
    assert.equal(entry.kindReadings, MAX_KIND_READINGS);
    assert.equal(entryKind(entry), 'channel');
    assert.equal(entry.offsets.at(-1), 99_000, 'and still reachable by next occurrence');
  });
});
