// Types of testHostOutput.mjs for the TypeScript tests (the .mjs itself is checked through its JSDoc by tsconfig.harness.json).
export declare const TEST_RUN_STARTS: RegExp;
export declare const SET_UP_MESSAGES: readonly { message: RegExp; label: string; why: string }[];
export declare class TestHostOutput {
  started: boolean;
  quieted: number[];
  lines(message: string): string[];
  quietedSummary(logFile: string): string | undefined;
}
export declare function formatLogMessage(message: string): string;
