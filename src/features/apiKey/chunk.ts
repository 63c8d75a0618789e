// Entry of the lazily required dist/features/apiKey/chunk.js (src/host/chunkLoader.ts): Set and Clear API Key, the
// status bar item of the key and the queue, and the key guard (diagnostics and fixes for keys pasted into documents).
import * as vscode from 'vscode';
import type { ApiKeyFeature, ApiKeyFeatureDeps } from './apiKeyFeature';
import { KeyGuard } from './keyGuard';
import { registerKeyGuard } from './keyGuardActions';
import { ApiKeyStatusBar } from './statusBar';
import { apiKeyCommandHandlers } from './apiKeyCommands';

export function createApiKeyFeature(deps: ApiKeyFeatureDeps): ApiKeyFeature {
  const statusBar = new ApiKeyStatusBar(deps.apiKey, deps.service, deps.settings, deps.log);
  const guard = new KeyGuard(deps.apiKey, deps.workspaceState);
  const parts = vscode.Disposable.from(
    ...registerKeyGuard(guard, deps.apiKey, deps.service, deps.log),
    guard,
    statusBar,
  );
  const commands = apiKeyCommandHandlers(deps.apiKey);
  return {
    run: (command, arg) => commands[command](arg),
    statusBar: () => statusBar.current,
    scanForKeys: (doc) => guard.scan(doc),
    dispose: () => parts.dispose(),
  };
}
