// What an id tells by itself, without asking anyone: when it was made, by which worker and process, and
// which gateway shard serves it when it is a guild's.
import { snowflakeTimeMs } from './snowflake';

export interface SnowflakeParts {
  /** Creation time in ms since the Unix epoch (exact: below 2^53). */
  createdMs: number;
  /** Internal worker id, bits 17 to 21. */
  worker: number;
  /** Internal process id, bits 12 to 16. */
  process: number;
  /** Per-process increment, bits 0 to 11. */
  increment: number;
}

/** The parts of a canonical id (see isIdInRange). Throws a SyntaxError for anything but decimal digits. */
export function snowflakeParts(id: string): SnowflakeParts {
  const value = BigInt(id);
  return {
    createdMs: Number(snowflakeTimeMs(id)),
    worker: Number((value >> 17n) & 0x1fn),
    process: Number((value >> 12n) & 0x1fn),
    increment: Number(value & 0xfffn),
  };
}

/**
 * The shard that receives a guild's gateway events: (guild_id >> 22) % shardCount. Undefined when the
 * shard count is not a whole number from 1 up (the setting may hold anything).
 */
export function guildShard(guildId: string, shardCount: number): number | undefined {
  if (!Number.isSafeInteger(shardCount) || shardCount < 1) return undefined;
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}
