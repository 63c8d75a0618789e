import * as vscode from 'vscode';
import type { LookupError, LookupErrorKind, LookupResult } from '../api/types';
import { isIdInRange } from '../ids/snowflake';
import { isPanelMessage, type PanelMessage } from '../webview/panelMessages';
import { createNonce, renderProfilePage, type PanelState } from '../webview/profilePage';
import type { LazyUserService } from './lazyUserService';

export const PROFILE_VIEW_TYPE = 'profileLookup.profile';

/** The page script, built by esbuild.mjs from src/webview/script/panel.ts. */
const PANEL_SCRIPT = ['dist', 'webview', 'panel.js'];

/** What a lookup left on screen; returned by `profileLookup.lookupUser` so callers (and tests) can tell. */
export interface PanelOutcome {
  id: string;
  state: 'profile' | 'error';
  errorKind?: LookupErrorKind;
}

/** Rate-limit countdowns that retry by themselves before the panel hands the decision to the user. */
export const MAX_AUTOMATIC_RETRIES = 3;

/** One webview panel per user id: created or revealed, revived after a reload, disposed with its listeners. */
class ProfilePanel {
  private state: PanelState;
  private generation = 0;
  private disposed = false;
  private automaticRetries = 0;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    readonly id: string,
    readonly panel: vscode.WebviewPanel,
    private readonly owner: ProfilePanels,
  ) {
    this.state = { kind: 'loading', id };
    panel.title = `User ${id}`;
    panel.iconPath = vscode.Uri.joinPath(owner.extensionUri, 'media', 'icon.png');
    panel.webview.options = webviewOptions(owner.extensionUri);
    this.disposables.push(
      panel.onDidDispose(() => this.dispose()),
      panel.webview.onDidReceiveMessage((m: unknown) => {
        if (isPanelMessage(m)) void this.onMessage(m);
      }),
    );
  }

  async load(refresh: boolean, automatic = false): Promise<PanelOutcome> {
    const generation = ++this.generation;
    this.automaticRetries = automatic ? this.automaticRetries + 1 : 0;
    if (this.state.kind !== 'profile' || !refresh) this.show({ kind: 'loading', id: this.id });
    const result: LookupResult = await this.owner.host.lookup(this.id, { priority: 'explicit', refresh });
    // A later load (a Refresh clicked twice) owns the screen; this one only reports what it saw.
    if (generation === this.generation && !this.disposed) {
      this.show(result.ok ? { kind: 'profile', id: this.id, profile: result.profile } : { kind: 'error', id: this.id, error: this.shownError(result.error) });
    }
    return result.ok ? { id: this.id, state: 'profile' } : { id: this.id, state: 'error', errorKind: result.error.kind };
  }

  /** After a few countdowns that ended rate limited again, something else spends the key's quota: stop polling. */
  private shownError(error: LookupError): LookupError {
    if (error.kind !== 'RateLimited' || this.automaticRetries < MAX_AUTOMATIC_RETRIES) return error;
    return {
      kind: 'RateLimited',
      status: error.status,
      message: `Still rate limited after ${MAX_AUTOMATIC_RETRIES} automatic retries: another program may be using this API key. Retry when it is free.`,
    };
  }

  private show(state: PanelState): void {
    this.state = state;
    const webview = this.panel.webview;
    const asset = (...path: string[]) => webview.asWebviewUri(vscode.Uri.joinPath(this.owner.extensionUri, ...path)).toString();
    webview.html = renderProfilePage(
      state,
      { cspSource: webview.cspSource, nonce: createNonce(), styleUri: asset('media', 'panel.css'), scriptUri: asset(...PANEL_SCRIPT) },
      { locale: vscode.env.language },
    );
  }

  private async onMessage(message: PanelMessage): Promise<void> {
    switch (message.type) {
      case 'refresh':
        await this.load(true);
        return;
      case 'retry':
        await this.load(false, message.automatic === true);
        return;
      case 'copyJson':
        if (this.state.kind === 'profile') {
          await vscode.env.clipboard.writeText(this.state.profile.json);
          vscode.window.setStatusBarMessage('Profile Lookup: JSON copied', 3000);
        }
        return;
      case 'copyId':
        await vscode.env.clipboard.writeText(this.id);
        vscode.window.setStatusBarMessage(`Profile Lookup: copied ${this.id}`, 3000);
        return;
      case 'setApiKey': {
        const stored = await vscode.commands.executeCommand<boolean>('profileLookup.setApiKey');
        if (stored) await this.load(false);
        return;
      }
      case 'openSettings':
        await vscode.commands.executeCommand('workbench.action.openSettings', 'profileLookup.baseUrl');
        return;
    }
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.owner.forget(this);
    for (const d of this.disposables) d.dispose();
    this.panel.dispose();
  }
}

function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions {
  return {
    enableScripts: true,
    enableCommandUris: false,
    localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'media'), vscode.Uri.joinPath(extensionUri, ...PANEL_SCRIPT.slice(0, -1))],
  };
}

export class ProfilePanels implements vscode.Disposable, vscode.WebviewPanelSerializer {
  private readonly panels = new Map<string, ProfilePanel>();

  constructor(
    readonly extensionUri: vscode.Uri,
    readonly host: LazyUserService,
  ) {}

  /** Opens (or reveals) the panel for `id`; settles once it shows the user or the error. */
  show(id: string, options: { refresh?: boolean } = {}): Promise<PanelOutcome> {
    let entry = this.panels.get(id);
    if (entry) {
      entry.panel.reveal(undefined, false);
      return entry.load(options.refresh ?? false);
    }
    const panel = vscode.window.createWebviewPanel(PROFILE_VIEW_TYPE, `User ${id}`, vscode.ViewColumn.Active, webviewOptions(this.extensionUri));
    entry = new ProfilePanel(id, panel, this);
    this.panels.set(id, entry);
    return entry.load(options.refresh ?? false);
  }

  /** Brings a panel back after a window reload, from the `{ id }` the page saved with setState. */
  async deserializeWebviewPanel(panel: vscode.WebviewPanel, state: unknown): Promise<void> {
    const id = (state as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || !isIdInRange(id) || this.panels.has(id)) {
      panel.dispose();
      return;
    }
    const entry = new ProfilePanel(id, panel, this);
    this.panels.set(id, entry);
    await entry.load(false);
  }

  /** Ids of the panels open now (the integration tests read them through the extension's exports). */
  openIds(): string[] {
    return [...this.panels.keys()];
  }

  forget(panel: ProfilePanel): void {
    if (this.panels.get(panel.id) === panel) this.panels.delete(panel.id);
  }

  dispose(): void {
    for (const p of [...this.panels.values()]) p.dispose();
  }
}
