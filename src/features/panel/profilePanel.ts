import type { LookupError, LookupOutcome } from '../../model/lookupError';
import type { LookupResult, UserProfile } from '../../model/user';
import * as vscode from 'vscode';
import { byCount } from '../../byCount';
import { l10n } from '../../l10n';
import { isPanelMessage, type PanelMessage } from './core/panelMessages';
import type { PanelState } from './core/profilePage';
import { createNonce } from './core/nonce';
import { userTitle } from './core/panelTitle';
import { renderProfilePage } from './core/profilePage';
import type { ShownProfile } from './core/profileCard';
import { profileView } from '../../profile/profileView';
import type { LazyUserService } from '../../host/lazyUserService';
import { Disposable } from '../../host/disposable';

/** The page script, built by esbuild.mjs from src/features/panel/script/panel.ts. */
const PANEL_SCRIPT = ['dist', 'webview', 'panel.js'];

/** The panel's "Show all": the profile's view made again with the expanded bounds (Copy JSON has the rest). */
function expandedProfile(profile: UserProfile): ShownProfile {
  return { view: profileView(profile.user, { expanded: true }), meta: profile.meta, fetchedAt: profile.fetchedAt };
}

/** Rate-limit countdowns that retry by themselves before the panel hands the decision to the user. */
export const MAX_AUTOMATIC_RETRIES = 3;

/** What a panel needs from the collection that owns it. */
export interface PanelOwner {
  readonly extensionUri: vscode.Uri;
  readonly service: LazyUserService;
  /** The user asked to keep this panel (it stops being the one the next lookup reuses). */
  keep(panel: ProfilePanel): void;
  forget(panel: ProfilePanel): void;
}

export function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions {
  return {
    enableScripts: true,
    enableCommandUris: false,
    localResourceRoots: [
      vscode.Uri.joinPath(extensionUri, 'media'),
      vscode.Uri.joinPath(extensionUri, ...PANEL_SCRIPT.slice(0, -1)),
    ],
  };
}

/**
 * One webview panel showing one user at a time. A preview panel is handed the next user by its owner; a kept
 * one stays on its user. It owns its listeners and is disposed with its webview.
 */
export class ProfilePanel extends Disposable {
  private state: PanelState;
  /** The profile on screen, whole: Copy JSON and Show all read it; the page only ever gets its bounded view. */
  private shownProfile: UserProfile | undefined;
  private generation = 0;
  private automaticRetries = 0;

  constructor(
    private currentId: string,
    readonly panel: vscode.WebviewPanel,
    private readonly owner: PanelOwner,
    private isPreview: boolean,
  ) {
    super();
    this.state = { kind: 'loading', id: currentId };
    panel.title = userTitle(currentId);
    panel.iconPath = vscode.Uri.joinPath(owner.extensionUri, 'media', 'icon.png');
    panel.webview.options = webviewOptions(owner.extensionUri);
    this.registerAll(
      panel.onDidDispose(() => this.dispose()),
      panel.webview.onDidReceiveMessage((m: unknown) => {
        if (isPanelMessage(m)) void this.onMessage(m);
      }),
    );
  }

  get id(): string {
    return this.currentId;
  }

  get preview(): boolean {
    return this.isPreview;
  }

  /** Shows another user in this panel (a preview panel reused for the next lookup). */
  retarget(id: string): void {
    this.currentId = id;
    this.automaticRetries = 0;
    this.panel.title = userTitle(id);
  }

  /** No longer a preview: the page drops its "Keep open" offer. */
  markKept(): void {
    if (!this.isPreview) return;
    this.isPreview = false;
    this.show(this.state);
  }

