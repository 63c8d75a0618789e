// Entry of the lazily required dist/features/panel/chunk.js (src/host/chunkLoader.ts): the profile panels (their
// collection, each panel, and the page's HTML: card, state pages, icons, footer), which activation does not pay for;
// required by the first lookup that opens a panel, or by a panel VS Code brings back after a reload.
import type * as vscode from 'vscode';
import type { LazyUserService } from '../../host/lazyUserService';
import type { SettingsStore } from '../../host/settings';
import type { ProfilePanels } from './panelFeature';
import { PanelsByUser } from './panelsByUser';

export function createPanels(
  extensionUri: vscode.Uri,
  service: LazyUserService,
  settings: SettingsStore,
): ProfilePanels {
  return new PanelsByUser(extensionUri, service, settings);
}
