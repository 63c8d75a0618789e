// Grouping, counting, the cap, sorting (exact past 2^53) and the users-only filter of the Ids view's table.
import type { User } from '../../../../../src/model/user';
import assert from 'node:assert/strict';
import { IdTally, entryKind } from '../../../../../src/features/idsView/core/idTally';
import {
  buildTable,
  idsToLookUp,
  shownEntries,
  sortRows,
  type Resolution,
} from '../../../../../src/features/idsView/core/idTable';
import { scanIds } from '../../../../../src/features/idsView/core/scanIds';
import { stringSource } from '../../../../../src/text/textSource';
import { CORPUS_NOW_MS } from '../../../ids/payloadCorpus';
import {
  eightUserLog,
  LOG_CHANNEL,
  LOG_GUILD,
  LOG_MESSAGE,
  LOG_OTHER_CHANNEL,
  LOG_ROLE,
  LOG_USERS,
} from './logFixture';
import { profileView } from '../../../../../src/profile/profileView';
import { IdCorrections } from '../../../../../src/ids/corrections';

function user(id: string, xp: bigint, sonhos: bigint, banned = false): User {
  return {
    id,
    xp,
    sonhos,
    aboutMe: null,
    emojiFightEmoji: null,
    gender: 'UNKNOWN',
    banState: banned ? { bannedAt: '2025-01-01T00:00:00Z', expiresAt: null, reason: 'x' } : null,
  };
}

async function logTally(): Promise<IdTally> {
  const tally = await scanIds(stringSource(eightUserLog()), {
    corrections: IdCorrections.none,
    languageId: 'log',
    nowMs: CORPUS_NOW_MS,
  });
  assert.ok(tally);
  return tally;
}

