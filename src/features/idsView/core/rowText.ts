// What each row of the Ids view says, in the display language: pure, so the tree items and their tests share
// it. Everything is plain text (a tree item's label, description and string tooltip are never Markdown), so
// the service's text (a ban reason) cannot draw a link or an icon.
import { isKeyError, type LookupError } from '../../../model/lookupError';
import { errorCodicon } from '../../../profile/errorIcon';
import type { IdKind } from '../../../ids/idKind';
import { idKindName } from '../../../ids/idKindNames';
import { snowflakeParts } from '../../../ids/snowflakeParts';
import { byCount } from '../../../byCount';
import { l10n } from '../../../l10n';
import { formatDateRemembered } from '../../../markup';
import { groupedInteger as integer } from '../../../profile/numbers';
import { shownText } from '../../../profile/boundedText';
import { createdAtMs, exactCount } from '../../../profile/profileView';
import { idReasonLine, PLAIN_REASON } from '../../../profile/idReasonText';
import { MAX_EXACT_REST } from './distinctCounter';
import type { IdRow } from './idTable';

/** A codicon and, for the banned mark, a theme colour. */
export interface RowIcon {
  id: string;
  color?: 'errorForeground';
}

export interface RowText {
  label: string;
  description: string;
  tooltip: string;
  icon: RowIcon;
  /**
   * For the context menu: `idRow.lookup` (Open Profile, Copy Id), `.key` added when the key is the problem, `idRow.other`
   * (Look Up as User, Copy Id).
   */
  contextValue: string;
}

const KIND_ICONS: Readonly<Record<IdKind, string>> = {
  user: 'account',
  guild: 'organization',
  channel: 'comment-discussion',
  message: 'comment',
  role: 'shield',
  emoji: 'smiley',
  sticker: 'file-media',
  application: 'rocket',
  webhook: 'plug',
  command: 'terminal',
  other: 'symbol-numeric',
  unknown: 'question',
};

export function groupIcon(kind: IdKind): string {
  return KIND_ICONS[kind];
}

/** `count` past MAX_EXACT_REST is an estimate (the view counts the ids it does not show in bounded memory). */
export function moreText(count: number, cap: number, locale: string): { label: string; tooltip: string } {
  const about = roughly(count);
  const shown = integer(cap, locale);
  return {
    label:
      count > MAX_EXACT_REST
        ? byCount(
            about,
            locale,
            () => l10n.t('and about {0} more id', integer(about, locale)),
            () => l10n.t('and about {0} more ids', integer(about, locale)),
          )
        : byCount(
            count,
            locale,
            () => l10n.t('and {0} more id', integer(count, locale)),
            () => l10n.t('and {0} more ids', integer(count, locale)),
          ),
    tooltip: byCount(
      cap,
      locale,
      () => l10n.t('The view shows the first {0} distinct id of the file; the others are not looked up.', shown),
      () => l10n.t('The view shows the first {0} distinct ids of the file; the others are not looked up.', shown),
    ),
  };
}

/** Three significant digits: an estimate within a percent says no more than that. */
function roughly(count: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(count)) - 2);
  return Math.round(count / unit) * unit;
}

function date(id: string, locale: string, style: 'medium' | 'long'): string | undefined {
  const ms = createdAtMs(id);
  return ms === undefined
    ? undefined
    : formatDateRemembered(
        ms,
        locale,
        undefined,
        `idsView.${style}`,
        style === 'medium' ? { dateStyle: 'medium' } : { dateStyle: 'long', timeStyle: 'medium' },
      );
}

/** One short line per error. */
export function errorLine(error: LookupError): string {
  switch (error.kind) {
    case 'NotFound':
      return l10n.t('no profile');
    case 'Unauthorized':
      return l10n.t('API key rejected');
    case 'NoKey':
      return l10n.t('no API key');
    case 'RateLimited':
      // How long the service asked to wait is in the tooltip (the error's message): a countdown here would go stale.
      return l10n.t('rate limited');
    case 'Network':
      return l10n.t('offline');
    case 'Timeout':
      return l10n.t('timed out');
    case 'ServerError':
      return l10n.t('service error');
    case 'InvalidResponse':
      return l10n.t('invalid answer');
    case 'InsecureUrl':
      return l10n.t('base address refused');
    case 'InvalidId':
      return l10n.t('not a user id');
    case 'Cancelled':
      return l10n.t('stopped');
    case 'BrokenInstall':
      return l10n.t('extension needs reinstalling');
  }
}

