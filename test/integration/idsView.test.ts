// The Ids view in the real VS Code, against the stand-in with the deployed 5-per-5-s limit (shortened where a
// test is about something else than the pace): each user asked once and nothing else, no 429, the rows as
// VS Code is given them, the pace of 30 users, a hover answered before the queue, and nothing sent for a
// document the view has left.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { parseJsonExact } from '../../src/api/model/bigJson';
import type { ShowOutcome } from '../../src/features/idsView/idsView';
import type { ProfileLookupExports } from '../../src/extension';
import type { StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import { eightUserLog, LOG_GUILD, LOG_NON_USERS, LOG_USERS } from '../unit/features/idsView/core/logFixture';
import {
  activateExtension,
  openUntitled,
  closeAllEditors,
  setKey,
  setKeyAndHearIt,
  uniqueKey,
  useStandIn,
  sleep,
} from './fixture';
import { hoverUntil, positionOf } from './hoverProbe';

const pathsOf = (standIn: StandIn) => standIn.requests.map((r) => r.path.slice('/v1/users/'.length));

/** `n` distinct ids typed as users (the stand-in has no profile for them: each is answered 404, at full cost). */
function userIds(n: number, salt: number): string[] {
  return Array.from({ length: n }, (_, i) =>
    (1_150_000_000_000_000_000n + BigInt(salt) * 100_000_000n + BigInt(i) * 4_194_304n).toString(),
  );
}

async function showLog(content: string): Promise<vscode.TextDocument> {
  const doc = await openUntitled('log', content);
  await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
  return doc;
}

function showIdsInFile(uri?: vscode.Uri): Thenable<ShowOutcome | undefined> {
  return vscode.commands.executeCommand<ShowOutcome | undefined>('profileLookup.showIdsInFile', ...(uri ? [uri] : []));
}

async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await sleep(20);
  assert.ok(done(), `within ${timeoutMs} ms`);
}

