// What a rule finds (a kind, how sure, the rule, the evidence) and what a rule is (its meta), apart from the context it
// reads (context.ts), which hands findings of copies back: rule.ts joins the two.
import type { Evidence } from '../readers/evidence';
import type { IdKind } from '../idKind';
import type { IdSignal } from '../idSignal';

export type Strength = 'strong' | 'weak';

export interface RuleMeta {
  /** The rule's id: the name of its module, and the `rule` of every reason it gives. */
  id: string;
  /** Which part of the context it reads (how a surface words its evidence). */
  signal: Exclude<IdSignal, 'none'>;
  /** One sentence: what it reads and what that says. */
  description: string;
}

export interface Finding {
  kind: IdKind;
  /**
   * 'strong': the text says it (a markup, a name that names a kind). 'weak': it may say it (a person-like name such as
   * ADMIN that as often names a role, a shape most objects of that kind have).
   */
  strength: Strength;
  rule: string;
  signal: Exclude<IdSignal, 'none'>;
  /** The span of the text the finding rests on, keyed by what it is (evidence.ts). */
  evidence: Evidence;
  /** Taken from a copy of the id elsewhere: that copy's own reason (its scope) stands for this id too. */
  inherited?: { rule: string; signal: Exclude<IdSignal, 'none'>; evidence: Evidence };
}

/**
 * How sure a name's verdict is: a person-like word alone (ADMIN, moderators, member) is weak, as it names a role or a
 * channel as often as a person; any other verdict, a kind word's, is strong.
 */
export function strengthOf(verdict: { kind: IdKind; weak?: boolean }): Strength {
  return verdict.weak === true && verdict.kind === 'user' ? 'weak' : 'strong';
}

/** A finding of `rule` for `kind` (strong unless said), resting on `evidence`. */
export function finding(meta: RuleMeta, kind: IdKind, evidence: Evidence, strength: Strength = 'strong'): Finding {
  return { kind, strength, rule: meta.id, signal: meta.signal, evidence };
}

/** A reader's Found (kind and span) as a finding of `rule`. */
export function foundBy(
  meta: RuleMeta,
  found: { kind: IdKind; start: number; end: number; key?: string } | undefined,
  strength: Strength = 'strong',
): Finding | undefined {
  return found === undefined
    ? undefined
    : finding(meta, found.kind, { start: found.start, end: found.end, key: found.key }, strength);
}
