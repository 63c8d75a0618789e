// The User body: parsed with big integers exact, validated with zod, turned into the contract's `User`.
// A body that does not fit becomes an InvalidResponse naming the field, never an exception.
import * as z from 'zod/mini';
import { JsonSyntaxError, parseJsonExact, stringifyJsonPretty, type JsonValue } from './bigJson';
import { lookupErrors } from './errors';
import { isIdInRange } from '../ids/snowflake';
import type { LookupError, User } from './types';

/** zod/mini carries no message catalogue; each schema says in its own words what it expected. */
function expected(what: string) {
  return { error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is missing' : `must be ${what}`) };
}

const integer = z.union([z.int(), z.bigint()], expected('an integer'));
const text = z.string(expected('a string'));
const textOrNull = z.nullable(z.string(expected('a string or null')));

const banStateSchema = z.object(
  { bannedAt: text, expiresAt: textOrNull, reason: text },
  expected('an object or null'),
);

const userBodySchema = z.object(
  {
    id: z.string(expected('a string of decimal digits')),
    xp: integer,
    sonhos: integer,
    aboutMe: textOrNull,
    emojiFightEmoji: textOrNull,
    gender: text,
    lorittaBanState: z.optional(z.nullable(banStateSchema)),
  },
  expected('a JSON object'),
);

/** `json` prints the body as exact pretty JSON; it is a function so that work is done only when needed. */
export type UserBodyResult = { ok: true; user: User; json: () => string } | { ok: false; error: LookupError };

function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(body)' : path.map((p) => (typeof p === 'number' ? `[${p}]` : String(p))).join('.');
}

/** Parses and validates a 200 body for the user `requestedId` (already canonical decimal). */
export function parseUserBody(body: string, requestedId: string): UserBodyResult {
  let value: JsonValue;
  try {
    value = parseJsonExact(body);
  } catch (err) {
    if (err instanceof JsonSyntaxError) return { ok: false, error: lookupErrors.notJson() };
    throw err;
  }
  const parsed = userBodySchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: lookupErrors.invalidField(fieldName(issue?.path ?? []), issue?.message ?? 'is invalid') };
  }
  const b = parsed.data;
  if (!isIdInRange(b.id)) {
    return { ok: false, error: lookupErrors.invalidField('id', 'is not a user id (decimal digits from 1 to 9223372036854775807, no leading zeros)') };
  }
  if (b.id !== requestedId) {
    return { ok: false, error: lookupErrors.invalidField('id', `is ${b.id}, not the requested ${requestedId}`) };
  }
  const user: User = {
    id: requestedId,
    xp: BigInt(b.xp),
    sonhos: BigInt(b.sonhos),
    aboutMe: b.aboutMe,
    emojiFightEmoji: b.emojiFightEmoji,
    gender: b.gender,
    banState: b.lorittaBanState ?? null,
  };
  return { ok: true, user, json: () => stringifyJsonPretty(value) };
}
