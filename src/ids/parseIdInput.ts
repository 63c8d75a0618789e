// Reads what a person typed or pasted into the Lookup User box (or passed as the command argument).
// Unlike detection in free text, an explicit lookup is deliberate, so neither the 17-digit minimum nor the
// future-snowflake rule applies: any id from 1 to the signed 64-bit maximum is accepted, short ones
// included (early or test accounts have them, and the person asked for exactly that id).
import { byCount } from '../byCount';
import { l10n, translationLocale } from '../l10n';
import { MAX_ID_DIGITS, isAllAsciiDigits, isIdInRange } from './snowflake';

export type IdInputResult = { ok: true; id: string } | { ok: false; message: string };

/** Why an input is not an id, in the display language of the moment it is asked. */
export function inputMessages() {
  return {
    empty: l10n.t('Type a user id, a mention like <@123456789012345678> or a profile link.'),
    notDigits: l10n.t('Type a user id: digits only.'),
    negative: l10n.t('A user id is never negative: type the digits only.'),
    zero: l10n.t('0 is not a user id.'),
    leadingZero: l10n.t('A user id does not start with 0.'),
    tooLong: byCount(
      MAX_ID_DIGITS.length,
      translationLocale(),
      () => l10n.t('That is too long for a user id: at most {0} digit.', MAX_ID_DIGITS.length),
      () => l10n.t('That is too long for a user id: at most {0} digits.', MAX_ID_DIGITS.length),
    ),
    aboveMax: l10n.t('That is above the largest user id, {0}.', MAX_ID_DIGITS),
    linkWithoutId: l10n.t('No user id found in that link: expected …/users/ID or ?user=ID.'),
  };
}

export type InputProblem = keyof ReturnType<typeof inputMessages>;

const MENTION_OPEN = '<@';
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const QUOTE_PAIRS: Readonly<Record<string, string>> = { '"': '"', "'": "'", '`': '`' };

export function parseIdInput(text: string): IdInputResult {
  const trimmed = unquote(text.trim());
  if (trimmed.length === 0) return fail('empty');
  if (trimmed.startsWith(MENTION_OPEN) && trimmed.endsWith('>')) {
    const inner = trimmed.slice(MENTION_OPEN.length, -1);
    return validateDigits(inner.startsWith('!') ? inner.slice(1) : inner);
  }
  if (looksLikeUrl(trimmed)) return fromUrl(trimmed);
  return validateDigits(trimmed);
}

/** Values copied from JSON or code often keep their quotes; one matching pair is dropped. */
function unquote(text: string): string {
  const close = QUOTE_PAIRS[text.charAt(0)];
  if (close !== undefined && text.length >= 2 && text.endsWith(close)) return text.slice(1, -1).trim();
  return text;
}

function looksLikeUrl(text: string): boolean {
  if (URL_SCHEME.test(text)) return true;
  // "discord.com/users/123": a host with a path but no scheme. Plain digits never contain '/'.
  return text.includes('/') && !/\s/.test(text);
}

/** Query parameter names that carry a user id, compared lowercased without '_' and '-'. */
const ID_QUERY_KEYS: ReadonlySet<string> = new Set([
  'id',
  'uid',
  'u',
  'user',
  'userid',
  'member',
  'memberid',
  'target',
  'targetid',
]);

/**
 * The id is what the link points at: its last non-empty path segment when that is a number
 * (…/users/ID, …/users/ID/), or else a query value named like an id (?user=ID, ?id=ID, ?user_id=ID).
 * Any other number in the link is left alone: taking it would turn "?page=2" into user 2.
 */
function fromUrl(text: string): IdInputResult {
  let url: URL;
  try {
    url = new URL(URL_SCHEME.test(text) ? text : `https://${text}`);
  } catch {
    return fail('linkWithoutId');
  }
  const segments = url.pathname.split('/').filter((segment) => segment.length > 0);
  const lastSegment = segments[segments.length - 1];
  if (lastSegment !== undefined && isAllAsciiDigits(lastSegment)) return validateDigits(lastSegment);
  let queryValue: string | undefined;
  for (const [key, value] of url.searchParams) {
    if (ID_QUERY_KEYS.has(key.toLowerCase().replace(/[-_]/g, ''))) queryValue = value.trim();
  }
  return queryValue === undefined ? fail('linkWithoutId') : validateDigits(queryValue);
}

function validateDigits(digits: string): IdInputResult {
  if (digits.startsWith('-') && isAllAsciiDigits(digits.slice(1))) return fail('negative');
  if (!isAllAsciiDigits(digits)) return fail('notDigits');
  if (isIdInRange(digits)) return { ok: true, id: digits };
  if (/^0+$/.test(digits)) return fail('zero');
  if (digits.charCodeAt(0) === 48) return fail('leadingZero');
  return fail(digits.length > MAX_ID_DIGITS.length ? 'tooLong' : 'aboveMax');
}

function fail(reason: InputProblem): IdInputResult {
  return { ok: false, message: inputMessages()[reason] };
}
