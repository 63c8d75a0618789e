import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import {
  activateExtension,
  closeAllEditors,
  EXTENSION_ID,
  lookupUser,
  profileTabs,
  setKey,
  uniqueKey,
  waitForProfileTab,
  useStandIn,
} from './fixture';

describe('Foundation: commands, API key, Lookup User', () => {
  let standIn: StandIn;

  before(async () => {
    await activateExtension();
    standIn = await useStandIn({ rateLimit: { limit: 50, windowMs: 1000 } });
  });

  after(async () => {
    await closeAllEditors();
    await standIn.close();
  });

  it('registers every contributed command', async () => {
    const contributed = (
      vscode.extensions.getExtension(EXTENSION_ID)?.packageJSON as { contributes: { commands: { command: string }[] } }
    ).contributes.commands.map((c) => c.command);
    // The commands the README documents are among them; every one the manifest names must be registered.
    for (const command of [
      'profileLookup.clearApiKey',
      'profileLookup.keepPanelOpen',
      'profileLookup.lookupUser',
      'profileLookup.lookupUserAtCursor',
      'profileLookup.openApiKeysPage',
      'profileLookup.setApiKey',
      'profileLookup.showIdsInFile',
    ]) {
      assert.ok(contributed.includes(command), `${command} is contributed`);
    }
    const registered = new Set(await vscode.commands.getCommands(true));
    for (const command of contributed) assert.ok(registered.has(command), `${command} is not registered`);
  });

  it('setApiKey and clearApiKey round-trip through the real SecretStorage', async () => {
    const key = uniqueKey('roundtrip');
    await setKey(key);
    standIn.clearRequests();
    const found = await lookupUser(IDS.normal);
    assert.equal(found?.state, 'profile');
    assert.equal(standIn.requests.at(-1)?.authorization, key, 'the key read back from SecretStorage is the one sent');

    assert.equal(await vscode.commands.executeCommand('profileLookup.clearApiKey'), true);
    standIn.clearRequests();
    const refreshed = await vscode.commands.executeCommand('profileLookup.lookupUser', IDS.nulls);
    assert.deepEqual(refreshed, { id: IDS.nulls, state: 'error', errorKind: 'NoKey' });
    assert.equal(standIn.requests.length, 0, 'no request without a key');
    assert.equal(await vscode.commands.executeCommand('profileLookup.clearApiKey'), false, 'nothing left to clear');
  });

  it('lookupUser refuses ids that cannot be users (under 17 digits, dated in the future) and sends no request', async () => {
    await setKey(uniqueKey('implausible'));
    standIn.clearRequests();
    for (const id of ['12345', '9007199254740993', IDS.max]) {
      assert.deepEqual(await lookupUser(id), { id, state: 'error', errorKind: 'InvalidId' }, id);
    }
    // The warning's "Look Up Anyway" is the only way on; unanswered, it sends nothing.
    assert.deepEqual(standIn.requests, [], 'no request reached the stand-in');
    // Their warnings are left unanswered: clear them, so later tests read only their own notifications.
    await vscode.commands.executeCommand('notifications.clearAll');
    assert.deepEqual(
      await lookupUser(IDS.normal),
      { id: IDS.normal, state: 'profile' },
      'a plausible id is still looked up',
    );
    // Exactly one: each test meets a service nothing was cached or remembered from (windowReset.ts), and none for
    // the refused ids. (assert.deepEqual above narrowed the array's type to empty: read it afresh.)
    const paths = (standIn.requests as readonly { path: string }[]).map((request) => request.path);
    assert.deepEqual(paths, [`/v1/users/${IDS.normal}`]);
  });

  it('lookupUser with an id opens a profile panel after exactly one GET carrying the key byte for byte', async () => {
    await closeAllEditors();
    const key = uniqueKey('lookup');
    await setKey(key);
    standIn.clearRequests();
    const outcome = await lookupUser(IDS.bigNumbers);
    assert.deepEqual(outcome, { id: IDS.bigNumbers, state: 'profile' });
    assert.ok(await waitForProfileTab(`User ${IDS.bigNumbers}`));
    assert.equal(profileTabs().length, 1, 'one profile panel');
    assert.equal(standIn.requests.length, 1);
    const [request] = standIn.requests;
    assert.equal(request?.method, 'GET');
    assert.equal(request?.path, `/v1/users/${IDS.bigNumbers}`);
    assert.equal(request?.authorization, key);
  });

  it('reveals the open panel for the same id instead of opening a second one', async () => {
    // Its own panel first: alone (INTEGRATION_GREP), no earlier test opened one.
    await closeAllEditors();
    await setKey(uniqueKey('reveal'));
    assert.deepEqual(await lookupUser(IDS.bigNumbers), { id: IDS.bigNumbers, state: 'profile' });
    assert.ok(await waitForProfileTab(`User ${IDS.bigNumbers}`));
    await lookupUser(IDS.bigNumbers);
    assert.equal(profileTabs().length, 1);
  });

  it('refuses an invalid id before any request', async () => {
    standIn.clearRequests();
    const outcome = await lookupUser('9223372036854775808');
    assert.deepEqual(outcome, { id: '9223372036854775808', state: 'error', errorKind: 'InvalidId' });
    assert.equal(standIn.requests.length, 0);
  });

  it('logs the commands it runs and the lookups at their levels, never the key; Show Log runs', async () => {
    const key = uniqueKey('log');
    await setKey(key);
    await lookupUser(IDS.demoArtist);
    await lookupUser('not an id');
    await vscode.commands.executeCommand('profileLookup.showLog');
    const lines = (await activateExtension()).recentLog();
    const has = (pattern: RegExp) =>
      assert.ok(
        lines.some((line) => pattern.test(line)),
        `no line matches ${pattern}:\n${lines.join('\n')}`,
      );
    has(/^\[debug\] command profileLookup\.lookupUser$/);
    has(new RegExp(`^\\[info\\] GET /v1/users/${IDS.demoArtist} -> 200 in \\d+ ms`));
    has(new RegExp(`^\\[info\\] lookup of ${IDS.demoArtist}: profile$`));
    has(/^\[debug\] command profileLookup\.showLog$/);
    has(/^\[debug\] command profileLookup\.setApiKey$/);
    assert.deepEqual(
      lines.filter((line) => line.includes(key) || line.includes('lorixp_')),
      [],
      'a line holds the key',
    );
  });
});
