// Types of runVerdict.mjs for the TypeScript tests (the .mjs itself is checked through its JSDoc by tsconfig.harness.json).
export interface RunTally {
  finished: boolean;
  passed: number;
  failed: number;
  pending: number;
}
export declare function judgeRun(
  tally: RunTally,
  grep: string | undefined,
): { filteredOut: boolean; problems: string[] };
export declare function judgeAllRuns(runs: { filteredOut?: boolean }[], grep: string | undefined): string[];
export declare function startedAgain(run: { began: boolean; problems: string[] }, attempt: number): boolean;
