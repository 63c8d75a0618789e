// Where each id of a folder occurs: its occurrences per file and its first places, for every id at once in a few typed
// arrays (a chained list per id), not a Map and an array per id. A gigabyte of logs holds about 140,000 ids and half a
// million (id, file) pairs: as Maps and arrays they were most of the scan's heap, and a Map's get and set at each
// occurrence most of its time. An id's occurrences in one file come together (ripgrep prints a file's lines at once,
// the streaming scan reads a file at a time), so an occurrence is counted on the id's last file run: no lookup.

const INITIAL = 4096;

/** One id's lists in the store: numbers only, kept on its entry. */
export interface PlaceLists {
  /** First and last run of [file, count] of the id, -1 while none. */
  runsHead: number;
  runsTail: number;
  /** The file of the last run, -1 while none: compared on the entry, the store is read only to count. */
  tailFile: number;
  /** Distinct files of the id. */
  fileCount: number;
  /** The highest file index the id occurs in: a file above it is new to the id without a search. */
  maxFile: number;
  /** First and last kept place, -1 while none; how many are kept. */
  placesHead: number;
  placesTail: number;
  placesKept: number;
}

function grown<T extends Int32Array | Float64Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const next = new (array.constructor as new (length: number) => T)(Math.max(needed, array.length * 2));
  next.set(array);
  return next;
}

export class EntryPlaces {
  private runFile = new Int32Array(INITIAL);
  private runNext = new Int32Array(INITIAL);
  /** Counts, lines and columns as doubles: a 10 GB file has more lines than an Int32 counts. */
  private runCount = new Float64Array(INITIAL);
  private runs = 0;
  private placeFile = new Int32Array(INITIAL);
  private placeNext = new Int32Array(INITIAL);
  private placeLine = new Float64Array(INITIAL);
  private placeColumn = new Float64Array(INITIAL);
  private places = 0;

  constructor(private readonly maxKept: number) {}

  /** One more occurrence of the id of `lists` in `file` at (line, column). */
  add(lists: PlaceLists, file: number, line: number, column: number): void {
    if (lists.tailFile === file) this.runCount[lists.runsTail]!++;
    else {
      // Back to a file the id had (only where a scan interleaves files): that run counts it.
      const earlier = file <= lists.maxFile ? this.runOf(lists, file) : -1;
      if (earlier >= 0) this.runCount[earlier]!++;
      else this.newRun(lists, file);
    }
    if (lists.placesKept < this.maxKept) this.newPlace(lists, file, line, column);
  }

  /** [file, occurrences] of the id, in order of first occurrence. */
  files(lists: PlaceLists): [number, number][] {
    const out: [number, number][] = [];
    for (let run = lists.runsHead; run >= 0; run = this.runNext[run]!)
      out.push([this.runFile[run]!, this.runCount[run]!]);
    return out;
  }

  /** The kept places of the id, in order. */
  locations(lists: PlaceLists): { file: number; line: number; column: number }[] {
    const out: { file: number; line: number; column: number }[] = [];
    for (let at = lists.placesHead; at >= 0; at = this.placeNext[at]!)
      out.push({ file: this.placeFile[at]!, line: this.placeLine[at]!, column: this.placeColumn[at]! });
    return out;
  }

  private runOf(lists: PlaceLists, file: number): number {
    for (let run = lists.runsHead; run >= 0; run = this.runNext[run]!) if (this.runFile[run] === file) return run;
    return -1;
  }

  private newRun(lists: PlaceLists, file: number): void {
    const run = this.runs++;
    this.runFile = grown(this.runFile, this.runs);
    this.runNext = grown(this.runNext, this.runs);
    this.runCount = grown(this.runCount, this.runs);
    this.runFile[run] = file;
    this.runCount[run] = 1;
    this.runNext[run] = -1;
    if (lists.runsTail >= 0) this.runNext[lists.runsTail] = run;
    else lists.runsHead = run;
    lists.runsTail = run;
    lists.tailFile = file;
    lists.fileCount++;
    if (file > lists.maxFile) lists.maxFile = file;
  }

  private newPlace(lists: PlaceLists, file: number, line: number, column: number): void {
    const at = this.places++;
    this.placeFile = grown(this.placeFile, this.places);
    this.placeNext = grown(this.placeNext, this.places);
    this.placeLine = grown(this.placeLine, this.places);
    this.placeColumn = grown(this.placeColumn, this.places);
    this.placeFile[at] = file;
    this.placeLine[at] = line;
    this.placeColumn[at] = column;
    this.placeNext[at] = -1;
    if (lists.placesTail >= 0) this.placeNext[lists.placesTail] = at;
    else lists.placesHead = at;
    lists.placesTail = at;
    lists.placesKept++;
  }
}
