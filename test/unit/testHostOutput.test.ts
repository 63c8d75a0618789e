// The integration run's console shows the test output, not the workbench's own messages that the harness's set-up
// causes (the gallery it turned off, the smoke-test driver's dialog notes): each run printed 15 stack traces of "No
// extension gallery service configured." and 33 dialog notes, which read as failures; a run whose window the host
// left early, the workbench's cancellations of what it had open with the host. They stay in workbench.log and
// are counted in one line; anything else, an error of the extension or a test's failure, is shown as it came.
import * as assert from 'node:assert/strict';
import { SET_UP_MESSAGES, TestHostOutput } from '../harness/testHostOutput.mjs';

const message = (...args: unknown[]): string => JSON.stringify(args);
const start = message('Running 23 integration test file(s) in VS Code 1.139.1 (web workbench)');
// As the workbench logged them (test-results/integration/1.139.1-pt-br/workbench.log), the origin shortened.
const gallery = message(
  'No extension gallery service configured.: Error: No extension gallery service configured.\n' +
    '    at egt.query (http://127.0.0.1:39843/stable-53c2f/static/out/vs/code/browser/workbench/workbench.js:1637:47934)\n' +
    '    at async IZe.getBuiltInExtensionTranslationsUri (http://127.0.0.1:39843/stable-53c2f/static/out/vs/code/browser/workbench/workbench.js:5271:91398)',
);
const dialog = message('DialogService: Dialog requested during smoke test.');
// After a restart run whose grep left it no test (test-results/integration/1.139.1-restart-online/workbench.log).
const hostExitStack =
  '    at Rw (http://127.0.0.1:40179/stable-53c2f/static/out/vs/code/browser/workbench/workbench.js:8:1620)\n' +
  '    at Afo.stopAllInReverse (http://127.0.0.1:40179/stable-53c2f/static/out/vs/code/browser/workbench/workbench.js:5237:9612)\n' +
  '    at async CRt._doStopExtensionHosts (http://127.0.0.1:40179/stable-53c2f/static/out/vs/code/browser/workbench/workbench.js:5236:22901)\n';
const hostExit = message(
  `Canceled: Canceled: Canceled\n${hostExitStack}` +
    '    at async CRt._onExtensionHostExit (http://127.0.0.1:40179/stable-53c2f/static/out/vs/code/browser/workbench/workbench.js:5245:9528)',
);
const disabled = message('Ignoring fetching additional builtin extensions from gallery as it is disabled.');
// A call into the extension host still waiting when it exits, as the workbench logged it after an untrusted run whose
// grep left it no test (test-results/integration/1.139.1-untrusted/workbench.log; the origin shortened, the stack cut
// short of its last 9 frames, all the workbench's).
const at = (name: string, place: string) =>
  `    at ${name}${name === '' ? '' : ' ('}http://127.0.0.1:34579/stable-53c2f/static/out/vs/code/browser/workbench/workbench.js:${place}${name === '' ? '' : ')'}`;
const remoteCallFrames = [
  at('new Nyi', '5230:26985'),
  at('s._remoteCall', '5230:33103'),
  at('n.<computed>.r.charCodeAt.n.<computed>', '5230:29848'),
  at('C8t.getSessions', '840:80383'),
  at('upt._addExtensionsToCache', '840:61817'),
  at('', '840:61036'),
  '    at Array.map (<anonymous>)',
  '    at new Promise (<anonymous>)',
  at('upt.initializeExtensionUsageCache', '840:60957'),
];
const remoteCall = message(`Canceled: Canceled: Canceled\n${remoteCallFrames.join('\n')}`);

describe('the integration output: test lines shown, the set-up’s own workbench messages counted', () => {
  it('a table of messages: which are shown', () => {
    const table: [message: string, shown: string[]][] = [
      [message('    ✔ %s (%dms)', 'a hover is in Portuguese', 180), ['    ✔ a hover is in Portuguese (180ms)']],
      [gallery, []],
      [dialog, []],
      [disabled, []],
      [hostExit, []],
      [remoteCall, []],
      // The same with a frame of the extension's, or of a test's, in it: shown.
      ...[
        '    at lookUp (profile-lookup/dist/extension.js:1:2)',
        '    at Context.<anonymous> (out/integration/hover.test.js:9:4)',
      ].map((own): [string, string[]] => {
        const frames = [...remoteCallFrames.slice(0, 4), own, ...remoteCallFrames.slice(4)];
        return [
          message(`Canceled: Canceled: Canceled\n${frames.join('\n')}`),
          ['Canceled: Canceled: Canceled', ...frames],
        ];
      }),
      // A cancellation from anywhere else (the extension's own, a test's): shown.
      [
        message(`Canceled: Canceled: Canceled\n${hostExitStack.trimEnd()}`),
        ['Canceled: Canceled: Canceled', ...hostExitStack.trimEnd().split('\n')],
      ],
      // A failure, an error of the extension, a gallery error with more after it: shown.
      [message('  1) %s', 'Hovers'), ['  1) Hovers']],
      [
        message(
          'rejected promise not handled within 1 second: Error: boom\n    at x (profile-lookup/dist/extension.js:1:2)',
        ),
        [
          'rejected promise not handled within 1 second: Error: boom',
          '    at x (profile-lookup/dist/extension.js:1:2)',
        ],
      ],
      [
        message('No extension gallery service configured. And the extension failed'),
        ['No extension gallery service configured. And the extension failed'],
      ],
      [
        message('DialogService: Dialog requested during smoke test. Also: Profile Lookup crashed'),
        ['DialogService: Dialog requested during smoke test. Also: Profile Lookup crashed'],
      ],
    ];
    for (const [text, shown] of table) {
      const output = new TestHostOutput();
      output.lines(start);
      assert.deepEqual(output.lines(text), shown, text);
    }
  });

  it('counts what it did not show, and says so in one line; nothing quieted, no line', () => {
    const output = new TestHostOutput();
    assert.deepEqual(output.lines(gallery), [], 'before the run starts nothing is shown');
    output.lines(start);
    for (const text of [gallery, gallery, dialog, message('  2 passing (%s)', '3s')]) output.lines(text);
    assert.deepEqual(output.quieted, [2, 0, 0, 1]);
    assert.equal(
      output.quietedSummary('test-results/integration/1.139.1-pt-br/workbench.log'),
      'workbench messages of the set-up, not shown (in test-results/integration/1.139.1-pt-br/workbench.log): 2 no gallery, 1 smoke-test dialog',
    );
    const quiet = new TestHostOutput();
    quiet.lines(start);
    assert.equal(quiet.quietedSummary('x.log'), undefined);
    for (const entry of SET_UP_MESSAGES) assert.ok(entry.why.length > 0, entry.label);
  });
});
