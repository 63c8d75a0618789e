// Types of codeServerInstall.mjs for the TypeScript tests (the .mjs itself is checked through its JSDoc by tsconfig.harness.json).
import type { CloneOwnerRun } from './cloneOwner.mjs';
import type { VscodeTarget } from './vscodeTargets.mjs';
export interface CodeServerInstall {
  nodeBinDir: string;
  nodePath: string;
  entryPath: string;
  version: string;
  vscodeVersion: string;
  smokeTestDriverArgs: string[];
}
export declare function ensureCodeServer(
  cacheDir: string,
  log: (line: string) => void,
  target?: VscodeTarget,
): Promise<CodeServerInstall>;
export declare function installAsOwner(
  cacheDir: string,
  target: VscodeTarget,
  owner: CloneOwnerRun,
  log: (line: string) => void,
  script?: string,
): Promise<void>;
