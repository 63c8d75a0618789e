// Every typed id of a text, read through the one sliced scan (slicedScan.ts): the Ids view's document and the text
// an agent hands the idsInText tool. Each piece is read with the context the classifier may look at on either side,
// so the result is the same as one findTypedIdsInText over the whole text, but for one bound: the structure around
// the ids (the object an "id" is in, the array an id is listed in) is read for at most STRUCTURE_CHARS_PER_CHAR
// characters per character of the piece. An id's reading may walk 8 KB each way, and `"id":<id>,` repeated in one
// unclosed `{` made every id walk all of it (5 s per MB, 555 times a bot log); past the bound, an id is classified
// from its name, its markup and its URL alone. Real documents stay far below it.
import { CLASSIFY_AT_WINDOW, classifyIdMatch, type ClassifyOptions, type TypedIdMatch } from '../ids/classifyId';
import { applyCorrections, type CorrectedIdMatch, type IdCorrections } from '../ids/corrections';
import { findIdsInText } from '../ids/findId';
import type { IdKind } from '../ids/idKind';
import { SharedWalks } from '../ids/readers/sharedWalks';
import { slicedScan, type Piece, type PieceReader, type ScanReport, type SlicedScanOptions } from './slicedScan';
import type { TextSource } from './textSource';

/** Where the ids found go, in order of position (the Ids view's tally, the tool's list). */
export interface IdSink {
  /** Whether this occurrence's kind is worth reading (the classifier's work); when not, `add` gets undefined. */
  needsKind(id: string): boolean;
  /**
   * `typed`, when the kind was read: the id as the corrections read it, its offsets (and its reason's evidence's)
   * counted from the start of the whole text.
   */
  add(id: string, kind: IdKind | undefined, offset: number, typed?: CorrectedIdMatch): void;
}

export interface IdScanOptions extends SlicedScanOptions {
  /**
   * The user's corrections (src/ids/corrections.ts), applied to every id read. Required: a surface that scans cannot
   * forget them; one with none passes IdCorrections.none.
   */
  corrections: IdCorrections;
  /** The document's language id (JSON documents read keys differently). */
  languageId?: string;
  /** Clock for the future-snowflake rule, pinned once for the whole scan. */
  nowMs?: number;
  /** Characters of structure reading per character of the text (default STRUCTURE_CHARS_PER_CHAR). */
  structureCharsPerChar?: number;
}

/**
 * Characters of structure reading per character of a piece. The dense real payloads of the tests' corpus use well
 * under 4; the hostile documents would use thousands.
 */
export const STRUCTURE_CHARS_PER_CHAR = 16;
/** Structure reading any scan may use, however short: a few ids' whole windows. */
const STRUCTURE_CHARS_FLOOR = 4 * 2 * CLASSIFY_AT_WINDOW;

class IdReader implements PieceReader {
  readonly contextBefore = CLASSIFY_AT_WINDOW;
  readonly contextAfter = CLASSIFY_AT_WINDOW;
  matches = 0;
  // One budget for the whole scan, growing with each piece: unspent reading carries over to the next piece.
  private readonly walks = new SharedWalks(STRUCTURE_CHARS_FLOOR);
  private readonly classifyWithWalks: ClassifyOptions;

  constructor(
    private readonly sink: IdSink,
    private readonly classify: ClassifyOptions & { nowMs: number },
    private readonly corrections: IdCorrections,
    private readonly structurePerChar: number,
  ) {
    this.classifyWithWalks = { ...classify, sharedWalks: this.walks };
  }

  *read(piece: Piece): Generator<number, void> {
    const { text, lo, from, to } = piece;
    const found = findIdsInText(text, this.classify);
    this.walks.charsLeft += this.structurePerChar * (to - from);
    this.walks.forget();
    for (const match of found) {
      const start = lo + match.start;
      // An id in the context on either side belongs to the piece before or after this one.
      if (start < from || start >= to) continue;
      // An id the sink does not keep, or whose kind is settled, only adds an occurrence: no context is read.
      if (this.sink.needsKind(match.id)) {
        const typed = inWholeText(
          applyCorrections(classifyIdMatch(text, match, this.classifyWithWalks), this.corrections),
          lo,
        );
        this.sink.add(match.id, typed.kind, start, typed);
      } else {
        this.sink.add(match.id, undefined, start);
      }
      this.matches++;
      yield lo + match.end;
    }
  }
}

/** `typed`, read in a piece that starts at `lo` of the whole text, with its offsets counted from the whole text's start. */
function inWholeText<T extends TypedIdMatch>(typed: T, lo: number): T {
  if (lo === 0) return typed;
  const reason =
    typed.reason === undefined ? undefined : { ...typed.reason, evidenceStart: lo + typed.reason.evidenceStart };
  return { ...typed, start: lo + typed.start, end: lo + typed.end, ...(reason === undefined ? {} : { reason }) };
}

/** Reads every id of `source` into `sink`; the report says how far it read and why it stopped. */
export function scanIdsInto(source: TextSource, sink: IdSink, options: IdScanOptions): Promise<ScanReport> {
  const reader = new IdReader(
    sink,
    { nowMs: options.nowMs ?? Date.now(), languageId: options.languageId },
    options.corrections,
    options.structureCharsPerChar ?? STRUCTURE_CHARS_PER_CHAR,
  );
  return slicedScan(source, reader, options);
}
