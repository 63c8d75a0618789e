// Shared set-up for the integration suites: the real extension, a real stand-in API on 127.0.0.1 started
// inside the extension host, and the settings that point the one at the other.
import type { LookupOutcome } from '../../src/model/lookupError';
import * as vscode from 'vscode';
import type { ProfileLookupExports } from '../../src/extension';
import { startStandIn, type RecordedRequest, type StandIn, type StandInOptions } from '../stand-in/server';
import { PATIENCE_MS } from './patience';
import { processWide } from '../support/processWide';

export { PATIENCE_MS };

export const EXTENSION_ID = 'profile-lookup.profile-lookup';

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds (checked every `everyMs`), up to `capMs`; says whether it holds. */
export async function waitUntil(condition: () => boolean, capMs = PATIENCE_MS, everyMs = 50): Promise<boolean> {
  const deadline = Date.now() + capMs;
  while (!condition() && Date.now() < deadline) await sleep(everyMs);
  return condition();
}

/**
 * Opens a new untitled document holding `content`. Every integration test opens its documents through here: after
 * an editor closes, VS Code gives the next untitled document the freed name ("Untitled-N"), and under load the
 * extension host can hear of the new document before the old one's close, and hands back the closed document of
 * that name with its old text (seen on 1.90 with a CPU burner beside the suite). Such a document is waited out and the
 * open asked again, so a test always reads the text it asked for.
 */
export async function openUntitled(language: string, content: string): Promise<vscode.TextDocument> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const doc = await vscode.workspace.openTextDocument({ language, content });
    if (doc.getText() === content && doc.languageId === language && !doc.isClosed) return doc;
    if (Date.now() > deadline)
      throw new Error(`VS Code kept handing back ${doc.uri.toString()} with other text than the one asked for`);
    await waitUntil(() => doc.isClosed, Math.max(0, deadline - Date.now()));
  }
}

export async function activateExtension(): Promise<ProfileLookupExports> {
  const ext = vscode.extensions.getExtension<ProfileLookupExports>(EXTENSION_ID);
  if (!ext) throw new Error(`${EXTENSION_ID} is not installed in this VS Code`);
  return ext.activate();
}

/** The stand-ins useStandIn made that are not closed yet, in every test file's copy of this module. */
const liveStandIns = processWide('fixture.liveStandIns', () => new Set<StandIn & { renew(): Promise<void> }>());

/**
 * A stand-in whose server can be replaced by a fresh one under the same object: the handle a suite keeps in its
 * `before` serves each of its tests, and each test meets a service nobody asked before (fresh requests, fresh
 * rate-limit windows, a base address no test used, so nothing the extension remembered of another test applies).
 */
class RenewableStandIn implements StandIn {
  constructor(
    private server: StandIn,
    private readonly options: StandInOptions,
  ) {}

  get url(): string {
    return this.server.url;
  }
  get port(): number {
    return this.server.port;
  }
  get redirectTargetUrl(): string {
    return this.server.redirectTargetUrl;
  }
  get requests(): RecordedRequest[] {
    return this.server.requests;
  }
  clearRequests(): void {
    this.server.clearRequests();
  }

  /** A new server with the same options, at a new address that profileLookup.baseUrl then points at. */
  async renew(): Promise<void> {
    const old = this.server;
    this.server = await startStandIn(this.options);
    await setSetting('baseUrl', this.server.url);
    await old.close();
  }

  /**
   * Stops it; profileLookup.baseUrl goes back to its default only while it still points here: a stand-in closed
   * late (kept up for a screenshot) leaves the address a later suite set alone.
   */
  async close(): Promise<void> {
    liveStandIns.delete(this);
    if (vscode.workspace.getConfiguration('profileLookup').inspect('baseUrl')?.globalValue === this.server.url)
      await setSetting('baseUrl', undefined);
    await this.server.close();
  }
}

/** Starts a stand-in and points profileLookup.baseUrl (user settings) at it until `close`. */
export async function useStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const standIn = new RenewableStandIn(await startStandIn(options), options);
  liveStandIns.add(standIn);
  await setSetting('baseUrl', standIn.url);
  return standIn;
}

