// The scene of the README's Ids view screenshot: the sample log with the view beside it, every user looked up.
// Taken alone: SCREENSHOT_DIR=dir VSCODE_VERSIONS=newest INTEGRATION_GREP="Ids view screenshot" npm run test:integration
// (scripts/screenshots.mjs). In the full suite the workbench tour runs after it and sets its own scene.
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { StandIn } from '../stand-in/server';
import { activateExtension, closeAllEditors, setKey, uniqueKey, useStandIn } from './fixture';

describe('Ids view screenshot', () => {
  let standIn: StandIn;

  before(async () => {
    await activateExtension();
    standIn = await useStandIn({ rateLimit: { limit: 50, windowMs: 1000 } });
    await setKey(uniqueKey('ids-shot'));
  });

  // Taken alone, the scene stays for the screenshot, and the stand-in up while it is taken after mocha reports. In the
  // whole suite the view is hidden again: visible, it would look up the users of every document the later suites open.
  after(async () => {
    if (process.env.INTEGRATION_GREP) {
      setTimeout(() => void standIn.close(), 15_000).unref();
      return;
    }
    await vscode.commands.executeCommand('workbench.action.closeSidebar');
    await standIn.close();
  });

  it('shows the users of the sample log beside it, sorted by sonhos', async () => {
    await closeAllEditors();
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the sample workspace is open');
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(path.join(folder.uri.fsPath, 'app.log')));
    await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
    const outcome = await vscode.commands.executeCommand<{ profiles: number }>('profileLookup.showIdsInFile');
    assert.ok(outcome && outcome.profiles > 5, JSON.stringify(outcome));
    await vscode.commands.executeCommand('profileLookup.ids.sort', 'sonhos');
    // A wider side bar: the editor group narrower.
    await vscode.commands.executeCommand('workbench.action.focusActiveEditorGroup');
    for (let i = 0; i < 6; i++) await vscode.commands.executeCommand('workbench.action.decreaseViewWidth');
  });
});
