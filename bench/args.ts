// What `npm run bench -- …` was asked: --check, --rounds N, and the names that pick bench files. Apart from run.ts
// (which runs on import) so test/unit/benchArgs.test.ts can hold it.

/** The rounds `--check` runs unless `--rounds N` says otherwise (CONTRIBUTING.md states it; docFacts.test.ts checks). */
export const DEFAULT_CHECK_ROUNDS = 5;

export interface BenchArgs {
  check: boolean;
  rounds: number;
  /** Names that pick bench files (a file is run when its name holds one); empty: every file. */
  only: string[];
}

export function benchArgs(args: readonly string[]): BenchArgs {
  const check = args.includes('--check');
  const roundsAt = args.indexOf('--rounds');
  const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : check ? DEFAULT_CHECK_ROUNDS : 1;
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds ${args[roundsAt + 1]}: expected a count ≥ 1`);
  // Without --rounds, roundsAt + 1 is 0: the first name must not be taken for its count.
  const only = args.filter((arg, i) => arg !== '--check' && i !== roundsAt && (roundsAt < 0 || i !== roundsAt + 1));
  return { check, rounds, only };
}

/** The bench files `only` picks, in order. */
export function pickBenchFiles(files: readonly string[], only: readonly string[]): string[] {
  return files
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
    .sort();
}
