// Typing an id costs the classifier's reading of its context; a folder of logs repeats a few line shapes millions
// of times with other ids, times and counts in them. A line's shape is its text with every digit made 0 (lengths and
// offsets kept), where its ids are (a digit run of one line may be an id and the same run of another not: a leading
// zero, a snowflake time ahead of the clock), and its ids numbered by first appearance (so `a -> a` differs from
// `a -> b`): lines of one shape give their ids the same kinds, read once. Bounded: past MAX_SHAPES, the shapes start
// over.
//
// A shape is found by a hash of a few of the line's characters, its length and its ids' places (read in place), and
// checked against the shape kept, character by character: no key string is made (a digit-replaced copy of each line
// and its Map hash were 0.5 s of a 1 GB scan; a hash of every character, 0.1 s), and a hash collision never types a
// line by another shape. Lines that differ only where the hash does not read share a bucket, of at most MAX_BUCKET
// shapes (the oldest goes): a line is checked against a few shapes at most. A why is made from the line's own text
// only when the caller keeps it (reasonIn): nearly every id already has its why.
import { MAX_EVIDENCE, scopeOf, scopeReadsDigits } from '../../../ids/readers/evidence';
import { classifyIdMatch, type TypedIdMatch } from '../../../ids/classifyId';
import type { IdMatch } from '../../../ids/findId';
import type { IdKind } from '../../../ids/idKind';
import type { IdReason } from '../../../ids/idReason';
import type { Whys } from './folderTally';
import { ownCopy } from './ownCopy';

export const MAX_SHAPES = 20_000;
/** Shapes kept under one hash, at most: lines alike where the hash reads. */
export const MAX_BUCKET = 8;
/** Characters of a line the hash reads, spread evenly over it. */
export const HASH_SAMPLES = 16;
/** Ids on a line past which their order is numbered with a Map (below, by comparing each with those before it). */
const ORDER_BY_SCAN = 16;

export interface Typed {
  kind: IdKind;
  /** As read from the line the shape was first seen in: reasonIn() makes it this line's. */
  reason: IdReason | undefined;
  /**
   * The reason's evidence holds no digit: every line of the shape reads the same there (a shape keeps each other
   * character), so the reason is every line's as it is.
   */
  sameInEveryLine: boolean;
  /**
   * The reason's scope is made from its evidence (not a name the classifier gave), and reads the values of its digits
   * (scopeReadsDigits), which another line of the shape may have others of: made again from that line's evidence.
   */
  scopeFromDigits: boolean;
  /** [[kind, reason]]: the whys of every row this reason is the only why of, shared (folderTally.ts's Whys). */
  whys: Whys | undefined;
}

const DIGIT = /[0-9]/;

function typedOf(kind: IdKind, reason: IdReason | undefined): Typed {
  return {
    kind,
    reason,
    sameInEveryLine: reason === undefined || !DIGIT.test(reason.evidence),
    scopeFromDigits:
      reason !== undefined &&
      reason.scope === scopeOf(reason.rule, reason.evidence) &&
      scopeReadsDigits(reason.evidence),
    whys: reason === undefined ? undefined : [[kind, reason]],
  };
}

/**
 * A line's ids as findIdRunsInText finds them: `count` [start, end) pairs in `runs` (start, end, start, end, ...),
 * in order of position.
 */
export interface IdRuns {
  runs: readonly number[];
  count: number;
}

/** A line's shape: a copy of its characters (a line cut from a bigger string keeps none of it), read as below. */
export interface LineShape {
  codes: Uint16Array;
  /** Its ids' [start, end) pairs. */
  ids: Int32Array;
  /** Its ids' numbers by first appearance. */
  order: readonly number[];
  /**
   * What a line of the shape holds outside its ids: [from, to) pairs, `from` for characters that are every line's
   * (no digit), `-1 - from` for a run of digits (any digits).
   */
  from: Int32Array;
  to: Int32Array;
}

