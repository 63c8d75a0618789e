// Picks the test run's output out of everything the workbench logs through codeAutomationLog. Each
// message is a JSON array of console arguments, printf style ("  %d passing (%s)", 2, "851ms"), and the
// extension host's console output arrives unlabelled among the workbench's own log lines, so the run is
// taken to start at the line test/integration/index.ts prints before mocha starts.

import { format } from 'node:util';

/** Keep in step with the first line run() prints in test/integration/index.ts. */
export const TEST_RUN_STARTS = /^Running \d+ integration test file\(s\)/;

/**
 * "Canceled" as the workbench logs it when the extension host goes: every frame of its stack the workbench's own
 * (workbench.js, or a built-in's `<anonymous>`), one of them where it cancels for the host's exit: its handler of the
 * exit, or a call into the host (`_remoteCall`, the RPC protocol's) still waiting for an answer. A frame of the
 * extension or of a test anywhere in it, or neither place, and it is shown.
 */
function hostExitCancel() {
  const frame = String.raw`\n {4}at (?:async )?(?:new )?(?:\S+ )?\(?(?:<anonymous>|\S+/workbench\.js:\d+:\d+)\)?`;
  const where = String.raw`\n {4}at (?:async )?\S*\._(?:onExtensionHostExit|remoteCall) \(\S+/workbench\.js:\d+:\d+\)`;
  return new RegExp(String.raw`^Canceled: Canceled: Canceled(?:${frame})*${where}(?:${frame})*$`);
}

/**
 * The workbench's own messages that the harness's set-up causes, each with why it is no alarm. They stay in the run's
 * workbench.log and are counted (`quieted`), but are not shown among the test output, where a stack trace reads as a
 * failure. Only whole messages the workbench prints itself are listed: nothing from the extension or the tests.
 */
export const SET_UP_MESSAGES = [
  {
    message:
      /^No extension gallery service configured\.(: Error: No extension gallery service configured\.)?(\n {4}at .*)*$/,
    label: 'no gallery',
    why: 'the gallery is off (EXTENSIONS_GALLERY={}): the machine is offline, so built-in translations are not fetched',
  },
  {
    message: /^Ignoring fetching additional builtin extensions from gallery as it is disabled\.$/,
    label: 'gallery disabled',
    why: 'the same: the gallery is off',
  },
  {
    message: hostExitCancel(),
    label: 'host exit',
    why:
      'the extension host exits once mocha is done, and the workbench cancels what it still had open with it: its ' +
      'stop, and its calls into the host not answered yet (a run that a grep left no test ends while the window still ' +
      'starts)',
  },
  {
    message: /^DialogService: Dialog requested during smoke test\.$/,
    label: 'smoke-test dialog',
    why: 'the workbench runs with its smoke-test driver (codeAutomationLog), which notes every dialog; the tests open them',
  },
];

export class TestHostOutput {
  started = false;
  /** Messages of SET_UP_MESSAGES seen since the run started, by the index of their entry. */
  quieted = SET_UP_MESSAGES.map(() => 0);

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
    const known = SET_UP_MESSAGES.findIndex((entry) => entry.message.test(text));
    if (known >= 0) {
      this.quieted[known] = (this.quieted[known] ?? 0) + 1;
      return [];
    }
    return text.split('\n');
  }

  /**
   * One line that says what was not shown and where it is, or nothing when nothing was quieted.
   * @param {string} logFile
   * @returns {string | undefined}
   */
  quietedSummary(logFile) {
    const parts = SET_UP_MESSAGES.flatMap((entry, index) =>
      this.quieted[index] ? [`${this.quieted[index]} ${entry.label}`] : [],
    );
    return parts.length === 0
      ? undefined
      : `workbench messages of the set-up, not shown (in ${logFile}): ${parts.join(', ')}`;
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
