// The text idsInText hands the model: each distinct id the text holds, with what the id itself tells (its kind from
// the text around it, as the Profile Lookup view types it, and its creation time and internal parts). Nothing here
// asks the service.
// The ids come from the one sliced scan (src/text/idScan.ts) into a bounded list; when the scan stopped early
// (cancelled, or a cap reached), the result says how much of the text it read.
import type { CorrectedIdMatch } from '../../../ids/corrections';
import type { IdKind } from '../../../ids/idKind';
import { isLookedUpAsUser } from '../../../ids/idKind';
import { idKindName } from '../../../ids/idKindNames';
import { snowflakeParts } from '../../../ids/snowflakeParts';
import { byCount } from '../../../byCount';
import { l10n } from '../../../l10n';
import { formatTimestampText, type TimeFormatOptions } from '../../../markup';
import { idReasonPhrase, type ReasonFormat } from '../../../profile/idReasonText';
import { entryKind, IdTally } from '../../idsView/core/idTally';
import type { IdSink } from '../../../text/idScan';
import type { ScanReport } from '../../../text/slicedScan';
import { LOOKUP_USERS_TOOL, MAX_ID_OCCURRENCES, MAX_LISTED_IDS } from './toolNames';
import { quotedData } from './untrustedText';

interface DistinctId {
  id: string;
  kind: IdKind;
  /** The first occurrence read as that kind with a reason, when one was (offsets in the whole text). */
  why?: CorrectedIdMatch;
}

/**
 * The distinct ids of a text, in order of first appearance: the first `keep` with their kind, the others only counted.
 * It is the Profile Lookup view's tally of a document (IdTally): an id's occurrences are read until one says user, up
 * to MAX_KIND_READINGS, and its kind is entryKind's (a user if any reading is one, else the kind read most often), so
 * the model is told the kind the view shows for the same text, whichever of its places comes first.
 */
export class DistinctIds implements IdSink {
  /** The ids past the kept ones are counted exactly up to the tool's cap on occurrences: the count it says is exact. */
  private readonly tally: IdTally;

  constructor(keep = MAX_LISTED_IDS) {
    this.tally = new IdTally(keep, MAX_ID_OCCURRENCES);
  }

  needsKind(id: string): boolean {
    return this.tally.needsKind(id);
  }

  add(id: string, kind: IdKind | undefined, offset: number, typed?: CorrectedIdMatch): void {
    this.tally.add(id, kind, offset, typed);
  }

  get occurrences(): number {
    return this.tally.occurrences;
  }

  get size(): number {
    return this.tally.size;
  }

  listed(): readonly DistinctId[] {
    return this.tally.first(Infinity).map((entry) => {
      const kind = entryKind(entry);
      const why = entry.reasons?.get(kind);
      return why === undefined ? { id: entry.id, kind } : { id: entry.id, kind, why };
    });
  }
}

function kindText(kind: IdKind): string {
  return kind === 'unknown' ? l10n.t('unknown kind (nothing around it says; may be a user)') : idKindName(kind);
}

/** The evidence is the text's own: quoted as data, as every untrusted text in a result is (untrustedText.ts). */
const DATA_REASON: ReasonFormat = { words: (text) => text, evidence: quotedData };

/** 1-based line of an offset in the text the tool read. */
export type LineOf = (offset: number) => number;

/** Line numbers of offsets in `text`: its line breaks found once, when first asked, each offset placed by a binary search. */
export function lineCounter(text: string): LineOf {
  let found: number[] | undefined;
  return (offset) => {
    const breaks = (found ??= lineBreaks(text));
    let low = 0;
    let high = breaks.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (breaks[mid]! < offset) low = mid + 1;
      else high = mid;
    }
    return low + 1;
  };
}

function lineBreaks(text: string): number[] {
  const breaks: number[] = [];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) breaks.push(at);
  return breaks;
}

