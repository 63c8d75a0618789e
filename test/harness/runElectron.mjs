// `npm run test:electron`: the same integration suite in desktop VS Code (Electron), through
// @vscode/test-electron, for a machine with internet access: it downloads VS Code into .vscode-test/ on the
// first run (this project's CI machines cannot; they use runCodeServer.mjs). The extension runs from the
// repo (dist/ built first), as in the Extension Development Host. Prints `integration-electron: N passed,
// N failed` and exits non-zero unless tests ran and all passed.
//
// Environment: VSCODE_VERSION (default 'stable'; e.g. 1.90.0, the engines.vscode minimum);
// VSCODE_EXECUTABLE_PATH uses a VS Code already installed (its Electron binary, e.g. /usr/share/code/code)
// instead of a download; INTEGRATION_GREP as for the code-server launcher.
import { runTests } from '@vscode/test-electron';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildIntegrationTests, INTEGRATION_ENTRY, REPO_ROOT } from './buildTests.mjs';
import { MochaTally } from './mochaTally.mjs';
import { runCommand } from './runCommand.mjs';
import { writeUserSettings } from './workbenchSettings.mjs';

/**
 * The extension host's output reaches this process's stdout through runTests: the tally reads it on
 * its way out.
 * @param {MochaTally} tally
 */
function tallyStdout(tally) {
  const write = process.stdout.write.bind(process.stdout);
  let pending = '';
  process.stdout.write = /** @type {typeof process.stdout.write} */ (
    (/** @type {string | Uint8Array} */ chunk, /** @type {never[]} */ ...rest) => {
      pending += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) tally.read(line);
      return write(chunk, ...rest);
    }
  );
}

async function main() {
  await runCommand(process.execPath, ['esbuild.mjs'], { cwd: REPO_ROOT });
  await buildIntegrationTests();
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'profile-lookup-electron-'));
  const tally = new MochaTally();
  let exitCode = 1;
  try {
    const workspace = path.join(scratch, 'workspace');
    await cp(path.join(REPO_ROOT, 'sample-workspace'), workspace, { recursive: true });
    const userDataDir = path.join(scratch, 'user-data');
    await writeUserSettings(userDataDir);
    tallyStdout(tally);
    const code = await runTests({
      version: process.env.VSCODE_VERSION ?? 'stable',
      vscodeExecutablePath: process.env.VSCODE_EXECUTABLE_PATH || undefined,
      extensionDevelopmentPath: REPO_ROOT,
      extensionTestsPath: INTEGRATION_ENTRY,
      // Where this VS Code keeps its files (user data, extensions), for the test that the API key is not among them.
      extensionTestsEnv: { INTEGRATION_HOST_STATE_DIR: scratch },
      // No --disable-extensions: it would turn off the built-in language support the hover tests rely on,
      // and the extensions folder is a fresh, empty one anyway.
      launchArgs: [workspace, `--user-data-dir=${userDataDir}`, `--extensions-dir=${path.join(scratch, 'extensions')}`],
    });
    exitCode = code === 0 && tally.finished && tally.passed > 0 && tally.failed === 0 ? 0 : 1;
    if (!tally.finished) console.error('the test host never reported a mocha summary');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  console.log(`integration-electron: ${tally.passed} passed, ${tally.failed} failed`);
  process.exit(exitCode);
}

await main();
