// Types of mochaTally.mjs for the TypeScript tests (the .mjs itself is checked through its JSDoc by tsconfig.harness.json).
export interface Failure {
  /** the test's titles, outer to inner, joined by " › " */
  title: string;
  /** the first line of its error */
  message: string;
}
export declare function mochaSummary(
  line: string,
): { kind: 'passing' | 'failing' | 'pending'; count: number } | undefined;
export declare class MochaFailures {
  failures: Failure[];
  read(line: string): void;
}
export declare class MochaTally {
  passed: number;
  failed: number;
  pending: number;
  finished: boolean;
  read(line: string): boolean;
}
