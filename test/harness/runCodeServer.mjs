// `npm run test:integration`: the integration suite in a real VS Code, headless and offline: the VS Code of
// the cached code-server package, its web workbench in Debian's Chromium, the extension as packaged for
// release (the .vsix, unpacked). Prints the mocha output, then `integration: N passed, N failed`, writes
// test-results/integration.json, and exits non-zero unless tests ran and all passed.
//
// Environment: SCREENSHOT_DIR=dir saves dir/workbench.png of the page as the last test left it (taken when
// mocha reports its summary, while the test host, holding still for it, keeps its webviews alive);
// INTEGRATION_TIMEOUT_MS (default 600000) bounds the whole run, a first install included;
// KEEP_TEMP=1 keeps the scratch folder;
// INTEGRATION_VSIX=file tests that .vsix (a release artifact built elsewhere) instead of packaging one;
// INTEGRATION_GREP=text runs only the tests whose title contains it.
// Logs for a run that needs explaining: test-results/integration-workbench.log (everything the workbench
// logged), integration-code-server.log, integration-logs/ (the workbench's log files at exit).
import { copyFile, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIntegrationTests, INTEGRATION_ENTRY, REPO_ROOT } from './buildTests.mjs';
import { CleanupSteps } from './cleanupSteps.mjs';
import { ensureCodeServer } from './codeServerInstall.mjs';
import { startCodeServer } from './codeServerProcess.mjs';
import { MochaTally } from './mochaTally.mjs';
import { packageExtension, unpackVsix } from './packagedExtension.mjs';
import { TestHostOutput } from './testHostOutput.mjs';
import { openWorkbench } from './workbenchBrowser.mjs';
import { workbenchUrl } from './workbenchUrl.mjs';

const TIMEOUT_MS = Number(process.env.INTEGRATION_TIMEOUT_MS ?? 600_000);
const DEADLINE = Date.now() + TIMEOUT_MS;
const RESULTS_DIR = path.join(REPO_ROOT, 'test-results');
const log = (/** @type {string} */ line) => console.log(`[integration] ${line}`);

const cleanups = new CleanupSteps(log);

/**
 * @returns {Promise<{ passed: number, failed: number, problems: string[] }>}
 */