describe('the Ids table', () => {
  it("groups by kind, users first, with each row's occurrences", async () => {
    const table = buildTable(await logTally(), new Map(), { sort: 'first', usersOnly: false });
    assert.deepEqual(
      table.groups.map((g) => g.kind),
      ['user', 'guild', 'channel', 'message', 'role'],
    );
    const users = table.groups[0]!.rows;
    assert.deepEqual(
      users.map((r) => r.id),
      [...LOG_USERS],
    );
    assert.deepEqual(
      users.map((r) => r.occurrences),
      [3, 2, 2, 1, 1, 1, 1, 2],
    );
    assert.ok(
      users.every((r) => r.resolution?.state === 'waiting'),
      'users are looked up',
    );
    const byKind = Object.fromEntries(table.groups.map((g) => [g.kind, g.rows.map((r) => `${r.id}×${r.occurrences}`)]));
    assert.deepEqual(byKind.guild, [`${LOG_GUILD}×3`]);
    assert.deepEqual(byKind.channel, [`${LOG_CHANNEL}×2`, `${LOG_OTHER_CHANNEL}×1`]);
    assert.deepEqual(byKind.message, [`${LOG_MESSAGE}×1`]);
    assert.deepEqual(byKind.role, [`${LOG_ROLE}×1`]);
    assert.ok(
      table.groups.slice(1).every((g) => g.rows.every((r) => r.resolution === undefined)),
      'nothing else is looked up',
    );
    assert.equal(table.distinct, 13);
    assert.equal(table.occurrences, 21);
    assert.equal(table.more, 0);
  });

  it('looks up users, then the ids nothing typed, and nothing else', async () => {
    const tally = await logTally();
    const untyped = '1300000000000000000';
    tally.add(untyped, 'unknown', 99_999);
    assert.deepEqual(idsToLookUp(shownEntries(tally)), [...LOG_USERS, untyped]);
  });

  it('never looks up an id that cannot be a user: under 17 digits, or dated in the future', () => {
    const tally = new IdTally();
    tally.add('12345', 'user', 0);
    tally.add('9223372036854775807', 'unknown', 10);
    tally.add('1300000000000000000', 'user', 20);
    assert.deepEqual(idsToLookUp(shownEntries(tally), CORPUS_NOW_MS), ['1300000000000000000']);
  });

  it('one id read as several kinds: a user anywhere makes it a user, else the kind read most', () => {
    const tally = new IdTally();
    tally.add('1', 'guild', 0);
    tally.add('1', 'user', 5);
    tally.add('2', 'unknown', 10);
    tally.add('2', 'channel', 15);
    tally.add('2', 'role', 20);
    tally.add('2', 'role', 25);
    tally.add('3', 'unknown', 30);
    assert.deepEqual(
      ['1', '2', '3'].map((id) => entryKind(tally.get(id)!)),
      ['user', 'role', 'unknown'],
    );
  });

  it('shows the first 1,000 distinct ids and counts the rest', () => {
    const tally = new IdTally();
    for (let i = 0; i < 1500; i++)
      tally.add((1_200_000_000_000_000_000n + BigInt(i)).toString(), i % 2 ? 'user' : 'channel', i * 30);
    const table = buildTable(tally, new Map(), { sort: 'first', usersOnly: false });
    assert.equal(
      table.groups.reduce((n, g) => n + g.rows.length, 0),
      1000,
    );
    assert.equal(table.more, 500);
    assert.equal(idsToLookUp(shownEntries(tally)).length, 500, 'only shown users are looked up');
  });

  it('sorts by xp or sonhos, highest first, exactly past 2^53; rows without a profile last, in document order', () => {
    const tally = new IdTally();
    const ids = [
      '1100000000000000001',
      '1100000000000000002',
      '1100000000000000003',
      '1100000000000000004',
      '1100000000000000005',
    ];
    ids.forEach((id, i) => tally.add(id, 'user', i * 100));
    const resolutions = new Map<string, Resolution>([
      [ids[0]!, { state: 'profile', view: profileView(user(ids[0]!, 9007199254740993n, 5n)) }],
      [ids[1]!, { state: 'profile', view: profileView(user(ids[1]!, 9007199254740992n, 7n)) }],
      [ids[2]!, { state: 'failed', error: { kind: 'NotFound', message: 'no' } }],
      [ids[3]!, { state: 'profile', view: profileView(user(ids[3]!, 9007199254740994n, -1n)) }],
    ]);
    const byXp = buildTable(tally, resolutions, { sort: 'xp', usersOnly: false }).groups[0]!.rows.map((r) => r.id);
    // As doubles 9007199254740993 and ...992 are equal: only a bigint comparison orders them.
    assert.deepEqual(byXp, [ids[3], ids[0], ids[1], ids[2], ids[4]]);
    const bySonhos = buildTable(tally, resolutions, { sort: 'sonhos', usersOnly: false }).groups[0]!.rows.map(
      (r) => r.id,
    );
    assert.deepEqual(bySonhos, [ids[1], ids[0], ids[3], ids[2], ids[4]]);
    const rows = buildTable(tally, resolutions, { sort: 'xp', usersOnly: false }).groups[0]!.rows;
    assert.deepEqual(
      sortRows(rows, 'first').map((r) => r.id),
      ids,
    );
  });

  it('users only: one flat list of the users, and of untyped ids that turned out to have a profile', async () => {
    const tally = await logTally();
    const found = '1300000000000000000';
    const missing = '1300000000000000001';
    tally.add(found, 'unknown', 99_999);
    tally.add(missing, 'unknown', 99_999 + 30);
    const resolutions = new Map<string, Resolution>([
      [found, { state: 'profile', view: profileView(user(found, 1n, 1n)) }],
      [missing, { state: 'failed', error: { kind: 'NotFound', message: 'no' } }],
    ]);
    const table = buildTable(tally, resolutions, { sort: 'first', usersOnly: true });
    assert.equal(table.groups.length, 1);
    assert.deepEqual(
      table.groups[0]!.rows.map((r) => r.id),
      [...LOG_USERS, found],
    );
  });
});
