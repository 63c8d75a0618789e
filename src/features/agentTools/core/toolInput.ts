// What an agent sends a tool is untrusted JSON: checked here, in plain Node, before anything is looked up. Ids go
// through the same reading as the Lookup User box (parseIdInput), so an agent gets the same answer a person would.
import { parseIdInput } from '../../../ids/parseIdInput';
import { whyNotAUserId } from '../../../ids/userIdPlausibility';
import { byCount } from '../../../byCount';
import { l10n, translationLocale } from '../../../l10n';
import { MAX_IDS_PER_CALL, MAX_TEXT_LENGTH } from './toolNames';

/** An entry of `ids` that is not an id: nothing is sent for it. */
export interface RefusedEntry {
  /** 1-based position in `ids`. */
  position: number;
  /** The entry as written, quoted, when it is safe to repeat; undefined when it might be a secret. */
  shown: string | undefined;
  reason: string;
}

export type LookupUsersInput =
  | {
      ok: true;
      /** Valid, canonical and distinct, in the order first given: one lookup each. */
      ids: string[];
      refused: RefusedEntry[];
      /** Entries naming an id given earlier in the same call (looked up once). */
      repeated: number;
    }
  | { ok: false; message: string };

export type IdsInTextInput = { ok: true; text: string } | { ok: false; message: string };

function shapeMessage(): string {
  const shape = '{"ids": ["…"]}';
  return byCount(
    MAX_IDS_PER_CALL,
    translationLocale(),
    () => l10n.t('The input must be {0}: 1 to {1} user id, each a string of digits.', shape, MAX_IDS_PER_CALL),
    () => l10n.t('The input must be {0}: 1 to {1} user ids, each a string of digits.', shape, MAX_IDS_PER_CALL),
  );
}

function fieldOf(input: unknown, name: string): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  return Object.prototype.hasOwnProperty.call(input, name) ? (input as Record<string, unknown>)[name] : undefined;
}

/**
 * An entry is repeated in the result only when it cannot be a secret: short and without letters (digits, a
 * mention, a signed number). A pasted API key has letters, so an agent that passes one gets its position back,
 * never the key.
 */
function safeToShow(raw: string): string | undefined {
  return raw.length <= 40 && !/\p{L}/u.test(raw) ? JSON.stringify(raw) : undefined;
}

function readEntry(entry: unknown, position: number): { id: string } | RefusedEntry {
  if (typeof entry === 'number' || typeof entry === 'bigint') {
    return {
      position,
      shown: String(entry),
      reason: l10n.t(
        'a number, not a string: an id must be sent as a string of digits, because a number this long loses its last digits.',
      ),
    };
  }
  if (typeof entry !== 'string') return { position, shown: undefined, reason: l10n.t('not a string.') };
  const parsed = parseIdInput(entry);
  if (!parsed.ok) return { position, shown: safeToShow(entry), reason: parsed.message };
  // An id that cannot be a user's (too short, dated in the future) would spend a request for nothing.
  const implausible = whyNotAUserId(parsed.id);
  return implausible === undefined ? { id: parsed.id } : { position, shown: safeToShow(entry), reason: implausible };
}

/** `{ "ids": string[] }` with 1..MAX_IDS_PER_CALL entries; each entry valid or refused with its reason. */
export function readLookupUsersInput(input: unknown): LookupUsersInput {
  const entries = fieldOf(input, 'ids');
  if (!Array.isArray(entries) || entries.length === 0) return { ok: false, message: shapeMessage() };
  if (entries.length > MAX_IDS_PER_CALL) {
    return {
      ok: false,
      message: byCount(
        MAX_IDS_PER_CALL,
        translationLocale(),
        () =>
          l10n.t(
            'At most {0} id per call, and this call has {1}: split them into several calls.',
            MAX_IDS_PER_CALL,
            entries.length,
          ),
        () =>
          l10n.t(
            'At most {0} ids per call, and this call has {1}: split them into several calls.',
            MAX_IDS_PER_CALL,
            entries.length,
          ),
      ),
    };
  }
  const ids: string[] = [];
  const seen = new Set<string>();
  const refused: RefusedEntry[] = [];
  let repeated = 0;
  entries.forEach((entry: unknown, index) => {
    const read = readEntry(entry, index + 1);
    if (!('id' in read)) refused.push(read);
    else if (seen.has(read.id)) repeated++;
    else {
      seen.add(read.id);
      ids.push(read.id);
    }
  });
  return { ok: true, ids, refused, repeated };
}

/** `{ "text": string }`, at most MAX_TEXT_LENGTH characters. */
export function readIdsInTextInput(input: unknown): IdsInTextInput {
  const text = fieldOf(input, 'text');
  if (typeof text !== 'string')
    return { ok: false, message: l10n.t('The input must be {0}: the text to find ids in.', '{"text": "…"}') };
  if (text.length > MAX_TEXT_LENGTH) {
    return {
      ok: false,
      message: byCount(
        text.length,
        translationLocale(),
        () =>
          l10n.t(
            'The text is {0} character long, over the limit of {1}: pass the part that matters.',
            text.length,
            MAX_TEXT_LENGTH,
          ),
        () =>
          l10n.t(
            'The text is {0} characters long, over the limit of {1}: pass the part that matters.',
            text.length,
            MAX_TEXT_LENGTH,
          ),
      ),
    };
  }
  return { ok: true, text };
}
