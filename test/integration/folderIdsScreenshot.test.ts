// The scene of the README's folder screenshot: a folder of bot logs (a day per file, a shard) found by Find User Ids in
// Folder, every user resolved against the stand-in, the Ids in Folder view beside one of its logs.
// Taken alone: SCREENSHOT_DIR=dir VSCODE_VERSIONS=newest INTEGRATION_GREP="Folder view screenshot" npm run test:integration
// (scripts/screenshots.mjs). In the full suite the view is hidden again after it.
import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { FolderOutcome } from '../../src/features/folderIds/folderIds';
import type { StandIn } from '../stand-in/server';
import { eightUserLog } from '../unit/features/idsView/core/logFixture';
import { activateExtension, closeAllEditors, setKey, uniqueKey, useStandIn } from './fixture';

describe('Folder view screenshot', () => {
  let standIn: StandIn;
  let folder: string;

  before(async () => {
    await activateExtension();
    standIn = await useStandIn({ rateLimit: { limit: 50, windowMs: 1000 } });
    await setKey(uniqueKey('folder-shot'));
    folder = mkdtempSync(path.join(tmpdir(), 'bot-logs-'));
  });

  // Taken alone, the scene stays for the screenshot (taken after mocha reports), and the stand-in up while it is.
  after(async () => {
    if (process.env.INTEGRATION_GREP) {
      setTimeout(() => {
        void standIn.close();
        rmSync(folder, { recursive: true, force: true });
      }, 15_000).unref();
      return;
    }
    await vscode.commands.executeCommand('workbench.action.closeSidebar');
    await standIn.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('shows the users of a folder of logs with their profiles, occurrences and files', async () => {
    await closeAllEditors();
    const lines = eightUserLog().split('\n');
    writeFileSync(path.join(folder, 'bot-2025-11-21.log'), lines.slice(0, 5).join('\n'));
    writeFileSync(path.join(folder, 'bot-2025-11-22.log'), lines.slice(3).join('\n'));
    writeFileSync(path.join(folder, 'shard-1.log'), `${lines[0]}\n${lines[8]}\n${lines[2]}\n`);
    const outcome = await vscode.commands.executeCommand<FolderOutcome | undefined>(
      'profileLookup.findIdsInFolder',
      vscode.Uri.file(folder),
      { includes: [], excludes: ['**/.git'] },
    );
    assert.ok(outcome && outcome.end === 'done' && outcome.profiles >= 8, JSON.stringify(outcome));
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(path.join(folder, 'bot-2025-11-22.log')));
    await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
    // The view in front, and a wider side bar: the editor group narrower.
    await vscode.commands.executeCommand('profileLookup.folderIds.focus');
    await vscode.commands.executeCommand('workbench.action.focusActiveEditorGroup');
    for (let i = 0; i < 6; i++) await vscode.commands.executeCommand('workbench.action.decreaseViewWidth');
  });
});
