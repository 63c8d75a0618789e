// Runs last (files run in path order): leaves the workbench as a user would see it after a first lookup, a
// log full of ids beside a profile, which is what the README's screenshot shows (SCREENSHOT_DIR=...).
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import { activateExtension, closeAllEditors, lookupUser, setKey, uniqueKey, useStandIn, waitForProfileTab } from './fixture';

describe('A first lookup from a log file', () => {
  let standIn: StandIn;

  before(async () => {
    await activateExtension();
    standIn = await useStandIn({ rateLimit: { limit: 50, windowMs: 1000 } });
    await setKey(uniqueKey('tour'));
  });

  // The stand-in stays up: the screenshot is taken after mocha reports, and the panel must stay populated.
  after(() => setTimeout(() => void standIn.close(), 15_000).unref());

  it('opens the log, finds the id under the cursor, and shows its profile beside it', async () => {
    await closeAllEditors();
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the sample workspace is open');
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(path.join(folder.uri.fsPath, 'app.log')));
    const editor = await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
    const line = doc.getText().split('\n').findIndex((l) => l.includes(IDS.normal));
    assert.ok(line >= 0);
    const character = doc.lineAt(line).text.indexOf(IDS.normal) + 4;
    editor.selection = new vscode.Selection(line, character, line, character);

    const outcome = await vscode.commands.executeCommand('profileLookup.lookupUserAtCursor');
    assert.deepEqual(outcome, { id: IDS.normal, state: 'profile' });
    assert.ok(await waitForProfileTab(`User ${IDS.normal}`));
    // The panel opened in the active group; move it beside the log for a side-by-side view.
    await vscode.commands.executeCommand('workbench.action.moveEditorToRightGroup');
    await vscode.commands.executeCommand('workbench.action.closeSidebar');
    const shown = await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.One, preserveFocus: true });
    shown.selection = new vscode.Selection(line, 0, line, 0);
    shown.revealRange(new vscode.Range(line, 0, line, 0), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    assert.deepEqual(await lookupUser(IDS.normal), { id: IDS.normal, state: 'profile' }, 'the panel is revealed, not duplicated');
  });
});
