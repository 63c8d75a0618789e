// The folder's table as CSV and JSON, as the Ids view exports a file's (exportTable.ts: the same statuses, exact
// 64-bit numbers, formula cells defused), with each id's files: how often it occurs in each, and its first line there.
import type { JsonObject, JsonValue } from '../../../api/model/bigJson';
import { stringifyJsonPretty } from '../../../api/model/bigJson';
import {
  addProfileFields,
  banReasonOf,
  createdIso,
  csvCell,
  csvText,
  exportStatus,
  tableRows,
} from '../../idsView/core/exportTable';
import type { IdTable } from '../../idsView/core/idTable';
import type { FolderEntry, FolderTally } from './folderTally';

export interface IdFile {
  file: string;
  occurrences: number;
  /** The first line kept for this file (undefined: its places were past the ones kept). */
  firstLine: number | undefined;
}

/** An id's files, most occurrences first, then by name. */
export function filesOf(entry: FolderEntry, tally: FolderTally): IdFile[] {
  const firstLine = new Map<number, number>();
  for (const at of tally.entryLocations(entry)) if (!firstLine.has(at.file)) firstLine.set(at.file, at.line);
  return tally
    .entryFiles(entry)
    .map(([file, occurrences]) => ({ file: tally.fileName(file), occurrences, firstLine: firstLine.get(file) }))
    .sort((a, b) => b.occurrences - a.occurrences || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

const CSV_HEADER = [
  'id',
  'kind',
  'occurrences',
  'files',
  'created',
  'status',
  'xp',
  'sonhos',
  'banned',
  'ban_reason',
  'file_list',
];

/** `file_list`: `name (count)` per file, one per line in the cell. */
export function folderTableToCsv(table: IdTable, tally: FolderTally): string {
  const lines = [CSV_HEADER.join(',')];
  for (const row of tableRows(table)) {
    const entry = tally.get(row.id);
    const files = entry === undefined ? [] : filesOf(entry, tally);
    const profile = row.resolution?.state === 'profile' ? row.resolution.view : undefined;
    const cells = [
      row.id,
      row.kind,
      String(row.occurrences),
      String(files.length),
      createdIso(row.id),
      exportStatus(row),
      profile?.xp ?? '',
      profile?.sonhos ?? '',
      profile === undefined ? '' : String(profile.ban !== null),
      csvText(banReasonOf(row)),
      // A file's name is the folder owner's, not the service's, but it too may start like a formula.
      csvText(files.map((f) => `${f.file} (${f.occurrences})`).join('\n')),
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function folderTableToJson(table: IdTable, tally: FolderTally): string {
  const rows = tableRows(table).map((row): JsonObject => {
    const entry = tally.get(row.id);
    const files: JsonValue[] = (entry === undefined ? [] : filesOf(entry, tally)).map((f) => ({
      file: f.file,
      occurrences: f.occurrences,
      firstLine: f.firstLine ?? null,
    }));
    const out: JsonObject = {
      id: row.id,
      kind: row.kind,
      occurrences: row.occurrences,
      created: createdIso(row.id) || null,
      status: exportStatus(row),
    };
    addProfileFields(out, row, banReasonOf(row));
    out.files = files;
    return out;
  });
  return `${stringifyJsonPretty(rows)}\n`;
}
