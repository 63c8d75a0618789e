// The least-recently-used bound that the in-memory cache and the remembered-profiles store share: both keep their
// entries in a Map in order of use (a use deletes and sets again), so the first key is the one to go.

/** Removes the oldest entries of `entries` through `remove` while `over()` says the bound is exceeded. */
export function evictOldestWhile<K>(entries: Map<K, unknown>, over: () => boolean, remove: (key: K) => void): void {
  while (over()) {
    const oldest = entries.keys().next();
    if (oldest.done === true) return;
    remove(oldest.value);
  }
}
