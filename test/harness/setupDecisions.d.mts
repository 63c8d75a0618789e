// Types of setupDecisions.mjs for the TypeScript tests (the .mjs itself is checked through its JSDoc by
// tsconfig.harness.json; it stays JavaScript because it runs before node_modules, and tsx, exist).
export type SystemPackage =
  'chromium' | 'libkrb5-dev' | 'build-essential' | 'python3' | 'pkg-config' | 'unzip' | 'ripgrep';
export declare const SYSTEM_PACKAGES: Readonly<
  Record<SystemPackage, { readonly for: readonly string[]; readonly why: string; readonly commands: readonly string[] }>
>;
export declare function systemPackagesFor(
  command: 'start' | 'test',
  how: { web: boolean; desktopCode: boolean; platform?: NodeJS.Platform },
): SystemPackage[];
export declare function isDebianLike(osRelease: string | undefined): boolean;
export declare const INSTALL_VARIABLE: string;
export declare function installConsented(env: Record<string, string | undefined>): boolean;
export type SystemPlan =
  | { kind: 'nothing' }
  | { kind: 'install'; packages: string[]; commands: string[][] }
  | { kind: 'ask'; packages: string[]; commands: string[][]; question: string; declined: string }
  | { kind: 'stop'; message: string };
export declare function systemPlan(machine: {
  missing: readonly string[];
  root: boolean;
  debian: boolean;
  sudo?: boolean;
  terminal?: boolean;
  consented?: boolean;
}): SystemPlan;
export type InstallUser = { kind: 'self' } | { kind: 'user'; uid: number; gid: number } | { kind: 'root'; why: string };
export declare function installUser(machine: { root: boolean; ownerUid: number; ownerGid: number }): InstallUser;
export type NodeModulesState = { kind: 'fresh' } | { kind: 'missing' } | { kind: 'stale'; reason: string };
export interface LockFile {
  packages?: Record<
    string,
    { version?: string; optional?: boolean; link?: boolean; os?: string[]; cpu?: string[]; [key: string]: unknown }
  >;
}
export declare function nodeModulesState(
  lock: LockFile,
  installedVersion: (lockPath: string) => string | undefined,
  machine: { nodeModules: boolean; platform: string; arch: string },
): NodeModulesState;
