// The chunked scan finds exactly what one findTypedIdsInText over the whole text finds, however the text is cut
// into pieces, and gives the event loop a turn whenever its slice of time is spent, even inside a piece.
import assert from 'node:assert/strict';
import { findTypedIdsInText } from '../../../../../src/ids/classifyId';
import { findIdsInText } from '../../../../../src/ids/findId';
import { scanIds } from '../../../../../src/features/idsView/core/scanIds';
import { stringSource } from '../../../../../src/text/textSource';
import { entryKind, IdTally, MAX_KIND_READINGS, type IdEntry } from '../../../../../src/features/idsView/core/idTally';
import { loadCorpusFiles, CORPUS_NOW_MS } from '../../../ids/payloadCorpus';
import { eightUserLog, LOG_USERS } from './logFixture';
import { IdCorrections } from '../../../../../src/ids/corrections';

const NOW_MS = CORPUS_NOW_MS;

/** Every occurrence of a tally as "offset id kind", in order of position. */
function occurrencesOf(tally: IdTally): string[] {
  const out: { offset: number; text: string }[] = [];
  for (const entry of tally.first(Infinity)) {
    for (const offset of entry.offsets) out.push({ offset, text: `${offset} ${entry.id}` });
  }
  return out.sort((a, b) => a.offset - b.offset).map((o) => o.text);
}

function expectedOccurrences(text: string, languageId: string): string[] {
  return findTypedIdsInText(text, { nowMs: NOW_MS, languageId }).map((m) => `${m.start} ${m.id}`);
}

/**
 * Each id's kind as the view shows it, from the classifier's reading of each occurrence. The scan reads an id's
 * first MAX_KIND_READINGS occurrences (and stops early at a user reading, which wins), so only ids that occur no
 * more often than that are compared here; the others are compared with a scan of the whole text in one piece.
 */
function expectedKinds(text: string, languageId: string): [string, string][] {
  const all = new IdTally();
  for (const m of findTypedIdsInText(text, { nowMs: NOW_MS, languageId })) all.add(m.id, m.kind, m.start);
  return kindsOf(all, (entry) => entry.occurrences <= MAX_KIND_READINGS);
}

