// One run of the integration suite: a fresh code-server of one VS Code version, its web workbench in headless
// Chromium opened on a copy of the sample workspace with the extension under test and the suite's entry in the
// URL, the test host's mocha output printed and counted, and the run's logs kept for a run that needs explaining.
import { copyFile, cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { INTEGRATION_ENTRY, REPO_ROOT } from './buildTests.mjs';
import { startCodeServer } from './codeServerProcess.mjs';
import { MochaTally } from './mochaTally.mjs';
import { TestHostOutput } from './testHostOutput.mjs';
import { judgeRun } from './runVerdict.mjs';
import { openWorkbench } from './workbenchBrowser.mjs';
import { startWorkbenchProbe } from './workbenchProbe.mjs';
import { workbenchUrl } from './workbenchUrl.mjs';

/**
 * @typedef {object} RunProfile  how the window is set up; test/integration/index.ts picks the files per profile
 * @property {string} id
 * @property {string} label
 * @property {boolean} workspaceTrust
 * @property {Record<string, unknown>} settings
 * @property {'development' | 'installed'} extension  how the extension under test is loaded: as the extension under
 *   development (always enabled, whatever its manifest says), or installed from the .vsix like a user's, so that VS
 *   Code applies the manifest's capabilities (a test runner extension then carries the tests)
 * @property {string} [locale]  VS Code's display language for the window (default English)
 * @property {string[]} [phases]  run the suite once per phase, each a fresh code-server and Chromium on the same
 *   state (user data, global storage, secrets, settings): VS Code closed and started again, as a user's next day
 */

/** @type {readonly RunProfile[]} */
export const RUN_PROFILES = Object.freeze([
  { id: 'trusted', label: 'Workspace Trust off', workspaceTrust: false, settings: {}, extension: 'development' },
  {
    id: 'untrusted',
    label: 'untrusted workspace',
    workspaceTrust: true,
    // An extension under development is enabled even in Restricted Mode: installed, it is enabled only if its
    // manifest supports untrusted workspaces, which is the claim under test.
    extension: 'installed',
    // Trust on, and nobody asked: the folder opens in Restricted Mode, as for a user who chose "Don't trust".
    settings: {
      'security.workspace.trust.enabled': true,
      'security.workspace.trust.startupPrompt': 'never',
      'security.workspace.trust.banner': 'never',
      'security.workspace.trust.emptyWindow': false,
    },
  },
  {
    id: 'pt-br',
    label: 'display language pt-BR',
    workspaceTrust: false,
    settings: {},
    // Installed like a user's: an extension under development does not load its l10n bundle.
    extension: 'installed',
    locale: 'pt-br',
  },
  {
    // The Get Started walkthrough's steps (#24), read in a window where nothing completed them yet: VS Code counts an
    // onContext completion event once per window, and only as a change while its walkthrough service runs.
    id: 'walkthrough',
    label: 'a fresh window for the walkthrough',
    workspaceTrust: false,
    settings: {},
    extension: 'development',
  },
  {
    // The remembered profiles (#28): VS Code started again on the same user data, offline, then online again.
    id: 'restart',
    label: 'VS Code started again on the same user data',
    workspaceTrust: false,
    settings: {},
    extension: 'development',
    phases: ['first-day', 'offline', 'online'],
  },
]);

/**
 * @typedef {object} SuiteResult
 * @property {number} passed
 * @property {number} failed
 * @property {string[]} problems  why the run cannot be trusted beyond its failing tests
 * @property {boolean} [filteredOut] INTEGRATION_GREP left this run no test (runVerdict.mjs)
 * @property {boolean} began  its test run began (test/integration/index.ts printed its first line)
 */

/**
 * @param {object} options
 * @param {import('./codeServerInstall.mjs').CodeServerInstall} options.install
 * @param {RunProfile} options.profile
 * @param {string} options.vsix          the extension as released
 * @param {string} options.extensionDir  the unpacked .vsix
 * @param {string} options.scratch       this run's own scratch folder
 * @param {string} options.resultsDir    this run's own folder under test-results/
 * @param {string | undefined} options.screenshotFile
 * @param {number} options.deadline      Date.now() value by which the run must be over
 * @param {import('./cleanupSteps.mjs').CleanupSteps} options.cleanups
 * @param {(line: string) => void} options.log
 * @param {string} [options.phase]  one of the profile's phases (test/integration/index.ts picks its files)
 * @returns {Promise<SuiteResult>}
 */
export async function runSuite(options) {
  const { install, profile, scratch, resultsDir, screenshotFile, cleanups, log } = options;
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  // The tests may edit the workspace: they get a copy.
  const workspace = path.join(scratch, 'workspace');
  await cp(path.join(REPO_ROOT, 'sample-workspace'), workspace, { recursive: true });

  await rm(resultsDir, { recursive: true, force: true });
  await mkdir(resultsDir, { recursive: true });
  const workbenchLog = createWriteStream(path.join(resultsDir, 'workbench.log'));
  cleanups.push(() => new Promise((resolve) => workbenchLog.end(resolve)));
  if (screenshotFile) await rm(screenshotFile, { force: true });

  const installed = profile.extension === 'installed';
  const developmentPath = installed
    ? await writeTestRunnerExtension(path.join(scratch, 'test-runner'))
    : options.extensionDir;

  /** @type {import('./workbenchBrowser.mjs').OpenWorkbench | undefined} */
  let workbench;
  // What the tests cannot see from the extension host (the status bar's DOM), read from the page on request.
  const probe = await startWorkbenchProbe(() => workbench?.page);
  cleanups.push(probe.close);

  const serverStateDir = path.join(scratch, 'server');
  // The server's own log outlives the scratch folder.
  cleanups.push(() =>
    copyFile(path.join(serverStateDir, 'code-server.log'), path.join(resultsDir, 'code-server.log')).catch(() => {}),
  );
  const server = await startCodeServer({
    install,
    stateDir: serverStateDir,
    smokeTestDriver: true,
    workspaceTrust: profile.workspaceTrust,
    settings: profile.settings,
    vsixFiles: installed ? [options.vsix] : [],
    locale: profile.locale,
    env: {
      // No extension gallery: the machine is offline, and each of the workbench's queries to open-vsx.org (built-in
      // extensions' translations, recommendations) printed a stack trace of ENOTFOUND into the test output. The
      // extension under test is loaded from disk or installed from its .vsix, never from a gallery.
      EXTENSIONS_GALLERY: '{}',
      INTEGRATION_PROFILE: profile.id,
      ...(options.phase
        ? { INTEGRATION_PHASE: options.phase, INTEGRATION_PHASES: (profile.phases ?? []).join(',') }
        : {}),
      // Where the extension host's side keeps its files, for the test that the API key is not among them.
      INTEGRATION_HOST_STATE_DIR: serverStateDir,
      INTEGRATION_WORKBENCH_PROBE: probe.url,
      // test/integration/index.ts waits for this file before it lets the test host exit.
      ...(screenshotFile ? { INTEGRATION_SCREENSHOT_FILE: screenshotFile } : {}),
    },
  });
  cleanups.push(server.stop);
  log(`code-server ${install.version} answers on ${server.origin} (${elapsed()})`);

  const tally = new MochaTally();
  const output = new TestHostOutput();
  /** @type {Promise<void> | undefined} */
  let screenshotTaken;
  /** @type {Promise<void> | undefined} */
  let logsSaved;
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
      extensionDevelopmentPath: developmentPath,
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
      logsSaved = saveWorkbenchLogs(path.join(resultsDir, 'logs'), logs);
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
      timer = setTimeout(() => resolve('timed out'), Math.max(0, options.deadline - Date.now()));
    }),
  ]);
  clearTimeout(timer);
  log(`test run over (${elapsed()})`);
  const quieted = output.quietedSummary(path.relative(REPO_ROOT, path.join(resultsDir, 'workbench.log')));
  if (quieted) log(quieted);

  // Without a summary there was no screenshot yet; the page as it is now still helps to see why.
  if (screenshotFile) await takeScreenshot(screenshotFile);
  await logsSaved;

  const verdict = judgeRun(tally, process.env.INTEGRATION_GREP);
  const problems = [...(typeof outcome === 'string' ? [outcome] : []), ...verdict.problems];
  return {
    passed: tally.passed,
    failed: tally.failed,
    problems,
    filteredOut: verdict.filteredOut,
    began: output.started,
  };
}

/**
 * An extension with no code and no contributions: the extension under development that a run needs for its tests
 * to run when the extension under test is installed instead.
 * @param {string} dir
 */
async function writeTestRunnerExtension(dir) {
  await mkdir(dir, { recursive: true });
  const manifest = {
    name: 'integration-test-runner',
    publisher: 'profile-lookup-tests',
    version: '0.0.0',
    engines: { vscode: '*' },
    capabilities: { untrustedWorkspaces: { supported: true }, virtualWorkspaces: true },
  };
  await writeFile(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return dir;
}

/**
 * The workbench's own log files, handed over at exit: kept for diagnosing a failed run.
 * @param {string} dir
 * @param {{ relativePath: string, contents: string }[]} logs
 */
async function saveWorkbenchLogs(dir, logs) {
  await rm(dir, { recursive: true, force: true });
  for (const { relativePath, contents } of logs) {
    const file = path.join(dir, path.normalize(relativePath).replace(/^(\.\.[/\\])+/, ''));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, contents);
  }
}
