// The Get Started walkthrough's checkmarks as the Welcome page shows them, read from the page's DOM through the
// harness's probe (test/harness/workbenchProbe.mjs): VS Code has no API that says whether a step is done.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { EXTENSION_ID, sleep } from './fixture';
import { PATIENCE_MS } from './patience';
import { readWorkbenchPage } from './workbenchPage';

export interface WalkthroughStepEntry {
  /** The step's id as the page knows it: `<extension id>#<walkthrough>#<step>`. */
  id: string;
  done: boolean;
}

export const WALKTHROUGH_ID = `${EXTENSION_ID}#gettingStarted`;

/** The checkmarks of the walkthrough the page shows now. */
function shownSteps(): Promise<WalkthroughStepEntry[]> {
  return readWorkbenchPage<WalkthroughStepEntry[]>('/walkthrough');
}

/** One of our steps (`setKey`, `hover`, …) among the shown ones. */
function ours(steps: WalkthroughStepEntry[], step: string): WalkthroughStepEntry | undefined {
  return steps.find((s) => s.id === `${WALKTHROUGH_ID}#${step}`);
}

/** Opens our walkthrough on the Welcome page and waits until the page shows `step`'s checkmark; returns it. */
export async function openWalkthroughAt(step: string): Promise<WalkthroughStepEntry> {
  await vscode.commands.executeCommand('workbench.action.openWalkthrough', WALKTHROUGH_ID, false);
  const deadline = Date.now() + PATIENCE_MS;
  let steps: WalkthroughStepEntry[] = [];
  while (Date.now() < deadline) {
    steps = await shownSteps();
    const found = ours(steps, step);
    if (found !== undefined) return found;
    await sleep(150);
  }
  assert.fail(`the Welcome page never showed the step ${step}; it showed ${JSON.stringify(steps)}`);
}

/** Waits until `step`'s checkmark is ticked on the page (or the patience runs out); returns what the page said last. */
export async function waitForStepDone(step: string, timeoutMs = PATIENCE_MS): Promise<WalkthroughStepEntry[]> {
  const deadline = Date.now() + timeoutMs;
  let steps = await shownSteps();
  while (ours(steps, step)?.done !== true && Date.now() < deadline) {
    await sleep(150);
    steps = await shownSteps();
  }
  return steps;
}

export function isDone(steps: WalkthroughStepEntry[], step: string): boolean {
  return ours(steps, step)?.done === true;
}