interface Shape extends LineShape {
  typed: Typed[];
}

function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * Whether the digits text[a, aEnd) and text[b, bEnd) are the same id (compared from the end: ids of one time share
 * their start).
 */
function sameDigits(text: string, a: number, aEnd: number, b: number, bEnd: number): boolean {
  if (aEnd - a !== bEnd - b) return false;
  for (let i = aEnd - a - 1; i >= 0; i--) if (text.charCodeAt(a + i) !== text.charCodeAt(b + i)) return false;
  return true;
}

/** Each id's number by first appearance: `a -> a` is [0, 0], `a -> b` [0, 1]. */
export function idOrder(text: string, { runs, count }: IdRuns): number[] {
  const order = new Array<number>(count);
  if (count > ORDER_BY_SCAN) {
    const first = new Map<string, number>();
    for (let i = 0; i < count; i++) {
      const id = text.slice(runs[2 * i], runs[2 * i + 1]);
      let index = first.get(id);
      if (index === undefined) first.set(id, (index = first.size));
      order[i] = index;
    }
    return order;
  }
  let distinct = 0;
  for (let i = 0; i < count; i++) {
    const start = runs[2 * i]!;
    const end = runs[2 * i + 1]!;
    let j = 0;
    while (j < i && !sameDigits(text, runs[2 * j]!, runs[2 * j + 1]!, start, end)) j++;
    order[i] = j < i ? order[j]! : distinct++;
  }
  return order;
}

/**
 * FNV-1a over what every line of one shape has alike and a line of another seldom does: its length, its ids' places
 * and order, and HASH_SAMPLES of its characters (a digit read as '0'). The check (hasShape) reads the rest.
 */
export function shapeHash(text: string, { runs, count }: IdRuns, order: readonly number[]): number {
  const length = text.length;
  let hash = Math.imul(0x811c9dc5 ^ length, 0x01000193);
  for (let i = 0; i < count; i++) {
    hash = Math.imul(hash ^ runs[2 * i]!, 0x01000193);
    hash = Math.imul(hash ^ (runs[2 * i + 1]! - runs[2 * i]!), 0x01000193);
    hash = Math.imul(hash ^ (order[i]! + 0x10000), 0x01000193);
  }
  for (let k = 0; k < HASH_SAMPLES && k < length; k++) {
    const code = text.charCodeAt(Math.floor((k * length) / HASH_SAMPLES));
    hash = Math.imul(hash ^ (isDigitCode(code) ? 48 : code), 0x01000193);
  }
  return hash >>> 0;
}

/** The shape of a line and its ids. */
export function lineShape(text: string, { runs, count }: IdRuns, order: readonly number[]): LineShape {
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  const ids = new Int32Array(2 * count);
  for (let i = 0; i < ids.length; i++) ids[i] = runs[i]!;
  const from: number[] = [];
  const to: number[] = [];
  let id = 0;
  let i = 0;
  while (i < codes.length) {
    if (id < count && i === ids[2 * id]) {
      i = ids[2 * id + 1]!;
      id++;
      continue;
    }
    const digits = isDigitCode(codes[i]!);
    let end = i + 1;
    const idAt = id < count ? ids[2 * id]! : codes.length;
    while (end < idAt && isDigitCode(codes[end]!) === digits) end++;
    from.push(digits ? -1 - i : i);
    to.push(end);
    i = end;
  }
  // From arrays by their length (Int32Array.from walks an iterator).
  return { codes, ids, order, from: new Int32Array(from), to: new Int32Array(to) };
}

/**
 * Whether the line is of the shape: its ids where the shape's are, in the same order; its other digits where the
 * shape's are (a digit for a digit); every other character the shape's.
 */
