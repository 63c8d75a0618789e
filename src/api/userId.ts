// The id a lookup asks for, checked before any request: an invalid id would still spend quota (the service
// answers it with a 500), so it never leaves the machine. Ids stay strings; range checks use BigInt.
import { MAX_ID } from '../ids/snowflake';

const DIGITS = /^[0-9]{1,40}$/;
// Up to 18 digits without a leading zero is always canonical and below the maximum: no BigInt needed on the
// hot path (a cached lookup).
const SHORT_CANONICAL = /^[1-9][0-9]{0,17}$/;

/** The canonical decimal form of a user id (no sign, no leading zeros), or undefined when it is not one. */
export function canonicalUserId(input: string): string | undefined {
  if (SHORT_CANONICAL.test(input)) return input;
  const s = input.trim();
  if (!DIGITS.test(s)) return undefined;
  const n = BigInt(s);
  return n >= 1n && n <= MAX_ID ? n.toString() : undefined;
}
