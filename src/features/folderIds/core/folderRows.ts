// What the folder view's rows say: a user (or an id of another kind) with its profile, as the Ids view's rows say it
// (rowText), with where it occurs across the folder and the why of its kind; and each of its places.
import type { IdKind } from '../../../ids/idKind';
import { l10n } from '../../../l10n';
import { groupedInteger as integer } from '../../../profile/numbers';
import type { IdRow } from '../../idsView/core/idTable';
import { rowText, type RowText } from '../../idsView/core/rowText';
import { byCount } from '../../../byCount';
import { idReasonLine, PLAIN_REASON } from '../../../profile/idReasonText';
import { displayName } from './displayName';
import { entryFileCount, entryReason, type FolderEntry, type FolderLocation } from './folderTally';

export function folderRowText(row: IdRow, entry: FolderEntry | undefined, locale: string): RowText {
  const files = entry === undefined ? 0 : entryFileCount(entry);
  const occurrences = integer(row.occurrences, locale);
  const fileCount = integer(files, locale);
  const where = byCount(
    row.occurrences,
    locale,
    // One occurrence is in one file: the row's description says "1 file" beside it.
    () => l10n.t('{0} occurrence; expand to see where', occurrences),
    () =>
      byCount(
        files,
        locale,
        () => l10n.t('{0} occurrences in {1} file; expand to see where', occurrences, fileCount),
        () => l10n.t('{0} occurrences in {1} files; expand to see where', occurrences, fileCount),
      ),
  );
  const text = rowText(row, locale, undefined, where);
  const reason = entry === undefined ? undefined : whyOf(entry, row.kind);
  return {
    ...text,
    description: `${text.description} · ${byCount(
      files,
      locale,
      () => l10n.t('{0} file', fileCount),
      () => l10n.t('{0} files', fileCount),
    )}`,
    tooltip: reason === undefined ? text.tooltip : `${text.tooltip}\n${reason}`,
  };
}

function whyOf(entry: FolderEntry, kind: IdKind): string | undefined {
  const reason = entryReason(entry, kind);
  // The words every surface uses (the hover's kind line, the Ids view's tooltip): "Role: the name `guild_role`".
  return reason === undefined ? undefined : idReasonLine({ kind, reason }, PLAIN_REASON);
}

/** A place of an id: `logs/a.log:12` (the name shown with its invisible characters escaped). */
export function locationText(fileName: string, at: FolderLocation, locale: string): string {
  return `${displayName(fileName)}:${integer(at.line, locale)}`;
}
