import assert from 'node:assert/strict';
import { DistinctIds, foundIdsText, lineCounter } from '../../../../../src/features/agentTools/core/foundIdsText';
import { scanIdsInto } from '../../../../../src/text/idScan';
import type { SlicedScanOptions } from '../../../../../src/text/slicedScan';
import { stringSource } from '../../../../../src/text/textSource';
import { STRUCTURE_CHARS_PER_CHAR } from '../../../../../src/features/agentTools/core/toolNames';
import { findTypedIdsInText } from '../../../../../src/ids/classifyId';
import type { IdKind } from '../../../../../src/ids/idKind';
import { loadCorpusFiles, CORPUS_NOW_MS } from '../../../ids/payloadCorpus';
import { IdCorrections, readCorrections } from '../../../../../src/ids/corrections';
import { entryKind, IdTally } from '../../../../../src/features/idsView/core/idTally';
import { permutations } from '../../../../support/permutations';

const OPTIONS = { locale: 'en-US', timeZone: 'UTC' };
const snowflake = (k: number): string => (1091693445122657960n + BigInt(k) * 4194304n).toString();
/** An id from its parts, built here so the expected parts do not come from the code under test. */
const made = (ms: number, worker: number, process: number, increment: number): string =>
  (
    ((BigInt(ms) - 1420070400000n) << 22n) |
    (BigInt(worker) << 17n) |
    (BigInt(process) << 12n) |
    BigInt(increment)
  ).toString();

/** The tool's result for `text`, read as the tool reads it (src/features/agentTools/idsInTextTool.ts). */
async function resultFor(text: string, scan: SlicedScanOptions = {}): Promise<string> {
  const ids = new DistinctIds();
  const report = await scanIdsInto(stringSource(text), ids, { corrections: IdCorrections.none, ...scan });
  return foundIdsText(ids, report, OPTIONS);
}

/** Each id's kind as the Profile Lookup view's tally gives it, from the classifier reading the whole text. */
function viewKinds(text: string, options: Parameters<typeof findTypedIdsInText>[1] = {}): Map<string, IdKind> {
  const view = new IdTally();
  for (const m of findTypedIdsInText(text, options))
    view.add(m.id, view.needsKind(m.id) ? m.kind : undefined, m.start, m);
  return new Map(view.first(Infinity).map((entry) => [entry.id, entryKind(entry)]));
}

async function distinctOf(text: string): Promise<{ id: string; kind: string }[]> {
  const ids = new DistinctIds();
  await scanIdsInto(stringSource(text), ids, { corrections: IdCorrections.none });
  return ids.listed().map(({ id, kind }) => ({ id, kind }));
}

