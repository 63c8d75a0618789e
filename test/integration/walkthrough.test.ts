// The Get Started walkthrough as VS Code sees it: contributed by the installed manifest with its four steps, and
// opened by the workbench's own command on the Welcome page.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activateExtension, closeAllEditors, EXTENSION_ID } from './fixture';

interface WalkthroughStep {
  id: string;
  completionEvents: string[];
}

describe('Get Started walkthrough', () => {
  after(() => closeAllEditors());

  it('is contributed with its four steps, each completed by something the extension does', async () => {
    await activateExtension();
    const manifest = vscode.extensions.getExtension(EXTENSION_ID)?.packageJSON as { contributes: { walkthroughs: { id: string; steps: WalkthroughStep[] }[] } };
    const [walkthrough] = manifest.contributes.walkthroughs;
    assert.equal(walkthrough?.id, 'gettingStarted');
    assert.deepEqual(walkthrough.steps.map((s) => s.id), ['getKey', 'setKey', 'lookUp', 'hover']);
    const registered = new Set(await vscode.commands.getCommands(true));
    for (const event of walkthrough.steps.flatMap((s) => s.completionEvents)) {
      if (event.startsWith('onCommand:')) assert.ok(registered.has(event.slice('onCommand:'.length)), `${event} names a registered command`);
    }
  });

  it('opens on the Welcome page through the workbench command', async () => {
    await closeAllEditors();
    await vscode.commands.executeCommand('workbench.action.openWalkthrough', `${EXTENSION_ID}#gettingStarted`, false);
    const deadline = Date.now() + 5000;
    const tabs = () => vscode.window.tabGroups.all.flatMap((group) => group.tabs);
    while (tabs().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(tabs().length, 1, 'the Welcome page opened');
  });
});