  /** `inPlace`: a background refresh ended; the page changes without a loading state in between. */
  async load(refresh: boolean, automatic = false, inPlace = false): Promise<LookupOutcome> {
    const generation = ++this.generation;
    const id = this.currentId;
    this.automaticRetries = automatic ? this.automaticRetries + 1 : 0;
    if (!inPlace && (this.state.kind !== 'profile' || this.state.id !== id || !refresh))
      this.show({ kind: 'loading', id });
    const result: LookupResult = await this.owner.service.lookup(id, { priority: 'explicit', refresh });
    // A later load (a Refresh clicked twice, or the next user in a preview) owns the screen; this one only
    // reports what it saw.
    if (generation === this.generation && !this.isDisposed) {
      this.shownProfile = result.ok ? result.profile : undefined;
      this.show(
        result.ok
          ? { kind: 'profile', id, profile: result.profile, stale: result.stale }
          : { kind: 'error', id, error: this.shownError(result.error) },
      );
    }
    if (!result.ok) return { id, state: 'error', errorKind: result.error.kind };
    return result.stale === undefined
      ? { id, state: 'profile' }
      : {
          id,
          state: 'profile',
          stale: result.stale.notRefreshed?.kind ?? (result.stale.refreshing === true ? 'refreshing' : 'remembered'),
        };
  }

  /** After a few countdowns that ended rate limited again, something else spends the key's quota: stop polling. */
  private shownError(error: LookupError): LookupError {
    if (error.kind !== 'RateLimited' || this.automaticRetries < MAX_AUTOMATIC_RETRIES) return error;
    return {
      kind: 'RateLimited',
      status: error.status,
      message: byCount(
        MAX_AUTOMATIC_RETRIES,
        vscode.env.language,
        () =>
          l10n.t(
            'Still rate limited after {0} automatic retry: another program may be using this API key. Retry when it is free.',
            MAX_AUTOMATIC_RETRIES,
          ),
        () =>
          l10n.t(
            'Still rate limited after {0} automatic retries: another program may be using this API key. Retry when it is free.',
            MAX_AUTOMATIC_RETRIES,
          ),
      ),
    };
  }

  private show(state: PanelState): void {
    this.state = state;
    const webview = this.panel.webview;
    const asset = (...path: string[]) =>
      webview.asWebviewUri(vscode.Uri.joinPath(this.owner.extensionUri, ...path)).toString();
    webview.html = renderProfilePage(
      state,
      {
        cspSource: webview.cspSource,
        nonce: createNonce(),
        styleUri: asset('media', 'panel.css'),
        scriptUri: asset(...PANEL_SCRIPT),
      },
      { locale: vscode.env.language, preview: this.isPreview },
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
      case 'keepOpen':
        this.owner.keep(this);
        return;
      case 'copyJson':
        if (this.state.kind === 'profile' && this.shownProfile !== undefined) {
          await vscode.env.clipboard.writeText(this.shownProfile.json);
          vscode.window.setStatusBarMessage(l10n.t('Profile Lookup: JSON copied'), 3000);
        }
        return;
      case 'showAll': {
        if (this.state.kind === 'profile' && this.shownProfile !== undefined) {
          this.show({ kind: 'profile', id: this.state.id, profile: expandedProfile(this.shownProfile) });
        }
        return;
      }
      case 'copyId':
        await vscode.env.clipboard.writeText(this.currentId);
        vscode.window.setStatusBarMessage(l10n.t('Profile Lookup: copied {0}', this.currentId), 3000);
        return;
      case 'setApiKey': {
        const stored = await vscode.commands.executeCommand<boolean>('profileLookup.setApiKey');
        if (stored) await this.load(false);
        return;
      }
      case 'openApiKeysPage':
        await vscode.commands.executeCommand('profileLookup.openApiKeysPage');
        return;
      case 'openSettings':
        await vscode.commands.executeCommand('workbench.action.openSettings', 'profileLookup.baseUrl');
        return;
    }
  }

  override dispose(): void {
    if (this.isDisposed) return;
    this.owner.forget(this);
    super.dispose();
    this.panel.dispose();
  }
}
