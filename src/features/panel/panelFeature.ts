// What both halves of the profile panels share: the webview's view type, and the panels as the eager part
// (activate.ts) and the composition root use them. The panels themselves live in the lazy chunk (chunk.ts).
import type * as vscode from 'vscode';
import type { LookupOutcome } from '../../model/lookupError';

export const PROFILE_VIEW_TYPE = 'profileLookup.profile';

/** The profile panels, opened beside the text the user reads (panelsByUser.ts). */
export interface ProfilePanels extends vscode.Disposable, vscode.WebviewPanelSerializer {
  /** Opens (or reveals) the panel for `id`; settles once it shows the user or the error. */
  show(id: string, options?: { refresh?: boolean }): Promise<LookupOutcome>;
  /** `profileLookup.keepPanelOpen [id]`: keeps the preview panel (when it shows `id`, if one is given). */
  keepPreview(id?: unknown): boolean;
  /** Ids of the panels open now. */
  openIds(): string[];
  /** Whether the panel showing `id` is the reusable preview; undefined when no panel shows it. */
  isPreview(id: string): boolean | undefined;
  /** The page the panel showing `id` holds now. */
  htmlOf(id: string): string | undefined;
}