function idLine(entry: DistinctId, options: TimeFormatOptions, lineOf: LineOf | undefined): string {
  const parts = snowflakeParts(entry.id);
  const created = formatTimestampText(Math.floor(parts.createdMs / 1000), 'f', options);
  const why = entry.why;
  const lines =
    why?.reason === undefined || lineOf === undefined
      ? undefined
      : { evidenceLine: lineOf(why.reason.evidenceStart), idLine: lineOf(why.start) };
  const phrase = why === undefined ? undefined : idReasonPhrase(why, DATA_REASON, lines);
  if (phrase !== undefined)
    return l10n.t(
      '- {0}: {1} ({2}); created {3}; worker {4}, process {5}, increment {6}',
      entry.id,
      kindText(entry.kind),
      phrase,
      created,
      parts.worker,
      parts.process,
      parts.increment,
    );
  return l10n.t(
    '- {0}: {1}; created {2}; worker {3}, process {4}, increment {5}',
    entry.id,
    kindText(entry.kind),
    created,
    parts.worker,
    parts.process,
    parts.increment,
  );
}

/** What the scan left unread, in words; undefined when it read the whole text. */
function stoppedEarly(report: ScanReport, ids: DistinctIds, locale: string): string | undefined {
  if (report.end === 'complete') return undefined;
  const { read, total } = report;
  const onlyFirst = () =>
    byCount(
      total,
      locale,
      () => l10n.t('Only the first {0} of {1} character was read; pass the rest in another call.', read, total),
      () => l10n.t('Only the first {0} of {1} characters were read; pass the rest in another call.', read, total),
    );
  switch (report.end) {
    case 'cancelled':
      return byCount(
        total,
        locale,
        () => l10n.t('The call was cancelled: only the first {0} of {1} character was read.', read, total),
        () => l10n.t('The call was cancelled: only the first {0} of {1} characters were read.', read, total),
      );
    case 'matchCap': {
      const stopped = byCount(
        ids.occurrences,
        locale,
        () => l10n.t('Stopped after {0} id occurrence.', ids.occurrences),
        () => l10n.t('Stopped after {0} id occurrences.', ids.occurrences),
      );
      return `${stopped} ${onlyFirst()}`;
    }
    case 'characterCap':
      return onlyFirst();
  }
}

/** The whole result of one idsInText call; `lineOf` places each reason's evidence in the text ("line 12"). */
export function foundIdsText(
  ids: DistinctIds,
  report: ScanReport,
  options: TimeFormatOptions,
  lineOf?: LineOf,
): string {
  const { locale } = options;
  const partial = stoppedEarly(report, ids, locale);
  const listed = ids.listed();
  if (listed.length === 0) {
    const none = l10n.t('No ids in the text (ids are 17 to 19 digits, not in the future). No request was sent.');
    return partial === undefined ? none : `${partial}\n${none}`;
  }
  const lines = [
    byCount(
      ids.size,
      locale,
      () => l10n.t('{0} distinct id in the text (read from the text alone: no request was sent):', ids.size),
      () => l10n.t('{0} distinct ids in the text (read from the text alone: no request was sent):', ids.size),
    ),
    ...listed.map((e) => idLine(e, options, lineOf)),
  ];
  const more = ids.size - listed.length;
  if (more > 0)
    lines.push(
      byCount(
        more,
        locale,
        () => l10n.t('… and {0} more, not listed: pass a shorter text to see it.', more),
        () => l10n.t('… and {0} more, not listed: pass a shorter text to see them.', more),
      ),
    );
  const users = listed.filter((e) => isLookedUpAsUser(e.kind)).length;
  lines.push(
    '',
    more > 0
      ? byCount(
          users,
          locale,
          () =>
            l10n.t(
              'Of the ids listed, {0} may be a user (kind user or unknown): only such ids are worth a lookup with {1}.',
              users,
              LOOKUP_USERS_TOOL,
            ),
          () =>
            l10n.t(
              'Of the ids listed, {0} may be users (kind user or unknown): only those are worth a lookup with {1}.',
              users,
              LOOKUP_USERS_TOOL,
            ),
        )
      : byCount(
          users,
          locale,
          () =>
            l10n.t(
              '{0} of them may be a user (kind user or unknown): only such ids are worth a lookup with {1}.',
              users,
              LOOKUP_USERS_TOOL,
            ),
          () =>
            l10n.t(
              '{0} of them may be users (kind user or unknown): only those are worth a lookup with {1}.',
              users,
              LOOKUP_USERS_TOOL,
            ),
        ),
  );
  if (partial !== undefined) lines.unshift(partial);
  return lines.join('\n');
}
