// Types of testAll.mjs for the TypeScript tests (the .mjs itself is checked through its JSDoc by tsconfig.harness.json).
import type { Failure } from './mochaTally.mjs';

export interface Part {
  name: string;
  script: string;
  /** parts of one lane run one after the other; the lanes run side by side */
  lane: string;
}
export interface PartRun {
  exitCode: number;
  passing: number;
  failing: number;
  seconds: number;
  /** the failed tests its reporters listed */
  failures?: Failure[];
}
export interface PartResult {
  part: Part;
  run: PartRun;
  passed: boolean;
}
export declare const PARTS: readonly Part[];
export declare function runParts(
  parts: readonly Part[],
  runPart: (part: Part) => Promise<PartRun>,
  stopped?: () => boolean,
): Promise<PartResult[]>;
export declare function summaryLines(results: PartResult[], partCount: number, loadAverage: number[]): string[];
export declare const OTHER_LANES_NICE: number;
export declare function laneCommand(
  part: Part,
  command: string,
  args: string[],
  platform?: NodeJS.Platform,
): [string, string[]];
