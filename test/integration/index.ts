// The test entry both launchers hand to VS Code (extensionTestsPath): the extension host calls run()
// and ends the session with its outcome. It runs from out/integration/, next to the built test files.
import * as fs from 'node:fs';
import * as path from 'node:path';
import Mocha from 'mocha';
import * as vscode from 'vscode';
import { PATIENCE_MS } from './patience';
import {
  loadFilesNow,
  runEachAlone,
  runOrderFromEnv,
  seededRandom,
  titleContaining,
  shuffleSuite,
  testsOf,
} from './runOrder';
import { resetWindow, restoreSettings } from './windowReset';

/**
 * The launcher runs the suite in more than one kind of window (test/harness/suiteRun.mjs, INTEGRATION_PROFILE). A
 * test file in a top-level folder runs only in the window of that name (untrusted/: Restricted Mode); the files at the
 * top run in the ordinary window, the "trusted" one, which is also what desktop VS Code (test:electron) runs.
 */
function profileFiles(dir: string, profile: string): string[] {
  const windowOf = (file: string) => {
    const parts = path.relative(dir, file).split(path.sep);
    return parts.length > 1 ? parts[0] : 'trusted';
  };
  // A run in phases (the restart run: VS Code started again on the same user data) runs each phase's own file.
  const phase = process.env.INTEGRATION_PHASE;
  return findTestFiles(dir).filter(
    (file) => windowOf(file) === profile && (phase === undefined || path.basename(file).startsWith(`${phase}.`)),
  );
}

/** Every built test file under `dir`, sorted so the order is the same on every machine. */
function findTestFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findTestFiles(full));
    else if (entry.name.endsWith('.test.js')) found.push(full);
  }
  return found.sort();
}

function uiKindName(kind: vscode.UIKind): string {
  return kind === vscode.UIKind.Web ? 'web workbench' : 'desktop';
}

/**
 * When the code-server launcher wants a screenshot of the workbench as the tests left it, it takes one
 * once mocha reports; the webviews die with this test host, so it waits for the file (or ten seconds).
 */
async function holdStillForScreenshot(): Promise<void> {
  const file = process.env.INTEGRATION_SCREENSHOT_FILE;
  if (!file) return;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && !fs.existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 100));
}

export async function run(): Promise<void> {
  try {
    await runMocha();
  } finally {
    await holdStillForScreenshot();
  }
}

async function runMocha(): Promise<void> {
  // Colour codes would garble the output the launchers read the passing and failing counts from.
  // A test's time-out fits two of the fixture's waits (PATIENCE_MS): tests wait for conditions, and load stretches them.
  // Pending is allowed: a test that needs what one launcher lacks (the workbench page, in the desktop run) skips
  // itself there with this.skip() and shows as pending, rather than vanishing behind an `if`.
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: 2 * PATIENCE_MS, forbidOnly: true });
  // Every test of every kind of window, in every order, starts from the same window: nothing an earlier test left
  // (a service's memory, a panel, the Ids view's sort, a setting) reaches it (windowReset.ts).
  mocha.rootHooks({
    beforeEach: async function resetTheWindow() {
      await resetWindow();
    },
    afterEach: async function undoTheTestsSettings() {
      await restoreSettings();
    },
  });
  const profile = process.env.INTEGRATION_PROFILE ?? 'trusted';
  // INTEGRATION_GREP runs only the tests whose full title contains it, while working on one of them. In a run in
  // phases, a phase runs whole when the grep picks a test of a later one: the earlier phases are that test's set-up.
  const grep = grepForPhase(process.env.INTEGRATION_GREP, profile);
  const order = runOrderFromEnv(process.env);
  const files = profileFiles(__dirname, profile);
  for (const file of files) mocha.addFile(file);
  // The code-server launcher starts showing output at this line (test/harness/testHostOutput.mjs).
  console.log(
    `Running ${files.length} integration test file(s) in VS Code ${vscode.version} (${uiKindName(vscode.env.uiKind)}), ` +
      `Node ${process.version}, workspace ${vscode.workspace.isTrusted ? 'trusted' : 'untrusted'} (${profile} run)`,
  );
  if (files.length === 0) throw new Error(`no *.test.js files under ${__dirname}`);
  if (order.mode !== 'listed') {
    console.log(
      `Order: ${order.mode === 'eachAlone' ? 'each test alone, in a random order' : 'shuffled'}, seed ${order.seed} ` +
        `(INTEGRATION_SEED=${order.seed} repeats it)`,
    );
  }
  const random = seededRandom(order.seed);
  let failures: number;
  let ran: number;
  if (order.mode === 'eachAlone') {
    ({ failures, tests: ran } = await runEachAlone(mocha, grep, random));
  } else {
    if (grep) mocha.grep(titleContaining(grep));
    if (order.mode === 'shuffle') {
      loadFilesNow(mocha);
      shuffleSuite(mocha.suite, random);
    }
    ({ failures, ran } = await new Promise<{ failures: number; ran: number }>((resolve) => {
      const runner = mocha.run((count) => resolve({ failures: count, ran: runner.stats?.tests ?? 0 }));
    }));
  }
  if (failures > 0) throw new Error(`${failures} integration test(s) failed`);
  // A grep that leaves this kind of window no test ran nothing by request: the launcher reports it as filtered
  // out (test/harness/runVerdict.mjs), and fails only a grep that matches no test in any run.
  if (ran === 0 && !grep) throw new Error('no integration tests ran');
  if (ran === 0) console.log(`INTEGRATION_GREP="${grep}" matches no test of the ${profile} run`);
}

/**
 * The grep this phase runs with: none when `grep` picks a test of a later phase of the same run (that test needs
 * what this phase leaves on disk), else `grep` itself. Outside a run in phases, `grep`.
 */
function grepForPhase(grep: string | undefined, profile: string): string | undefined {
  const phase = process.env.INTEGRATION_PHASE;
  const phases = process.env.INTEGRATION_PHASES?.split(',');
  if (!grep || !phase || !phases) return grep;
  const later = phases.slice(phases.indexOf(phase) + 1);
  const laterFiles = findTestFiles(path.join(__dirname, profile)).filter((file) =>
    later.some((name) => path.basename(file).startsWith(`${name}.`)),
  );
  // Their titles, read without running them: a Mocha of its own loads the files, and forgets them again.
  const reader = new Mocha({ ui: 'bdd' });
  for (const file of laterFiles) reader.addFile(file);
  loadFilesNow(reader);
  const picked = testsOf(reader.suite).some((test) => test.fullTitle().includes(grep));
  reader.unloadFiles();
  if (picked) console.log(`INTEGRATION_GREP="${grep}" picks a test of a later phase: the ${phase} phase runs whole`);
  return picked ? undefined : grep;
}
