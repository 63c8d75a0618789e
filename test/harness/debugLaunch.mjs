// What the launch configurations in .vscode/launch.json need before VS Code starts the Extension Development
// Host (run by the tasks in .vscode/tasks.json):
//
// `node test/harness/debugLaunch.mjs stand-in`: "Run Extension" as `npm start` runs it. Starts the stand-in User
//   API on 127.0.0.1 (a free port), writes the user settings of the launch's own profile
//   (.vscode-test/run-extension/user-data) with profileLookup.baseUrl pointing at it, prints a line the task's
//   background pattern waits for, and serves until the task is stopped. The sample key reaches the extension
//   through PROFILE_LOOKUP_DEV_KEY in launch.json, read only in development mode.
// `node test/harness/debugLaunch.mjs tests`: "Extension Tests". Builds dist/ and the integration suite
//   (out/integration/), and gives the run a fresh copy of sample-workspace/ and a quiet profile
//   (.vscode-test/extension-tests), as `npm run test:electron` does.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { buildIntegrationTests, REPO_ROOT } from './buildTests.mjs';
import { runCommand } from './runCommand.mjs';
import { writeUserSettings } from './workbenchSettings.mjs';

// DEBUG_LAUNCH_DIR: another folder for the launch's profile (the unit test of the task runs it in a temporary one).
export const RUN_EXTENSION_DIR = process.env.DEBUG_LAUNCH_DIR || path.join(REPO_ROOT, '.vscode-test', 'run-extension');
export const EXTENSION_TESTS_DIR = path.join(REPO_ROOT, '.vscode-test', 'extension-tests');

async function serveStandIn() {
  console.log('[stand-in] starting');
  /** @type {typeof import('../stand-in/server.js')} */
  const standInModule = await tsImport('../stand-in/server.ts', import.meta.url);
  const standIn = await standInModule.startStandIn();
  await writeUserSettings(path.join(RUN_EXTENSION_DIR, 'user-data'), { 'profileLookup.baseUrl': standIn.url });
  console.log(`[stand-in] ready: the User API stand-in on ${standIn.url}, sample key ${standInModule.SAMPLE_KEY}`);
  const stop = () => void standIn.close().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function prepareTests() {
  await runCommand(process.execPath, ['esbuild.mjs'], { cwd: REPO_ROOT });
  await buildIntegrationTests();
  const workspace = path.join(EXTENSION_TESTS_DIR, 'workspace');
  await rm(EXTENSION_TESTS_DIR, { recursive: true, force: true });
  await cp(path.join(REPO_ROOT, 'sample-workspace'), workspace, { recursive: true });
  await writeUserSettings(path.join(EXTENSION_TESTS_DIR, 'user-data'));
  console.log(`[tests] built: out/integration/index.js, workspace ${path.relative(REPO_ROOT, workspace)}`);
}

const mode = process.argv[2];
if (mode === 'stand-in') {
  // The task's problem matcher reports this line, so a stand-in that cannot start does not leave F5 waiting.
  await serveStandIn().catch((error) => {
    console.log(`[stand-in] failed: ${error instanceof Error ? error.message : error}`);
    console.log('[stand-in] ready: no (see above)');
    process.exit(1);
  });
} else if (mode === 'tests') {
  await prepareTests();
} else {
  console.error('usage: node test/harness/debugLaunch.mjs stand-in|tests');
  process.exit(2);
}
