import assert from 'node:assert/strict';
import { guildShard, snowflakeParts } from '../../../src/ids/snowflakeParts';

describe('snowflakeParts', () => {
  it('decodes the documented example id', () => {
    // Discord's "Snowflakes" reference: 175928847299117063 = 2016-04-30 11:18:25.796 UTC, worker 1, process 0, increment 7.
    assert.deepEqual(snowflakeParts('175928847299117063'), {
      createdMs: Date.UTC(2016, 3, 30, 11, 18, 25, 796),
      worker: 1,
      process: 0,
      increment: 7,
    });
  });

  it('reads every bit of the largest id, beyond what a double holds', () => {
    const parts = snowflakeParts('9223372036854775807');
    assert.deepEqual(
      { worker: parts.worker, process: parts.process, increment: parts.increment },
      { worker: 31, process: 31, increment: 4095 },
    );
    assert.equal(parts.createdMs, Number((2n ** 63n - 1n) >> 22n) + 1420070400000);
  });

  it('throws on text that is not an id', () => {
    assert.throws(() => snowflakeParts('12a'), SyntaxError);
  });
});

describe('guildShard', () => {
  it('is (id >> 22) % shards, computed without a double', () => {
    // 175928847299117063 >> 22 = 41944705796
    assert.equal(guildShard('175928847299117063', 1), 0);
    assert.equal(guildShard('175928847299117063', 10), 6);
    assert.equal(guildShard('175928847299117063', 7), 41944705796 % 7);
    // The first id of a millisecond and the last of the one before: one double, two shards.
    const first = (BigInt('1167125644296069160') >> 22n) << 22n;
    const lastBefore = first - 1n;
    assert.equal(Number(first.toString()), Number(lastBefore.toString()), 'the premise: a double merges them');
    assert.notEqual(guildShard(first.toString(), 2), guildShard(lastBefore.toString(), 2));
  });

  it('is undefined for a shard count that is not a whole number from 1', () => {
    for (const shards of [0, -1, 1.5, Number.NaN, Infinity, 2 ** 60])
      assert.equal(guildShard('175928847299117063', shards), undefined, String(shards));
  });
});
