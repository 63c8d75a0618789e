// The profile panels as activation sees them: the serializer that brings panels back after a reload and Keep Open.
// The page's HTML (chunk.ts, dist/features/panel/chunk.js) is required when a panel first renders.
import * as vscode from 'vscode';
import { registerLoggedCommand } from '../../host/loggedCommand';
import type { Logger } from '../../log';
import type { PanelsByUser } from './panelsByUser';
import { PROFILE_VIEW_TYPE } from './profilePanel';

export function registerPanels(panels: PanelsByUser, log: Logger): vscode.Disposable[] {
  return [
    vscode.window.registerWebviewPanelSerializer(PROFILE_VIEW_TYPE, panels),
    registerLoggedCommand(log, 'profileLookup.keepPanelOpen', (id?: unknown) => panels.keepPreview(id)),
  ];
}
