import type { LookupOutcome } from '../../model/lookupError';
import * as vscode from 'vscode';
import { isIdInRange } from '../../ids/snowflake';
import { userTitle } from './core/panelTitle';
import type { LazyUserService } from '../../host/lazyUserService';
import { ProfilePanel, webviewOptions, type PanelOwner } from './profilePanel';
import { PROFILE_VIEW_TYPE, type ProfilePanels } from './panelFeature';
import type { SettingsStore } from '../../host/settings';

/** What a panel saves with setState, so the serializer can bring it back after a window reload. */
interface SavedPanelState {
  id?: unknown;
  preview?: unknown;
}

/**
 * The profile panels, opened beside the text the user reads. Like an editor preview, one panel is reused for
 * the next lookup until the user keeps it ("Keep open", or a double click on the page); kept panels stay on
 * their user. With `profileLookup.panel.reuse` off, every user gets a panel of their own.
 */
export class PanelsByUser implements ProfilePanels, PanelOwner {
  private previewPanel: ProfilePanel | undefined;
  private readonly kept = new Map<string, ProfilePanel>();

  constructor(
    readonly extensionUri: vscode.Uri,
    readonly service: LazyUserService,
    private readonly settings: SettingsStore,
  ) {
    // A background refresh of a remembered profile ended: a panel showing that user updates in place.
    this.refreshSubscription = service.onDidRefreshProfile((id) => {
      for (const panel of this.panelsShowing(id)) void panel.load(false, false, true);
    });
  }

  private readonly refreshSubscription: vscode.Disposable;

  private panelsShowing(id: string): ProfilePanel[] {
    return [this.kept.get(id), this.previewPanel?.id === id ? this.previewPanel : undefined].filter(
      (p): p is ProfilePanel => p !== undefined,
    );
  }

  /** Opens (or reveals) the panel for `id`; settles once it shows the user or the error. */
  show(id: string, options: { refresh?: boolean } = {}): Promise<LookupOutcome> {
    const refresh = options.refresh ?? false;
    const existing = this.kept.get(id) ?? (this.previewPanel?.id === id ? this.previewPanel : undefined);
    if (existing) {
      existing.panel.reveal(undefined, false);
      return existing.load(refresh);
    }
    if (this.settings.value.panelReuse && this.previewPanel) {
      const preview = this.previewPanel;
      preview.retarget(id);
      preview.panel.reveal(undefined, false);
      return preview.load(refresh);
    }
    const reuse = this.settings.value.panelReuse;
    const panel = vscode.window.createWebviewPanel(
      PROFILE_VIEW_TYPE,
      userTitle(id),
      vscode.ViewColumn.Beside,
      webviewOptions(this.extensionUri),
    );
    const entry = new ProfilePanel(id, panel, this, reuse);
    if (reuse) this.previewPanel = entry;
    else this.kept.set(id, entry);
    return entry.load(refresh);
  }

  /** `profileLookup.keepPanelOpen [id]`: keeps the preview panel (when it shows `id`, if one is given). */
  keepPreview(id?: unknown): boolean {
    const preview = this.previewPanel;
    if (!preview || (typeof id === 'string' && id !== preview.id)) return false;
    this.keep(preview);
    return true;
  }

  keep(panel: ProfilePanel): void {
    if (panel !== this.previewPanel) return;
    this.previewPanel = undefined;
    // A kept panel for the same user already exists: the preview's copy is the one that goes.
    const twin = this.kept.get(panel.id);
    if (twin) {
      panel.dispose();
      twin.panel.reveal(undefined, false);
      return;
    }
    this.kept.set(panel.id, panel);
    panel.markKept();
  }

  /** Brings a panel back after a window reload, from the `{ id, preview }` the page saved with setState. */
  async deserializeWebviewPanel(panel: vscode.WebviewPanel, state: unknown): Promise<void> {
    const saved = (state ?? {}) as SavedPanelState;
    const id = saved.id;
    if (typeof id !== 'string' || !isIdInRange(id) || this.kept.has(id) || this.previewPanel?.id === id) {
      panel.dispose();
      return;
    }
    const asPreview = saved.preview === true && this.previewPanel === undefined && this.settings.value.panelReuse;
    const entry = new ProfilePanel(id, panel, this, asPreview);
    if (asPreview) this.previewPanel = entry;
    else this.kept.set(id, entry);
    await entry.load(false);
  }

  /** Ids of the panels open now (the integration tests read them through the extension's exports). */
  openIds(): string[] {
    return [...(this.previewPanel ? [this.previewPanel.id] : []), ...this.kept.keys()];
  }

  /** Whether the panel showing `id` is the reusable preview; undefined when no panel shows it. */
  isPreview(id: string): boolean | undefined {
    if (this.previewPanel?.id === id) return true;
    return this.kept.has(id) ? false : undefined;
  }

  /** The page the panel showing `id` holds now, as VS Code was handed it (the pt-BR integration run reads it). */
  htmlOf(id: string): string | undefined {
    const panel = this.kept.get(id) ?? (this.previewPanel?.id === id ? this.previewPanel : undefined);
    return panel?.panel.webview.html;
  }

  forget(panel: ProfilePanel): void {
    if (this.previewPanel === panel) this.previewPanel = undefined;
    if (this.kept.get(panel.id) === panel) this.kept.delete(panel.id);
  }

  dispose(): void {
    this.refreshSubscription.dispose();
    for (const p of [...this.kept.values(), ...(this.previewPanel ? [this.previewPanel] : [])]) p.dispose();
  }
}
