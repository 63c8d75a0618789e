// What an API key looks like. What it must be to travel in the Authorization header is shared by the Set API Key box
// (which says what is wrong while the user pastes) and the data layer (which never sends anything else). Keys are not
// rejected for their prefix: the service's format may change; only what cannot travel is refused. What a key usually
// looks like (the prefix and a Base58 body) is what the key guard looks for in documents and the box notes when absent.
import { byCount } from '../../byCount';
import { l10n, translationLocale } from '../../l10n';

/** Printable ASCII without space: anything else cannot travel in a header (or is a paste accident). */
const SENDABLE_KEY = /^[\x21-\x7e]+$/;
/** The longest key stored or sent; the key guard reads no Base58 run past it either. */
export const MAX_KEY_LENGTH = 4096;

/** The service's keys begin with this. */
export const KEY_PREFIX = 'lorixp_';
/** The fewest Base58 characters after the prefix of a key the service makes. */
export const MIN_KEY_BODY = 20;

/** Whether a character code is one of a key body's Base58 characters: 1-9, A-H, J-N, P-Z, a-k, m-z. */
export function isKeyBodyChar(code: number): boolean {
  return (
    (code >= 49 && code <= 57) ||
    (code >= 65 && code <= 90 && code !== 73 && code !== 79) ||
    (code >= 97 && code <= 122 && code !== 108)
  );
}

/** A key usually looks like this (the prefix, then MIN_KEY_BODY or more Base58 characters); another shape is accepted (the format may change) with a note. */
export function looksLikeServiceKey(key: string): boolean {
  if (!key.startsWith(KEY_PREFIX) || key.length - KEY_PREFIX.length < MIN_KEY_BODY) return false;
  for (let i = KEY_PREFIX.length; i < key.length; i++) if (!isKeyBodyChar(key.charCodeAt(i))) return false;
  return true;
}

export function isSendableKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && SENDABLE_KEY.test(key);
}

/** Why `key` cannot be stored, or undefined when it can. The message never repeats the key. */
export function keyFormatProblem(key: string): string | undefined {
  if (key.length === 0) return l10n.t('The API key is empty.');
  // Length first: 10 KB pasted by mistake (a log, a file) has line breaks too, and is not a key with a stray space.
  if (key.length > MAX_KEY_LENGTH) {
    return byCount(
      key.length,
      translationLocale(),
      () =>
        l10n.t(
          'The API key is {0} character long, more than a key can be ({1} at most): copy only the key from the API keys page.',
          key.length,
          MAX_KEY_LENGTH,
        ),
      () =>
        l10n.t(
          'The API key is {0} characters long, more than a key can be ({1} at most): copy only the key from the API keys page.',
          key.length,
          MAX_KEY_LENGTH,
        ),
    );
  }
  if (/\s/.test(key))
    return l10n.t('The API key contains spaces or line breaks; copy it again from the API keys page.');
  if (!SENDABLE_KEY.test(key)) {
    return l10n.t(
      'The API key contains characters a key cannot have (only printable ASCII travels in a header); copy it again from the API keys page.',
    );
  }
  return undefined;
}
