// Reads ripgrep's output (ripgrep.ts's arguments) as it streams: `path NUL line:byteOffset:text LF` per matching line,
// and `path: binary file matches (...)` LF per binary file skipped. A file name may hold a newline (the NUL ends it, so
// it reads whole); a line is cut by ripgrep at --max-columns with a `[... N more matches]` tail. Memory is bounded: a
// record that outgrows `maxRecordBytes` (it cannot, from ripgrep: the bound is a guard) is dropped and counted.
import { isAscii } from 'node:buffer';

/** One line ripgrep found: its file (as ripgrep printed it, relative to the folder), where, and its text. */
export interface FoundLine {
  file: string;
  /** 1-based. */
  line: number;
  /** Byte offset of the line's start in its file. */
  byteOffset: number;
  text: string;
  /** ripgrep cut the line at --max-columns: ids past the cut are not in `text`. */
  cut: boolean;
  /** Column of `text`'s first character in the line (a piece of a long line read by the streaming scan); default 0. */
  column?: number;
  /** Ids starting before this offset in `text` belong to the piece before (the carried-over context); default 0. */
  ownFrom?: number;
  /** Ids starting at or after this offset belong to the next piece (they may run past `text`'s end); default none. */
  ownTo?: number;
}

export interface RipgrepOutputSink {
  line(found: FoundLine): void;
  /**
   * A line offered as its bytes first, bytes[start, end) without its line break, when it is ASCII and not cut: true
   * when it was handled so (every id in it known), else it comes to line() as text. Saves a string per line.
   */
  lineBytes?(file: string, line: number, bytes: Buffer, start: number, end: number): boolean;
  binary(file: string): void;
  /** Output that is no record (a guard; ripgrep prints none with these arguments). */
  unreadable(bytes: number): void;
}

const NUL = 0;
const LF = 10;
/**
 * A binary file's note, after its name: its first read held a NUL, or (`WARNING: stopped searching ...`) a later read
 * did, after lines of it were printed. ripgrep 13 and 15 print both forms.
 */
const BINARY_MARKS = [
  ': binary file matches (found "\\0" byte around offset ',
  ': WARNING: stopped searching binary file after match (found "\\0" byte around offset ',
].map((mark) => Buffer.from(mark));
// ripgrep 13 says either, by whether the line's other matches were counted.
const CUT_TAIL = / \[\.\.\. (?:\d+ more match(?:es)?|omitted end of long line)\]$/;
const OMITTED = /^\[Omitted long (?:line|context line)(?: with \d+ match(?:es)?)?\]$/;

export class RipgrepOutputParser {
  /** The start of a record not whole yet (at most maxRecordBytes). */
  private pending: Buffer | undefined;
  /** A record outgrew the bound and was dropped: its rest is skipped, to its line break. */
  private skipping = false;
  private lastName: Buffer | undefined;
  private lastNameText = '';

  constructor(
    private readonly sink: RipgrepOutputSink,
    private readonly maxRecordBytes: number,
  ) {}

  /** Output taken and not read yet, from `at`. */
  private buf: Buffer | undefined;
  private at = 0;

  /**
   * Takes the next chunk and reads its records until `deadline` (performance.now()): false when it stopped there, and
   * drain() reads on (the caller gives the event loop a turn between). Take no chunk before that is true.
   */
  push(chunk: Buffer, deadline = Infinity): boolean {
    // Output taken and not read yet (a chunk came before drain() was done: a stream may emit one after a pause) goes
    // first, and the records not whole in it join the chunk.
    const unread = this.buf?.subarray(this.at);
    this.buf = undefined;
    const before = unread === undefined || unread.length === 0 ? this.pending : unread;
    let buf = chunk;
    let at = 0;
    if (before !== undefined) {
      // A record begun before most often ends at the chunk's first line break: it is read from a join of the two up to
      // there, and the chunk from its next record on is read in place (a join of the whole chunk copied each byte of
      // the output once more). Any other case (the unread output, a record that goes on) joins them whole.
      const lf = before === this.pending && !this.skipping ? chunk.indexOf(LF) : -1;
      const head = lf < 0 ? undefined : Buffer.concat([before, chunk.subarray(0, lf + 1)]);
      const next = head === undefined ? -1 : this.record(head, 0);
      if (head !== undefined && next === head.length) at = lf + 1;
      else if (head !== undefined && next >= 0) buf = Buffer.concat([head.subarray(next), chunk.subarray(lf + 1)]);
      else buf = Buffer.concat([before, chunk]);
    }
    this.pending = undefined;
    if (this.skipping) {
      const lf = buf.indexOf(LF);
      this.sink.unreadable(lf < 0 ? buf.length : lf + 1);
      if (lf < 0) return true;
      this.skipping = false;
      buf = buf.subarray(lf + 1);
    }
    this.buf = buf;
    this.at = at;
    return this.drain(deadline);
  }

