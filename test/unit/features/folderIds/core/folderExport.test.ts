import * as assert from 'node:assert/strict';
import { parseJsonExact } from '../../../../../src/api/model/bigJson';
import { folderTableToCsv, folderTableToJson } from '../../../../../src/features/folderIds/core/folderExport';
import { FolderIdReader } from '../../../../../src/features/folderIds/core/folderIdReader';
import { FolderTally } from '../../../../../src/features/folderIds/core/folderTally';
import { buildTable, type Resolution } from '../../../../../src/features/idsView/core/idTable';
import { profileView } from '../../../../../src/profile/profileView';
import { sampleUser } from '../../../../support/profileFixtures';

const NOW = Date.UTC(2026, 0, 1);
const USER = '1150000000000000000';
const GUILD = '297153970613387264';

function folder() {
  const tally = new FolderTally();
  const reader = new FolderIdReader(tally, NOW);
  const lines: [string, string][] = [
    ['=cmd|calc.log', `user=${USER} guild_id=${GUILD}`],
    ['b,"x".log', `user=${USER}`],
    ['b,"x".log', `user=${USER}`],
  ];
  lines.forEach(([file, text], i) => reader.read({ file, line: i + 1, byteOffset: 0, text, cut: false }));
  const view = profileView(
    sampleUser({
      id: USER,
      xp: 9007199254740993n,
      banState: { bannedAt: '2024-01-02T03:04:05Z', expiresAt: null, reason: '=HYPERLINK("x")' },
    }),
  );
  const resolutions = new Map<string, Resolution>([[USER, { state: 'profile', view }]]);
  return { tally, table: buildTable(tally, resolutions, { sort: 'first', usersOnly: false }, Infinity) };
}

describe('folderIds: the table exported with each id’s files', () => {
  it('JSON: exact numbers past 2^53, each file with its occurrences and first line, most first', () => {
    const { tally, table } = folder();
    const rows = parseJsonExact(folderTableToJson(table, tally)) as Record<string, unknown>[];
    assert.deepEqual(
      rows.map((r) => [r.id, r.kind, r.status, r.occurrences]),
      [
        [USER, 'user', 'profile', 3],
        [GUILD, 'guild', 'not_looked_up', 1],
      ],
    );
    assert.equal(rows[0]!.xp, 9007199254740993n);
    assert.deepEqual(rows[0]!.files, [
      { file: 'b,"x".log', occurrences: 2, firstLine: 2 },
      { file: '=cmd|calc.log', occurrences: 1, firstLine: 1 },
    ]);
  });

  it('CSV: one record per id, quoted where a cell holds a separator, a formula defused in a ban reason and a file name', () => {
    const { tally, table } = folder();
    const csv = folderTableToCsv(table, tally);
    const [header, user, guild, end] = csv.split('\r\n');
    assert.equal(header, 'id,kind,occurrences,files,created,status,xp,sonhos,banned,ban_reason,file_list');
    assert.ok(user!.startsWith(`${USER},user,3,2,`), user);
    assert.ok(user!.includes(',profile,9007199254740993,'), user);
    assert.ok(user!.includes(`,true,"'=HYPERLINK(""x"")",`), user);
    // The file list is one cell: quoted (commas, quotes, a line break), the formula-looking first name defused.
    assert.ok(user!.endsWith(`,"b,""x"".log (2)\n=cmd|calc.log (1)"`), user);
    assert.ok(guild!.startsWith(`${GUILD},guild,1,1,`), guild);
    assert.ok(guild!.endsWith(`,not_looked_up,,,,,'=cmd|calc.log (1)`), guild);
    assert.equal(end, '');
  });
});
