// What one integration test leaves in its window must not reach the next: the files, suites and tests run in any
// order (INTEGRATION_ORDER=shuffle), and alone (INTEGRATION_EACH_ALONE=1). The extension and the workbench keep
// state for the whole window, so every test of every kind of window starts from the same place through one path:
// index.ts hangs `resetWindow` before and `restoreSettings` after each test, on the root suite.
//
// The kinds of state, and what resets each (STATE_KINDS, checked one by one by windowReset.test.ts):
// - the data layer's memory of a service (its cache, the profiles it remembers per base address, what the pacer
//   learnt of the rate limit, the connection) and the stand-in's own (requests, rate-limit windows): the suite's
//   stand-in is renewed, at a base address no test has used (fixture.ts renewCurrentStandIn);
// - open editors and profile panels (a rate-limited panel counts down and asks again by itself), and the bottom
//   panel (the Output of Show Log): closed;
// - the Ids view: its run stopped, unpinned, sorted in file order with every kind of id, the side bar hidden (a
//   visible view looks up the users of each document opened);
// - notifications: cleared;
// - profileLookup.* settings, user and workspace: a test's changes are undone after it (a suite's own, made in its
//   `before`, stay for its tests and its `after` undoes them).
import * as vscode from 'vscode';
import { processWide } from '../support/processWide';
import { closeAllEditors, renewCurrentStandIn, EXTENSION_ID, updateSetting, type SettingTarget } from './fixture';

/** Each kind of state a test can leave behind, with what resetWindow does about it. */
export const STATE_KINDS = [
  'service memory',
  'stand-in',
  'editors and panels',
  'Ids view',
  'notifications',
  'settings',
] as const;

/** The Ids view's commands that put it back as a first look shows it: nothing running, following the editor. */
const IDS_VIEW_RESET: readonly (readonly [string, ...unknown[]])[] = [
  ['profileLookup.ids.stop'],
  ['profileLookup.ids.unpin'],
  ['profileLookup.ids.sort', 'first'],
  ['profileLookup.ids.showAllIds'],
];

type SettingValues = Map<string, { global: unknown; workspace: unknown }>;

/** The profileLookup.* setting names the manifest contributes, without the section (`baseUrl`, `hover.enabled`, …). */
function contributedSettings(): string[] {
  const manifest = vscode.extensions.getExtension(EXTENSION_ID)?.packageJSON as
    { contributes?: { configuration?: { properties?: Record<string, unknown> } } } | undefined;
  const properties = manifest?.contributes?.configuration?.properties ?? {};
  return Object.keys(properties)
    .filter((name) => name.startsWith('profileLookup.'))
    .map((name) => name.slice('profileLookup.'.length));
}

/** Every profileLookup.* setting's user and workspace value now. */
export function readSettings(): SettingValues {
  const config = vscode.workspace.getConfiguration('profileLookup');
  const values: SettingValues = new Map();
  for (const key of contributedSettings()) {
    const inspected = config.inspect(key);
    values.set(key, { global: inspected?.globalValue, workspace: inspected?.workspaceValue });
  }
  return values;
}

/** The settings as the test found them; process-wide, as the root hooks' copy and a test file's copy share it. */
const settingsAtStart = processWide('windowReset.settingsAtStart', () => ({
  values: undefined as SettingValues | undefined,
}));

/** Puts every setting a test changed back as it was before the test (and its suite's beforeEach) ran. */
export async function restoreSettings(): Promise<string[]> {
  const before = settingsAtStart.values;
  settingsAtStart.values = undefined;
  if (before === undefined) return [];
  const restored: string[] = [];
  const now = readSettings();
  for (const [key, was] of before) {
    const is = now.get(key);
    const targets: [SettingTarget, unknown, unknown][] = [
      ['global', was.global, is?.global],
      ['workspace', was.workspace, is?.workspace],
    ];
    for (const [target, wasValue, isValue] of targets) {
      if (JSON.stringify(wasValue) === JSON.stringify(isValue)) continue;
      // A workspace value needs a workspace; the window of a run always has one, but a desktop run may not.
      if (target === 'workspace' && vscode.workspace.workspaceFolders === undefined) continue;
      await updateSetting(key, wasValue, target);
      restored.push(`${target} ${key}`);
    }
  }
  return restored;
}

let registeredCommands: Set<string> | undefined;

async function runIfRegistered(command: string, ...args: unknown[]): Promise<void> {
  registeredCommands ??= new Set(await vscode.commands.getCommands(true));
  if (registeredCommands.has(command)) await vscode.commands.executeCommand(command, ...args);
}

/** Before each test, in every kind of window: the window as a test that ran first would find it. */
export async function resetWindow(): Promise<void> {
  const ext = vscode.extensions.getExtension(EXTENSION_ID);
  // A window whose extension has not started yet holds nothing of it; its settings are still read below.
  if (ext?.isActive) {
    for (const [command, ...args] of IDS_VIEW_RESET) await runIfRegistered(command, ...args);
  }
  await closeAllEditors();
  // The bottom panel too: Show Log leaves the Output there, a visible text editor whose log lines hold ids, which an
  // unpinned Ids view shown later (the folder view's side bar shows it) would follow and look up.
  await vscode.commands.executeCommand('workbench.action.closePanel');
  await vscode.commands.executeCommand('workbench.action.closeSidebar');
  await vscode.commands.executeCommand('notifications.clearAll');
  await renewCurrentStandIn();
  settingsAtStart.values = readSettings();
}
