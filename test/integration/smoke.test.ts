import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';

const EXTENSION_ID = 'profile-lookup.profile-lookup';

describe('Smoke: the extension in a real VS Code', () => {
  it('is installed and activates', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is not among the installed extensions`);
    await extension.activate();
    assert.equal(extension.isActive, true);
  });

  it('has a handler registered for each command it contributes', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension);
    await extension.activate();
    const manifest = extension.packageJSON as { contributes?: { commands?: { command: string }[] } };
    const contributed = (manifest.contributes?.commands ?? []).map((entry) => entry.command);
    assert.ok(contributed.includes('profileLookup.lookupUser'), `contributed: ${contributed.join(', ')}`);
    const registered = new Set(await vscode.commands.getCommands(true));
    assert.deepEqual(
      contributed.filter((command) => !registered.has(command)),
      [],
    );
  });

  it('runs with the sample workspace open, ids and all', async () => {
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'no workspace folder is open');
    const log = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder.uri, 'app.log'));
    assert.match(log.getText(), /user=589142681454035401/);
  });
});
