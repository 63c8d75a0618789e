// One way to own what must be let go of (listeners, emitters, status items, commands): a class that holds any
// extends Disposable and registers each as it makes it; dispose() lets go of them all, once, the newest first.
// Modelled on vscode-pull-request-github's src/common/lifecycle.ts.

/** vscode.Disposable's shape, so the base serves whatever has a dispose(). */
export interface DisposableLike {
  dispose(): unknown;
}

/** Disposes each of `items`, the last registered first, and empties the list. */
export function disposeAll(items: DisposableLike[]): void {
  while (items.length > 0) items.pop()?.dispose();
}

export abstract class Disposable {
  private disposed = false;
  private readonly owned: DisposableLike[] = [];

  /** True once dispose() began: late callbacks (a timer, a read that resolves after) check it and do nothing. */
  protected get isDisposed(): boolean {
    return this.disposed;
  }

  /** Owns `item` from now on; registered after dispose(), it is disposed at once. */
  protected register<T extends DisposableLike>(item: T): T {
    if (this.disposed) item.dispose();
    else this.owned.push(item);
    return item;
  }

  /** Owns each of `items`, as register() does. */
  protected registerAll(...items: DisposableLike[]): void {
    for (const item of items) this.register(item);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    disposeAll(this.owned);
  }
}
