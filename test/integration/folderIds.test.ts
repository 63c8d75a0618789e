// Find User Ids in Folder in the real VS Code, against the stand-in with the deployed 5-per-5-s limit: a folder of
// logs read by the ripgrep VS Code ships (found under vscode.env.appRoot), each user of every file asked once and
// nothing else, no 429, the rows with their profiles and files, a binary file counted; Cancel, which drops the
// lookups not sent yet and ends the command; and a Find begun while another runs, which leaves the first's outcome its
// own.
import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { parseJsonExact } from '../../src/api/model/bigJson';
import type { FolderOutcome } from '../../src/features/folderIds/folderIds';
import type { ProfileLookupExports } from '../../src/extension';
import type { StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import { eightUserLog, LOG_NON_USERS, LOG_USERS } from '../unit/features/idsView/core/logFixture';
import { activateExtension, closeAllEditors, setKey, sleep, uniqueKey, useStandIn, waitUntil } from './fixture';

/** The stand-in's rate-limit window: 5 requests per 5 s, as the service. */
const WINDOW_MS = 5000;

const pathsOf = (standIn: StandIn) => standIn.requests.map((r) => r.path.slice('/v1/users/'.length));

/** `count` user ids from `base`, a snowflake tick apart, that the stand-in has no profile for (each a 404, at full cost). */
const unknownUserIds = (base: bigint, count: number): string[] =>
  Array.from({ length: count }, (_, i) => (base + BigInt(i) * 4_194_304n).toString());

function findInFolder(folder: string): Thenable<FolderOutcome | undefined> {
  return vscode.commands.executeCommand<FolderOutcome | undefined>(
    'profileLookup.findIdsInFolder',
    vscode.Uri.file(folder),
    { includes: [], excludes: ['**/.git'] },
  );
}

describe('Find User Ids in Folder', function () {
  this.timeout(90_000);
  let exports: ProfileLookupExports;
  let standIn: StandIn;
  let folder: string;

  before(async () => {
    exports = await activateExtension();
  });

  beforeEach(async () => {
    await closeAllEditors();
    standIn = await useStandIn({ rateLimit: { limit: 5, windowMs: WINDOW_MS } });
    await setKey(uniqueKey('folder'));
    folder = mkdtempSync(path.join(tmpdir(), 'folder-ids-it-'));
  });

  afterEach(async () => {
    await vscode.commands.executeCommand('profileLookup.folderIds.cancel');
    await standIn.close();
    rmSync(folder, { recursive: true, force: true });
  });

  after(() => vscode.commands.executeCommand('workbench.action.closeSidebar'));

  it('a folder of logs: every user across its files asked once, nothing else, no 429; rows with profiles and files', async () => {
    const lines = eightUserLog().split('\n');
    writeFileSync(path.join(folder, 'day-1.log'), lines.slice(0, 4).join('\n'));
    writeFileSync(path.join(folder, 'day-2.log'), lines.slice(4).join('\n'));
    writeFileSync(path.join(folder, 'shard-0.log'), `${lines[0]}\n${lines[8]}\n`);
    writeFileSync(path.join(folder, 'core.dump'), Buffer.concat([Buffer.from(`${IDS.normal} `), Buffer.alloc(64)]));

    const outcome = await findInFolder(folder);
    assert.ok(outcome);
    assert.deepEqual(
      { ...outcome, folder: '' },
      {
        folder: '',
        engine: 'ripgrep',
        end: 'done',
        files: 3,
        ids: 13,
        users: 8,
        known: 0,
        profiles: 8,
        failed: 0,
        unresolved: 0,
        skipped: { binary: 1 },
      },
    );
    assert.deepEqual(pathsOf(standIn).sort(), [...LOG_USERS].sort(), 'each user once, nothing else');
    for (const id of LOG_NON_USERS) assert.ok(!pathsOf(standIn).includes(id));
    assert.deepEqual(
      standIn.requests.filter((r) => r.status === 429),
      [],
    );

    const view = exports.folderIdsView();
    assert.ok(view);
    assert.equal(view.running, false);
    assert.equal(view.message, '8 users, 0 already known');
    assert.deepEqual(
      view.groups.map((g) => `${g.label} ${g.description}`),
      ['Users 8', 'Guilds 1', 'Channels 2', 'Messages 1', 'Roles 1'],
    );
    const users = view.groups[0]!.rows;
    assert.deepEqual(users.map((r) => r.label).sort(), [...LOG_USERS].sort());
    for (const row of users)
      assert.match(
        row.description,
        /XP [\d,]+ · Sonhos [\d,]+ · .+ · ×\d+ · (1 file|[2-9] files)$/,
        `${row.label}: ${row.description}`,
      );
    assert.ok(
      users.some((row) => row.description.endsWith(' · 1 file')),
      'a user of one file: "1 file", in its plural form',
    );
    // LOG_USERS[0] is in day-1.log (twice), day-2.log and shard-0.log (once each).
    const first = users.find((r) => r.label === LOG_USERS[0])!;
    assert.match(first.description, /×4 · 3 files$/);
    assert.match(first.tooltip, /4 occurrences in 3 files/);
    assert.match(users.find((r) => r.label === IDS.bigNumbers)!.description, /XP 9,007,199,254,740,993 · /);

    const json = parseJsonExact(
      (await vscode.commands.executeCommand<string>('profileLookup.folderIds.copyJson'))!,
    ) as { id: string; xp?: bigint; files: { file: string; occurrences: number }[] }[];
    assert.equal(json.find((r) => r.id === IDS.bigNumbers)?.xp, 9007199254740993n, 'exact past 2^53');
    assert.deepEqual(json.find((r) => r.id === LOG_USERS[0])?.files, [
      { file: 'day-1.log', occurrences: 2, firstLine: 1 },
      { file: 'day-2.log', occurrences: 1, firstLine: 4 },
      { file: 'shard-0.log', occurrences: 1, firstLine: 1 },
    ]);

    // Again: every user is known now (cached), and the second scan sends nothing.
    const sent = standIn.requests.length;
    const again = await findInFolder(folder);
    assert.equal(again?.known, 8);
    assert.equal(standIn.requests.length, sent, 'known users cost nothing');
  });

  it('Cancel stops the lookups not sent yet and ends the command', async () => {
    // 40 users the stand-in has no profile for (each answered 404, at full cost): 40 s at 5 per 5 s.
    const ids = unknownUserIds(1_160_000_000_000_000_000n, 40);
    for (let f = 0; f < 4; f++)
      writeFileSync(
        path.join(folder, `shard-${f}.log`),
        ids
          .slice(f * 10, f * 10 + 10)
          .map((id, i) => `2025-11-22T09:${String(i).padStart(2, '0')}:00Z INFO user=${id} joined`)
          .join('\n'),
      );
    const running = findInFolder(folder);
    assert.ok(await waitUntil(() => standIn.requests.length >= 3), 'lookups under way');
    await vscode.commands.executeCommand('profileLookup.folderIds.cancel');
    const cancelledAt = Date.now();
    const outcome = await running;
    assert.ok(outcome);
    assert.equal(outcome.end, 'cancelled');
    assert.equal(outcome.users, 40);
    assert.ok(outcome.unresolved > 20, `${outcome.unresolved} left unsent`);
    // Requests put on the wire before Cancel may land later on a loaded machine; what Cancel drops would have gone in
    // the windows after it (5 each, and 30 are left). Two windows on, the requests are at most the 5 of each window begun
    // before Cancel, counted from the first arrival (a second more for its own way there): a lookup that escaped Cancel
    // adds 5 to 10 past that.
    await sleep(WINDOW_MS * 2 + 1000);
    const firstAt = standIn.requests[0]!.receivedAt;
    const windowsBegun = Math.floor((cancelledAt - firstAt + 1000) / WINDOW_MS) + 1;
    const late = standIn.requests.filter((r) => r.receivedAt > cancelledAt).length;
    assert.ok(
      standIn.requests.length <= windowsBegun * 5,
      `${standIn.requests.length} sent (${late} arrived after Cancel): at most the ${windowsBegun} window(s) begun before it`,
    );
    assert.equal(exports.folderIdsView()?.running, false);
  });

  it('a Find begun while another runs: the first ends cancelled with its own folder, the second runs on, shown', async () => {
    /** `count` users the stand-in has no profile for, in one log of `dir`. */
    const usersLog = (dir: string, base: bigint, count: number) =>
      writeFileSync(
        path.join(dir, 'users.log'),
        unknownUserIds(base, count)
          .map((id) => `INFO user=${id} joined`)
          .join('\n'),
      );
    const second = mkdtempSync(path.join(tmpdir(), 'folder-ids-it-second-'));
    try {
      usersLog(folder, 1_170_000_000_000_000_000n, 40);
      usersLog(second, 1_180_000_000_000_000_000n, 40);
      const shown = (dir: string) => vscode.Uri.file(dir).toString();
      // Superseded in each phase: while its lookups run (40 s of them), and back to back, before its scan began.
      for (const phase of ['looking up', 'not yet scanning'] as const) {
        const first = findInFolder(folder);
        if (phase === 'looking up') assert.ok(await waitUntil(() => standIn.requests.length >= 1), 'lookups under way');
        const next = findInFolder(second);
        const outcome = await first;
        assert.ok(outcome, phase);
        assert.equal(outcome.folder, shown(folder), `${phase}: the first Find's outcome is its own folder's`);
        assert.equal(outcome.end, 'cancelled', phase);
        assert.equal(outcome.users, phase === 'looking up' ? 40 : 0, phase);
        const view = exports.folderIdsView();
        assert.equal(view?.folder, shown(second), `${phase}: the second Find is shown`);
        assert.equal(view?.running, true, `${phase}: the second Find runs on`);
        await vscode.commands.executeCommand('profileLookup.folderIds.cancel');
        const last = await next;
        assert.equal(last?.folder, shown(second), phase);
        assert.equal(last?.end, 'cancelled', phase);
        assert.equal(exports.folderIdsView()?.running, false, phase);
      }
    } finally {
      rmSync(second, { recursive: true, force: true });
    }
  });
});
