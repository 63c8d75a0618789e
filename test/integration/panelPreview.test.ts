// The profile opens beside the text being read, and one preview panel is reused for the next lookup until the
// user keeps it; the setting profileLookup.panel.reuse restores one panel per user.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { IDS } from '../stand-in/users';
import {
  activateExtension,
  openUntitled,
  closeAllEditors,
  lookupUser,
  profileTabs,
  setKey,
  setSetting,
  uniqueKey,
  useStandIn,
  waitForProfileTab,
} from './fixture';
import type { StandIn } from '../stand-in/server';

async function openLog(): Promise<vscode.TextEditor> {
  const doc = await openUntitled('log', `user ${IDS.normal} paid ${IDS.banned}\n`);
  return vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
}

describe('The profile panel: beside the text, one preview reused until kept', () => {
  let standIn: StandIn;
  before(async () => {
    await activateExtension();
    standIn = await useStandIn();
    await setKey(uniqueKey('preview'));
  });
  after(async () => {
    await setSetting('panel.reuse', undefined);
    await closeAllEditors();
    await standIn.close();
  });

  it('opens beside the editor, not over it', async () => {
    await closeAllEditors();
    const editor = await openLog();
    assert.deepEqual(await lookupUser(IDS.normal), { id: IDS.normal, state: 'profile' });
    assert.ok(await waitForProfileTab(`User ${IDS.normal}`));
    const [tab] = profileTabs();
    assert.ok(tab, 'a profile tab');
    assert.notEqual(tab.group.viewColumn, editor.viewColumn, 'the profile is in another column');
    const logStillOpen = vscode.window.tabGroups.all.some(
      (group) =>
        group.viewColumn === editor.viewColumn && group.tabs.some((t) => t.input instanceof vscode.TabInputText),
    );
    assert.ok(logStillOpen, 'the log stays visible in its own column');
  });

  it('reuses the preview panel for the next user, then keeps it when asked', async () => {
    const exports = await activateExtension();
    assert.deepEqual(await lookupUser(IDS.banned), { id: IDS.banned, state: 'profile' });
    assert.ok(await waitForProfileTab(`User ${IDS.banned}`));
    assert.equal(profileTabs().length, 1, 'the preview panel now shows the second user');
    assert.deepEqual(exports.openPanelIds(), [IDS.banned]);
    assert.equal(exports.panelIsPreview(IDS.banned), true);

    await vscode.commands.executeCommand('profileLookup.keepPanelOpen', IDS.banned);
    assert.equal(exports.panelIsPreview(IDS.banned), false, 'kept');
    assert.deepEqual(await lookupUser(IDS.bigNumbers), { id: IDS.bigNumbers, state: 'profile' });
    assert.ok(await waitForProfileTab(`User ${IDS.bigNumbers}`));
    assert.equal(profileTabs().length, 2, 'a kept panel is not reused');
    assert.deepEqual(exports.openPanelIds().sort(), [IDS.banned, IDS.bigNumbers].sort());
  });

  it('opens one panel per user when profileLookup.panel.reuse is off', async () => {
    await closeAllEditors();
    await setSetting('panel.reuse', false);
    await lookupUser(IDS.normal);
    await lookupUser(IDS.banned);
    assert.ok(await waitForProfileTab(`User ${IDS.banned}`));
    assert.ok(await waitForProfileTab(`User ${IDS.normal}`));
    assert.equal(profileTabs().length, 2);
    const exports = await activateExtension();
    assert.equal(exports.panelIsPreview(IDS.normal), false);
  });
});