async function runSuite() {
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const install = await ensureCodeServer(path.join(REPO_ROOT, '.cache'), log);

  const scratch = await mkdtemp(path.join(os.tmpdir(), 'profile-lookup-integration-'));
  if (process.env.KEEP_TEMP !== '1') cleanups.push(() => rm(scratch, { recursive: true, force: true }));
  else log(`scratch folder kept: ${scratch}`);

  const tests = await buildIntegrationTests();
  log(`built ${tests.length} test file(s); packaging the extension (${elapsed()})`);
  const vsix = process.env.INTEGRATION_VSIX ? path.resolve(process.env.INTEGRATION_VSIX) : await packageExtension(REPO_ROOT);
  const extensionDir = await unpackVsix(vsix, path.join(scratch, 'vsix'));
  // The tests may edit the workspace: they get a copy.
  const workspace = path.join(scratch, 'workspace');
  await cp(path.join(REPO_ROOT, 'sample-workspace'), workspace, { recursive: true });

  await mkdir(RESULTS_DIR, { recursive: true });
  const workbenchLog = createWriteStream(path.join(RESULTS_DIR, 'integration-workbench.log'));
  cleanups.push(() => new Promise((resolve) => workbenchLog.end(resolve)));

  const screenshotFile = process.env.SCREENSHOT_DIR ? path.resolve(process.env.SCREENSHOT_DIR, 'workbench.png') : undefined;
  if (screenshotFile) await rm(screenshotFile, { force: true });

  const serverStateDir = path.join(scratch, 'server');
  // The server's own log outlives the scratch folder, for a run that needs explaining.
  cleanups.push(() =>
    copyFile(path.join(serverStateDir, 'code-server.log'), path.join(RESULTS_DIR, 'integration-code-server.log')).catch(() => {}),
  );
  log(`starting code-server ${install.version} (${elapsed()})`);
  const server = await startCodeServer({
    install,
    stateDir: serverStateDir,
    smokeTestDriver: true,
    // test/integration/index.ts waits for this file before it lets the test host exit.
    env: screenshotFile ? { INTEGRATION_SCREENSHOT_FILE: screenshotFile } : {},
  });
  cleanups.push(server.stop);
  log(`code-server answers on ${server.origin} (${elapsed()})`);

  const tally = new MochaTally();
  const output = new TestHostOutput();
  /** @type {Promise<void> | undefined} */
  let screenshotTaken;
  /** @type {Promise<void> | undefined} */
  let logsSaved;
  /** @type {import('./workbenchBrowser.mjs').OpenWorkbench | undefined} */
  let workbench;
  const takeScreenshot = (/** @type {string} */ file) =>
    (screenshotTaken ??= (workbench ? workbench.screenshot(file) : Promise.resolve()).then(
      () => log(`screenshot saved: ${file}`),
      (error) => log(`screenshot failed: ${error instanceof Error ? error.message : String(error)}`),
    ));
  /** @type {(value: { code: number }) => void} */
  let reportExit = () => {};
  /** @type {Promise<{ code: number }>} */
  const testHostExited = new Promise((resolve) => {
    reportExit = resolve;
  });
  workbench = await openWorkbench({
    url: workbenchUrl({
      origin: server.origin,
      authority: server.authority,
      folder: workspace,
      extensionDevelopmentPath: extensionDir,
      extensionTestsPath: INTEGRATION_ENTRY,
    }),
    profileDir: path.join(scratch, 'chromium', 'profile'),
    homeDir: path.join(scratch, 'chromium', 'home'),
    onLog: (level, message) => {
      workbenchLog.write(`[${level}] ${message}\n`);
      for (const line of output.lines(message)) {
        console.log(line);
        if (tally.read(line) && tally.finished && screenshotFile) void takeScreenshot(screenshotFile);
      }
    },
    onExit: (code, logs) => {
      logsSaved = saveWorkbenchLogs(logs);
      reportExit({ code });
    },
  });
  cleanups.push(workbench.close);
  log(`workbench opened in Chromium; tests running (${elapsed()})`);

  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const outcome = await Promise.race([
    testHostExited.then(({ code }) => (code === 0 ? null : `the test host exited with code ${code}`)),
    server.exited.then((code) => `code-server exited (code ${code}) before the tests finished`),
    workbench.crashed,
    new Promise((resolve) => {
      timer = setTimeout(() => resolve(`timed out after ${TIMEOUT_MS / 1000} s`), Math.max(0, DEADLINE - Date.now()));
    }),
  ]);
  clearTimeout(timer);
  log(`test run over (${elapsed()})`);

  // Without a summary there was no screenshot yet; the page as it is now still helps to see why.
  if (screenshotFile) await takeScreenshot(screenshotFile);
  await logsSaved;

  const problems = [];
  if (typeof outcome === 'string') problems.push(outcome);
  if (!tally.finished) problems.push('the test host never reported a mocha summary');
  else if (tally.passed + tally.failed === 0) problems.push('no tests ran');
  if (tally.pending > 0) problems.push(`${tally.pending} test(s) pending (skipped)`);
  return { passed: tally.passed, failed: tally.failed, problems };
}

/** The workbench's own log files, handed over at exit: kept for diagnosing a failed run. */
async function saveWorkbenchLogs(/** @type {{ relativePath: string, contents: string }[]} */ logs) {
  const dir = path.join(RESULTS_DIR, 'integration-logs');
  await rm(dir, { recursive: true, force: true });
  for (const { relativePath, contents } of logs) {
    const file = path.join(dir, path.normalize(relativePath).replace(/^(\.\.[/\\])+/, ''));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, contents);
  }
}

/** @param {number} passed @param {number} failed */
async function report(passed, failed) {
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(path.join(RESULTS_DIR, 'integration.json'), `${JSON.stringify({ passed, failed })}\n`);
  console.log(`integration: ${passed} passed, ${failed} failed`);
}

async function main() {
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => {
      log(`${signal}: stopping`);
      void cleanups.runAll().finally(() => process.exit(130));
    });
  }
  // The test phase reports its own time-out; this one is for a step that hangs before it (install, build).
  const watchdog = setTimeout(() => {
    log(`FAILED: timed out after ${TIMEOUT_MS / 1000} s before the tests finished`);
    void cleanups.runAll()
      .then(() => report(0, 0))
      .finally(() => process.exit(1));
  }, TIMEOUT_MS + 30_000);
  watchdog.unref();
  let exitCode = 1;
  try {
    const { passed, failed, problems } = await runSuite();
    for (const problem of problems) log(`FAILED: ${problem}`);
    await cleanups.runAll();
    await report(passed, failed);
    exitCode = failed === 0 && problems.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await cleanups.runAll();
    await report(0, 0);
  }
  process.exit(exitCode);
}

await main();
