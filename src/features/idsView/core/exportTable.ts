// The Ids view's table as CSV and as JSON, for a spreadsheet or a script. 64-bit values stay exact: ids are
// strings, xp and sonhos are written from their bigints as digits (in JSON as bare integers, as the service
// sends them). Profile text is the service's and may be hostile: in CSV a cell that a spreadsheet would read
// as a formula is defused.
import type { LookupErrorKind } from '../../../model/lookupError';
import { stringifyJsonPretty, type JsonObject } from '../../../api/model/bigJson';
import { shownText } from '../../../profile/boundedText';
import { cutText, fitByShrinkingField } from '../../../profile/finishedOutput';
import { createdAtMs } from '../../../profile/profileView';
import type { IdRow, IdTable } from './idTable';

/** Machine-readable, the same in every display language. */
export type ExportStatus =
  | 'profile'
  | 'not_found'
  | 'key_rejected'
  | 'no_key'
  | 'rate_limited'
  | 'offline'
  | 'timed_out'
  | 'service_error'
  | 'invalid_response'
  | 'refused'
  | 'broken_install'
  | 'waiting'
  | 'stopped'
  | 'not_looked_up';

const ERROR_STATUS: Readonly<Record<LookupErrorKind, ExportStatus>> = {
  NotFound: 'not_found',
  Unauthorized: 'key_rejected',
  NoKey: 'no_key',
  RateLimited: 'rate_limited',
  Network: 'offline',
  Timeout: 'timed_out',
  ServerError: 'service_error',
  InvalidResponse: 'invalid_response',
  InsecureUrl: 'refused',
  InvalidId: 'refused',
  Cancelled: 'stopped',
  BrokenInstall: 'broken_install',
};

export function exportStatus(row: IdRow): ExportStatus {
  const r = row.resolution;
  if (r === undefined) return 'not_looked_up';
  switch (r.state) {
    case 'profile':
      return 'profile';
    case 'failed':
      return ERROR_STATUS[r.error.kind];
    default:
      return r.state;
  }
}

/** Rows in the table's order: group after group. */
export function tableRows(table: IdTable): IdRow[] {
  return table.groups.flatMap((group) => group.rows);
}

/** 1-based line of an offset in the document. */
export type LineOf = (offset: number) => number;

/** When the id was made, as an ISO date (empty for an id outside the snowflake range): the exports' `created`. */
export function createdIso(id: string): string {
  const ms = createdAtMs(id);
  return ms === undefined ? '' : new Date(ms).toISOString();
}

const CSV_HEADER = [
  'id',
  'kind',
  'occurrences',
  'first_line',
  'created',
  'status',
  'xp',
  'sonhos',
  'banned',
  'ban_reason',
];

/**
 * One exported row, as written (a CSV line; a JSON object with its indentation), at most: measured on the finished
 * text, since escaping (CSV doubles each quote, JSON each backslash and quote) grows the ban reason past its own bound.
 */
export const MAX_EXPORT_ROW_CHARS = 1_800;

/** A resolved row's ban reason as shown (bounded), or '' for a row with no ban. */
export function banReasonOf(row: IdRow): string {
  const profile = row.resolution?.state === 'profile' ? row.resolution.view : undefined;
  return profile?.ban === undefined || profile.ban === null ? '' : shownText(profile.ban.reason);
}

export function tableToCsv(table: IdTable, lineOf: LineOf): string {
  const lines = [CSV_HEADER.join(',')];
  for (const row of tableRows(table)) {
    const reason = banReasonOf(row);
    lines.push(
      fitByShrinkingField((limit) => csvLine(row, lineOf, cutText(reason, limit)), reason.length, MAX_EXPORT_ROW_CHARS),
    );
  }
  // RFC 4180: CRLF between records.
  return `${lines.join('\r\n')}\r\n`;
}

function csvLine(row: IdRow, lineOf: LineOf, reason: string): string {
  const profile = row.resolution?.state === 'profile' ? row.resolution.view : undefined;
  const cells = [
    row.id,
    row.kind,
    String(row.occurrences),
    String(lineOf(row.firstOffset)),
    createdIso(row.id),
    exportStatus(row),
    profile?.xp ?? '',
    profile?.sonhos ?? '',
    profile === undefined ? '' : String(profile.ban !== null),
    csvText(reason),
  ];
  return cells.map(csvCell).join(',');
}

/** Quotes a cell that holds a separator, a quote or a line break. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Text from the service, defused for spreadsheets: a cell starting with = + - @ or a tab or carriage return is
 * read as a formula by Excel, LibreOffice and Sheets, so it gets a leading apostrophe (OWASP's advice). So is one
 * where spaces or line breaks come before them: spreadsheets trim a cell's leading blanks before reading it.
 */
export function csvText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

// Anchored, one class then one character: linear in the cell.
const FORMULA_START = /^\s*[=+\-@\t\r\n]/;

export function tableToJson(table: IdTable, lineOf: LineOf): string {
  const rows = tableRows(table).map((row): JsonObject => {
    const reason = banReasonOf(row);
    let fitted: JsonObject = {};
    // Measured as printed in the array (indented), the ban reason shrinking until the row fits.
    fitByShrinkingField(
      (limit) => {
        fitted = jsonRow(row, lineOf, cutText(reason, limit));
        return stringifyJsonPretty([fitted]);
      },
      reason.length,
      MAX_EXPORT_ROW_CHARS,
    );
    return fitted;
  });
  return `${stringifyJsonPretty(rows)}\n`;
}

function jsonRow(row: IdRow, lineOf: LineOf, reason: string): JsonObject {
  const out: JsonObject = {
    id: row.id,
    kind: row.kind,
    occurrences: row.occurrences,
    firstLine: lineOf(row.firstOffset),
    created: createdIso(row.id) || null,
    status: exportStatus(row),
  };
  addProfileFields(out, row, reason);
  return out;
}

/**
 * A resolved row's profile in its JSON object, after the fields already there (the file view's and the folder view's
 * exports alike): xp and sonhos bare integers as the service sends them, exact (printed from the view's digits as
 * bigints), whether the user is banned, and the ban reason as given.
 */
export function addProfileFields(out: JsonObject, row: IdRow, banReason: string): void {
  if (row.resolution?.state !== 'profile') return;
  const view = row.resolution.view;
  out.xp = BigInt(view.xp);
  out.sonhos = BigInt(view.sonhos);
  out.banned = view.ban !== null;
  if (view.ban !== null) out.banReason = banReason;
}
