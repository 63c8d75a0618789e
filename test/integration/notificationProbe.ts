// Notifications as the workbench shows them, read through the harness's probe (test/harness/workbenchProbe.mjs):
// a test in the extension host cannot see a notification's text otherwise. They are answered through the
// workbench's own notification commands, as a keyboard user answers them.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { PATIENCE_MS } from './patience';
import { readWorkbenchPage } from './workbenchPage';
import { sleep } from './fixture';

export interface NotificationEntry {
  message: string;
  buttons: string[];
}

function shown(): Promise<NotificationEntry[]> {
  return readWorkbenchPage<NotificationEntry[]>('/notifications');
}

/**
 * Waits until a notification whose message matches `words` is shown, and returns it. The notification center is
 * opened for it (VS Code 1.139 in smoke-test mode shows no toasts) and closed again.
 */
export async function waitForNotification(words: RegExp, timeoutMs = PATIENCE_MS): Promise<NotificationEntry> {
  const deadline = Date.now() + timeoutMs;
  let seen: NotificationEntry[] = [];
  try {
    while (Date.now() < deadline) {
      await vscode.commands.executeCommand('notifications.showList');
      seen = await shown();
      const found = seen.find((n) => words.test(n.message));
      if (found !== undefined) return found;
      await sleep(150);
    }
  } finally {
    await vscode.commands.executeCommand('notifications.hideList');
  }
  assert.fail(`no notification said ${words}; shown: ${JSON.stringify(seen)}`);
}

/** Closes every notification (the center's "Clear All") until `settled` says the question one held was answered. */
export async function dismissNotificationsUntil(settled: () => boolean, timeoutMs = PATIENCE_MS): Promise<void> {
  await answerUntil('notifications.clearAll', settled, timeoutMs);
}

/** Accepts the newest notification's first button (the workbench's "Accept Notification Primary Action"). */
export async function acceptNotificationUntil(settled: () => boolean, timeoutMs = PATIENCE_MS): Promise<void> {
  await answerUntil('notification.acceptPrimaryAction', settled, timeoutMs);
}

async function answerUntil(command: string, settled: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!settled() && Date.now() < deadline) {
    await vscode.commands.executeCommand(command);
    await sleep(200);
  }
  assert.ok(settled(), `${command} answered the question`);
}
