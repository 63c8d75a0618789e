// Types of cloneOwner.mjs for the TypeScript tests (the .mjs itself is checked through its JSDoc by tsconfig.harness.json).
import type { InstallUser } from './setupDecisions.mjs';
export interface CloneOwnerRun {
  user: InstallUser;
  as: { uid: number; gid: number } | undefined;
  env: NodeJS.ProcessEnv;
}
export declare function cloneOwnerRun(
  repoRoot: string,
  machine?: { uid?: number; ownerUid?: number; ownerGid?: number; passwd?: string; env?: NodeJS.ProcessEnv },
): CloneOwnerRun;
