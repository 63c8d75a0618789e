/** Deterministic pseudo-random numbers (a linear congruential generator), so a run reproduces: same seed, same text. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