/** 1-based line of an offset in the document the row is in. */
export type LineOf = (offset: number) => number;

/** "Role: in the `ROLES` block, line 12": why the row has its kind; none when nothing around it typed it. */
function whyLine(row: IdRow, lineOf: LineOf | undefined): string[] {
  const why = row.why;
  if (why?.reason === undefined) return [];
  const lines =
    lineOf === undefined ? undefined : { evidenceLine: lineOf(why.reason.evidenceStart), idLine: lineOf(why.start) };
  const line = idReasonLine(why, PLAIN_REASON, lines);
  return line === undefined ? [] : [line];
}

/**
 * `lineOf`: the document's lines, for the why's line. `occurrences`: the tooltip's line that says where the id occurs
 * (default: in the file, a click goes to the next); the folder view says in how many files.
 */
export function rowText(row: IdRow, locale: string, lineOf?: LineOf, occurrences?: string): RowText {
  const created = date(row.id, locale, 'medium');
  const why = whyLine(row, lineOf);
  const times = `×${integer(row.occurrences, locale)}`;
  const tail = [created, times].filter((part): part is string => part !== undefined);
  const occurrencesLine =
    occurrences ??
    byCount(
      row.occurrences,
      locale,
      () => l10n.t('{0} occurrence in the file; click to go to it', integer(row.occurrences, locale)),
      () => l10n.t('{0} occurrences in the file; click to go to the next one', integer(row.occurrences, locale)),
    );
  const createdLine = l10n.t('Created {0}', date(row.id, locale, 'long') ?? l10n.t('unknown date'));
  const r = row.resolution;

  if (r === undefined) {
    const parts = snowflakeParts(row.id);
    return {
      label: row.id,
      description: tail.join(' · '),
      tooltip: [
        l10n.t('{0} {1} (not looked up: only users have profiles)', idKindName(row.kind), row.id),
        ...why,
        createdLine,
        l10n.t('Worker {0}, process {1}, increment {2}', parts.worker, parts.process, parts.increment),
        occurrencesLine,
      ].join('\n'),
      icon: { id: KIND_ICONS[row.kind] },
      contextValue: 'idRow.other',
    };
  }

  const heading =
    row.kind === 'user'
      ? l10n.t('User {0}', row.id)
      : l10n.t('Id {0} (nothing around it says what it is; looked up as a user)', row.id);
  switch (r.state) {
    case 'profile': {
      // The profile's bounded view only (profile/profileView.ts): the ban reason's one line, as the hover shows it.
      const view = r.view;
      const xp = exactCount(view.xp, locale).text;
      const sonhos = exactCount(view.sonhos, locale).text;
      const banned = view.ban !== null;
      const lines = [heading, ...why, l10n.t('XP {0} · Sonhos {1}', xp, sonhos)];
      if (view.ban !== null) lines.push(l10n.t('Banned: {0}', shownText(view.ban.reasonLine)));
      lines.push(createdLine, occurrencesLine);
      return {
        label: row.id,
        description: [...(banned ? [l10n.t('Banned')] : []), l10n.t('XP {0} · Sonhos {1}', xp, sonhos), ...tail].join(
          ' · ',
        ),
        tooltip: lines.join('\n'),
        icon: banned ? { id: 'error', color: 'errorForeground' } : { id: 'account' },
        contextValue: 'idRow.lookup',
      };
    }
    case 'failed': {
      const keyError = isKeyError(r.error);
      return {
        label: row.id,
        description: [errorLine(r.error), ...tail].join(' · '),
        tooltip: [heading, ...why, r.error.message, createdLine, occurrencesLine].join('\n'),
        icon: { id: errorCodicon(r.error.kind) },
        contextValue: keyError ? 'idRow.lookup.key' : 'idRow.lookup',
      };
    }
    case 'waiting':
    case 'stopped': {
      const state = r.state === 'waiting' ? l10n.t('waiting') : l10n.t('stopped');
      return {
        label: row.id,
        description: [state, ...tail].join(' · '),
        tooltip: [heading, ...why, createdLine, occurrencesLine].join('\n'),
        icon: { id: r.state === 'waiting' ? 'watch' : 'debug-pause' },
        contextValue: 'idRow.lookup',
      };
    }
  }
}
