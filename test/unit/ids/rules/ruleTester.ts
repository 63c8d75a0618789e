// RuleTester, as ESLint has one: a rule's table of valid cases (it finds nothing) and invalid ones (it finds a kind,
// with its strength and its evidence as the text shows it). The id a case is about is marked ⟦…⟧; the context is
// the one the classifier builds (classifyId.ts's idContext), so each rule is tested alone, as the registry asks it.
import assert from 'node:assert/strict';
import { idContext } from '../../../../src/ids/classifyId';
import { evidenceText } from '../../../../src/ids/readers/evidence';
import type { IdKind } from '../../../../src/ids/idKind';
import type { Rule, Strength } from '../../../../src/ids/rules/rule';
import { NOW_MS, unmark } from '../detectionCases';

export interface ValidCase {
  name: string;
  marked: string;
  languageId?: string;
}

export interface InvalidCase extends ValidCase {
  kind: IdKind;
  strength?: Strength;
  /** The evidence as a reason shows it (one line, as in the text). */
  evidence: string;
}

function findingOf(rule: Rule, testCase: ValidCase) {
  const { line, expected } = unmark(testCase.marked);
  assert.equal(expected.length, 1, 'each case marks one id');
  const target = expected[0]!;
  const context = idContext(line, target, { nowMs: NOW_MS, languageId: testCase.languageId ?? '' });
  return { line, found: rule.find(context) };
}

/** A mocha suite named after the rule: each valid case finds nothing, each invalid one finds what it says. */
export function ruleTester(rule: Rule, cases: { valid: readonly ValidCase[]; invalid: readonly InvalidCase[] }): void {
  describe(`rule ${rule.meta.id}`, () => {
    it('has meta: an id, a signal and a description', () => {
      assert.match(rule.meta.id, /^[a-z]+(?:-[a-z]+)*$/);
      assert.ok(rule.meta.description.length > 20);
    });
    for (const testCase of cases.valid) {
      it(`finds nothing: ${testCase.name}`, () => {
        const { found } = findingOf(rule, testCase);
        assert.equal(found, undefined, JSON.stringify(found));
      });
    }
    for (const testCase of cases.invalid) {
      it(`finds ${testCase.kind}: ${testCase.name}`, () => {
        const { line, found } = findingOf(rule, testCase);
        assert.ok(found !== undefined, 'found nothing');
        assert.equal(found.kind, testCase.kind);
        assert.equal(found.strength, testCase.strength ?? 'strong');
        assert.equal(found.rule, rule.meta.id);
        assert.equal(found.signal, rule.meta.signal);
        assert.equal(evidenceText(line, found.evidence).text, testCase.evidence);
      });
    }
  });
}
