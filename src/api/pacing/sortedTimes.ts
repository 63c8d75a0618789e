// The scheduler's memory of recent answers: ascending times, the oldest leaving from the front. With the
// deployed limit it holds five; with a high limit (a local stand-in, the benchmark) it holds thousands, so
// dropping from the front must not shift the array each time.
export class SortedTimes {
  private items: number[] = [];
  private head = 0;

  get size(): number {
    return this.items.length - this.head;
  }

  get oldest(): number | undefined {
    return this.items[this.head];
  }

  /** The `index`-th oldest time (0 is the oldest); `index` must be below `size`. */
  at(index: number): number {
    return this.items[this.head + index]!;
  }

  add(t: number): void {
    const items = this.items;
    if (items.length === this.head || items[items.length - 1]! <= t) {
      items.push(t);
      return;
    }
    let lo = this.head;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (items[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    items.splice(lo, 0, t);
  }

  /** Forgets every time <= `horizon`. */
  dropUpTo(horizon: number): void {
    const items = this.items;
    while (this.head < items.length && items[this.head]! <= horizon) this.head++;
    if (this.head === items.length) {
      this.items = [];
      this.head = 0;
    } else if (this.head >= 1024 && this.head * 2 >= items.length) {
      this.items = items.slice(this.head);
      this.head = 0;
    }
  }
}
