// The structure scans with the walks the Ids view's scan shares between ids (SharedWalks): remembered searches give the
// answers a new search would, and the budget bounds the walking.
import assert from 'node:assert/strict';
import { classifyIdMatch } from '../../../../src/ids/classifyId';
import { findIdsInText } from '../../../../src/ids/findId';
import { SharedWalks } from '../../../../src/ids/readers/sharedWalks';
import { loadCorpusFiles } from '../payloadCorpus';

const NOW_MS = Date.UTC(2026, 10, 22);
const idOf = (i: number): string => (1_100_000_000_000_000_000n + BigInt(i) * 4_194_304n).toString();

/** Each id's kind and signal, classified with `reading` shared (or nothing shared), in order. */
/** Each id's reading as "start kind signal"; only the first `count` ids when given. */
function kinds(text: string, reading?: SharedWalks, count = Infinity): string[] {
  const options = { nowMs: NOW_MS, languageId: 'json' };
  return findIdsInText(text, options)
    .slice(0, count)
    .map((match) => {
      const typed = classifyIdMatch(text, match, { ...options, sharedWalks: reading });
      return `${typed.start} ${typed.kind} ${typed.signal}`;
    });
}

function random(seed: number): () => number {
  let state = seed;
  return () => (state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32;
}

describe('structure scans with SharedWalks', () => {
  it('3,000 ids in one long array each walk a few characters, not back to its "[" (quadratic without remembering)', () => {
    const ids = Array.from({ length: 3000 }, (_, i) => `"${idOf(i)}"`).join(', ');
    const text = `{"guild_id": "297153970613387264", "role_ids": [${ids}], "member_ids": [${ids.replace(/"11/g, '"12')}]}`;
    const reading = new SharedWalks(1e15);
    const lent = kinds(text, reading);
    const walked = 1e15 - reading.charsLeft;
    assert.ok(walked < 20 * text.length, `${walked} characters walked for a ${text.length}-character text`);
    assert.deepEqual(lent, kinds(text), 'the same kinds as without remembering');
    assert.ok(
      lent.filter((k) => k.includes(' role ')).length >= 300,
      'the ids within the window of "role_ids" are roles',
    );
  });

  it('gives the same kinds as searches made afresh: the payload corpus, and random JSON-like text', () => {
    const corpus = `[\n${loadCorpusFiles()
      .map((f) => f.text.trim())
      .join(',\n')}\n]\n`;
    assert.deepEqual(kinds(corpus, new SharedWalks(1e15)), kinds(corpus));
    const next = random(11);
    const pieces = [
      '{',
      '}',
      '[',
      ']',
      '"id": ',
      '"user": ',
      '"roles": ',
      '"guild_id": ',
      ', ',
      ': ',
      '"name"',
      ' ',
      '\n',
      'x=',
      'Guild{id=',
      '(',
      ')',
      '"',
    ];
    for (let round = 0; round < 60; round++) {
      let text = '';
      for (let i = 0; i < 600; i++)
        text += next() < 0.2 ? (next() < 0.5 ? `"${idOf(i)}"` : idOf(i)) : pieces[Math.floor(next() * pieces.length)]!;
      assert.deepEqual(kinds(text, new SharedWalks(1e15)), kinds(text), `round ${round}`);
    }
  });

  it('walks no more than it is lent: "id":<id>, repeated in one unclosed "{" (each id walked 16 KB)', () => {
    const text = `{${Array.from({ length: 20_000 }, (_, i) => `"id":${idOf(i)},`).join('')}`;
    const lentChars = 16 * text.length;
    const reading = new SharedWalks(lentChars);
    const lent = kinds(text, reading);
    assert.equal(lent.length, 20_000);
    assert.ok(reading.charsLeft >= 0, `${reading.charsLeft}`);
    // Unbounded, the same ids walk ~16 KB each: 320 MB of reading for a 500 KB text.
    const unbounded = new SharedWalks(1e15);
    for (const match of findIdsInText(text.slice(0, 40_000), { nowMs: NOW_MS }))
      classifyIdMatch(text, match, { nowMs: NOW_MS, languageId: 'json', sharedWalks: unbounded });
    assert.ok(1e15 - unbounded.charsLeft > lentChars / 2, 'the budget is what bounds it');
    assert.deepEqual(lent.slice(0, 20), kinds(text, undefined, 20), 'what it could read, it read as before');
  });
});
