// Typing an id costs the classifier's reading of its context; a folder of logs repeats a few line shapes millions
// of times with other ids, times and counts in them. A line's shape is its text with every digit made 0 (lengths and
// offsets kept) and its ids numbered by first appearance (so `a -> a` differs from `a -> b`): lines of one shape give
// their ids the same kinds, read once. Bounded: past MAX_SHAPES, the shapes start over.
//
// A shape is found by a hash of the line read in place, and checked against the shape kept, character by character:
// no key string is made (a digit-replaced copy of each line and its Map hash were 0.5 s of a 1 GB scan), and a hash
// collision never types a line by another shape. A why is made from the line's own text only when the
// caller keeps it (reasonIn): nearly every id already has its why.
import { MAX_EVIDENCE, scopeOf } from '../../../ids/readers/evidence';
import { classifyIdMatch, type TypedIdMatch } from '../../../ids/classifyId';
import type { IdMatch } from '../../../ids/findId';
import type { IdKind } from '../../../ids/idKind';
import type { IdReason } from '../../../ids/idReason';
import type { Whys } from './folderTally';
import { ownCopy } from './ownCopy';

export const MAX_SHAPES = 20_000;
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
  /** The reason's scope is made from its evidence (not a name the classifier gave): made again from another's. */
  scopeFromEvidence: boolean;
  /** [[kind, reason]]: the whys of every row this reason is the only why of, shared (folderTally.ts's Whys). */
  whys: Whys | undefined;
}

const DIGIT = /[0-9]/;

function typedOf(kind: IdKind, reason: IdReason | undefined): Typed {
  return {
    kind,
    reason,
    sameInEveryLine: reason === undefined || !DIGIT.test(reason.evidence),
    scopeFromEvidence: reason !== undefined && reason.scope === scopeOf(reason.rule, reason.evidence),
    whys: reason === undefined ? undefined : [[kind, reason]],
  };
}

/** A line's shape: its characters with every digit as '0' (a copy: a line cut from a bigger string keeps none of it). */
export interface LineShape {
  codes: Uint16Array;
  /** Its ids' numbers by first appearance. */
  order: readonly number[];
}

interface Shape extends LineShape {
  typed: Typed[];
}

function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Each id's number by first appearance: `a -> a` is [0, 0], `a -> b` [0, 1]. */
export function idOrder(matches: readonly IdMatch[]): number[] {
  const order = new Array<number>(matches.length);
  if (matches.length > ORDER_BY_SCAN) {
    const first = new Map<string, number>();
    for (let i = 0; i < matches.length; i++) {
      let index = first.get(matches[i]!.id);
      if (index === undefined) first.set(matches[i]!.id, (index = first.size));
      order[i] = index;
    }
    return order;
  }
  let distinct = 0;
  for (let i = 0; i < matches.length; i++) {
    let j = 0;
    while (j < i && matches[j]!.id !== matches[i]!.id) j++;
    order[i] = j < i ? order[j]! : distinct++;
  }
  return order;
}

/** FNV-1a over the line with every digit read as '0', then its ids' order: equal for lines of one shape. */
export function shapeHash(text: string, order: readonly number[]): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    hash = Math.imul(hash ^ (isDigitCode(code) ? 48 : code), 0x01000193);
  }
  for (let i = 0; i < order.length; i++) hash = Math.imul(hash ^ (order[i]! + 0x10000), 0x01000193);
  return hash >>> 0;
}

/** The shape of a line and its ids. */
export function lineShape(text: string, order: readonly number[]): LineShape {
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    codes[i] = isDigitCode(code) ? 48 : code;
  }
  return { codes, order };
}

/** Whether the line is of the shape: the same text but for digits (a digit for a digit), the same id order. */
export function hasShape(shape: LineShape, text: string, order: readonly number[]): boolean {
  const { codes } = shape;
  if (codes.length !== text.length || shape.order.length !== order.length) return false;
  for (let i = 0; i < order.length; i++) if (shape.order[i] !== order[i]) return false;
  for (let i = 0; i < codes.length; i++) {
    const code = text.charCodeAt(i);
    if (codes[i] !== (isDigitCode(code) ? 48 : code)) return false;
  }
  return true;
}

export class LineShapes {
  /** Shapes by hash; a bucket holds the shapes whose hashes collide. */
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
   * The kinds of every id of the line (in `matches`' order), from its shape when seen before; each reason as read
   * from the shape's first line (reasonIn makes it this line's). The array is the shape's own: not to be changed.
   */
  kinds(text: string, matches: readonly IdMatch[]): readonly Typed[] {
    const order = idOrder(matches);
    const hash = this.hash(text, order);
    const bucket = this.shapes.get(hash);
    if (bucket !== undefined)
      for (const shape of bucket)
        if (hasShape(shape, text, order)) {
          this.hits++;
          return shape.typed;
        }
    this.misses++;
    const typed = matches.map((m): Typed => {
      const match: TypedIdMatch = classifyIdMatch(text, m, this.options);
      return typedOf(match.kind, match.reason);
    });
    if (this.count >= MAX_SHAPES) {
      this.shapes.clear();
      this.count = 0;
    }
    const shape: Shape = { ...lineShape(text, order), typed };
    const kept = this.shapes.get(hash);
    if (kept === undefined) this.shapes.set(hash, [shape]);
    else kept.push(shape);
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
  const made = typed.scopeFromEvidence ? scopeOf(reason.rule, evidence) : reason.scope;
  // Most often the shape's own (a scope leaves ids out): that string is kept, not one more per row.
  const scope = made === reason.scope ? reason.scope : made;
  return { ...reason, evidence, scope };
}
