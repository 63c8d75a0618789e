// bench/stats.ts's interleaved timing: the batches of the things compared are taken in turn, so a busy moment of a
// shared machine falls on each of them alike and their ratio holds at load (bench/markup.bench.ts judges by it).
import * as assert from 'node:assert/strict';
import { interleavedPerCallMs } from '../../bench/stats';

describe('interleavedPerCallMs', () => {
  it('warms each function up, then times their batches in turn, one median per function', () => {
    const calls: string[] = [];
    const medians = interleavedPerCallMs(
      [
        { fn: () => calls.push('a'), batch: 2 },
        { fn: () => calls.push('b'), batch: 3 },
      ],
      4,
    );
    const turn = ['a', 'a', 'b', 'b', 'b'];
    // One warm-up batch each, then 4 timed rounds of a batch of each, in the same order.
    assert.deepEqual(calls, Array.from({ length: 5 }, () => turn).flat());
    assert.equal(medians.length, 2);
    for (const ms of medians) assert.ok(Number.isFinite(ms) && ms >= 0, String(ms));
  });
});
