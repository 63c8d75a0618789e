// The registry: every rule listed once, with a table test of its own, and the combination policy as a table (strong
// decides, weak is held, a weak non-user kind needs two rules that agree, a comment about a person never decides a
// non-user kind, fallbacks only when nothing was found).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findTypedIdsInText } from '../../../../src/ids/classifyId';
import type { IdKind } from '../../../../src/ids/idKind';
import { FALLBACKS, PRECEDENCE, RULES, combineWeak, decidesAlone } from '../../../../src/ids/rules/registry';
import type { Finding, Strength } from '../../../../src/ids/rules/rule';
import { ID18 as A, ID19 as B, NOW_MS } from '../detectionCases';

const C = '1167125644296069161';

function held(rule: string, kind: IdKind, strength: Strength = 'weak'): Finding {
  return { rule, kind, strength, signal: 'name', evidence: { start: 0, end: 1 } };
}

describe('rule registry', () => {
  it('lists each rule once, asks every one somewhere, and names only rules it lists', () => {
    const asked = new Set([...Object.values(PRECEDENCE).flat(), ...FALLBACKS]);
    assert.deepEqual(
      [...asked].filter((id) => !RULES.has(id)),
      [],
    );
    assert.deepEqual(
      [...RULES.keys()].filter((id) => !asked.has(id)),
      [],
    );
    for (const [id, rule] of RULES) assert.equal(rule.meta.id, id);
  });

  it('has a table test of its own for every rule, named after it', () => {
    const missing = [...RULES.values()]
      .map((rule) => rule.meta.id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()))
      .filter((name) => !existsSync(join(__dirname, `${name === 'name' ? 'nameBefore' : name}.test.ts`)));
    assert.deepEqual(missing, []);
  });

  // Weak findings alone: what they decide.
  const WEAK: [string, Finding[], IdKind | undefined][] = [
    ['a weak user decides user (the same lookup as unknown)', [held('name', 'user')], 'user'],
    ['a weak non-user kind alone decides nothing', [held('comment', 'role')], undefined],
    ['two rules that agree decide', [held('comment', 'role'), held('enclosing-block', 'role')], 'role'],
    ['one rule twice is not agreement', [held('comment', 'role'), held('comment', 'role')], undefined],
    ['two rules that disagree decide nothing', [held('comment', 'role'), held('statement', 'channel')], undefined],
    ['a user among them wins', [held('comment', 'role'), held('name', 'user'), held('statement', 'role')], 'user'],
    [
      'an unknown among them (the text says it may be a user) keeps it looked up',
      [held('comment', 'role'), held('url-path', 'unknown'), held('statement', 'role')],
      'unknown',
    ],
  ];
  for (const [name, findings, kind] of WEAK) {
    it(`combines weak findings: ${name}`, () => assert.equal(combineWeak(findings)?.kind, kind));
  }

  // A finding alone (a fallback's, with no other rule asked after it to agree): what it decides.
  const ALONE: [string, Finding, boolean][] = [
    ['a strong non-user kind', held('siblings', 'role', 'strong'), true],
    ['a weak non-user kind does not', held('siblings', 'role'), false],
    ['a weak user does (the same lookup as unknown)', held('same-id-elsewhere', 'user'), true],
    ['a strong user', held('same-id-elsewhere', 'user', 'strong'), true],
    ['a weak unknown (it may be a user) does', held('same-id-elsewhere', 'unknown'), true],
  ];
  for (const [name, found, decides] of ALONE) {
    it(`decides alone: ${name}`, () => assert.equal(decidesAlone(found), decides));
  }

  // Whole texts: the policy as the classifier applies it.
  const POLICY: [string, string, string, IdKind][] = [
    [
      'a strong finding overrules a weak one asked before it',
      'kotlin',
      `object Roles {\n  val ADMIN = ⟦${A}⟧L\n}`,
      'role',
    ],
    ['a weak user name with nothing else stays a user', 'python', `ADMIN = ⟦${A}⟧`, 'user'],
    [
      'a comment naming a kind overrules a person-like list name',
      'python',
      `# staff roles\nmods = [\n  ⟦${A}⟧,\n]`,
      'role',
    ],
    [
      'a comment about people does not decide a later kind word',
      'python',
      `# Moderators who may run the ban command\nBAN = [\n  ⟦${A}⟧,\n]`,
      'unknown',
    ],
    [
      'the fallbacks are not asked when a rule found a weak user',
      'python',
      `LOG_CHANNEL = ${B}\nAUDIT_CHANNEL = ${C}\nadmin = ⟦${A}⟧`,
      'user',
    ],
    [
      'the fallbacks are asked when nothing was found',
      'python',
      `LOG_CHANNEL = ${B}\nAUDIT_CHANNEL = ${C}\nmedia = ⟦${A}⟧`,
      'channel',
    ],
    ["the id's own marks come first", 'python', `ROLES = ['<#⟦${A}⟧>']`, 'channel'],
  ];
  for (const [name, languageId, marked, kind] of POLICY) {
    it(`decides: ${name}`, () => {
      const start = marked.indexOf('⟦');
      const text = marked.replace('⟦', '').replace('⟧', '');
      const found = findTypedIdsInText(text, { nowMs: NOW_MS, languageId }).find((match) => match.start === start);
      assert.equal(found?.kind, kind, JSON.stringify(found?.reason));
    });
  }
});
