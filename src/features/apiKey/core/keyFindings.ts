// What the key guard says about a document's keys, without the editor: the first MAX_FLAGGED_KEYS keys flagged one
// by one (an error for the key the extension uses, a warning for any other), and past them one finding that sums up
// the rest. 262,144 keys made 262,144 diagnostics, built in one 1,976 ms block of the extension host.
import { byCount } from '../../../byCount';
import { l10n, translationLocale } from '../../../l10n';
import type { FoundKey, KeyReader } from './keyScan';

/** Keys flagged one by one in a document: more than anyone fixes one at a time. */
export const MAX_FLAGGED_KEYS = 1000;

export interface FlaggedKey extends FoundKey {
  /** The key itself, copied out of the document's text (which it would otherwise keep alive). */
  key: string;
  /** The key the extension has stored. */
  yours: boolean;
}

export interface KeyFindings {
  flagged: FlaggedKey[];
  /** The keys past the flagged ones: how many, and the first of them (where the finding is shown). */
  notFlagged: { count: number; first: FoundKey } | undefined;
}

/** A string that shares no memory with the text it was cut from (a slice of a 50 MB text keeps all of it). */
function detached(part: string): string {
  return Buffer.from(part, 'utf8').toString('utf8');
}

export function keyFindings(text: string, reader: KeyReader, stored: string | undefined): KeyFindings {
  const flagged = reader.found.map((found): FlaggedKey => {
    const key = detached(text.slice(found.start, found.end));
    return { ...found, key, yours: key === stored };
  });
  const rest = reader.matches - flagged.length;
  return {
    flagged,
    notFlagged: rest > 0 && reader.firstNotKept !== undefined ? { count: rest, first: reader.firstNotKept } : undefined,
  };
}

export function yourKeyMessage(): string {
  return l10n.t(
    'This is the API key Profile Lookup uses, in plain text: anyone who can read this file can spend your quota or get the key revoked. Move it to secret storage.',
  );
}

export function otherKeyMessage(): string {
  return l10n.t(
    'An API key is in this file: anyone who can read the file can spend your quota or get the key revoked. Move it to secret storage.',
  );
}

export function notFlaggedMessage(count: number): string {
  return byCount(
    count,
    translationLocale(),
    () =>
      l10n.t(
        'This file holds {0} more string shaped like an API key, not marked (Profile Lookup marks the first {1}). Anyone who can read the file can use it: take it out of it.',
        count,
        MAX_FLAGGED_KEYS,
      ),
    () =>
      l10n.t(
        'This file holds {0} more strings shaped like API keys, not marked one by one (Profile Lookup marks the first {1}). Anyone who can read the file can use them: take them out of it.',
        count,
        MAX_FLAGGED_KEYS,
      ),
  );
}
