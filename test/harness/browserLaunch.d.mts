// Types of browserLaunch.mjs for the TypeScript tests (the .mjs itself is checked through its JSDoc by tsconfig.harness.json).
export type BrowserChoice = { executablePath: string } | { channel: string };
export declare const BROWSER_VARIABLE: string;
export declare const CHANNELS: readonly string[];
export declare const PATH_NAMES: readonly string[];
export declare function browserChoices(
  env: Record<string, string | undefined>,
  findOnPath: (name: string) => string | undefined,
): BrowserChoice[];
export declare function isNotInstalled(error: unknown): boolean;
export declare function findOnPath(name: string, env?: Record<string, string | undefined>): string | undefined;
export declare function launchInstalledBrowser<T>(
  launch: (choice: BrowserChoice) => Promise<T>,
  env?: Record<string, string | undefined>,
): Promise<{ launched: T; choice: BrowserChoice }>;
