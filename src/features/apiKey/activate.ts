// Set and Clear API Key, the status bar item and the key guard as activation sees them: all live in chunk.ts
// (dist/features/apiKey/chunk.js), required right after activation returns (the item shows a moment later) or by the
// first Set or Clear API Key, whichever comes first. Activation itself stays small and quick. A chunk that cannot load
// (a broken install) is said once; the rest of the extension works, without the status bar item and the key guard.
import * as vscode from 'vscode';
import { lazyPart, reportChunkFailure, type LazyPart } from '../../host/chunkLoader';
import { registerLoggedCommand } from '../../host/loggedCommand';
import { API_KEY_COMMANDS, type ApiKeyFeature, type ApiKeyFeatureDeps } from './apiKeyFeature';
import { Disposable } from '../../host/disposable';

type ApiKeyChunk = typeof import('./chunk');

export class LazyApiKeyFeature extends Disposable {
  private feature: ApiKeyFeature | undefined;
  private readonly part: LazyPart<ApiKeyChunk>;
  private readonly timer: ReturnType<typeof setTimeout>;

  constructor(
    private readonly deps: ApiKeyFeatureDeps,
    load?: () => ApiKeyChunk,
  ) {
    super();
    const log = deps.log;
    this.part = lazyPart<ApiKeyChunk>(
      'features/apiKey',
      reportChunkFailure(log, (message) => vscode.window.showErrorMessage(message)),
      load,
    );
    // Set and Clear API Key exist from activation on; the lazy part answers them, loaded now if it is not yet.
    // Logged by name only: the argument may be a key (the key guard's fix hands one over).
    this.registerAll(
      ...API_KEY_COMMANDS.map((name) =>
        registerLoggedCommand(log, name, async (arg?: unknown) => (await this.started()?.run(name, arg)) ?? false),
      ),
    );
    this.timer = setTimeout(() => this.started(), 0);
  }

  /** The lazy part, loaded now if it is not yet (the integration tests ask before the timer may have run). */
  started(): ApiKeyFeature | undefined {
    if (this.feature === undefined && !this.isDisposed) this.feature = this.part.get()?.createApiKeyFeature(this.deps);
    return this.feature;
  }

  override dispose(): void {
    super.dispose();
    clearTimeout(this.timer);
    this.feature?.dispose();
  }
}
