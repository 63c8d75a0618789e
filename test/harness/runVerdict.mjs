// What one integration run's mocha summary means, and what all of them mean together. The exit code alone cannot be
// trusted (a test entry that exits early passes with no test run), so a run that ran nothing is a failure; except
// when INTEGRATION_GREP asked for tests that this kind of window does not have (the grep names a test of the
// ordinary window, and the restart, untrusted or pt-BR run holds none): that run is "filtered out", as asked.
// A grep that matches no test in any run is still a failure: it names nothing, so nothing was tested.
// A window that failed before its test run began (no test ran, none could fail) is started once more (startedAgain).

/**
 * @typedef {object} RunTally
 * @property {boolean} finished  whether the reporter printed its summary
 * @property {number} passed
 * @property {number} failed
 * @property {number} pending
 */

/**
 * @param {RunTally} tally
 * @param {string | undefined} grep  INTEGRATION_GREP, if set
 * @returns {{ filteredOut: boolean, problems: string[] }}
 */
export function judgeRun(tally, grep) {
  /** @type {string[]} */
  const problems = [];
  const filteredOut = tally.finished && !!grep && tally.passed + tally.failed + tally.pending === 0;
  if (!tally.finished) problems.push('the test host never reported a mocha summary');
  else if (tally.passed + tally.failed === 0 && !filteredOut) problems.push('no tests ran');
  if (tally.pending > 0) problems.push(`${tally.pending} test(s) pending (skipped)`);
  return { filteredOut, problems };
}

/**
 * @param {{ filteredOut?: boolean }[]} runs  every run of every version
 * @param {string | undefined} grep
 * @returns {string[]} the problems of the whole
 */
export function judgeAllRuns(runs, grep) {
  if (grep && runs.length > 0 && runs.every((run) => run.filteredOut))
    return [`INTEGRATION_GREP="${grep}" matches no test in any run`];
  return [];
}

/**
 * Whether a failed window is started once more: only one whose test run never began (test/integration/index.ts had
 * not printed its first line), on its first attempt. A web worker extension host that fails to start is a transient of
 * VS Code's on a loaded machine ("Error received from starting extension host (kind: LocalWebWorker)"; a reload fixes
 * it: microsoft/vscode#164736): it ended a restart window's phase before any test, once in a CI run beside a folder
 * bench (2026-11-29). A window whose tests began is never run again: a retry there could hide a failing test.
 * @param {{ began: boolean, problems: string[] }} run
 * @param {number} attempt  1 for the first
 * @returns {boolean}
 */
export function startedAgain(run, attempt) {
  return attempt === 1 && !run.began && run.problems.length > 0;
}