describe('features/agentTools/core/foundIdsText', () => {
  it('lists each distinct id with its kind from the classifier and why, its creation and its parts', async () => {
    const at = Date.UTC(2023, 3, 1, 12, 0, 0);
    const [guild, role, user] = [made(at, 1, 0, 1), made(at, 31, 2, 4095), made(at + 60_000, 0, 31, 0)];
    const line = `WARN guild_id=${guild} <@&${role}> user_id=${user} again user_id=${user}`;
    const text = await resultFor(line);
    assert.equal(
      text,
      [
        '3 distinct ids in the text (read from the text alone: no request was sent):',
        `- ${guild}: Guild (the name "guild_id"); created April 1, 2023 at 12:00 PM; worker 1, process 0, increment 1`,
        `- ${role}: Role (the markup "<@&${role}>"); created April 1, 2023 at 12:00 PM; worker 31, process 2, increment 4095`,
        `- ${user}: User (the name "user_id"); created April 1, 2023 at 12:01 PM; worker 0, process 31, increment 0`,
        '',
        '1 of them may be a user (kind user or unknown): only such ids are worth a lookup with profileLookup_lookupUsers.',
      ].join('\n'),
    );
  });

  it('an id seen first where nothing says its kind takes the kind a later context gives', async () => {
    const id = snowflake(4);
    assert.deepEqual(await distinctOf(`saw ${id}; channel_id=${id}`), [{ id, kind: 'channel' }]);
    assert.match(await resultFor(`saw ${id}`), /: unknown kind \(nothing around it says; may be a user\);/);
  });

  it('says so when there is no id, and lists at most 200', async () => {
    assert.equal(
      await resultFor('no ids here'),
      'No ids in the text (ids are 17 to 19 digits, not in the future). No request was sent.',
    );
    const many = Array.from({ length: 205 }, (_, k) => `user_id=${snowflake(k)}`).join('\n');
    const text = await resultFor(many);
    assert.match(text, /^205 distinct ids in the text/);
    assert.equal(text.split('\n').filter((line) => line.startsWith('- ')).length, 200);
    assert.match(text, /… and 5 more, not listed: pass a shorter text to see them\./);
  });

  it('counts every distinct id exactly up to its cap on occurrences, past the 10,000 the Profile Lookup view counts exactly', async () => {
    const many = Array.from({ length: 12_345 }, (_, k) => `user_id=${snowflake(k)}`).join('\n');
    const ids = new DistinctIds();
    await scanIdsInto(stringSource(many), ids, { corrections: IdCorrections.none });
    assert.equal(ids.size, 12_345);
    assert.equal(ids.occurrences, 12_345);
  });

  it("the corpus of real payloads in one JSON array: each listed id with the kind the Profile Lookup view gives it from the classifier, within the tool's structure budget", async () => {
    const text = `[\n${loadCorpusFiles()
      .map((f) => f.text.trim())
      .join(',\n')}\n]\n`;
    const ids = new DistinctIds(Infinity);
    await scanIdsInto(stringSource(text), ids, {
      corrections: IdCorrections.none,
      languageId: 'json',
      nowMs: CORPUS_NOW_MS,
      structureCharsPerChar: STRUCTURE_CHARS_PER_CHAR,
    });
    // The kind the Profile Lookup view's tally gives each id from the classifier reading the whole text, no budget.
    const expected = viewKinds(text, { languageId: 'json', nowMs: CORPUS_NOW_MS });
    assert.ok(expected.size > 250, `${expected.size} ids`);
    assert.deepEqual(new Map(ids.listed().map((e) => [e.id, e.kind])), expected);
  });

  it("an id's kind does not depend on which of its places comes first: every order gives the view's kind", async () => {
    const id = snowflake(7);
    const rows: { places: string[]; kind: string }[] = [
      // A user reading anywhere makes a user (the old rule said role when the role came first).
      { places: [`role_id=${id}`, `user_id=${id}`, `saw ${id}`], kind: 'user' },
      { places: [`<@&${id}>`, `<@&${id}>`, `<@${id}>`], kind: 'user' },
      // Else the kind read most often.
      { places: [`channel_id=${id}`, `channel_id=${id}`, `guild_id=${id}`], kind: 'channel' },
      // Places that say nothing do not outvote one that says.
      { places: [`saw ${id}`, `saw ${id}`, `role_id=${id}`], kind: 'role' },
    ];
    for (const { places, kind } of rows) {
      for (const order of permutations(places)) {
        const text = order.join('\n');
        assert.deepEqual(await distinctOf(text), [{ id, kind }], text);
        assert.equal(viewKinds(text).get(id), kind, `the view's kind of ${text}`);
      }
    }
  });

  it('the why is a reading of the kind it explains', async () => {
    const id = snowflake(8);
    const text = await resultFor(`role_id=${id}\nuser_id=${id}`);
    assert.match(text, new RegExp(`- ${id}: User \\(the name "user_id"\\)`));
  });

  describe("why, and the user's corrections", () => {
    const text = [
      'ROLES = {',
      `    "admin": ${snowflake(1)},`,
      `    "mod": ${snowflake(2)},`,
      '}',
      `LOG_CHANNEL = ${snowflake(3)}`,
      '',
    ].join('\n');

    async function listed(corrections: IdCorrections): Promise<string[]> {
      const ids = new DistinctIds();
      const report = await scanIdsInto(stringSource(text), ids, { corrections, languageId: 'python' });
      return foundIdsText(ids, report, OPTIONS, lineCounter(text))
        .split('\n')
        .filter((line) => line.startsWith('- '))
        .map((line) => line.replace(/; created .*/, ''));
    }

    it("each id says why, the evidence quoted as data and placed by its line when it is not the id's", async () => {
      assert.deepEqual(await listed(IdCorrections.none), [
        `- ${snowflake(1)}: Role (in the "ROLES" block, line 1)`,
        `- ${snowflake(2)}: Role (in the "ROLES" block, line 1)`,
        `- ${snowflake(3)}: Channel (the name "LOG_CHANNEL")`,
      ]);
    });

    it('a correction of the block applies to every id of it, says so, and counts them as users', async () => {
      const ids = new DistinctIds();
      await scanIdsInto(stringSource(text), ids, { corrections: IdCorrections.none, languageId: 'python' });
      const scope = ids.listed()[0]?.why?.reason?.scope;
      assert.ok(scope !== undefined);
      const corrections = readCorrections([{ evidence: scope, kind: 'user' }]).corrections;
      assert.deepEqual(await listed(corrections), [
        `- ${snowflake(1)}: User (corrected by you (was role: in the "ROLES" block, line 1))`,
        `- ${snowflake(2)}: User (corrected by you (was role: in the "ROLES" block, line 1))`,
        `- ${snowflake(3)}: Channel (the name "LOG_CHANNEL")`,
      ]);
      const again = new DistinctIds();
      const report = await scanIdsInto(stringSource(text), again, { corrections, languageId: 'python' });
      assert.match(foundIdsText(again, report, OPTIONS), /^2 of them may be users/m);
    });

    it('hostile evidence stays quoted data: no link, HTML or icon survives into the result', async () => {
      const comment = 'x = 1091693445122657960  # channel <img src=x> $(zap) [run](command:evil) www.evil.example\n';
      const ids = new DistinctIds();
      const report = await scanIdsInto(stringSource(comment), ids, {
        corrections: IdCorrections.none,
        languageId: 'python',
      });
      const line = foundIdsText(ids, report, OPTIONS).split('\n')[1] ?? '';
      assert.match(line, /: Channel \(the comment "# channel /);
      assert.doesNotMatch(line, /\]\(|<img|\$\(|www\./);
    });
  });
});