/**
 * Before each test (windowReset.ts): the stand-in profileLookup.baseUrl points at, when useStandIn made it, is
 * renewed. A suite that made its stand-in in `before` keeps one handle; each of its tests gets a fresh service.
 */
export async function renewCurrentStandIn(): Promise<void> {
  const current = vscode.workspace.getConfiguration('profileLookup').inspect('baseUrl')?.globalValue;
  for (const standIn of liveStandIns) if (standIn.url === current) await standIn.renew();
}

/** Where a setting is written: the user's settings, or the workspace's. */
export type SettingTarget = 'global' | 'workspace';

/**
 * Sets a profileLookup setting (user settings) and waits until this extension host has heard the change. The change
 * event reaches the host a moment after update() resolves; the extension's listener, registered at activation, runs
 * in the same dispatch before this one. Without the wait, a test that runs right after another (or alone, first)
 * could hover against the base address before (a profile of the last stand-in's cache, and no request).
 */
export function setSetting(key: string, value: unknown): Promise<void> {
  return updateSetting(key, value, 'global');
}

/** setSetting at either target. */
export async function updateSetting(key: string, value: unknown, target: SettingTarget): Promise<void> {
  const section = `profileLookup.${key}`;
  const read = () => {
    const inspected = vscode.workspace.getConfiguration('profileLookup').inspect(key);
    return target === 'global' ? inspected?.globalValue : inspected?.workspaceValue;
  };
  const before = read();
  let heard = false;
  const listener = vscode.workspace.onDidChangeConfiguration((event) => {
    if (event.affectsConfiguration(section)) heard = true;
  });
  try {
    await vscode.workspace
      .getConfiguration('profileLookup')
      .update(
        key,
        value,
        target === 'global' ? vscode.ConfigurationTarget.Global : vscode.ConfigurationTarget.Workspace,
      );
    // An update to the value it already has changes nothing, and no event comes.
    if (JSON.stringify(before) !== JSON.stringify(value ?? undefined) && !(await waitUntil(() => heard)))
      throw new Error(`the extension host never heard ${section} change`);
  } finally {
    listener.dispose();
  }
}

export function lookupUser(id: string): Promise<LookupOutcome | undefined> {
  return Promise.resolve(vscode.commands.executeCommand<LookupOutcome | undefined>('profileLookup.lookupUser', id));
}

export async function setKey(key: string): Promise<void> {
  const stored = await vscode.commands.executeCommand<boolean>('profileLookup.setApiKey', key);
  if (stored !== true) throw new Error('setApiKey did not store the key');
}

/**
 * Sets the key and waits until the extension has heard SecretStorage's change event for it, which comes a moment
 * later and makes features act (a view whose rows failed on the key asks again). The key is cleared first: the
 * status bar's "no key", then any other state, can only come from the two events, not from an earlier test's state.
 */
export async function setKeyAndHearIt(api: ProfileLookupExports, key: string): Promise<void> {
  if ((await vscode.commands.executeCommand('profileLookup.clearApiKey')) !== true)
    throw new Error('clearApiKey did not clear the key');
  if (!(await waitUntil(() => api.statusBar()?.kind === 'noKey')))
    throw new Error('the extension never heard the key cleared');
  await setKey(key);
  if (!(await waitUntil(() => api.statusBar()?.kind !== 'noKey')))
    throw new Error('the extension never heard the key set');
}

/** Webview tabs of the profile view type (the workbench prefixes the view type it reports). */
export function profileTabs(): vscode.Tab[] {
  return vscode.window.tabGroups.all
    .flatMap((g) => g.tabs)
    .filter((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith('profileLookup.profile'));
}

/**
 * Waits until a profile tab labelled `label` is open. The extension host learns of new tabs asynchronously
 * from the workbench, so a panel created a moment ago may not be listed yet.
 */
export function waitForProfileTab(label: string, capMs = PATIENCE_MS): Promise<boolean> {
  return waitUntil(() => profileTabs().some((t) => t.label === label), capMs);
}

export async function closeAllEditors(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}

/** A key of the stand-in's test family with its own rate-limit bucket, and characters that must travel verbatim. */
export function uniqueKey(label: string): string {
  return `lorixp_test_${label}_${Date.now().toString(36)}-._~+/=!*`;
}
