// The same id written again nearby, where the text says what it is: a copy that names it names this one too
// (sameIdElsewhere.ts). A copy read as a user wins: an owner's id pasted into a role's setting is still a person.
import type { Scope } from '../readers/containers';
import { nearestCopies } from '../readers/sameIdElsewhere';
import type { IdContext } from './context';
import type { Finding, Rule } from './rule';

/** Characters read on either side of a copy: the classifier's window, within this id's own. */
export const COPY_WINDOW = 8192;

const meta = {
  id: 'same-id-elsewhere',
  signal: 'elsewhere',
  description: 'A nearby copy of the id whose context names it gives its kind, with its own evidence.',
} as const;

export const sameIdElsewhereRule: Rule = {
  meta,
  find(context: IdContext): Finding | undefined {
    const { scope, start, end } = context;
    let named: Finding | undefined;
    for (const copy of nearestCopies(scope.text, start, end, scope.lo, scope.hi)) {
      const copyEnd = copy + (end - start);
      // Each copy is read within this id's own window (a hover on a slice and a scan of the whole agree), unshared.
      const around: Scope = {
        ...scope,
        lo: Math.max(scope.lo, copy - COPY_WINDOW),
        hi: Math.min(scope.hi, copyEnd + COPY_WINDOW),
        walks: undefined,
      };
      const found = context.decideCopy(around, copy, copyEnd);
      if (found === undefined) continue;
      if (found.kind === 'user') return fromCopy(found);
      named ??= found;
    }
    return named === undefined ? undefined : fromCopy(named);
  },
};

function fromCopy(copy: Finding): Finding {
  return {
    kind: copy.kind,
    strength: 'strong',
    rule: meta.id,
    signal: meta.signal,
    evidence: copy.evidence,
    inherited: copy.inherited ?? { rule: copy.rule, signal: copy.signal, evidence: copy.evidence },
  };
}
