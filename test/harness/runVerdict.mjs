// What one integration run's mocha summary means, and what all of them mean together. The exit code alone cannot be
// trusted (a test entry that exits early passes with no test run), so a run that ran nothing is a failure; except
// when INTEGRATION_GREP asked for tests that this kind of window does not have (the grep names a test of the
// ordinary window, and the restart, untrusted or pt-BR run holds none): that run is "filtered out", as asked.
// A grep that matches no test in any run is still a failure: it names nothing, so nothing was tested.

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
