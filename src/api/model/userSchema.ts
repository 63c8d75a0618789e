// The User body: parsed with big integers exact, validated with zod, turned into the contract's `User`.
// A body that does not fit becomes an InvalidResponse naming the field, never an exception.
import type { LookupError } from '../../model/lookupError';
import type { User } from '../../model/user';
import * as z from 'zod/mini';
import { JsonNumberError, JsonSyntaxError, parseJsonExact, stringifyJsonPretty, type JsonValue } from './bigJson';
import { byCount } from '../../byCount';
import { l10n, translationLocale } from '../../l10n';
import { lookupErrors } from './errors';
import { isIdInRange } from '../../ids/snowflake';

/**
 * zod/mini carries no message catalogue; each schema says in its own words what it expected. The words are
 * made when a body fails, in the display language of that moment.
 */
function expected(what: () => string) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined ? l10n.t('is missing') : l10n.t('must be {0}', what()),
  };
}

// Range and integrality are checked after zod (int64 below), so each failure says which it is.
const integer = z.union(
  [z.number(), z.bigint()],
  expected(() => l10n.t('an integer')),
);
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const text = z.string(expected(() => l10n.t('a string')));
const textOrNull = z.nullable(z.string(expected(() => l10n.t('a string or null'))));

const banStateSchema = z.object(
  { bannedAt: text, expiresAt: textOrNull, reason: text },
  expected(() => l10n.t('an object or null')),
);

const userBodySchema = z.object(
  {
    id: z.string(expected(() => l10n.t('a string of decimal digits'))),
    xp: integer,
    sonhos: integer,
    aboutMe: textOrNull,
    emojiFightEmoji: textOrNull,
    gender: text,
    lorittaBanState: z.optional(z.nullable(banStateSchema)),
  },
  expected(() => l10n.t('a JSON object')),
);

export type UserBodyResult = { ok: true; user: User } | { ok: false; error: LookupError };

/**
 * The body as exact pretty JSON, for Copy JSON. It parses the answer's text again instead of keeping the parsed
 * tree: a tree of a 1 MiB body padded with `[{},{},…]` holds ~21 MB, the text at most 2 MB.
 */
export function prettyUserBody(body: string): string {
  return stringifyJsonPretty(parseJsonExact(body));
}

function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(body)' : path.map((p) => (typeof p === 'number' ? `[${p}]` : String(p))).join('.');
}

/**
 * A signed 64-bit integer, or the error naming `field`. The exact parser returns every integer literal
 * beyond 2^53 as a bigint, so a number that is not a safe integer was written with a fraction or an
 * exponent (1.5, 1e30).
 */
function int64(field: string, value: number | bigint): bigint | LookupError {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) ? BigInt(value) : lookupErrors.invalidField(field, l10n.t('must be an integer'));
  return value >= INT64_MIN && value <= INT64_MAX
    ? value
    : lookupErrors.invalidField(field, l10n.t('is outside the signed 64-bit range'));
}

function refusedNumber(err: JsonNumberError): LookupError {
  const problem =
    err.digits === 0
      ? l10n.t('is a number too large to represent')
      : byCount(
          err.digits,
          translationLocale(),
          () => l10n.t('is an integer of {0} digit, outside the signed 64-bit range', err.digits),
          () => l10n.t('is an integer of {0} digits, outside the signed 64-bit range', err.digits),
        );
  return lookupErrors.invalidField(fieldName(err.path), problem);
}

/** Parses and validates a 200 body for the user `requestedId` (already canonical decimal). */
export function parseUserBody(body: string, requestedId: string): UserBodyResult {
  let value: JsonValue;
  try {
    value = parseJsonExact(body);
  } catch (err) {
    if (err instanceof JsonSyntaxError) return { ok: false, error: lookupErrors.notJson() };
    if (err instanceof JsonNumberError) return { ok: false, error: refusedNumber(err) };
    throw err;
  }
  const parsed = userBodySchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: lookupErrors.invalidField(fieldName(issue?.path ?? []), issue?.message ?? l10n.t('is invalid')),
    };
  }
  const b = parsed.data;
  if (!isIdInRange(b.id)) {
    return {
      ok: false,
      error: lookupErrors.invalidField(
        'id',
        l10n.t('is not a user id (decimal digits from 1 to 9223372036854775807, no leading zeros)'),
      ),
    };
  }
  if (b.id !== requestedId) {
    return {
      ok: false,
      error: lookupErrors.invalidField('id', l10n.t('is {0}, not the requested {1}', b.id, requestedId)),
    };
  }
  const xp = int64('xp', b.xp);
  if (typeof xp !== 'bigint') return { ok: false, error: xp };
  const sonhos = int64('sonhos', b.sonhos);
  if (typeof sonhos !== 'bigint') return { ok: false, error: sonhos };
  const user: User = {
    id: requestedId,
    xp,
    sonhos,
    aboutMe: b.aboutMe,
    emojiFightEmoji: b.emojiFightEmoji,
    gender: b.gender,
    banState: b.lorittaBanState ?? null,
  };
  return { ok: true, user };
}
