// One 'abort' listener per caller's signal, however many lookups wait on it. A caller that asks for many ids with one
// signal (an agent's 50-id call, a batch) used to add a listener per id: past 10 at once, Node printed
// MaxListenersExceededWarning on every such call (issue #25). Each lookup now joins the signal's one listener and
// leaves it when it settles; the listener goes when the last one leaves or when it fires.

interface Watch {
  readonly callbacks: Set<() => void>;
  readonly fire: () => void;
}

const watches = new WeakMap<AbortSignal, Watch>();

/** Runs `callback` once when `signal` aborts; the returned function stops that (call it when the lookup settles). */
export function onAbort(signal: AbortSignal, callback: () => void): () => void {
  let watch = watches.get(signal);
  if (watch === undefined) {
    const callbacks = new Set<() => void>();
    const fire = (): void => {
      watches.delete(signal);
      // Each callback runs once; one that removes itself (or another) while this runs is fine for a Set.
      for (const run of callbacks) run();
      callbacks.clear();
    };
    watch = { callbacks, fire };
    watches.set(signal, watch);
    signal.addEventListener('abort', fire, { once: true });
  }
  const { callbacks, fire } = watch;
  callbacks.add(callback);
  return () => {
    if (!callbacks.delete(callback) || callbacks.size > 0) return;
    signal.removeEventListener('abort', fire);
    if (watches.get(signal) === watch) watches.delete(signal);
  };
}
