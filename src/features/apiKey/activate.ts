// Set and Clear API Key, the status bar item and the key guard as activation sees them: all live in
// dist/apiKeyRoom.js, required right after activation returns (the item shows a moment later) or by the first
// Set or Clear API Key, whichever comes first. Activation itself stays small and quick.
import * as vscode from 'vscode';
import { loadChunk } from '../../host/lazyChunks';
import { registerLoggedCommand } from '../../host/loggedCommand';
import { errorText, type Logger } from '../../log';
import { API_KEY_COMMANDS, type ApiKeyRoom, type ApiKeyRoomDeps, type ApiKeyRoomModule } from './apiKeyRoomContract';

export class ApiKeyRoomHost implements vscode.Disposable {
  private room: ApiKeyRoom | undefined;
  private disposed = false;
  private readonly timer: ReturnType<typeof setTimeout>;
  private readonly commands: vscode.Disposable[];

  constructor(
    private readonly deps: ApiKeyRoomDeps,
    log: Logger,
    private readonly load: () => ApiKeyRoomModule = () => loadChunk('apiKeyRoom'),
  ) {
    // Set and Clear API Key exist from activation on; the room answers them, loaded now if it is not yet.
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

  /** The room, loaded now if it is not yet (the integration tests ask before the timer may have run). */
  started(): ApiKeyRoom | undefined {
    if (this.room === undefined && !this.disposed) this.room = this.load().createApiKeyRoom(this.deps);
    return this.room;
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    for (const c of this.commands) c.dispose();
    this.room?.dispose();
  }
}
