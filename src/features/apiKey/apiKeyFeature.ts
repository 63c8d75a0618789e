// The API key feature's lazy part as activate.ts (in the activation bundle) and chunk.ts (required right after
// activation) both know it: types only, so activation carries neither the key commands, the status bar's words nor
// the key guard's scanner and fixes.
import type { ServiceState } from '../../api/serviceTypes';
import type * as vscode from 'vscode';
import type { ApiKeyStore } from './apiKeyStore';
import type { SettingsStore } from '../../host/settings';
import type { StatusView } from './core/statusView';
import type { ManifestCommand } from '../../commandIds';
import type { Logger } from '../../log';

/** Commands registered at activation and answered by the lazy part (loaded on first use if it is not yet). */
export const API_KEY_COMMANDS = [
  'profileLookup.setApiKey',
  'profileLookup.clearApiKey',
] as const satisfies readonly ManifestCommand[];
export type ApiKeyCommand = (typeof API_KEY_COMMANDS)[number];

/** What the feature reads of the data layer: its state, and when it changes (the lazy service, without loading it). */
export interface ServiceStateSource {
  state(): ServiceState;
  readonly onDidChangeState: vscode.Event<void>;
}

export interface ApiKeyFeatureDeps {
  apiKey: ApiKeyStore;
  service: ServiceStateSource;
  settings: SettingsStore;
  workspaceState: vscode.Memento;
  log: Logger;
}

export interface ApiKeyFeature extends vscode.Disposable {
  /** What the status bar item shows now. */
  statusBar(): StatusView | undefined;
  /** Scans `doc` for API keys now; resolves when its diagnostics are set. */
  scanForKeys(doc: vscode.TextDocument): Promise<void>;
  run(command: ApiKeyCommand, arg?: unknown): Promise<boolean>;
}