  /** Reads on until `deadline`; true once every whole record taken is read. */
  drain(deadline = Infinity): boolean {
    const buf = this.buf;
    if (buf === undefined) return true;
    let s = this.at;
    let count = 0;
    while (s < buf.length) {
      // The clock is read every 16 records: a record costs microseconds, one with ids of a new line shape a millisecond.
      if (++count % 16 === 0 && performance.now() > deadline) {
        this.at = s;
        return false;
      }
      const consumed = this.record(buf, s);
      if (consumed < 0) break;
      s = consumed;
    }
    this.buf = undefined;
    if (s >= buf.length) return true;
    if (buf.length - s > this.maxRecordBytes) {
      // A guard, not a path ripgrep takes: drop to the last line break and go on from there.
      const lastLf = buf.lastIndexOf(LF);
      // No line break left: the record goes on in the next chunk, and is skipped there to its end.
      this.skipping = lastLf < s;
      const from = this.skipping ? buf.length : lastLf + 1;
      this.sink.unreadable(from - s);
      s = from;
    }
    this.pending = s < buf.length ? Buffer.from(buf.subarray(s)) : undefined;
    return true;
  }

  /** The end of ripgrep's output: a record left incomplete is counted, not guessed. */
  end(): void {
    this.drain();
    if (this.pending !== undefined && this.pending.length > 0) this.sink.unreadable(this.pending.length);
    this.pending = undefined;
  }

  /** Reads the record at `s`; returns where the next starts, or -1 when it is not whole yet. */
  private record(buf: Buffer, s: number): number {
    // Most records name the file the one before did (ripgrep prints a file's lines together): its name and NUL are
    // compared in place, not searched for. (That name was read as one, no binary note, and names hold no NUL: the same
    // bytes read the same. Any other record's name differs from it.)
    const last = this.lastName;
    const sameName = last !== undefined && buf[s + last.length] === NUL && sameBytes(last, buf, s);
    const nul = sameName ? s + last.length : buf.indexOf(NUL, s);
    const lf = sameName ? -1 : buf.indexOf(LF, s);
    // A line break before the name's NUL: a binary note, or a name that holds a line break (rare: searched for then).
    if (lf >= 0 && (nul < 0 || lf < nul)) {
      const nameEnd = nul < 0 ? buf.length : nul;
      const markAt = binaryMarkAt(buf.subarray(s, nameEnd));
      if (markAt >= 0) {
        const end = buf.indexOf(LF, s + markAt);
        if (end < 0) return -1;
        this.sink.binary(buf.toString('utf8', s, s + markAt));
        return end + 1;
      }
    }
    if (nul < 0) return -1;
    // line:offset: after the name.
    let i = nul + 1;
    let line = 0;
    while (i < buf.length && buf[i]! >= 48 && buf[i]! <= 57) line = line * 10 + (buf[i++]! - 48);
    if (i >= buf.length) return -1;
    if (buf[i] !== 58) return this.skipRecord(buf, s);
    i++;
    let byteOffset = 0;
    while (i < buf.length && buf[i]! >= 48 && buf[i]! <= 57) byteOffset = byteOffset * 10 + (buf[i++]! - 48);
    if (i >= buf.length) return -1;
    if (buf[i] !== 58) return this.skipRecord(buf, s);
    // The text holds no line break: the first one after the prefix ends the record.
    const end = lf > i ? lf : buf.indexOf(LF, i + 1);
    if (end < 0) return -1;
    const textEnd = end > i + 1 && buf[end - 1] === 13 ? end - 1 : end;
    const file = sameName ? this.lastNameText : this.newName(buf, s, nul);
    // A cut line ends with `]`; any other ASCII line may be read from its bytes.
    if (this.sink.lineBytes !== undefined && buf[textEnd - 1] !== 93 && this.isAsciiText(buf, i + 1, textEnd))
      if (this.sink.lineBytes(file, line, buf, i + 1, textEnd)) return end + 1;
    let text = buf.toString('utf8', i + 1, textEnd);
    let cut = false;
    // Cheap test first: a cut line ends with `]`.
    if (text.charCodeAt(text.length - 1) === 93) {
      const tail = CUT_TAIL.exec(text);
      if (tail !== null) {
        text = text.slice(0, tail.index);
        cut = true;
      } else if (OMITTED.test(text)) {
        text = '';
        cut = true;
      }
    }
    this.sink.line({ file, line, byteOffset, text, cut });
    return end + 1;
  }

