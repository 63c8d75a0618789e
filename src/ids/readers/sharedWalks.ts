// Walks that the ids of one text share (structureScan.ts): a budget of characters to walk and the searches already
// made, so that a long array or a giant object is not walked again for each of its ids. A caller that classifies
// many ids of one text passes one SharedWalks with each classification (ClassifyOptions.sharedWalks); a hover
// passes none. Kept apart from the scans themselves, which read the same with or without it.

/** Names of an object's members (in snake_case, whatever the style written) with their short scalar values. */
export type Members = Map<string, string>;

/**
 * What a caller that classifies many ids of one text in order (the Ids view's scan) shares between them. A budget
 * of characters to walk: when it runs out, a scan stops as it does at the window's edge. And the searches already
 * made in this text, reused: each id of a long array searches for the same '[' from the same place, or walks back
 * onto where the previous id's search began, and would otherwise walk the whole array again. A hover classifies
 * one id: it passes none, and nothing is bounded or remembered. (A remembered answer is the one a new search would
 * give, but for text built to straddle a window's edge: a run of backslashes across the lower one, an unclosed
 * string within 48 characters of the upper one.)
 */
export class SharedWalks {
  /** Searches made from a given place: openers at 2 × from (+1 with members), closers likewise. */
  readonly openers = new Map<number, Search>();
  readonly closers = new Map<number, Search>();
  /** The member-less findOpener with the largest `from` so far: later values walk back onto it. */
  lastOpener: Search | undefined;
  /** The functions this text declares, by name, in order of position: for the arguments of calls to them. */
  readonly declarations = new Map<string, Declaration[]>();

  constructor(public charsLeft: number) {}

  /** A new text (the scan's next piece): nothing remembered applies to it. */
  forget(): void {
    this.openers.clear();
    this.closers.clear();
    this.lastOpener = undefined;
    this.declarations.clear();
  }
}

/** A function declared in the text: where its name starts and its ')' is, its parameters as written, and whether it is declared Go-style (name, then type). */
export interface Declaration {
  at: number;
  close: number;
  params: string[];
  style: 'go' | 'typed';
}

export interface Search {
  text: string;
  from: number;
  /** The window's edge it was made with: lo for an opener, hi for a closer. */
  edge: number;
  found: number;
  /** How far it walked: the opener or closer found, or where it stopped. */
  reach: number;
  /** The members it noted, in order, to note again. */
  noted: [string, string][] | undefined;
  /** For an opener search, where each noted key starts. */
  at?: number[];
  /** A closer search that reached its window's edge (or its budget): where and at what depth to walk on. */
  resume?: { at: number; depth: number };
}

/** Remembered searches per direction past which the maps start over (a piece has a few hundred containers). */
export const MAX_REMEMBERED = 4096;

/** Members a search notes, kept in order so that they can be noted again into another map. */
export class NotedMembers extends Map<string, string> {
  readonly noted: [string, string][] = [];
  /** Where each noted key starts (findOpener notes them walking down). */
  readonly at: number[] = [];
  /** Set by findOpener's walk before it notes a key. */
  keyStart = -1;
  /** More than MAX_NOTED: not worth remembering (noting them again would cost what walking does). */
  overflowed = false;

  constructor(private readonly target: Members | undefined) {
    super();
  }

  override set(key: string, value: string): this {
    this.target?.set(key, value);
    if (this.noted.length >= MAX_NOTED) {
      this.overflowed = true;
    } else {
      this.noted.push([key, value]);
      this.at.push(this.keyStart);
    }
    return this;
  }
}

/** Members a remembered search may hold: a real object has a few dozen. */
export const MAX_NOTED = 64;

/** Notes `noted` again into `members`; with `lo`, only the keys an opener search down to `lo` would have met. */
export function noteAgain(
  noted: [string, string][] | undefined,
  members: Members | undefined,
  at?: number[],
  lo = -Infinity,
): void {
  if (noted === undefined || members === undefined) return;
  for (let k = 0; k < noted.length && (at === undefined || at[k]! >= lo); k++) members.set(noted[k]![0], noted[k]![1]);
}

export function remember(map: Map<number, Search>, key: number, search: Search): void {
  if (map.size >= MAX_REMEMBERED) map.clear();
  map.set(key, search);
}