describe('The Ids view', function () {
  this.timeout(60_000);
  let exports: ProfileLookupExports;
  let standIn: StandIn;

  before(async () => {
    exports = await activateExtension();
  });

  // A visible view looks up the users of every document the later suites open: hidden, it only leaves them.
  after(() => vscode.commands.executeCommand('workbench.action.closeSidebar'));

  beforeEach(async () => {
    await closeAllEditors();
    standIn = await useStandIn({ rateLimit: { limit: 5, windowMs: 5000 } });
    await setKey(uniqueKey('ids'));
  });

  afterEach(async () => {
    await vscode.commands.executeCommand('profileLookup.ids.stop');
    await standIn.close();
  });

  it('a log with eight users and guild, channel, message and role ids: each user asked once, nothing else, no 429, the rows show xp', async () => {
    await showLog(eightUserLog());
    const outcome = await showIdsInFile();
    assert.ok(outcome);
    assert.deepEqual(
      { ...outcome, document: '' },
      { document: '', ids: 13, lookedUp: 8, profiles: 8, failed: 0, unresolved: 0 },
    );
    assert.deepEqual(pathsOf(standIn).sort(), [...LOG_USERS].sort(), 'each user once, nothing else');
    for (const id of LOG_NON_USERS) assert.ok(!pathsOf(standIn).includes(id));
    assert.deepEqual(
      standIn.requests.filter((r) => r.status === 429),
      [],
    );

    const view = exports.idsView();
    assert.equal(view.running, false);
    assert.equal(view.message, '8 of 8 looked up');
    assert.deepEqual(
      view.groups.map((g) => `${g.label} ${g.description}`),
      ['Users 8', 'Guilds 1', 'Channels 2', 'Messages 1', 'Roles 1'],
    );
    const users = view.groups[0]!.rows;
    assert.deepEqual(
      users.map((r) => r.label),
      [...LOG_USERS],
    );
    for (const row of users) assert.match(row.description, /XP [\d,]+ · Sonhos [\d,]+ · .+ · ×\d/, row.label);
    assert.match(
      users.find((r) => r.label === IDS.bigNumbers)!.description,
      /XP 9,007,199,254,740,993 · /,
      'exact, grouped',
    );
    assert.match(users.find((r) => r.label === IDS.banned)!.description, /^Banned · XP /);
    assert.match(users[0]!.description, /×3$/);
    assert.match(view.groups[1]!.rows[0]!.description, /×3$/, `guild ${LOG_GUILD} occurs three times`);
    assert.ok(view.groups.slice(1).every((g) => g.rows.every((r) => r.contextValue === 'idRow.other')));

    const json = parseJsonExact(
      (await vscode.commands.executeCommand<string>('profileLookup.ids.copyJson'))!,
    ) as Record<string, unknown>[];
    assert.equal(json.find((r) => r.id === IDS.bigNumbers)?.xp, 9007199254740993n, 'the export is exact past 2^53');
    const csv = (await vscode.commands.executeCommand<string>('profileLookup.ids.copyCsv'))!;
    assert.ok(
      csv
        .split('\r\n')
        .some((line) => line.startsWith(`${IDS.bigNumbers},user,2,2,`) && line.includes(',profile,9007199254740993,')),
    );
  });

  it("30 users finish within 1.25 times the service's minimum (5 per 5 s: 25 s), with no 429", async function () {
    this.timeout(90_000);
    const ids = userIds(30, 1);
    await showLog(
      ids.map((id, i) => `2025-11-22T09:${String(i).padStart(2, '0')}:00Z INFO user=${id} joined`).join('\n'),
    );
    const started = Date.now();
    const outcome = await showIdsInFile();
    const elapsed = Date.now() - started;
    assert.ok(outcome);
    assert.equal(outcome.lookedUp, 30);
    assert.equal(outcome.failed, 30, 'each answered (404: no profile)');
    assert.deepEqual(pathsOf(standIn).sort(), [...ids].sort());
    assert.deepEqual(
      standIn.requests.filter((r) => r.status === 429),
      [],
    );
    const minimum = 25_000;
    assert.ok(elapsed <= 1.25 * minimum, `took ${elapsed} ms, ${(elapsed / minimum).toFixed(2)}x the minimum`);
    assert.match(exports.idsView().groups[0]!.rows[0]!.description, /^no profile · /);
  });

  it('a hover during the run is answered before the lookups still queued', async () => {
    const ids = userIds(15, 2);
    await showLog(ids.map((id) => `user=${id}`).join('\n'));
    const run = showIdsInFile();
    await until(() => standIn.requests.length >= 5, 10_000);
    const other = await openUntitled('log', `paid by user=${IDS.demoNewcomer}\n`);
    const hovers = await hoverUntil(other, positionOf(other, IDS.demoNewcomer), (markdown) =>
      markdown.includes('Sonhos'),
    );
    assert.ok(
      hovers.some((markdown) => markdown.includes('Sonhos')),
      'the hover got the profile',
    );
    const outcome = await run;
    assert.equal(outcome?.lookedUp, 15);
    const order = pathsOf(standIn);
    assert.equal(
      order.indexOf(IDS.demoNewcomer),
      5,
      `the hover was the first request after the first window: ${order.join(' ')}`,
    );
    assert.equal(order.length, 16);
    assert.deepEqual(
      standIn.requests.filter((r) => r.status === 429),
      [],
    );
  });

  it('nothing more is sent for a document the view has left', async () => {
    const ids = userIds(15, 3);
    await showLog(ids.map((id) => `user=${id}`).join('\n'));
    const run = showIdsInFile();
    await until(() => standIn.requests.length >= 5, 10_000);
    await showLog('no ids here\n');
    const outcome = await run;
    assert.ok(outcome !== undefined && outcome.unresolved >= 5, JSON.stringify(outcome));
    const sent = standIn.requests.length;
    await sleep(6000);
    assert.equal(standIn.requests.length, sent, 'no request after the view followed the other editor');
    assert.equal(exports.idsView().message, 'No ids in this file.');
  });

  it('stop holds the lookups and resume asks the rest, each id once', async () => {
    const fast = await useStandIn({ rateLimit: { limit: 5, windowMs: 1000 } });
    try {
      const ids = userIds(15, 4);
      await showLog(ids.map((id) => `user=${id}`).join('\n'));
      const run = showIdsInFile();
      await until(() => fast.requests.length >= 5, 10_000);
      await vscode.commands.executeCommand('profileLookup.ids.stop');
      const stopped = await run;
      assert.ok(stopped !== undefined && stopped.unresolved > 0);
      const sent = fast.requests.length;
      await sleep(1500);
      assert.equal(fast.requests.length, sent, 'nothing sent while stopped');
      assert.match(exports.idsView().message ?? '', /^Stopped at \d+ of 15$/);
      await vscode.commands.executeCommand('profileLookup.ids.resume');
      await until(() => !exports.idsView().running && fast.requests.length === 15, 15_000);
      assert.deepEqual(pathsOf(fast).sort(), [...ids].sort(), 'each id once');
    } finally {
      await fast.close();
    }
  });

  it('a click reveals the next occurrence, then wraps to the first', async () => {
    const doc = await showLog(eightUserLog());
    await showIdsInFile();
    const id = LOG_USERS[0];
    const lines = [];
    for (let i = 0; i < 4; i++)
      lines.push(await vscode.commands.executeCommand<number>('profileLookup.ids.revealNext', id));
    assert.deepEqual(lines, [1, 3, 8, 1]);
    const selection = vscode.window.activeTextEditor?.selection;
    assert.ok(selection && doc.getText(selection) === id);
  });

  it("sorts by xp, filters to users, and opens a row's profile", async () => {
    await showLog(eightUserLog());
    await showIdsInFile();
    await vscode.commands.executeCommand('profileLookup.ids.sort', 'xp');
    const xp = (description: string) => BigInt(/XP ([\d,]+)/.exec(description)![1]!.replace(/,/g, ''));
    const sorted = exports.idsView().groups[0]!.rows.map((r) => xp(r.description));
    assert.deepEqual(
      sorted,
      [...sorted].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)),
    );
    await vscode.commands.executeCommand('profileLookup.ids.showUsersOnly');
    const usersOnly = exports.idsView();
    assert.equal(usersOnly.groups.length, 1);
    assert.equal(usersOnly.groups[0]!.rows.length, 8);
    await vscode.commands.executeCommand('profileLookup.ids.showAllIds');
    await vscode.commands.executeCommand('profileLookup.ids.sort', 'first');
    assert.deepEqual(await vscode.commands.executeCommand('profileLookup.ids.openProfile', IDS.banned), {
      id: IDS.banned,
      state: 'profile',
    });
  });

  it('a rejected key: the run ends at the first answer, every row says so and offers Set API Key', async () => {
    // SecretStorage reports the change a moment later, and a changed key asks again what the old one could not: heard
    // after the run's 401, it would send a second request.
    await setKeyAndHearIt(exports, 'lorixp_not_a_key_the_stand_in_knows');
    // Not in an editor: the view would look it up as it follows, then again for the command.
    const doc = await openUntitled('log', eightUserLog());
    try {
      const outcome = await showIdsInFile(doc.uri);
      assert.equal(outcome?.failed, 8);
      assert.equal(standIn.requests.length, 1, 'one request, answered 401: the other seven were not sent');
      const view = exports.idsView();
      assert.equal(view.pinned, true, "a document that is not the active editor's pins the view");
      assert.match(view.message ?? '', /rejected the API key/);
      assert.ok(
        view.groups[0]!.rows.every(
          (r) => r.description.startsWith('API key rejected') && r.contextValue === 'idRow.lookup.key',
        ),
      );
    } finally {
      await vscode.commands.executeCommand('profileLookup.ids.unpin');
    }
  });

  it('unpinned, the view follows the active editor again', async () => {
    const active = await showLog(`paid by user=${IDS.demoArtist}\n`);
    const other = await openUntitled('log', `user=${IDS.demoDev}\n`);
    await showIdsInFile(other.uri);
    assert.deepEqual([exports.idsView().document, exports.idsView().pinned], [other.uri.toString(), true]);
    await vscode.commands.executeCommand('profileLookup.ids.unpin');
    // Alone (the view shown for the first time by this test), the view hears the active editor a moment after unpin.
    await until(() => exports.idsView().document === active.uri.toString(), 10_000);
    assert.deepEqual([exports.idsView().document, exports.idsView().pinned], [active.uri.toString(), false]);
    const log = exports.recentLog();
    assert.ok(log.includes('[debug] command profileLookup.ids.unpin'), 'the command is logged');
    assert.ok(log.includes(`[debug] Ids view: ${other.uri.toString(true)}: 1 distinct ids`), log.join('\n'));
  });
});

