// The Get Started walkthrough as VS Code sees it: contributed by the installed manifest with its four steps, and
// opened by the workbench's own command on the Welcome page, its steps ticked there by what the user does.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import { activateExtension, closeAllEditors, EXTENSION_ID, PATIENCE_MS, setKey, uniqueKey, useStandIn, waitUntil } from './fixture';
import { open, ourHover, positionOf } from './hoverParts';
import { hasWorkbenchProbe } from './statusBarProbe';
import { isDone, openWalkthroughAt, waitForStepDone } from './walkthroughProbe';

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
    const added = () => tabs().filter((tab) => !before.has(tab));
    await waitUntil(() => added().length > 0);
    const [welcome, ...others] = added();
    assert.ok(welcome, 'the Welcome page opened');
    assert.deepEqual(others, [], 'one page opened');
    // The Welcome page is a workbench editor of its own, not a text document.
    assert.ok(!(welcome.input instanceof vscode.TabInputText), `the new tab (${welcome.label}) is the Welcome page, not a text file`);
  });

  // The steps complete on context keys the extension sets (package.json, completionEvents: onContext). VS Code has
  // no API that reads a context key or a step's state, so the test reads the step's checkmark from the page.
  describe('its steps, ticked on the Welcome page by what the user does', () => {
    let standIn: StandIn | undefined;

    before(function () {
      if (!hasWorkbenchProbe()) this.skip(); // desktop VS Code: no page to read
    });

    after(async () => {
      await standIn?.close();
      await closeAllEditors();
    });

    it('"Hover an id" is ticked once an id was hovered', async function () {
      this.timeout(3 * PATIENCE_MS);
      await activateExtension();
      standIn = await useStandIn();
      // The context key is set on the window's first hover of an id (and stays): an earlier suite's hover, or this one.
      const doc = await open('log', `user=${IDS.normal}\n`);
      assert.match(await ourHover(doc, positionOf(doc, IDS.normal)), new RegExp(`\`${IDS.normal}\``), 'our hover showed the id');
      await openWalkthroughAt('hover');
      const steps = await waitForStepDone('hover');
      assert.ok(isDone(steps, 'hover'), `the page ticked "Hover an id": ${JSON.stringify(steps)}`);
    });

    it('"Set API Key" is unticked while no key is stored, and ticked when one is', async function () {
      this.timeout(3 * PATIENCE_MS);
      await activateExtension();
      await vscode.commands.executeCommand('profileLookup.clearApiKey'); // whether a key was there depends on the suites before
      // The workbench's own reset unticks every step; with no key stored, nothing ticks "Set API Key" again.
      await vscode.commands.executeCommand('resetGettingStartedProgress');
      const before = await openWalkthroughAt('setKey');
      assert.equal(before.done, false, 'no key stored: the step is not ticked');
      await setKey(uniqueKey('walkthrough'));
      const steps = await waitForStepDone('setKey');
      assert.ok(isDone(steps, 'setKey'), `the page ticked "Set API Key" once a key was stored: ${JSON.stringify(steps)}`);
    });
  });
});
