// `npm run test:integration`: the integration suite in real VS Codes, headless and offline: each VS Code version
// the extension claims (vscodeTargets.mjs: the oldest engines.vscode allows and the newest), from the cached
// code-server package, its web workbench in Debian's Chromium, the extension as packaged for release (the .vsix,
// unpacked). Per version the suite runs twice (suiteRun.mjs): with Workspace Trust off, and in an untrusted
// workspace (the tests under test/integration/untrusted/). Prints the mocha output of each run, one line per
// version ("VS Code 1.90.2: N passing, N failing"), then `integration: N passed, N failed` over all of them,
// writes test-results/integration.json, and exits non-zero unless tests ran everywhere and all passed.
//
// Environment: VSCODE_VERSIONS=1.90 | newest | oldest | 1.90,1.139 runs those versions only (default: all);
// SCREENSHOT_DIR=dir saves dir/workbench.png of the newest version's page as its last test left it;
// INTEGRATION_TIMEOUT_MS (default 1800000, a cap: tests wait for conditions) bounds each version's runs, after its install;
// KEEP_TEMP=1 keeps the scratch folders; INTEGRATION_VSIX=file tests that .vsix (a release artifact built
// elsewhere) instead of packaging one; INTEGRATION_GREP=text runs only the tests whose title contains it;
// INTEGRATION_PROFILES=restart,pt-br runs only those kinds of window (suiteRun.mjs RUN_PROFILES; default: all).
// Logs for a run that needs explaining: test-results/integration/<VS Code version>-<profile>/ holds workbench.log
// (everything the workbench logged), code-server.log and logs/ (the workbench's log files at exit).
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildIntegrationTests, INTEGRATION_SOURCE_DIR, REPO_ROOT } from './buildTests.mjs';
import { CleanupSteps } from './cleanupSteps.mjs';
import { ensureCodeServer } from './codeServerInstall.mjs';
import { packageExtension, unpackVsix } from './packagedExtension.mjs';
import { RUN_PROFILES, runSuite } from './suiteRun.mjs';
import { judgeAllRuns, startedAgain } from './runVerdict.mjs';
import { integrationLauncher } from './integrationLauncher.mjs';

/** @type {Readonly<Record<string, string>>} the workbench screenshot each run profile takes, with SCREENSHOT_DIR set */
const SCREENSHOT_NAMES = { trusted: 'workbench.png', 'pt-br': 'workbench-pt-br.png' };
import { NEWEST_TARGET, selectTargets } from './vscodeTargets.mjs';

const TIMEOUT_MS = Number(process.env.INTEGRATION_TIMEOUT_MS ?? 1_800_000);
/** What the watchdog allows a first install of a version, beyond TIMEOUT_MS (18 min measured at a load of 14-26). */
const INSTALL_ALLOWANCE_MS = 3_600_000;
const RESULTS_DIR = path.join(REPO_ROOT, 'test-results');
const log = (/** @type {string} */ line) => console.log(`[integration] ${line}`);

/** What SIGINT or the watchdog must undo: the whole run's steps, and those of the suite run under way. */
const cleanups = new CleanupSteps(log);
/** @type {CleanupSteps | undefined} */
let runCleanups;

/**
 * @typedef {object} VersionResult
 * @property {string} vscode         e.g. 1.90.2 (1.90 before it is installed)
 * @property {string} codeServer
 * @property {{ profile: string, passed: number, failed: number, problems: string[], filteredOut?: boolean }[]} runs
 * @property {string[]} problems     the version's own (an install that failed)
 */

/**
 * @param {import('./vscodeTargets.mjs').VscodeTarget} target
 * @param {{ vsix: string, extensionDir: string }} extension
 * @param {string} scratch
 * @returns {Promise<VersionResult>}
 */
