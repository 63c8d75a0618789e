// The Get Started walkthrough's steps, ticked on the Welcome page by what the user does (#24). The steps complete on
// context keys the extension sets (package.json, completionEvents: onContext); VS Code has no API that reads a
// context key or a step's state, so the test reads each step's checkmark from the page.
//
// This runs in a window of its own (test/harness/suiteRun.mjs, profile 'walkthrough'): VS Code's walkthrough service
// counts an onContext event once per window, and only as a change while it runs (a key already true when it starts,
// or that ticked a step before a reset, ticks nothing again). Here the Welcome page is open before anything
// completes a step, as for a user who follows the walkthrough.
import * as assert from 'node:assert/strict';
import type { StandIn } from '../../stand-in/server';
import { IDS } from '../../stand-in/users';
import { activateExtension, closeAllEditors, PATIENCE_MS, setKey, uniqueKey, useStandIn } from '../fixture';
import { open, ourHover, positionOf } from '../hoverParts';
import { hasWorkbenchProbe } from '../workbenchPage';
import { isDone, openWalkthroughAt, waitForStepDone } from '../walkthroughProbe';

describe('Get Started walkthrough steps, ticked on the Welcome page', () => {
  let standIn: StandIn | undefined;

  before(async function () {
    if (!hasWorkbenchProbe()) this.skip(); // desktop VS Code: no page to read
    await activateExtension();
    standIn = await useStandIn();
  });

  after(async () => {
    await standIn?.close();
    await closeAllEditors();
  });

  // One test, in the order a user goes: the window ticks a step once, when its context key changes while the
  // walkthrough service runs, so the steps cannot be checked apart, nor in another order, in one window.
  it('the steps tick as the user goes: none at first, "Hover an id" once an id was hovered, "Set API Key" once a key is stored', async function () {
    this.timeout(5 * PATIENCE_MS);
    for (const step of ['setKey', 'hover'])
      assert.equal((await openWalkthroughAt(step)).done, false, `${step} is not ticked yet`);

    const doc = await open('log', `user=${IDS.normal}\n`);
    assert.match(
      await ourHover(doc, positionOf(doc, IDS.normal)),
      new RegExp(`\`${IDS.normal}\``),
      'our hover showed the id',
    );
    await openWalkthroughAt('hover');
    const hovered = await waitForStepDone('hover');
    assert.ok(isDone(hovered, 'hover'), `the page ticked "Hover an id": ${JSON.stringify(hovered)}`);

    assert.equal((await openWalkthroughAt('setKey')).done, false, 'no key stored yet: not ticked');
    await setKey(uniqueKey('walkthrough'));
    const stored = await waitForStepDone('setKey');
    assert.ok(
      isDone(stored, 'setKey'),
      `the page ticked "Set API Key" once a key was stored: ${JSON.stringify(stored)}`,
    );
  });
});
