// Set and Clear API Key, the status bar item and the key guard as activation sees them: all live in chunk.ts
// (dist/features/apiKey/chunk.js), required right after activation returns (the item shows a moment later) or by the
// first Set or Clear API Key, whichever comes first. Activation itself stays small and quick.
import * as vscode from 'vscode';
import { loadChunk } from '../../host/chunkLoader';
import { registerLoggedCommand } from '../../host/loggedCommand';
import { errorText, type Logger } from '../../log';
import { API_KEY_COMMANDS, type ApiKeyFeature, type ApiKeyFeatureDeps } from './apiKeyFeature';

type ApiKeyChunk = typeof import('./chunk');

export class LazyApiKeyFeature implements vscode.Disposable {
  private feature: ApiKeyFeature | undefined;
  private disposed = false;
  private readonly timer: ReturnType<typeof setTimeout>;
  private readonly commands: vscode.Disposable[];

  constructor(
    private readonly deps: ApiKeyFeatureDeps,
    log: Logger,
    private readonly load: () => ApiKeyChunk = () => loadChunk<ApiKeyChunk>('features/apiKey'),
  ) {
    // Set and Clear API Key exist from activation on; the lazy part answers them, loaded now if it is not yet.
    // Logged by name only: the argument may be a key (the key guard's fix hands one over).
    this.commands = API_KEY_COMMANDS.map((name) => registerLoggedCommand(log, name, async (arg?: unknown) => (await this.started()?.run(name, arg)) ?? false));
    this.timer = setTimeout(() => {
      try {
        this.started();
      } catch (error) {
        // A broken install (the chunk missing): no status item and no guard, and the rest of the extension works.
        log.error(`the status bar item and the key guard could not start: ${errorText(error)}`);
        this.disposed = true;
      }
    }, 0);
  }

  /** The lazy part, loaded now if it is not yet (the integration tests ask before the timer may have run). */
  started(): ApiKeyFeature | undefined {
    if (this.feature === undefined && !this.disposed) this.feature = this.load().createApiKeyFeature(this.deps);
    return this.feature;
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    for (const c of this.commands) c.dispose();
    this.feature?.dispose();
  }
}
