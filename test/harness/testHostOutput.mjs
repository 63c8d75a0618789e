// Picks the test run's output out of everything the workbench logs through codeAutomationLog. Each
// message is a JSON array of console arguments, printf style ("  %d passing (%s)", 2, "851ms"), and the
// extension host's console output arrives unlabelled among the workbench's own log lines, so the run is
// taken to start at the line test/integration/index.ts prints before mocha starts.

import { format } from 'node:util';

/** Keep in step with the first line run() prints in test/integration/index.ts. */
export const TEST_RUN_STARTS = /^Running \d+ integration test file\(s\)/;

export class TestHostOutput {
  started = false;

  /**
   * @param {string} message as codeAutomationLog received it
   * @returns {string[]} the lines to show, none before the test run starts
   */
  lines(message) {
    const text = formatLogMessage(message);
    if (!this.started) {
      if (!TEST_RUN_STARTS.test(text)) return [];
      this.started = true;
    }
    return text.split('\n');
  }
}

/** @param {string} message */
export function formatLogMessage(message) {
  try {
    const args = JSON.parse(message);
    if (Array.isArray(args)) return format(...args);
  } catch {
    // Not JSON: shown as it came.
  }
  return message;
}
