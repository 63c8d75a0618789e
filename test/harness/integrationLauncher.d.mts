// Types of integrationLauncher.mjs for the TypeScript tests (the .mjs itself is checked through its JSDoc by tsconfig.harness.json).
export declare function integrationLauncher(platform: NodeJS.Platform): 'code-server' | 'electron';
