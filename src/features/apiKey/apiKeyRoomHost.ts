// The status bar item and the key guard as activation sees them: both live in dist/apiKeyRoom.js, required
// right after activation returns (the item shows a moment later; activation itself stays small and quick).
import type * as vscode from 'vscode';
import { loadChunk } from '../../host/lazyChunks';
import type { ApiKeyRoom, ApiKeyRoomDeps, ApiKeyRoomModule } from './apiKeyRoomContract';

export class ApiKeyRoomHost implements vscode.Disposable {
  private room: ApiKeyRoom | undefined;
  private disposed = false;
  private readonly timer: ReturnType<typeof setTimeout>;

  constructor(
    private readonly deps: ApiKeyRoomDeps,
    private readonly load: () => ApiKeyRoomModule = () => loadChunk('apiKeyRoom'),
  ) {
    this.timer = setTimeout(() => {
      try {
        this.started();
      } catch {
        // A broken install (the chunk missing): no status item and no guard, and the rest of the extension works.
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
    this.room?.dispose();
  }
}
