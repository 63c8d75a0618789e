// Export of the Ids table: 64-bit ids and counts exact in CSV and JSON (values above 2^53 that a double would
// round), RFC 4180 quoting, and a hostile ban reason that cannot become a spreadsheet formula.
import type { User } from '../../../../../src/model/user';
import assert from 'node:assert/strict';
import { parseJsonExact } from '../../../../../src/api/model/bigJson';
import { IdTally } from '../../../../../src/features/idsView/core/idTally';
import { buildTable, type Resolution } from '../../../../../src/features/idsView/core/idTable';
import { csvText, tableToCsv, tableToJson } from '../../../../../src/features/idsView/core/exportTable';
import { profileView } from '../../../../../src/profile/profileView';

const BIG_ID = '9223372036854775807';
const USER_ID = '1100000000000000001';
const MISSING_ID = '1100000000000000002';
const GUILD_ID = '297153970613387264';
const XP = 9007199254740993n; // 2^53 + 1: a double reads 9007199254740992
const SONHOS = -9223372036854775808n;

function user(id: string, reason: string | null): User {
  return {
    id,
    xp: XP,
    sonhos: SONHOS,
    aboutMe: null,
    emojiFightEmoji: null,
    gender: 'MALE',
    banState: reason === null ? null : { bannedAt: '2025-01-01T00:00:00Z', expiresAt: null, reason },
  };
}

function table(reason: string | null) {
  const tally = new IdTally();
  tally.add(USER_ID, 'user', 0);
  tally.add(USER_ID, 'user', 40);
  tally.add(BIG_ID, 'user', 100);
  tally.add(MISSING_ID, 'user', 200);
  tally.add(GUILD_ID, 'guild', 300);
  const resolutions = new Map<string, Resolution>([
    [USER_ID, { state: 'profile', view: profileView(user(USER_ID, reason)) }],
    [BIG_ID, { state: 'profile', view: profileView({ ...user(BIG_ID, null), xp: 18446744073709551615n }) }],
    [MISSING_ID, { state: 'failed', error: { kind: 'NotFound', message: 'no' } }],
  ]);
  return buildTable(tally, resolutions, { sort: 'first', usersOnly: false });
}

const lineOf = (offset: number) => Math.floor(offset / 100) + 1;

describe('exporting the Ids table', () => {
  it("JSON: ids as strings, xp and sonhos as exact integers, one object per row in the table's order", () => {
    const text = tableToJson(table(null), lineOf);
    const rows = parseJsonExact(text) as Record<string, unknown>[];
    assert.deepEqual(
      rows.map((r) => r.id),
      [USER_ID, BIG_ID, MISSING_ID, GUILD_ID],
    );
    assert.equal(rows[0]!.xp, XP, 'exact above 2^53');
    assert.equal(rows[0]!.sonhos, SONHOS);
    assert.equal(rows[1]!.xp, 18446744073709551615n);
    assert.match(text, /"xp": 9007199254740993,/);
    assert.equal(rows[0]!.occurrences, 2);
    assert.equal(rows[0]!.firstLine, 1);
    assert.equal(rows[0]!.status, 'profile');
    assert.equal(rows[0]!.banned, false);
    assert.equal(rows[2]!.status, 'not_found');
    assert.equal(rows[2]!.xp, undefined);
    assert.equal(rows[3]!.kind, 'guild');
    assert.equal(rows[3]!.status, 'not_looked_up');
    assert.equal(rows[3]!.created, new Date(Number((BigInt(GUILD_ID) >> 22n) + 1420070400000n)).toISOString());
    // A double would have changed these digits.
    assert.notEqual(String(Number(XP)), XP.toString());
  });

  it('CSV: a header, CRLF records, exact digits, and the ban reason quoted and defused', () => {
    const csv = tableToCsv(table('=HYPERLINK("https://evil.example","appeal"), then "more"\nsecond line'), lineOf);
    assert.ok(csv.endsWith('\r\n'));
    const records = csv.split('\r\n');
    assert.equal(records[0], 'id,kind,occurrences,first_line,created,status,xp,sonhos,banned,ban_reason');
    assert.ok(records[1]!.startsWith(`${USER_ID},user,2,1,`));
    assert.ok(
      records[1]!.includes(
        `,profile,9007199254740993,-9223372036854775808,true,"'=HYPERLINK(""https://evil.example"",""appeal""), then ""more""\nsecond line"`,
      ),
      records[1],
    );
    assert.ok(records[2]!.includes(',profile,18446744073709551615,'));
    assert.ok(records[3]!.startsWith(`${MISSING_ID},user,1,3,`) && records[3]!.endsWith(',not_found,,,,'));
    assert.ok(records[4]!.startsWith(`${GUILD_ID},guild,1,4,`) && records[4]!.endsWith(',not_looked_up,,,,'));
  });

  it('defuses every cell start a spreadsheet reads as a formula, and leaves other text alone', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) assert.equal(csvText(`${start}1+1`), `'${start}1+1`);
    assert.equal(csvText('spam in #general'), 'spam in #general');
    assert.equal(csvText(''), '');
  });

  it('defuses a formula behind leading spaces or line breaks, which spreadsheets trim before reading the cell', () => {
    for (const blanks of [' ', '   ', '\n', '\r\n', ' \n ', '\u00a0', '\u3000', '\v\f']) {
      for (const start of ['=', '+', '-', '@']) {
        const cell = `${blanks}${start}HYPERLINK("https://example.invalid","x")`;
        assert.equal(csvText(cell), `'${cell}`, JSON.stringify(cell));
      }
    }
    assert.equal(csvText('  spam = ham'), '  spam = ham');
    const csv = tableToCsv(table(' \n=cmd|" /C calc"!A0'), lineOf);
    assert.ok(csv.includes(`"' \n=cmd|"" /C calc""!A0"`), csv);
  });

  it('reads a long run of blanks with no formula after it in one pass', () => {
    const blanks = ' '.repeat(1_000_000);
    assert.equal(csvText(`${blanks}x`), `${blanks}x`);
    assert.equal(csvText(`${blanks}=1`), `'${blanks}=1`);
  });
});