function kindsOf(tally: IdTally, only: (entry: IdEntry) => boolean = () => true): [string, string][] {
  return tally
    .first(Infinity)
    .filter(only)
    .map((entry): [string, string] => [entry.id, entryKind(entry)])
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/** 300 role ids and 300 user ids in two arrays: each id's kind comes from the key before its array's '['. */
function longArrays(): string {
  const ids = (base: bigint) => Array.from({ length: 300 }, (_, i) => `"${base + BigInt(i) * 4194304n}"`).join(', ');
  return `{"guild_id": "297153970613387264", "roles": [${ids(1100000000000000000n)}], "member_ids": [${ids(1200000000000000000n)}]}\n`;
}

const corpusDocument = (): string =>
  `[\n${loadCorpusFiles()
    .map((f) => f.text.trim())
    .join(',\n')}\n]\n`;

describe('scanIds (chunked)', () => {
  const documents: [string, string, () => string][] = [
    ['a log with eight users', 'log', () => eightUserLog().repeat(40)],
    ['every payload of the corpus in one JSON array', 'json', corpusDocument],
    ['ids far inside long arrays, whose key lies thousands of characters back', 'json', longArrays],
  ];
  for (const [name, languageId, make] of documents) {
    for (const chunkChars of [1024, 4099, 65_536]) {
      it(`${name}, in pieces of ${chunkChars} characters: the same ids, offsets and kinds as one whole scan`, async () => {
        const text = make();
        const tally = await scanIds(stringSource(text), {
          corrections: IdCorrections.none,
          languageId,
          nowMs: NOW_MS,
          chunkChars,
        });
        assert.ok(tally);
        const expected = expectedOccurrences(text, languageId);
        assert.ok(expected.length > 100, `${expected.length} ids`);
        assert.deepEqual(occurrencesOf(tally), expected);
        assert.deepEqual(
          kindsOf(tally, (entry) => entry.occurrences <= MAX_KIND_READINGS),
          expectedKinds(text, languageId),
        );
        const whole = await scanIds(stringSource(text), {
          corrections: IdCorrections.none,
          languageId,
          nowMs: NOW_MS,
          chunkChars: text.length,
        });
        assert.ok(whole);
        assert.deepEqual(kindsOf(tally), kindsOf(whole), 'every id, however often it occurs, as one piece reads it');
      });
    }
  }

  it('counts occurrences per id and keeps the order of first occurrence', async () => {
    const tally = await scanIds(stringSource(eightUserLog()), {
      corrections: IdCorrections.none,
      languageId: 'log',
      nowMs: NOW_MS,
    });
    assert.ok(tally);
    const users = tally.first(Infinity).filter((e) => (LOG_USERS as readonly string[]).includes(e.id));
    assert.deepEqual(
      users.map((e) => e.id),
      [LOG_USERS[0], LOG_USERS[1], LOG_USERS[2], LOG_USERS[3], LOG_USERS[4], LOG_USERS[5], LOG_USERS[6], LOG_USERS[7]],
    );
    assert.deepEqual(
      users.map((e) => e.offsets.length),
      [3, 2, 2, 1, 1, 1, 1, 2],
    );
    assert.equal(tally.occurrences, 21);
  });

  it('yields to the event loop whenever the slice is spent, even in the middle of a piece', async () => {
    const text = eightUserLog().repeat(200);
    let now = 0;
    let yields = 0;
    let idsSinceYield = 0;
    let mostIdsBetweenYields = 0;
    // A clock that moves 1 ms per look: with a 5 ms slice the scan must yield every few looks.
    const tally = await scanIds(stringSource(text), {
      corrections: IdCorrections.none,
      languageId: 'log',
      nowMs: NOW_MS,
      sliceMs: 5,
      clock: () => {
        idsSinceYield++;
        return now++;
      },
      yieldToLoop: async () => {
        yields++;
        mostIdsBetweenYields = Math.max(mostIdsBetweenYields, idsSinceYield);
        idsSinceYield = 0;
      },
    });
    assert.ok(tally);
    assert.equal(tally.occurrences, 21 * 200);
    assert.ok(yields > 50, `${yields} yields`);
    assert.ok(mostIdsBetweenYields <= 8, `at most ${mostIdsBetweenYields} looks at the clock between yields`);
  });

  it('stops when aborted, and reports progress up to the whole length', async () => {
    const text = eightUserLog().repeat(500);
    const controller = new AbortController();
    const seen: number[] = [];
    const aborted = await scanIds(stringSource(text), {
      corrections: IdCorrections.none,
      nowMs: NOW_MS,
      chunkChars: 4096,
      sliceMs: 0,
      signal: controller.signal,
      onProgress: (scanned) => {
        seen.push(scanned);
        if (seen.length === 3) controller.abort();
      },
    });
    assert.equal(aborted, undefined);
    assert.equal(seen.length, 3);

    const progress: number[] = [];
    const whole = await scanIds(stringSource(text), {
      corrections: IdCorrections.none,
      nowMs: NOW_MS,
      chunkChars: 4096,
      onProgress: (scanned) => progress.push(scanned),
    });
    assert.ok(whole);
    assert.equal(progress.at(-1), text.length);
    assert.deepEqual(
      [...progress].sort((a, b) => a - b),
      progress,
      'ascending',
    );
  });

  it('reads 4 MB of "id":<id>, in one unclosed "{" and 4 MB of ids one per line at once (20 s and more before: each id walked 16 KB)', async () => {
    const idOf = (i: number): string => (1_100_000_000_000_000_000n + BigInt(i) * 4_194_304n).toString();
    const build = (head: string, piece: (i: number) => string): string => {
      const parts = [head];
      for (let i = 0, length = head.length; length < 4 * 1024 * 1024; i++)
        length += parts[parts.push(piece(i)) - 1]!.length;
      return parts.join('');
    };
    for (const [languageId, text] of [
      ['json', build('{', (i) => `"id":${idOf(i)},`)],
      ['log', build('', (i) => `${idOf(i)}\n`)],
    ] as const) {
      const tally = await scanIds(stringSource(text), { corrections: IdCorrections.none, languageId, nowMs: NOW_MS });
      assert.ok(tally);
      assert.equal(tally.occurrences, findIdsInText(text, { nowMs: NOW_MS }).length);
      assert.equal(tally.first(Infinity).length, 1000, 'the first 1,000 kept, the others counted');
    }
  });

  it('an empty document has no ids', async () => {
    const tally = await scanIds(stringSource(''), { corrections: IdCorrections.none, nowMs: NOW_MS });
    assert.equal(tally?.size, 0);
  });
});
