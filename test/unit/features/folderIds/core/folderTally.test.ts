import * as assert from 'node:assert/strict';
import { FolderIdReader } from '../../../../../src/features/folderIds/core/folderIdReader';
import { FolderTally, MAX_KEPT_LOCATIONS } from '../../../../../src/features/folderIds/core/folderTally';
import { MAX_KIND_READINGS, entryKind } from '../../../../../src/features/idsView/core/idTally';
import { permutations } from '../../../../support/permutations';
import { folderTable, lookupCounts, SHOWN_PER_KIND } from '../../../../../src/features/folderIds/core/folderTable';
import { folderRowText } from '../../../../../src/features/folderIds/core/folderRows';

const NOW = Date.UTC(2026, 0, 1);
const USER = '1150000000000000000';
const GUILD = '297153970613387264';
const BARE = '1160000000000000000';

/** A reader whose classifier calls are counted per id. */
function read(lines: { file: string; text: string }[], keep?: number) {
  const tally = new FolderTally(keep);
  const reader = new FolderIdReader(tally, NOW);
  lines.forEach((l, i) => reader.read({ file: l.file, line: i + 1, byteOffset: 0, text: l.text, cut: false }));
  return { tally, reader };
}

describe('folderIds: whys shared between rows', () => {
  it("a row's second why is its own: the rows that share its first list keep theirs", () => {
    const tally = new FolderTally();
    const first = {
      rule: 'name',
      signal: 'name',
      evidence: 'user_id',
      evidenceStart: 0,
      scope: 'name:user_id',
    } as const;
    const second = {
      rule: 'name',
      signal: 'name',
      evidence: 'guild_id',
      evidenceStart: 0,
      scope: 'name:guild_id',
    } as const;
    const shared = [['channel', first]] as const;
    const at = { file: 0, line: 1, column: 0 };
    tally.add(USER, at, 'channel', first, tally.get(USER), shared);
    tally.add(BARE, at, 'channel', first, tally.get(BARE), shared);
    // The shared list is taken as it is (no list per row)...
    assert.equal(tally.get(USER)!.whys, shared);
    tally.add(USER, at, 'guild', second, tally.get(USER), [['guild', second]]);
    // ...and never changed: the other row, and the shape's list, still say one why.
    assert.deepEqual(tally.get(USER)!.whys, [
      ['channel', first],
      ['guild', second],
    ]);
    assert.deepEqual(tally.get(BARE)!.whys, [['channel', first]]);
    assert.deepEqual(shared, [['channel', first]]);
  });
});

describe('folderIds: one tally across files', () => {
  it('counts each id across files, keeps its places, and gives it one kind', () => {
    const { tally } = read([
      { file: 'a.log', text: `user=${USER} guild_id=${GUILD}` },
      { file: 'b.log', text: `  <@${USER}> in ${GUILD}` },
      { file: 'a.log', text: `user=${USER}` },
    ]);
    const user = tally.get(USER)!;
    assert.equal(user.occurrences, 3);
    assert.deepEqual(tally.entryFiles(user), [
      [0, 2],
      [1, 1],
    ]);
    assert.deepEqual(tally.entryLocations(user), [
      { file: 0, line: 1, column: 5 },
      { file: 1, line: 2, column: 4 },
      { file: 0, line: 3, column: 5 },
    ]);
    assert.equal(entryKind(user), 'user');
    assert.equal(entryKind(tally.get(GUILD)!), 'guild');
    assert.deepEqual([tally.fileName(0), tally.fileName(1), tally.fileCount], ['a.log', 'b.log', 2]);
  });

  it('classifies an id until a reading says user, or up to the Ids view bound', () => {
    const table: { name: string; text: string; id: string; classified: number }[] = [
      { name: 'a user: settled at its first reading', text: `user=${USER}`, id: USER, classified: 1 },
      {
        name: 'a guild: read MAX_KIND_READINGS times',
        text: `guild_id=${GUILD}`,
        id: GUILD,
        classified: MAX_KIND_READINGS,
      },
      {
        name: 'a bare id: read while unknown, up to MAX_KIND_READINGS',
        text: `value ${BARE} here`,
        id: BARE,
        classified: MAX_KIND_READINGS,
      },
    ];
    for (const row of table) {
      const { tally, reader } = read(Array.from({ length: 50 }, () => ({ file: 'a.log', text: row.text })));
      assert.equal(reader.classified, row.classified, row.name);
      assert.equal(tally.get(row.id)!.occurrences, 50, row.name);
    }
  });

  it("an id's kind does not depend on the order its occurrences come in, up to MAX_KIND_READINGS of them", () => {
    // ripgrep's threads hand files on in an order that changes from run to run: every order of the same lines must
    // give the same kind. Each row: an id's lines (one per file), in every order, and the kind each order must give.
    const ID = '408937062838829056';
    const table: { name: string; lines: string[]; kind: string }[] = [
      {
        name: 'a user named once among role readings',
        lines: [`role_id=${ID}`, `role_id=${ID}`, `role_id=${ID}`, `user_id=${ID}`],
        kind: 'user',
      },
      {
        name: 'channel and guild readings: the most readings',
        lines: [`channel_id=${ID}`, `guild_id=${ID}`, `channel_id=${ID}`, `guild_id=${ID}`, `channel_id=${ID}`],
        kind: 'channel',
      },
      {
        name: 'unknown readings and one of a kind',
        lines: [`value ${ID} here`, `value ${ID} here`, `value ${ID} here`, `guild_id=${ID}`],
        kind: 'guild',
      },
    ];
    for (const row of table) {
      assert.ok(row.lines.length <= MAX_KIND_READINGS, row.name);
      const kinds = new Set<string>();
      for (const order of permutations(row.lines)) {
        const { tally } = read(order.map((text, i) => ({ file: `f${i}.log`, text })));
        kinds.add(entryKind(tally.get(ID)!));
      }
      assert.deepEqual([...kinds], [row.kind], row.name);
    }
  });

  it('is bounded: places per id, and ids kept whole (the rest counted)', () => {
    const { tally } = read(Array.from({ length: 100 }, (_, i) => ({ file: `f${i}.log`, text: `user=${USER}` })));
    assert.equal(tally.entryLocations(tally.get(USER)!).length, MAX_KEPT_LOCATIONS);
    assert.equal(tally.entryFiles(tally.get(USER)!).length, 100);
    const ids = Array.from({ length: 30 }, (_, i) => (1_150_000_000_000_000_000n + BigInt(i) * 4_194_304n).toString());
    const small = read(
      ids.map((id) => ({ file: 'a.log', text: `user=${id}` })),
      10,
    ).tally;
    assert.deepEqual([small.kept, small.size, small.notKept], [10, 30, 20]);
    assert.equal(small.get(ids[20]!), undefined);
  });

  it('a long line read in pieces: an id counts only in the piece that owns its start', () => {
    const tally = new FolderTally();
    const reader = new FolderIdReader(tally, NOW);
    const text = `ctx user=${USER} and user=${USER}`;
    const second = text.lastIndexOf(USER);
    // The first piece owns ids starting before the second one; the next owns the second (its context carried).
    reader.read({ file: 'a', line: 1, byteOffset: 0, text, cut: false, ownTo: second });
    reader.read({ file: 'a', line: 1, byteOffset: 0, text, cut: false, ownFrom: second });
    assert.equal(tally.get(USER)!.occurrences, 2);
  });
});

