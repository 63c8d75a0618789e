// Typing an id costs the classifier's reading of its context; a folder of logs repeats a few line shapes millions
// of times with other ids, times and counts in them. A line's shape is its text with every digit made 0 (lengths and
// offsets kept) and its ids numbered by first appearance (so `a -> a` differs from `a -> b`): lines of one shape give
// their ids the same kinds, read once. Bounded: past MAX_SHAPES, the shapes start over.
import { MAX_EVIDENCE, scopeOf } from '../../../ids/readers/evidence';
import { classifyIdMatch, type TypedIdMatch } from '../../../ids/classifyId';
import type { IdMatch } from '../../../ids/findId';
import type { IdKind } from '../../../ids/idKind';
import type { IdReason } from '../../../ids/idReason';

export const MAX_SHAPES = 20_000;

interface Typed {
  kind: IdKind;
  reason: IdReason | undefined;
}

/** The shape key of a line and its ids. */
export function lineShape(text: string, matches: readonly IdMatch[]): string {
  const first = new Map<string, number>();
  const order = matches.map((m) => {
    let index = first.get(m.id);
    if (index === undefined) first.set(m.id, (index = first.size));
    return index;
  });
  return `${order.join(',')}|${text.replace(/[0-9]/g, '0')}`;
}

export class LineShapes {
  private readonly shapes = new Map<string, Typed[]>();
  /** Lines typed by the classifier, and by a shape seen before. */
  misses = 0;
  hits = 0;

  constructor(private readonly options: { nowMs: number }) {}

  /** The kinds of every id of the line (in `matches`' order), from its shape when seen before. */
  kinds(text: string, matches: readonly IdMatch[]): Typed[] {
    const key = lineShape(text, matches);
    const known = this.shapes.get(key);
    if (known !== undefined) {
      this.hits++;
      // The evidence is this line's own text at the same place (a shape keeps offsets and lengths).
      return known.map((t) => (t.reason === undefined ? t : { kind: t.kind, reason: withEvidenceOf(t.reason, text) }));
    }
    this.misses++;
    const typed = matches.map((m): Typed => {
      const match: TypedIdMatch = classifyIdMatch(text, m, this.options);
      return { kind: match.kind, reason: match.reason };
    });
    if (this.shapes.size >= MAX_SHAPES) this.shapes.clear();
    this.shapes.set(key, typed);
    return typed;
  }
}

/**
 * The reason read from this line: the evidence as the classifier cuts it (MAX_EVIDENCE characters, an ellipsis past
 * them), and a scope made from the evidence's text made again from this line's (a scope keyed on a name is the same).
 */
function withEvidenceOf(reason: IdReason, text: string): IdReason {
  const cut = reason.evidence.length === MAX_EVIDENCE && reason.evidence.endsWith('…');
  const length = cut ? MAX_EVIDENCE - 1 : reason.evidence.length;
  const read = text.slice(reason.evidenceStart, reason.evidenceStart + length);
  const evidence = cut ? `${read}…` : read;
  if (evidence === reason.evidence) return reason;
  const scope = reason.scope === scopeOf(reason.rule, reason.evidence) ? scopeOf(reason.rule, evidence) : reason.scope;
  return { ...reason, evidence, scope };
}
