// The scene of the README's screenshots: the Ids view of a log in the side bar, the log, and the profile of the
// user under the cursor beside it, as a user sees them after a first lookup. Run last in a window (files run in
// path order), in English and in pt-BR: its stand-in stays up for the screenshot taken after mocha reports.
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import {
  activateExtension,
  closeAllEditors,
  lookupUser,
  setKey,
  uniqueKey,
  useStandIn,
  waitForProfileTab,
} from './fixture';

/** `panelTitle` is the profile tab's label in the window's display language. */
export function workbenchTour(panelTitle: (id: string) => string): void {
  let standIn: StandIn;

  before(async () => {
    await activateExtension();
    standIn = await useStandIn({ rateLimit: { limit: 50, windowMs: 1000 } });
    await setKey(uniqueKey('tour'));
  });

  // The stand-in stays up: the screenshot is taken after mocha reports, and the panel must stay populated.
  after(() => setTimeout(() => void standIn.close(), 15_000).unref());

  it('opens the log, lists its ids, finds the id under the cursor, and shows its profile beside it', async () => {
    await closeAllEditors();
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the sample workspace is open');
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(path.join(folder.uri.fsPath, 'app.log')));
    const editor = await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
    const line = doc
      .getText()
      .split('\n')
      .findIndex((l) => l.includes(IDS.normal));
    assert.ok(line >= 0);
    const character = doc.lineAt(line).text.indexOf(IDS.normal) + 4;
    editor.selection = new vscode.Selection(line, character, line, character);
    editor.revealRange(new vscode.Range(line, 0, line, 0), vscode.TextEditorRevealType.InCenterIfOutsideViewport);

    const listed = await vscode.commands.executeCommand<{ profiles: number }>('profileLookup.showIdsInFile');
    assert.ok(listed && listed.profiles > 5, `the Ids view resolved the log's users: ${JSON.stringify(listed)}`);
    await vscode.commands.executeCommand('profileLookup.ids.sort', 'sonhos');
    // Room for the view: the file tree folded away.
    await vscode.commands.executeCommand('workbench.files.action.collapseExplorerFolders');
    await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.One, preserveFocus: false });

    const outcome = await vscode.commands.executeCommand('profileLookup.lookupUserAtCursor');
    assert.deepEqual(outcome, { id: IDS.normal, state: 'profile' });
    assert.ok(await waitForProfileTab(panelTitle(IDS.normal)));
    const columns = vscode.window.tabGroups.all
      .filter((group) => group.tabs.length > 0)
      .map((group) => group.viewColumn);
    assert.equal(columns.length, 2, 'the log and the profile, side by side');
    assert.deepEqual(
      await lookupUser(IDS.normal),
      { id: IDS.normal, state: 'profile' },
      'the panel is revealed, not duplicated',
    );
  });
}
