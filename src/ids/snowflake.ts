// Snowflake arithmetic on decimal strings. Ids never pass through a JS number: a 19-digit id loses its
// last digits as a double. Comparisons are done on the digit strings; BigInt only where shifting is needed.

/** The service stores ids as signed 64-bit integers. */
export const MAX_ID = 9223372036854775807n;
export const MAX_ID_DIGITS = '9223372036854775807';
export const SNOWFLAKE_EPOCH_MS = 1420070400000n;

/** Low bits of a snowflake below the timestamp (worker, process, increment). */
const TIMESTAMP_SHIFT = 22n;
const LOW_BITS_MASK = (1n << TIMESTAMP_SHIFT) - 1n;

/** True for 0..9 only; ids are ASCII digits, never other Unicode decimal digits. */
export function isAsciiDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** True for a non-empty string of ASCII digits. */
export function isAllAsciiDigits(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    if (!isAsciiDigitCode(text.charCodeAt(i))) return false;
  }
  return true;
}

/**
 * Orders two canonical decimal strings (digits only, no leading zeros) without converting them:
 * a longer string is larger, equal lengths compare like text.
 */
export function compareIdStrings(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * True when `digits` is an id in canonical form: ASCII digits, 1..MAX_ID, no leading zeros.
 * Leading zeros are refused so that one id has one spelling: string comparison, cache keys and the
 * request path all rely on it.
 */
export function isIdInRange(digits: string): boolean {
  if (digits.length === 0 || digits.length > MAX_ID_DIGITS.length) return false;
  if (digits.charCodeAt(0) === 48) return false; // '0' alone (zero) or a leading zero
  if (!isAllAsciiDigits(digits)) return false;
  return compareIdStrings(digits, MAX_ID_DIGITS) <= 0;
}

/** Creation time in ms since the Unix epoch. Throws a SyntaxError when `id` is not a decimal integer. */
export function snowflakeTimeMs(id: string): bigint {
  return (BigInt(id) >> TIMESTAMP_SHIFT) + SNOWFLAKE_EPOCH_MS;
}

/** Creation time as a Date. The ms value is below 2^42, so it is exact as a number. */
export function snowflakeDate(id: string): Date {
  return new Date(Number(snowflakeTimeMs(id)));
}

/** Hovers and scans ask about the same millisecond again and again; one remembered answer spares the BigInts. */
let lastNewest: { nowMs: number; newest: string | undefined } = { nowMs: Number.NaN, newest: undefined };

/**
 * The largest id whose creation time is not after `nowMs`, capped at MAX_ID, as a canonical string;
 * undefined when `nowMs` precedes the snowflake epoch (then every snowflake lies in the future).
 * Detection compares candidates to it as strings, so one BigInt computation serves a whole scan.
 */
export function newestIdAt(nowMs: number): string | undefined {
  const wholeMs = Math.floor(nowMs);
  if (wholeMs !== lastNewest.nowMs) lastNewest = { nowMs: wholeMs, newest: computeNewestIdAt(wholeMs) };
  return lastNewest.newest;
}

function computeNewestIdAt(wholeMs: number): string | undefined {
  if (!Number.isFinite(wholeMs)) return wholeMs > 0 ? MAX_ID_DIGITS : undefined;
  const elapsed = BigInt(wholeMs) - SNOWFLAKE_EPOCH_MS;
  if (elapsed < 0n) return undefined;
  const newest = (elapsed << TIMESTAMP_SHIFT) | LOW_BITS_MASK;
  return newest > MAX_ID ? MAX_ID_DIGITS : newest.toString();
}
