// The Get Started walkthrough as VS Code sees it: contributed by the installed manifest with its four steps, opened by
// the workbench's own command on the Welcome page, and its context-key steps completed: the keys are read back from
// VS Code's own context (the `getContextKeyValue` command), where the walkthrough reads them.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { IDS } from '../stand-in/users';
import { activateExtension, closeAllEditors, EXTENSION_ID, setKey, uniqueKey, useStandIn } from './fixture';
import { open, positionOf } from './hoverParts';

/** The value VS Code holds for a context key now (undefined: never set). */
function contextKey(key: string): Thenable<unknown> {
  return vscode.commands.executeCommand('getContextKeyValue', key);
}

/** Waits (about 5 s at most) until the context key holds `value`; resolves to what it holds then. */
async function contextKeyBecomes(key: string, value: unknown): Promise<unknown> {
  const deadline = Date.now() + 5000;
  let now = await contextKey(key);
  while (now !== value && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    now = await contextKey(key);
  }
  return now;
}

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
    // An editor an earlier suite opened may still be closing (seen under load): count only the tab the command adds.
    const tabs = () => vscode.window.tabGroups.all.flatMap((group) => group.tabs);
    const before = new Set(tabs());
    await vscode.commands.executeCommand('workbench.action.openWalkthrough', `${EXTENSION_ID}#gettingStarted`, false);
    const deadline = Date.now() + 5000;
    const added = () => tabs().filter((tab) => !before.has(tab));
    while (added().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const [welcome, ...others] = added();
    assert.ok(welcome, 'the Welcome page opened');
    assert.deepEqual(others, [], 'one page opened');
    // The Welcome page is a workbench editor of its own, not a text document.
    assert.ok(!(welcome.input instanceof vscode.TabInputText), `the new tab (${welcome.label}) is the Welcome page, not a text file`);
  });

  it('completes "Set API Key" and "Hover an id": VS Code holds the context keys the steps wait for', async () => {
    await activateExtension();
    const standIn = await useStandIn();
    try {
      await vscode.commands.executeCommand('profileLookup.clearApiKey');
      assert.equal(await contextKeyBecomes('profileLookup.hasApiKey', false), false, 'no key: the step is open');
      await setKey(uniqueKey('walkthrough'));
      assert.equal(await contextKeyBecomes('profileLookup.hasApiKey', true), true, 'a key stored: the step is complete');
      const doc = await open('log', `user=${IDS.demoArtist} joined\n`);
      await vscode.commands.executeCommand('vscode.executeHoverProvider', doc.uri, positionOf(doc, IDS.demoArtist));
      assert.equal(await contextKeyBecomes('profileLookup.hoveredId', true), true, 'an id hovered: the last step is complete');
    } finally {
      await standIn.close();
      await closeAllEditors();
    }
  });
});
