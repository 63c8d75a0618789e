// Checks one marked typed-id case (⟦id⟧ in a text) through classifyIdAt at three carets and through a
// whole-text scan: shared by the tests of each context the classifier reads.
import assert from 'node:assert/strict';
import { classifyIdAt, findTypedIdsInText } from '../../../src/ids/classifyId';
import type { IdKind } from '../../../src/ids/idKind';
import { NOW_MS, unmark } from './detectionCases';

export interface KindCase {
  name: string;
  marked: string;
  kind: IdKind;
  languageId?: string;
}

export function checkKind(testCase: KindCase): void {
  const { line, expected } = unmark(testCase.marked);
  assert.equal(expected.length, 1, 'each case marks one id');
  const target = expected[0]!;
  const options = { nowMs: NOW_MS, languageId: testCase.languageId };
  for (const offset of [target.start, target.start + 7, target.end]) {
    const typed = classifyIdAt(line, offset, options);
    assert.deepEqual(
      typed && { id: typed.id, start: typed.start, kind: typed.kind },
      { id: target.id, start: target.start, kind: testCase.kind },
      `offset ${offset} in ${JSON.stringify(line)}`,
    );
  }
  assert.equal(
    findTypedIdsInText(line, options).find((typed) => typed.start === target.start)?.kind,
    testCase.kind,
    'findTypedIdsInText agrees',
  );
}

/** A mocha suite per table of cases, in the suite being declared: each case a test named by it and the kind it expects. */
export function describeKindTables(tables: readonly (readonly [title: string, cases: readonly KindCase[]])[]): void {
  for (const [title, table] of tables) {
    describe(title, () => {
      for (const testCase of table) it(`${testCase.name} -> ${testCase.kind}`, () => checkKind(testCase));
    });
  }
}