export function hasShape(shape: LineShape, text: string, { runs, count }: IdRuns, order: readonly number[]): boolean {
  const { codes, ids, from, to } = shape;
  if (codes.length !== text.length || ids.length !== 2 * count) return false;
  for (let i = 0; i < 2 * count; i++) if (ids[i] !== runs[i]) return false;
  for (let i = 0; i < count; i++) if (shape.order[i] !== order[i]) return false;
  for (let k = 0; k < from.length; k++) {
    const start = from[k]!;
    const end = to[k]!;
    if (start >= 0) {
      for (let i = start; i < end; i++) if (codes[i] !== text.charCodeAt(i)) return false;
    } else {
      for (let i = -1 - start; i < end; i++) if (!isDigitCode(text.charCodeAt(i))) return false;
    }
  }
  return true;
}

export class LineShapes {
  /** Shapes by hash; a bucket holds the shapes whose hashes collide, the newest last. */
  private readonly shapes = new Map<number, Shape[]>();
  private count = 0;
  /** Lines typed by the classifier, and by a shape seen before. */
  misses = 0;
  hits = 0;

  constructor(
    private readonly options: { nowMs: number },
    /** The hash of a line's shape: shapeHash; a test gives one that collides. */
    private readonly hash: typeof shapeHash = shapeHash,
  ) {}

  /**
   * The kinds of every id of the line (in the order of `ids`), from its shape when seen before; each reason as read
   * from the shape's first line (reasonIn makes it this line's). The array is the shape's own: not to be changed.
   */
  kinds(text: string, ids: IdRuns): readonly Typed[] {
    const order = idOrder(text, ids);
    const hash = this.hash(text, ids, order);
    const bucket = this.shapes.get(hash);
    if (bucket !== undefined)
      for (let b = bucket.length - 1; b >= 0; b--)
        if (hasShape(bucket[b]!, text, ids, order)) {
          this.hits++;
          return bucket[b]!.typed;
        }
    this.misses++;
    const typed = new Array<Typed>(ids.count);
    for (let i = 0; i < ids.count; i++) {
      const start = ids.runs[2 * i]!;
      const end = ids.runs[2 * i + 1]!;
      const match: IdMatch = { id: text.slice(start, end), start, end };
      const read: TypedIdMatch = classifyIdMatch(text, match, this.options);
      typed[i] = typedOf(read.kind, read.reason);
    }
    if (this.count >= MAX_SHAPES) {
      this.shapes.clear();
      this.count = 0;
    }
    const shape: Shape = { ...lineShape(text, ids, order), typed };
    const kept = this.shapes.get(hash);
    if (kept === undefined) this.shapes.set(hash, [shape]);
    else {
      if (kept.length >= MAX_BUCKET) {
        kept.shift();
        this.count--;
      }
      kept.push(shape);
    }
    this.count++;
    return typed;
  }
}

/**
 * The reason of `typed` read from this line (one of the shape of the line the reason was read from): the evidence as
 * the classifier cuts it (MAX_EVIDENCE characters, an ellipsis past them), and a scope made from the evidence's text
 * made again from this line's (a scope keyed on a name is the same). An evidence without digits is every line's.
 */
export function reasonIn(typed: Typed, text: string): IdReason | undefined {
  const { reason } = typed;
  if (reason === undefined || typed.sameInEveryLine) return reason;
  const cut = reason.evidence.length === MAX_EVIDENCE && reason.evidence.endsWith('…');
  const length = cut ? MAX_EVIDENCE - 1 : reason.evidence.length;
  const read = text.slice(reason.evidenceStart, reason.evidenceStart + length);
  const sliced = cut ? `${read}…` : read;
  if (sliced === reason.evidence) return reason;
  // Kept with the entry for the whole scan: not a view that keeps this line alive.
  const evidence = ownCopy(sliced);
  const made = typed.scopeFromDigits ? scopeOf(reason.rule, evidence) : reason.scope;
  // Most often the shape's own (a scope leaves ids out): that string is kept, not one more per row.
  const scope = made === reason.scope ? reason.scope : made;
  return { ...reason, evidence, scope };
}
