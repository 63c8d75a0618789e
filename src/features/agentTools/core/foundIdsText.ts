// The text idsInText hands the model: each distinct id the text holds, with what the id itself tells (its kind from
// the text around it, as the hover reads it, and its creation time and internal parts). Nothing here asks the service.
import type { TypedIdMatch } from '../../../ids/classifyId';
import type { IdKind } from '../../../ids/idKind';
import { isLookedUpAsUser } from '../../../ids/idKind';
import { idKindName } from '../../../ids/idKindNames';
import { snowflakeParts } from '../../../ids/snowflakeParts';
import { l10n } from '../../../l10n';
import { formatTimestampText, type TimeFormatOptions } from '../../../markup';
import { LOOKUP_USERS_TOOL, MAX_LISTED_IDS } from './toolNames';

interface DistinctId {
  id: string;
  kind: IdKind;
}

/** One entry per id, in order of first appearance; an id seen in several places takes the first kind its context decides. */
export function distinctIds(matches: readonly TypedIdMatch[]): DistinctId[] {
  const byId = new Map<string, DistinctId>();
  for (const match of matches) {
    const known = byId.get(match.id);
    if (known === undefined) byId.set(match.id, { id: match.id, kind: match.kind });
    else if (known.kind === 'unknown') known.kind = match.kind;
  }
  return [...byId.values()];
}

function kindText(kind: IdKind): string {
  return kind === 'unknown' ? l10n.t('unknown kind (nothing around it says; may be a user)') : idKindName(kind);
}

function idLine(entry: DistinctId, options: TimeFormatOptions): string {
  const parts = snowflakeParts(entry.id);
  const created = formatTimestampText(Math.floor(parts.createdMs / 1000), 'f', options);
  return l10n.t('- {0}: {1}; created {2}; worker {3}, process {4}, increment {5}', entry.id, kindText(entry.kind), created, parts.worker, parts.process, parts.increment);
}

/** The whole result of one idsInText call. */
export function foundIdsText(matches: readonly TypedIdMatch[], options: TimeFormatOptions): string {
  const ids = distinctIds(matches);
  if (ids.length === 0) return l10n.t('No ids in the text (ids are 17 to 19 digits, not in the future). No request was sent.');
  const listed = ids.slice(0, MAX_LISTED_IDS);
  const lines = [l10n.t('{0} distinct ids in the text (read from the text alone: no request was sent):', ids.length), ...listed.map((e) => idLine(e, options))];
  if (ids.length > listed.length) lines.push(l10n.t('… and {0} more, not listed: pass a shorter text to see them.', ids.length - listed.length));
  const users = ids.filter((e) => isLookedUpAsUser(e.kind)).length;
  lines.push('', l10n.t('{0} of them may be users (kind user or unknown): only those are worth a lookup with {1}.', users, LOOKUP_USERS_TOOL));
  return lines.join('\n');
}
