// The profile panels as activation sees them: the serializer that brings panels back after a reload, Keep Open, and
// a stand-in for the panels that the composition root hands to Lookup User. The panels themselves (their collection,
// each panel and the page's HTML: chunk.ts, dist/features/panel/chunk.js) are required by the first lookup that
// opens one, or by a panel VS Code brings back. A chunk that cannot load is said once; a lookup then ends in
// BrokenInstall and a panel brought back closes.
import * as vscode from 'vscode';
import type { LookupOutcome } from '../../model/lookupError';
import { lazyPart, reportChunkFailure, type LazyPart } from '../../host/chunkLoader';
import { Disposable } from '../../host/disposable';
import type { LazyUserService } from '../../host/lazyUserService';
import { registerLoggedCommand } from '../../host/loggedCommand';
import type { SettingsStore } from '../../host/settings';
import type { Logger } from '../../log';
import { PROFILE_VIEW_TYPE, type ProfilePanels } from './panelFeature';

type PanelChunk = typeof import('./chunk');

export class LazyPanels extends Disposable implements vscode.WebviewPanelSerializer {
  private panels: ProfilePanels | undefined;
  private readonly part: LazyPart<PanelChunk>;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly service: LazyUserService,
    private readonly settings: SettingsStore,
    log: Logger,
    load?: () => PanelChunk,
  ) {
    super();
    this.part = lazyPart<PanelChunk>(
      'features/panel',
      reportChunkFailure(log, (message) => vscode.window.showErrorMessage(message)),
      load,
    );
  }

  /** The panels, loaded now if they are not yet; undefined when their chunk cannot load (said once). */
  private ensure(): ProfilePanels | undefined {
    if (this.panels === undefined && !this.isDisposed)
      this.panels = this.part.get()?.createPanels(this.extensionUri, this.service, this.settings);
    return this.panels;
  }

  show(id: string, options?: { refresh?: boolean }): Promise<LookupOutcome> {
    const panels = this.ensure();
    if (panels === undefined) return Promise.resolve({ id, state: 'error', errorKind: 'BrokenInstall' });
    return panels.show(id, options);
  }

  /** Before any panel opened there is no preview to keep: the chunk is not loaded for that. */
  keepPreview(id?: unknown): boolean {
    return this.panels?.keepPreview(id) ?? false;
  }

  async deserializeWebviewPanel(panel: vscode.WebviewPanel, state: unknown): Promise<void> {
    const panels = this.ensure();
    if (panels === undefined) panel.dispose();
    else await panels.deserializeWebviewPanel(panel, state);
  }

  openIds(): string[] {
    return this.panels?.openIds() ?? [];
  }

  isPreview(id: string): boolean | undefined {
    return this.panels?.isPreview(id);
  }

  htmlOf(id: string): string | undefined {
    return this.panels?.htmlOf(id);
  }

  override dispose(): void {
    super.dispose();
    this.panels?.dispose();
    this.panels = undefined;
  }
}

export function registerPanels(panels: LazyPanels, log: Logger): vscode.Disposable[] {
  return [
    vscode.window.registerWebviewPanelSerializer(PROFILE_VIEW_TYPE, panels),
    registerLoggedCommand(log, 'profileLookup.keepPanelOpen', (id?: unknown) => panels.keepPreview(id)),
  ];
}
