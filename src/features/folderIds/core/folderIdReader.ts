// Turns each line a scan found (ripgrep's or the streaming scan's) into typed ids in the folder's tally. Only the
// line is read around an id (its window), only lines with an occurrence the tally still needs a kind for are typed,
// and a line of a shape seen before is typed from it (lineShapes.ts). A line whose every id is settled (nearly every
// line of a big folder) is counted from ripgrep's bytes, making no string at all (readKnown).
import { findIdRunsInText, MIN_DETECTED_DIGITS } from '../../../ids/findId';
import { MAX_ID_DIGITS } from '../../../ids/snowflake';
import { entryReason, type FolderEntry, type FolderTally } from './folderTally';
import { LineShapes, reasonIn, type IdRuns, type Typed } from './lineShapes';
import { ownCopy } from './ownCopy';
import type { FoundLine } from './ripgrepOutput';

export class FolderIdReader {
  /** Lines read, and ids classified (the classifier's work): the bench reads them. */
  lines = 0;
  classified = 0;
  /** Lines counted from their bytes (readKnown), of `lines`. */
  linesFromBytes = 0;
  private readonly options: { nowMs: number };
  readonly shapes: LineShapes;

  constructor(
    private readonly tally: FolderTally,
    nowMs = Date.now(),
  ) {
    this.options = { nowMs };
    this.shapes = new LineShapes(this.options);
  }

  /** The ids of the line read(): their offsets (reused: no array, object or string per id; see findIdRunsInText). */
  private readonly ids: IdRuns & { runs: number[] } = { runs: [], count: 0 };

  read(found: FoundLine): void {
    this.lines++;
    const { text } = found;
    const column = found.column ?? 0;
    const ownFrom = found.ownFrom ?? 0;
    const ownTo = found.ownTo ?? Infinity;
    const ids = this.ids;
    const runs = ids.runs;
    ids.count = findIdRunsInText(text, runs, this.options);
    if (ids.count === 0) return;
    const file = this.tally.file(found.file);
    let kinds: readonly Typed[] | undefined;
    for (let i = 0; i < ids.count; i++) {
      const start = runs[2 * i]!;
      const end = runs[2 * i + 1]!;
      if (start < ownFrom || start >= ownTo) continue;
      // Nearly every occurrence: an id seen and typed before, counted with one lookup (of its digits, in place).
      const entry = this.tally.entryIn(text, start, end);
      if (entry?.settled === true) {
        this.tally.count(entry, file, found.line, column + start);
        continue;
      }
      const at = { file, line: found.line, column: column + start };
      // A string of the id only for an id not kept yet: its own copy, kept with its entry.
      const id = entry?.id ?? ownCopy(text, start, end);
      if (entry === undefined && this.tally.full) {
        this.tally.add(id, at, undefined, undefined, entry);
        continue;
      }
      kinds ??= this.shapes.kinds(text, ids);
      this.classified++;
      const typed = kinds[i]!;
      const { kind, reason } = typed;
      // The why is made from this line's text only where the entry keeps it: its first reading of the kind.
      const kept = reason !== undefined && (entry === undefined || entryReason(entry, kind) === undefined);
      this.tally.add(id, at, kind, kept ? reasonIn(typed, text) : undefined, entry, typed.whys);
    }
  }

  /** The line's settled entries and their columns, as readKnown finds them (reused: no array per line). */
  private readonly knownEntries: FolderEntry[] = [];
  private readonly knownColumns: number[] = [];
  private lastFile: string | undefined;
  private lastFileIndex = 0;

  /**
   * Counts the line bytes[start, end) (ripgrep's text of line `line` of `file`, without its line break; ASCII, which
   * the parser checked: a column is a byte offset) when every id in it is settled, and says so; false, having counted
   * nothing, when it needs read(). Exact where it says true: each 17-19 digit run in it (findIdsInText's candidates;
   * no other run is an id) is a settled id with a neighbour on each side that isSeparateDigitRun allows whatever
   * surrounds it (KNOWN_LEFT, KNOWN_RIGHT), or a '.' it allows for the character past it (dotBefore, dotAfter); its
   * digits passed the range and clock rules when it was first read, with this clock. Most bytes are skipped unread,
   * as findIdsInText skips them: a run long enough covers every 17th byte.
   */
  readKnown(file: string, line: number, bytes: Uint8Array, start: number, end: number): boolean {
    const entries = this.knownEntries;
    const columns = this.knownColumns;
    // Arrays kept across lines, written from 0 (setting their length to 0 would free them).
    let found = 0;
    // Invariant: bytes[i - 1] is not a digit.
    let i = start;
    while (i + MIN_DETECTED_DIGITS <= end) {
      const probe = i + MIN_DETECTED_DIGITS - 1;
      if (!isDigitByte(bytes[probe]!)) {
        i = probe + 1;
        continue;
      }
      let runStart = probe;
      while (runStart > i && isDigitByte(bytes[runStart - 1]!)) runStart--;
      let runEnd = probe + 1;
      while (runEnd < end && isDigitByte(bytes[runEnd]!)) runEnd++;
      const length = runEnd - runStart;
      if (length >= MIN_DETECTED_DIGITS && length <= MAX_ID_DIGITS.length) {
        if (runStart > start && KNOWN_LEFT[bytes[runStart - 1]!] !== 1 && !dotBefore(bytes, start, runStart))
          return false;
        if (runEnd < end && KNOWN_RIGHT[bytes[runEnd]!] !== 1 && !dotAfter(bytes, runEnd, end)) return false;
        const entry = this.tally.settledAt(bytes, runStart, runEnd);
        if (entry === undefined) return false;
        entries[found] = entry;
        columns[found++] = runStart - start;
      }
      i = runEnd + 1;
    }
    this.lines++;
    this.linesFromBytes++;
    if (found === 0) return true;
    if (file !== this.lastFile) {
      this.lastFile = file;
      this.lastFileIndex = this.tally.file(file);
    }
    for (let k = 0; k < found; k++) this.tally.count(entries[k]!, this.lastFileIndex, line, columns[k]!);
    return true;
  }
}

function isDigitByte(byte: number): boolean {
  return byte >= 48 && byte <= 57;
}

const DOT = 46;

/**
 * A '.' before the run at `runStart` that isSeparateDigitRun allows: no digit before it (`1.5`, `v1.2` are a decimal
 * and a version). Ids ending a sentence or a domain part (`guild 2971…. Next`, `…1234.png`) are common in logs.
 */
function dotBefore(bytes: Uint8Array, start: number, runStart: number): boolean {
  return bytes[runStart - 1] === DOT && !(runStart - 2 >= start && isDigitByte(bytes[runStart - 2]!));
}

/** A '.' after the run ending at `runEnd` that isSeparateDigitRun allows: no digit after it. */
function dotAfter(bytes: Uint8Array, runEnd: number, end: number): boolean {
  return bytes[runEnd] === DOT && !(runEnd + 1 < end && isDigitByte(bytes[runEnd + 1]!));
}

/**
 * ASCII neighbours of a digit run that isSeparateDigitRun allows whatever else the line holds (its rules read a
 * letter, '_', '.', '-' or '+' further; every other ASCII character is a separator). A table test holds them to it.
 */
export const KNOWN_LEFT = separatorTable('.-+');
export const KNOWN_RIGHT = separatorTable('.');

function separatorTable(readFurther: string): Uint8Array {
  const table = new Uint8Array(256);
  for (let code = 0; code < 0x80; code++) {
    const char = String.fromCharCode(code);
    table[code] = /[A-Za-z0-9_]/.test(char) || readFurther.includes(char) ? 0 : 1;
  }
  return table;
}
