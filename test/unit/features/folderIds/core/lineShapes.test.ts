// The shape cache must type every id as the classifier types it in its own line: checked on every line of the real
// logs in test/corpus, read once (each shape new) and again with every number but the ids changed (each a shape seen).
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { lineShape, LineShapes } from '../../../../../src/features/folderIds/core/lineShapes';
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

describe('folderIds: a line shape types its ids as the classifier does', () => {
  it('on every line of the real logs, read once and again with other numbers', () => {
    const lines = corpusLines();
    assert.ok(lines.length > 100, `${lines.length} lines`);
    const shapes = new LineShapes({ nowMs: NOW });
    const random = seededRandom(3);
    const differ: string[] = [];
    for (const line of [...lines, ...lines.map((l) => otherNumbers(l, random))]) {
      const matches = findIdsInText(line, { nowMs: NOW });
      const cached = shapes.kinds(line, matches).map((t) => [t.kind, t.reason?.evidence, t.reason?.scope]);
      const direct = findTypedIdsInText(line, { nowMs: NOW }).map((t) => [t.kind, t.reason?.evidence, t.reason?.scope]);
      if (JSON.stringify(cached) !== JSON.stringify(direct)) differ.push(line);
    }
    assert.deepEqual(differ, []);
    assert.ok(shapes.hits >= lines.length, `${shapes.hits} hits of ${2 * lines.length}`);
  });

  it('tells apart the same id twice from two ids, and numbers of other lengths', () => {
    const a = '1150000000000000000';
    const b = '1150000000004194304';
    const shape = (text: string) => lineShape(text, findIdsInText(text, { nowMs: NOW }));
    assert.notEqual(shape(`from ${a} to ${a}`), shape(`from ${a} to ${b}`));
    assert.equal(shape(`at 12:01 user ${a}`), shape(`at 19:57 user ${b}`));
    assert.notEqual(shape(`took 5 ms user ${a}`), shape(`took 50 ms user ${a}`));
  });
});