  /**
   * Whether buf[start, end) is ASCII: read from which blocks of ASCII_BLOCK bytes of the output taken at once are
   * (a folder of logs has a few non-ASCII lines in most chunks, and a view of each line to ask was a tenth of its
   * reading); a line in a block that is not is asked on its own.
   */
  private isAsciiText(buf: Buffer, start: number, end: number): boolean {
    if (this.asciiOf !== buf) {
      this.asciiOf = buf;
      this.asciiBlocks = asciiBlocks(buf, this.asciiBlocks);
    }
    if (end <= start) return true;
    const blocks = this.asciiBlocks;
    for (let block = start >>> ASCII_BLOCK_BITS; block <= (end - 1) >>> ASCII_BLOCK_BITS; block++)
      if (blocks[block] !== 1) return isAscii(buf.subarray(start, end));
    return true;
  }

  private asciiOf: Buffer | undefined;
  /** Per block of asciiOf: 1 when it is ASCII. */
  private asciiBlocks: Uint8Array = new Uint8Array(0);

  /** A record's file name, another than the one before's: kept for record() to compare the next with. */
  private newName(buf: Buffer, s: number, nul: number): string {
    this.lastName = Buffer.from(buf.subarray(s, nul));
    this.lastNameText = this.lastName.toString('utf8');
    return this.lastNameText;
  }

  private skipRecord(buf: Buffer, s: number): number {
    const lf = buf.indexOf(LF, s);
    if (lf < 0) return -1;
    this.sink.unreadable(lf + 1 - s);
    return lf + 1;
  }
}

const ASCII_BLOCK_BITS = 10;
const ASCII_BLOCK = 1 << ASCII_BLOCK_BITS;

/** For each block of ASCII_BLOCK bytes of `buf`, 1 when it is ASCII (in `reuse` when it is long enough). */
function asciiBlocks(buf: Buffer, reuse: Uint8Array): Uint8Array {
  const count = Math.ceil(buf.length / ASCII_BLOCK);
  const blocks = reuse.length >= count ? reuse : new Uint8Array(count);
  if (isAscii(buf)) blocks.fill(1, 0, count);
  else
    for (let block = 0; block < count; block++) {
      const at = block * ASCII_BLOCK;
      blocks[block] = isAscii(buf.subarray(at, Math.min(buf.length, at + ASCII_BLOCK))) ? 1 : 0;
    }
  return blocks;
}

/** Whether `name` is written at buf[at...] (a loop: most names are short, and a native compare costs a call per line). */
function sameBytes(name: Buffer, buf: Buffer, at: number): boolean {
  if (name.length > 256) return buf.compare(name, 0, name.length, at, at + name.length) === 0;
  // From the end: names of one folder differ there (shard-00001.log, shard-00002.log).
  for (let k = name.length - 1; k >= 0; k--) if (name[k] !== buf[at + k]) return false;
  return true;
}

/** Where a binary note's mark starts in `record` (the bytes before a NUL), or -1. */
function binaryMarkAt(record: Buffer): number {
  for (const mark of BINARY_MARKS) {
    const at = record.indexOf(mark);
    if (at >= 0) return at;
  }
  return -1;
}