async function testVersion(target, extension, scratch) {
  /** @type {VersionResult} */
  const result = { vscode: target.vscode, codeServer: target.codeServer, runs: [], problems: [] };
  let install;
  try {
    install = await ensureCodeServer(path.join(REPO_ROOT, '.cache'), log, target);
  } catch (error) {
    result.problems.push(
      `installing code-server ${target.codeServer} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return result;
  }
  result.vscode = install.vscodeVersion;
  // From here on: an install (minutes when idle, many more under load) is not the suite's time.
  const deadline = Date.now() + TIMEOUT_MS;
  const only = process.env.INTEGRATION_PROFILES?.split(',').map((id) => id.trim());
  const profiles = only ? RUN_PROFILES.filter((p) => only.includes(p.id)) : RUN_PROFILES;
  for (const [profile, phase] of profiles.flatMap((p) =>
    (p.phases ?? [undefined]).map((ph) => /** @type {const} */ ([p, ph])),
  )) {
    log(
      `VS Code ${install.vscodeVersion} (code-server ${install.version}), ${profile.label}${phase ? `, ${phase}` : ''}:`,
    );
    const screenshotDir = process.env.SCREENSHOT_DIR;
    // The README's screenshots: the newest VS Code, in English and in pt-BR.
    const screenshotName = target === NEWEST_TARGET ? SCREENSHOT_NAMES[profile.id] : undefined;
    let run;
    for (let attempt = 1; ; attempt++) {
      runCleanups = new CleanupSteps(log);
      try {
        run = await runSuite({
          install,
          profile,
          ...extension,
          // The phases of a profile share its scratch folder: the next phase starts on what the last one left.
          scratch: path.join(scratch, `${target.vscode}-${profile.id}`),
          resultsDir: path.join(
            RESULTS_DIR,
            'integration',
            `${install.vscodeVersion}-${profile.id}${phase ? `-${phase}` : ''}`,
          ),
          phase,
          screenshotFile: screenshotDir && screenshotName ? path.resolve(screenshotDir, screenshotName) : undefined,
          deadline,
          cleanups: runCleanups,
          log,
        });
      } catch (error) {
        run = {
          passed: 0,
          failed: 0,
          began: false,
          problems: [error instanceof Error ? (error.stack ?? error.message) : String(error)],
        };
      }
      await runCleanups.runAll();
      runCleanups = undefined;
      if (!startedAgain(run, attempt)) break;
      log(
        `the window failed before its tests began (${run.problems.join('; ')}): starting it once more, as a reload ` +
          'would (test/harness/runVerdict.mjs startedAgain)',
      );
    }
    for (const problem of run.problems) log(`FAILED (VS Code ${install.vscodeVersion}, ${profile.label}): ${problem}`);
    result.runs.push({ profile: phase ? `${profile.id}/${phase}` : profile.id, ...run });
  }
  return result;
}

/** @param {VersionResult[]} versions */
async function report(versions) {
  const sum = (/** @type {(run: VersionResult['runs'][number]) => number} */ pick) =>
    versions.reduce((total, version) => total + version.runs.reduce((s, run) => s + pick(run), 0), 0);
  for (const version of versions) {
    const passed = version.runs.reduce((s, run) => s + run.passed, 0);
    const failed = version.runs.reduce((s, run) => s + run.failed, 0);
    const trouble = version.problems.length + version.runs.reduce((s, run) => s + run.problems.length, 0);
    const runs = version.runs
      .map((run) => `${run.profile} ${run.filteredOut ? 'filtered out' : `${run.passed}/${run.passed + run.failed}`}`)
      .join(', ');
    log(
      `VS Code ${version.vscode} (code-server ${version.codeServer}): ${passed} passing, ${failed} failing` +
        (runs ? ` (${runs})` : '') +
        (trouble ? `, ${trouble} problem(s)` : ''),
    );
  }
  const passed = sum((run) => run.passed);
  const failed = sum((run) => run.failed);
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(
    path.join(RESULTS_DIR, 'integration.json'),
    `${JSON.stringify({ passed, failed, versions }, null, 2)}\n`,
  );
  console.log(`integration: ${passed} passed, ${failed} failed`);
  const grepProblems = judgeAllRuns(
    versions.flatMap((v) => v.runs),
    process.env.INTEGRATION_GREP,
  );
  for (const problem of grepProblems) log(`FAILED: ${problem}`);
  const problems = [
    ...grepProblems,
    ...versions.flatMap((v) => [...v.problems, ...v.runs.flatMap((run) => run.problems)]),
  ];
  return failed === 0 && problems.length === 0 && versions.length > 0;
}

/**
 * test/integration/index.ts runs a file in a top-level folder only in the run of that name: a file in any other
 * folder would never run, and must not pass unnoticed.
 * @param {string[]} tests
 */
function testsInNoRun(tests) {
  return tests
    .map((file) => path.relative(INTEGRATION_SOURCE_DIR, file))
    .filter((relative) => {
      const parts = relative.split(path.sep);
      return parts.length > 1 && !RUN_PROFILES.some((profile) => profile.id === parts[0]);
    });
}

async function main() {
  if (integrationLauncher(process.platform) === 'electron') {
    log('code-server does not run on this system: the suite runs in desktop VS Code through @vscode/test-electron');
    await import('./runElectron.mjs');
    return;
  }
  const targets = selectTargets(process.env.VSCODE_VERSIONS);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => {
      log(`${signal}: stopping`);
      void (runCleanups?.runAll() ?? Promise.resolve()).then(() => cleanups.runAll()).finally(() => process.exit(130));
    });
  }
  // Each version's runs report their own time-out; this one is for a step that hangs outside them.
  const watchdog = setTimeout(
    () => {
      log(`FAILED: timed out after ${((TIMEOUT_MS + INSTALL_ALLOWANCE_MS) * targets.length) / 1000} s`);
      void (runCleanups?.runAll() ?? Promise.resolve())
        .then(() => cleanups.runAll())
        .then(() => console.log('integration: 0 passed, 0 failed'))
        .finally(() => process.exit(1));
    },
    (TIMEOUT_MS + INSTALL_ALLOWANCE_MS) * targets.length + 60_000,
  );
  watchdog.unref();

  let ok = false;
  try {
    log(`VS Code versions: ${targets.map((t) => `${t.vscode} (code-server ${t.codeServer})`).join(', ')}`);
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'profile-lookup-integration-'));
    if (process.env.KEEP_TEMP !== '1') cleanups.push(() => rm(scratch, { recursive: true, force: true }));
    else log(`scratch folder kept: ${scratch}`);
    const tests = await buildIntegrationTests();
    const unrun = testsInNoRun(tests);
    if (unrun.length > 0) {
      throw new Error(
        `test files in a folder that names no run (${RUN_PROFILES.map((p) => p.id).join(', ')}): ${unrun.join(', ')}`,
      );
    }
    log(`built ${tests.length} test file(s); packaging the extension`);
    const built = process.env.INTEGRATION_VSIX
      ? path.resolve(process.env.INTEGRATION_VSIX)
      : await packageExtension(REPO_ROOT);
    // A copy of its own: the runs install it one after another, and nothing else may replace it meanwhile.
    const vsix = path.join(scratch, path.basename(built));
    await copyFile(built, vsix);
    // One unpacked copy serves every run: VS Code reads an extension under development, never writes it.
    const extensionDir = await unpackVsix(vsix, path.join(scratch, 'vsix'));
    await rm(path.join(RESULTS_DIR, 'integration'), { recursive: true, force: true });
    /** @type {VersionResult[]} */
    const versions = [];
    for (const target of targets) {
      const version = await testVersion(target, { vsix, extensionDir }, scratch);
      for (const problem of version.problems) log(`FAILED (VS Code ${version.vscode}): ${problem}`);
      versions.push(version);
    }
    await cleanups.runAll();
    ok = await report(versions);
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await cleanups.runAll();
    await report([]);
  }
  process.exit(ok ? 0 : 1);
}

await main();
