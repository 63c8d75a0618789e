// Set and Clear API Key, the status bar item and the key guard as activation sees them: all live in chunk.ts
// (dist/features/apiKey/chunk.js), required right after activation returns (the item shows a moment later) or by the
// first Set or Clear API Key, whichever comes first. Activation itself stays small and quick.
import { loadChunk } from '../../host/chunkLoader';
import { registerLoggedCommand } from '../../host/loggedCommand';
import { errorText } from '../../log';
import { API_KEY_COMMANDS, type ApiKeyFeature, type ApiKeyFeatureDeps } from './apiKeyFeature';
import { Disposable } from '../../host/disposable';

type ApiKeyChunk = typeof import('./chunk');

export class LazyApiKeyFeature extends Disposable {
  private feature: ApiKeyFeature | undefined;
  /** The chunk could not be loaded (a broken install): it is not tried again. */
  private failed = false;
  private readonly timer: ReturnType<typeof setTimeout>;

  constructor(
    private readonly deps: ApiKeyFeatureDeps,
    private readonly load: () => ApiKeyChunk = () => loadChunk<ApiKeyChunk>('features/apiKey'),
  ) {
    super();
    const log = deps.log;
    // Set and Clear API Key exist from activation on; the lazy part answers them, loaded now if it is not yet.
    // Logged by name only: the argument may be a key (the key guard's fix hands one over).
    this.registerAll(
      ...API_KEY_COMMANDS.map((name) =>
        registerLoggedCommand(log, name, async (arg?: unknown) => (await this.started()?.run(name, arg)) ?? false),
      ),
    );
    this.timer = setTimeout(() => {
      try {
        this.started();
      } catch (error) {
        // A broken install (the chunk missing): no status item and no guard, and the rest of the extension works.
        log.error(`the status bar item and the key guard could not start: ${errorText(error)}`);
        this.failed = true;
      }
    }, 0);
  }

  /** The lazy part, loaded now if it is not yet (the integration tests ask before the timer may have run). */
  started(): ApiKeyFeature | undefined {
    if (this.feature === undefined && !this.failed && !this.isDisposed)
      this.feature = this.load().createApiKeyFeature(this.deps);
    return this.feature;
  }

  override dispose(): void {
    super.dispose();
    clearTimeout(this.timer);
    this.feature?.dispose();
  }
}
