// The notification toasts as the workbench shows them, read and clicked through the harness's probe
// (test/harness/workbenchProbe.mjs): a test in the extension host cannot see a toast or press its button otherwise.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';

export interface NotificationEntry {
  message: string;
  buttons: string[];
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function probe(): string {
  const url = process.env.INTEGRATION_WORKBENCH_PROBE;
  assert.ok(url, 'the launcher passes INTEGRATION_WORKBENCH_PROBE');
  return url;
}

/** The toasts shown now. */
export async function notifications(): Promise<NotificationEntry[]> {
  const res = await fetch(`${probe()}/notifications`);
  assert.equal(res.status, 200, 'the probe read the page');
  return (await res.json()) as NotificationEntry[];
}

/** Waits until a toast whose message matches `words` shows, and returns it. */
export async function waitForNotification(words: RegExp, timeoutMs = 10_000): Promise<NotificationEntry> {
  const deadline = Date.now() + timeoutMs;
  let seen: NotificationEntry[] = [];
  while (Date.now() < deadline) {
    seen = await notifications();
    const found = seen.find((n) => words.test(n.message));
    if (found !== undefined) return found;
    await sleep(150);
  }
  assert.fail(`no notification said ${words}; shown: ${JSON.stringify(seen)}`);
}

/** Clicks the shown toast button labelled exactly `label`, with the mouse. */
export async function clickNotificationButton(label: string): Promise<void> {
  const res = await fetch(`${probe()}/notifications/click?button=${encodeURIComponent(label)}`, { method: 'POST' });
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { clicked: true }, `a button "${label}" was shown and clicked`);
}

/** Closes every notification (as the user's "Clear All") until `settled` says the question they held was answered. */
export async function dismissNotificationsUntil(settled: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!settled() && Date.now() < deadline) {
    await vscode.commands.executeCommand('notifications.clearAll');
    await sleep(200);
  }
  assert.ok(settled(), 'closing the notification answered its question');
}
