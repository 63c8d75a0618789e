// The user's corrections of the classifier, per workspace (the setting profileLookup.ids.corrections): each names the
// evidence a verdict rested on (its reason's `scope`) and the kind to read instead. A correction keyed by the evidence,
// not by the id or its place, applies to every id that evidence names: each id of a list, a key or a block. Pure: the
// editor reads the setting and hands the corrections to the one path each surface classifies through (a hover's
// typed id, the whole-text scan of the Ids view and the idsInText tool).
import type { TypedIdMatch } from './classifyId';
import { ID_KINDS, type IdKind } from './idKind';

/** One entry of the setting, as written there. */
export interface IdCorrection {
  /** The scope of the evidence (IdReason.scope). */
  evidence: string;
  /** The kind every id this evidence names is read as. */
  kind: IdKind;
  /** What the evidence was, for the person reading the setting; never read back. */
  note?: string;
}

/** A typed id after the corrections: `correctedFrom` is the kind the classifier gave it when a correction changed it. */
export interface CorrectedIdMatch extends TypedIdMatch {
  correctedFrom?: IdKind;
}

/** Longer than any scope the rules make (a rule id and at most 80 characters of evidence); a longer one names nothing. */
export const MAX_SCOPE_LENGTH = 512;
/** The note is for people: what fits on a line of the settings editor. */
export const MAX_NOTE_LENGTH = 300;

const KINDS: ReadonlySet<string> = new Set(ID_KINDS);

export function isIdKind(value: unknown): value is IdKind {
  return typeof value === 'string' && KINDS.has(value);
}

/** A scope as a correction may name it: a non-empty string of bounded length. */
export function isScope(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_SCOPE_LENGTH;
}

/** One entry of the setting read as a correction; undefined for anything else the settings file may hold. */
export function correctionOf(value: unknown): IdCorrection | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { evidence, kind, note } = value as Record<string, unknown>;
  if (!isScope(evidence) || !isIdKind(kind)) return undefined;
  return typeof note === 'string' ? { evidence, kind, note: note.slice(0, MAX_NOTE_LENGTH) } : { evidence, kind };
}

/** The corrections in force: by scope, the last entry for a scope winning (the one written last). */
export class IdCorrections {
  static readonly none = new IdCorrections([]);
  private readonly byScope: ReadonlyMap<string, IdKind>;

  constructor(readonly list: readonly IdCorrection[]) {
    this.byScope = new Map(list.map((c) => [c.evidence, c.kind]));
  }

  get size(): number {
    return this.byScope.size;
  }

  kindFor(scope: string): IdKind | undefined {
    return this.byScope.get(scope);
  }
}

/**
 * The setting's value read as corrections. Entries that are not corrections (a hand edit gone wrong) are counted
 * and skipped, never a reason to drop the others; a value that is no array holds none.
 */
export function readCorrections(value: unknown): { corrections: IdCorrections; ignored: number } {
  if (!Array.isArray(value)) return { corrections: IdCorrections.none, ignored: value === undefined ? 0 : 1 };
  const list: IdCorrection[] = [];
  for (const entry of value) {
    const correction = correctionOf(entry);
    if (correction !== undefined) list.push(correction);
  }
  return { corrections: new IdCorrections(list), ignored: value.length - list.length };
}

/**
 * `match` as the corrections read it: the kind a correction of its evidence names, with the classifier's kind kept
 * in `correctedFrom` (and its reason kept: it is what the correction names, and what the why says it was). An id
 * with no reason (nothing around it said anything) is named by no evidence and stays as it is.
 */
export function applyCorrections(match: TypedIdMatch, corrections: IdCorrections): CorrectedIdMatch {
  if (corrections.size === 0 || match.reason === undefined) return match;
  const kind = corrections.kindFor(match.reason.scope);
  if (kind === undefined || kind === match.kind) return match;
  return { ...match, kind, correctedFrom: match.kind };
}

/**
 * The setting's value with `correction` in force: every other entry kept as it was written (even one this version
 * cannot read), an earlier entry for the same evidence replaced. Undefined when the value is set but is no list: it is
 * the user's to mend (the settings editor flags it), not to be overwritten.
 */
export function withCorrection(value: unknown, correction: IdCorrection): unknown[] | undefined {
  if (value !== undefined && !Array.isArray(value)) return undefined;
  return [...withoutCorrection(value, correction.evidence), correction];
}

/** The setting's value without the entries for `scope`; every other entry kept as it was written. */
export function withoutCorrection(value: unknown, scope: string): unknown[] {
  const entries: unknown[] = Array.isArray(value) ? value : [];
  return entries.filter((entry) => correctionOf(entry)?.evidence !== scope);
}
