// The shape cache must type every id as the classifier types it in its own line: checked on every line of the real
// logs in test/corpus, read once (each shape new) and again with every number but the ids changed (each a shape seen).
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import {
  hasShape,
  idOrder,
  lineShape,
  LineShapes,
  reasonIn,
  shapeHash,
} from '../../../../../src/features/folderIds/core/lineShapes';
import { findTypedIdsInText } from '../../../../../src/ids/classifyId';
import { findIdsInText } from '../../../../../src/ids/findId';
import { seededRandom } from '../../../../support/seededRandom';

const NOW = Date.UTC(2026, 0, 1);
const LOGS = path.join(__dirname, '..', '..', '..', '..', 'corpus', 'bot-code', 'logs');

function corpusLines(): string[] {
  return readdirSync(LOGS)
    .flatMap((name) => readFileSync(path.join(LOGS, name), 'utf8').split(/\r?\n/))
    .filter((line) => findIdsInText(line, { nowMs: NOW }).length > 0);
}

/** The line with each digit run that is not an id given other digits of the same length. */
function otherNumbers(line: string, random: () => number): string {
  const ids = new Set(findIdsInText(line, { nowMs: NOW }).map((m) => m.start));
  return line.replace(/[0-9]+/g, (run, at: number) =>
    ids.has(at) ? run : run.replace(/[0-9]/g, () => String(Math.floor(random() * 10))),
  );
}

/** Each line typed by the cache and by the classifier: the lines whose kinds, evidence or scope differ. */
function typedApart(shapes: LineShapes, lines: readonly string[]): string[] {
  const differ: string[] = [];
  for (const line of lines) {
    const matches = findIdsInText(line, { nowMs: NOW });
    const cached = shapes.kinds(line, matches).map((t) => {
      const reason = reasonIn(t, line);
      return [t.kind, reason?.evidence, reason?.scope];
    });
    const direct = findTypedIdsInText(line, { nowMs: NOW }).map((t) => [t.kind, t.reason?.evidence, t.reason?.scope]);
    if (JSON.stringify(cached) !== JSON.stringify(direct)) differ.push(line);
  }
  return differ;
}

describe('folderIds: a line shape types its ids as the classifier does', () => {
  // With every line's hash the same, each shape is told from the others by its check alone.
  for (const [name, hash] of [
    ['its hash', shapeHash],
    ['one hash for every line', () => 0],
  ] as const) {
    it(`on every line of the real logs, read once and again with other numbers (${name})`, () => {
      const lines = corpusLines();
      assert.ok(lines.length > 100, `${lines.length} lines`);
      const shapes = new LineShapes({ nowMs: NOW }, hash);
      const random = seededRandom(3);
      assert.deepEqual(typedApart(shapes, [...lines, ...lines.map((l) => otherNumbers(l, random))]), []);
      assert.ok(shapes.hits >= lines.length, `${shapes.hits} hits of ${2 * lines.length}`);
    });
  }

  it('tells apart the same id twice from two ids, and numbers or text of other lengths or characters', () => {
    const a = '1150000000000000000';
    const b = '1150000000004194304';
    const sameShape = (x: string, y: string) => {
      const order = (text: string) => idOrder(findIdsInText(text, { nowMs: NOW }));
      const same = hasShape(lineShape(x, order(x)), y, order(y));
      // Lines of one shape hash alike.
      if (same) assert.equal(shapeHash(x, order(x)), shapeHash(y, order(y)));
      return same;
    };
    const table: [string, string, boolean][] = [
      [`from ${a} to ${a}`, `from ${a} to ${b}`, false],
      [`from ${a} to ${b}`, `from ${b} to ${a}`, true],
      [`at 12:01 user ${a}`, `at 19:57 user ${b}`, true],
      [`took 5 ms user ${a}`, `took 50 ms user ${a}`, false],
      [`took 5 ms user ${a}`, `took 5 µs user ${a}`, false],
      [`took 5 ms user ${a}`, `took x ms user ${a}`, false],
      [`user ${a}`, `user ${a} `, false],
      [`user ${a}`, `user ${a}`, true],
    ];
    for (const [x, y, same] of table) assert.equal(sameShape(x, y), same, `${x} / ${y}`);
  });

  it('numbers ids by first appearance, past the length it compares them one by one', () => {
    const ids = (names: string) => [...names].map((id) => ({ id, start: 0, end: 0 }));
    assert.deepEqual(idOrder(ids('abab')), [0, 1, 0, 1]);
    assert.deepEqual(idOrder(ids('aab')), [0, 0, 1]);
    const long = 'abcdefghijklmnopqrstuvwxyza';
    assert.deepEqual(idOrder(ids(long)), [...Array.from({ length: 26 }, (_, i) => i), 0]);
  });
});
