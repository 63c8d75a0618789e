// The status bar item of the API key and the queue (core/statusView.ts says what it shows). It follows the
// stored key, the data layer's state (through the lazy service: the layer is not loaded for it) and the
// profileLookup.statusBar.enabled setting, and counts the seconds down while lookups wait.
import * as vscode from 'vscode';
import { l10n } from '../../l10n';
import type { ApiKeyStore } from './apiKeyStore';
import type { ServiceStateSource } from './apiKeyFeature';
import type { SettingsStore } from '../../host/settings';
import { menuFor, statusView, type MenuCommand, type StatusView } from './core/statusView';
import { Disposable } from '../../host/disposable';
import { registerLoggedCommand } from '../../host/loggedCommand';
import type { Logger } from '../../log';
import type { CommandId } from '../../commandIds';

export const STATUS_ITEM_ID = 'profileLookup.status';
const MENU_COMMAND = 'profileLookup.statusBarMenu' satisfies CommandId;

export class ApiKeyStatusBar extends Disposable {
  private readonly item: vscode.StatusBarItem;
  private hasKey = false;
  private view: StatusView | undefined;
  private ticker: ReturnType<typeof setInterval> | undefined;
  /** Renders again when the pacing window's oldest answer leaves it, so "requests left" follows the window. */
  private windowTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly apiKey: ApiKeyStore,
    private readonly service: ServiceStateSource,
    private readonly settings: SettingsStore,
    log: Logger,
  ) {
    super();
    this.item = vscode.window.createStatusBarItem(STATUS_ITEM_ID, vscode.StatusBarAlignment.Right, -100);
    this.item.name = l10n.t('Profile Lookup');
    this.registerAll(
      this.item,
      apiKey.onDidChange(() => void this.readKey()),
      service.onDidChangeState(() => this.render()),
      settings.onChange(() => this.render()),
      registerLoggedCommand(log, MENU_COMMAND, () => this.openMenu()),
    );
    void this.readKey();
  }

  /** What the item shows now, for the integration tests. */
  get current(): StatusView | undefined {
    return this.view;
  }

  private async readKey(): Promise<void> {
    this.hasKey = await this.apiKey.has();
    this.render();
  }

  private render(): void {
    if (this.isDisposed) return;
    const state = this.service.state();
    const view = statusView({ hasKey: this.hasKey, service: state });
    this.view = view;
    this.item.text = view.text;
    this.item.accessibilityInformation = { label: view.label, role: 'button' };
    this.item.tooltip = view.tooltip.join('\n');
    this.item.backgroundColor = view.warning ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
    this.item.command = view.click === 'setApiKey' ? 'profileLookup.setApiKey' : MENU_COMMAND;
    if (this.settings.value.statusBarEnabled) this.item.show();
    else this.item.hide();
    clearTimeout(this.windowTimer);
    this.windowTimer =
      state.rateChangesInMs === undefined ? undefined : setTimeout(() => this.render(), state.rateChangesInMs + 1);
    // While lookups wait, the seconds to the next one count down; the layer's own events say when it changes.
    if (view.kind === 'waiting') this.ticker ??= setInterval(() => this.render(), 1000);
    else if (this.ticker !== undefined) {
      clearInterval(this.ticker);
      this.ticker = undefined;
    }
  }

  private async openMenu(): Promise<void> {
    const kind = this.view?.kind ?? 'noKey';
    const items = menuFor(kind).map((command) => ({ command, label: menuLabel(command) }));
    const picked = await vscode.window.showQuickPick(items, {
      title: l10n.t('Profile Lookup'),
      placeHolder: this.view?.tooltip[0],
    });
    if (picked) await vscode.commands.executeCommand(`profileLookup.${picked.command}`);
  }

  override dispose(): void {
    super.dispose();
    clearInterval(this.ticker);
    clearTimeout(this.windowTimer);
  }
}

function menuLabel(command: MenuCommand): string {
  switch (command) {
    case 'lookupUser':
      return `$(search) ${l10n.t('Lookup User')}`;
    case 'setApiKey':
      return `$(key) ${l10n.t('Set API Key')}`;
    case 'clearApiKey':
      return `$(trash) ${l10n.t('Clear API Key')}`;
    case 'openApiKeysPage':
      return `$(link-external) ${l10n.t('Open the API Keys Page')}`;
    case 'showIdsInFile':
      return `$(list-flat) ${l10n.t('Show Ids in File')}`;
    case 'showLog':
      return `$(output) ${l10n.t('Show Log')}`;
  }
}
