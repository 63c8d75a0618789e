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
  MAX_BUCKET,
  reasonIn,
  shapeHash,
  type IdRuns,
} from '../../../../../src/features/folderIds/core/lineShapes';
import { findTypedIdsInText } from '../../../../../src/ids/classifyId';
import { findIdRunsInText, findIdsInText } from '../../../../../src/ids/findId';
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

/**
 * The line with other ids of the same lengths in the same order (each distinct id's last 6 digits drawn again: its
 * snowflake time moves by a millisecond at most), and its other numbers as they were.
 */
function otherIds(line: string, random: () => number): string {
  const given = new Map<string, string>();
  let out = '';
  let at = 0;
  for (const { id, start, end } of findIdsInText(line, { nowMs: NOW })) {
    let other = given.get(id);
    if (other === undefined) {
      other = id.slice(0, -6) + String(Math.floor(random() * 1e6)).padStart(6, '0');
      given.set(id, other);
    }
    out += line.slice(at, start) + other;
    at = end;
  }
  return out + line.slice(at);
}

/** The line's ids as the folder scan reads them. */
function idRuns(line: string): IdRuns {
  const runs: number[] = [];
  return { runs, count: findIdRunsInText(line, runs, { nowMs: NOW }) };
}

/** Each line typed by the cache and by the classifier: the lines whose kinds, evidence or scope differ. */
function typedApart(shapes: LineShapes, lines: readonly string[]): string[] {
  const differ: string[] = [];
  for (const line of lines) {
    const cached = shapes.kinds(line, idRuns(line)).map((t) => {
      const reason = reasonIn(t, line);
      return [t.kind, reason?.evidence, reason?.scope];
    });
    const direct = findTypedIdsInText(line, { nowMs: NOW }).map((t) => [t.kind, t.reason?.evidence, t.reason?.scope]);
    if (JSON.stringify(cached) !== JSON.stringify(direct)) differ.push(line);
  }
  return differ;
}

describe('folderIds: a line shape types its ids as the classifier does', () => {
  // With every line's hash the same, each shape is told from the others by its check alone, and a bucket keeps
  // MAX_BUCKET of them: most lines are read again, and each is still typed as the classifier types it.
  // Hits: with its hash, every line read again is found again; with one hash, the bucket's bound makes most of them
  // read anew (more misses than lines), which an unbounded bucket would not.
  for (const [name, hash, foundAgain] of [
    ['its hash', shapeHash, true],
    ['one hash for every line', () => 0, false],
  ] as const) {
    it(`on every line of the real logs, read once and again with other numbers, and with other ids (${name})`, () => {
      const lines = corpusLines();
      assert.ok(lines.length > 100, `${lines.length} lines`);
      const shapes = new LineShapes({ nowMs: NOW }, hash);
      const random = seededRandom(3);
      const again = [...lines.map((l) => otherNumbers(l, random)), ...lines.map((l) => otherIds(l, random))];
      assert.deepEqual(typedApart(shapes, [...lines, ...again]), []);
      const found = `${shapes.hits} hits, ${shapes.misses} misses of ${3 * lines.length}`;
      if (foundAgain) assert.ok(shapes.hits >= 2 * lines.length, found);
      else assert.ok(shapes.misses > lines.length, found);
    });
  }

  it(`keeps the newest ${MAX_BUCKET} shapes of one hash: a line is checked against that many at most`, () => {
    const lines = Array.from({ length: 3 * MAX_BUCKET }, (_, i) => `step ${'x'.repeat(i)} user 1150000000000000000`);
    const shapes = new LineShapes({ nowMs: NOW }, () => 0);
    for (const line of lines) shapes.kinds(line, idRuns(line));
    assert.equal(shapes.misses, lines.length);
    // The newest MAX_BUCKET are found again; an older one is typed anew.
    for (const line of lines.slice(-MAX_BUCKET)) shapes.kinds(line, idRuns(line));
    assert.equal(shapes.hits, MAX_BUCKET);
    shapes.kinds(lines[0]!, idRuns(lines[0]!));
    assert.equal(shapes.misses, lines.length + 1);
  });

  it('tells apart the same id twice from two ids, and numbers or text of other lengths or characters', () => {
    const a = '1150000000000000000';
    const b = '1150000000004194304';
    const sameShape = (x: string, y: string) => {
      const [xIds, yIds] = [idRuns(x), idRuns(y)];
      const same = hasShape(lineShape(x, xIds, idOrder(x, xIds)), y, yIds, idOrder(y, yIds));
      // Lines of one shape hash alike.
      if (same) assert.equal(shapeHash(x, xIds, idOrder(x, xIds)), shapeHash(y, yIds, idOrder(y, yIds)));
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
      // One id in each, at another run: a leading zero, or a snowflake time ahead of the clock, is no id.
      [`x 0${a.slice(1)} y ${b}`, `x ${a} y 0${b.slice(1)}`, false],
      [`x 9${a.slice(1)} y ${b}`, `x ${a} y 9${b.slice(1)}`, false],
      [`x 9${a.slice(1)} y ${b}`, `x 8${a.slice(1)} y ${a}`, true],
    ];
    for (const [x, y, same] of table) assert.equal(sameShape(x, y), same, `${x} / ${y}`);
  });

  it('numbers ids by first appearance, past the length it compares them one by one', () => {
    // Each letter an id of its own: ids of one time that differ only in their last digits, or lengths.
    const idOf = (letter: string) =>
      String(1_150_000_000_000_000_000n + BigInt(letter.charCodeAt(0) - 97) * 4_194_304n);
    const order = (names: string) => {
      const line = [...names].map(idOf).join(' ');
      return idOrder(line, idRuns(line));
    };
    assert.deepEqual(order('abab'), [0, 1, 0, 1]);
    assert.deepEqual(order('aab'), [0, 0, 1]);
    const long = 'abcdefghijklmnopqrstuvwxyza';
    assert.deepEqual(order(long), [...Array.from({ length: 26 }, (_, i) => i), 0]);
    const lengths = '115000000000000000 1150000000000000000 115000000000000000';
    assert.deepEqual(idOrder(lengths, idRuns(lengths)), [0, 1, 0]);
  });
});
