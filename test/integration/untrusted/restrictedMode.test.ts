// Run by the launcher in a window whose folder is untrusted (Workspace Trust on, the folder never trusted:
// Restricted Mode). The manifest declares capabilities.untrustedWorkspaces.supported = true; were it false,
// VS Code would not activate the extension here and every test below would fail.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { StandIn } from '../../stand-in/server';
import { IDS } from '../../stand-in/users';
import {
  activateExtension,
  closeAllEditors,
  EXTENSION_ID,
  lookupUser,
  setKey,
  uniqueKey,
  useStandIn,
  waitForProfileTab,
} from '../fixture';
import { groupedInteger, hoverUntil, positionOf } from '../hoverProbe';

describe('In an untrusted workspace (Restricted Mode), the extension installed from its .vsix', () => {
  let standIn: StandIn | undefined;

  after(async () => {
    await closeAllEditors();
    await standIn?.close();
  });

  it('the window is in Restricted Mode', () => {
    assert.equal(vscode.workspace.isTrusted, false, 'the launcher opened a trusted folder: this run proves nothing');
    assert.ok(vscode.workspace.workspaceFolders?.length, 'a folder is open');
  });

  it('the extension is enabled and activates', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is not enabled in Restricted Mode (capabilities.untrustedWorkspaces)`);
    await activateExtension();
    assert.equal(extension.isActive, true);
    const registered = new Set(await vscode.commands.getCommands(true));
    assert.ok(registered.has('profileLookup.lookupUser'));
  });

  // Each test below sets up what it needs here, so that any of them runs alone (INTEGRATION_GREP).
  describe('against the stand-in, with a key', () => {
    before(async () => {
      standIn = await useStandIn({ rateLimit: { limit: 50, windowMs: 1000 } });
      await setKey(uniqueKey('untrusted'));
    });

    it('a hover on an id in a file of the untrusted folder shows the profile', async () => {
      const folder = vscode.workspace.workspaceFolders?.[0];
      assert.ok(folder);
      const doc = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder.uri, 'app.log'));
      const xp = groupedInteger('9007199254740993');
      const hovers = await hoverUntil(doc, positionOf(doc, IDS.bigNumbers), (markdown) => xp.test(markdown));
      assert.equal(hovers.length, 1, 'one hover from this extension');
      assert.match(hovers[0]!, xp, 'the profile, exact xp and all');
      assert.equal(standIn?.requests.filter((r) => r.path === `/v1/users/${IDS.bigNumbers}`).length, 1);
    });

    it('Lookup User opens the profile panel', async () => {
      assert.deepEqual(await lookupUser(IDS.demoNewcomer), { id: IDS.demoNewcomer, state: 'profile' });
      assert.ok(await waitForProfileTab(`User ${IDS.demoNewcomer}`));
    });
  });
});
