// Deterministic pseudo-random inputs for the property tests: strings glued from fragments, valid and
// broken, so that the properties are checked at odd seams. The same seed gives the same inputs on every run.

export interface FragmentMixOptions {
  seed: number;
  samples: number;
  /** Each input joins fewer fragments than this. */
  maxFragments: number;
}

export function fragmentMixes(
  fragments: readonly string[],
  { seed, samples, maxFragments }: FragmentMixOptions,
): string[] {
  let state = seed;
  // A linear congruential generator: enough spread for test inputs, and reproducible everywhere.
  const next = (): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  const mixes: string[] = [];
  for (let sample = 0; sample < samples; sample++) {
    let input = '';
    const length = next() % maxFragments;
    for (let i = 0; i < length; i++) input += fragments[next() % fragments.length];
    mixes.push(input);
  }
  return mixes;
}
