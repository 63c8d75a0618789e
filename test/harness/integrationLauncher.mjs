// Which launcher `npm run test:integration` uses on this system. code-server (runCodeServer.mjs: headless, offline,
// two VS Code versions) builds and runs on Linux and macOS; it does not run on Windows, where the same suite runs in
// desktop VS Code through @vscode/test-electron (runElectron.mjs, which downloads VS Code on its first run).

/**
 * @param {NodeJS.Platform} platform
 * @returns {'code-server' | 'electron'}
 */
export function integrationLauncher(platform) {
  return platform === 'win32' ? 'electron' : 'code-server';
}