describe("The Ids view on a file over VS Code's 50 MB sync limit", function () {
  this.timeout(120_000);
  let standIn: StandIn;
  let file: vscode.Uri;

  before(async () => {
    await activateExtension();
    standIn = await useStandIn({ rateLimit: { limit: 5, windowMs: 1000 } });
    await setKey(uniqueKey('ids-big'));
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the sample workspace is open');
    file = vscode.Uri.joinPath(folder.uri, 'big.log');
    const filler = `${'2025-11-22T09:14:02.118Z DEBUG cache evicted 120 entries trace=7c1e9f04b2a8d6e3\n'.repeat(350_000)}`;
    const text = `user=${LOG_USERS[0]} guild_id=${LOG_GUILD}\n${filler}user=${LOG_USERS[1]}\n${filler}user=${LOG_USERS[0]} user=${LOG_USERS[2]}\n`;
    assert.ok(text.length > 52 * 1024 * 1024, `${text.length} characters`);
    await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(text));
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeSidebar');
    await vscode.commands.executeCommand('profileLookup.ids.unpin');
    await standIn.close();
    await vscode.workspace.fs.delete(file).then(undefined, () => undefined);
  });

  it('reads it from disk: its ids grouped and counted, its users looked up', async () => {
    const outcome = await showIdsInFile(file);
    assert.ok(outcome);
    assert.deepEqual(
      { ...outcome, document: '' },
      { document: '', ids: 4, lookedUp: 3, profiles: 3, failed: 0, unresolved: 0 },
    );
    const view = exports().idsView();
    assert.equal(view.pinned, true);
    assert.deepEqual(
      view.groups[0]!.rows.map((r) => `${r.label} ${/×\d+$/.exec(r.description)?.[0]}`),
      [`${LOG_USERS[0]} ×2`, `${LOG_USERS[1]} ×1`, `${LOG_USERS[2]} ×1`],
    );
    assert.deepEqual(pathsOf(standIn).sort(), [LOG_USERS[0], LOG_USERS[1], LOG_USERS[2]].sort());
    const line = await vscode.commands.executeCommand<number>('profileLookup.ids.revealNext', LOG_USERS[1]);
    assert.equal(line, 350_002);
  });
});

function exports(): ProfileLookupExports {
  const ext = vscode.extensions.getExtension<ProfileLookupExports>('profile-lookup.profile-lookup');
  assert.ok(ext?.isActive);
  return ext.exports;
}
