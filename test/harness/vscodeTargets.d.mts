// Types of vscodeTargets.mjs for the TypeScript tests and scripts (the .mjs itself is checked through its JSDoc by tsconfig.harness.json).
export interface VscodeTarget {
  vscode: string;
  codeServer: string;
  node: string;
  recipe: 'current' | 'legacy-4.90';
  smokeTestDriverArgs: string[];
  codeServerSteps: number;
  expectedSeconds: { node: number; codeServer: number };
}
export declare const VSCODE_TARGETS: readonly VscodeTarget[];
export declare const OLDEST_TARGET: VscodeTarget;
export declare const NEWEST_TARGET: VscodeTarget;
export declare function selectTargets(spec: string | undefined): VscodeTarget[];