describe('folderIds: the table the view shows', () => {
  it('every id looked up as a user, and of each other kind the first SHOWN_PER_KIND with its total', () => {
    const tally = new FolderTally();
    const reader = new FolderIdReader(tally, NOW);
    const lines: string[] = [];
    for (let i = 0; i < SHOWN_PER_KIND + 50; i++) {
      const n = BigInt(i) * 4_194_304n;
      lines.push(`user=${1_150_000_000_000_000_000n + n} message_id=${1_200_000_000_000_000_000n + n}`);
    }
    lines.forEach((text, i) => reader.read({ file: 'a.log', line: i + 1, byteOffset: 0, text, cut: false }));
    const table = folderTable(tally, new Map());
    assert.deepEqual(
      table.groups.map((g) => [g.kind, g.rows.length]),
      [
        ['user', SHOWN_PER_KIND + 50],
        ['message', SHOWN_PER_KIND],
      ],
    );
    assert.equal(table.kindTotals.get('message'), SHOWN_PER_KIND + 50);
    assert.deepEqual(lookupCounts(tally, new Map()), { users: SHOWN_PER_KIND + 50, left: SHOWN_PER_KIND + 50 });
  });
});

describe('folderIds: kind counts shared while an id’s readings agree', () => {
  it('gives entryKind what a Map per id would, and never changes another id’s counts', () => {
    const table: { name: string; readings: ('guild' | 'channel' | 'unknown' | 'user')[]; kind: string }[] = [
      { name: 'one kind', readings: ['guild', 'guild'], kind: 'guild' },
      { name: 'the kind read most', readings: ['guild', 'guild', 'channel', 'channel', 'channel'], kind: 'channel' },
      { name: 'a tie: ID_KINDS order', readings: ['channel', 'guild'], kind: 'guild' },
      { name: 'unknown gives way', readings: ['unknown', 'unknown', 'channel'], kind: 'channel' },
      { name: 'a user reading wins', readings: ['channel', 'user'], kind: 'user' },
    ];
    const tally = new FolderTally();
    const at = { file: 0, line: 1, column: 0 };
    table.forEach((row, i) => {
      const id = (1_150_000_000_000_000_000n + BigInt(i) * 4_194_304n).toString();
      for (const kind of row.readings) tally.add(id, at, kind, undefined, tally.get(id));
    });
    const only = 1_160_000_000_000_000_000n.toString();
    tally.add(only, at, 'guild', undefined, tally.get(only));
    table.forEach((row, i) => {
      const entry = tally.get((1_150_000_000_000_000_000n + BigInt(i) * 4_194_304n).toString())!;
      assert.equal(entryKind(entry), row.kind, row.name);
      assert.equal(entry.kind, row.kind, row.name);
    });
    assert.deepEqual([...tally.get(only)!.kindCounts.keys()], ['guild']);
  });
});

describe('folderIds: a row says why its id has its kind', () => {
  it('in the words every surface uses (the hover, the Ids view): the kind, then the evidence as code', () => {
    const { tally } = read([{ file: 'a.log', text: `guild_id=${GUILD}` }]);
    const entry = tally.get(GUILD)!;
    const row = { id: GUILD, kind: entryKind(entry), occurrences: entry.occurrences, firstOffset: 0 };
    const tooltip = folderRowText(row as never, entry, 'en').tooltip;
    assert.match(tooltip, /^Guild: the name `guild_id`$/m, tooltip);
  });
});
