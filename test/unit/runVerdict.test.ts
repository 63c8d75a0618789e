// What an integration run's summary means (test/harness/runVerdict.mjs): a run that ran nothing fails, unless
// INTEGRATION_GREP filtered all of its tests out; a grep that matches nothing anywhere fails the whole.
import * as assert from 'node:assert/strict';
import { judgeAllRuns, judgeRun, startedAgain, type RunTally } from '../harness/runVerdict.mjs';

const tally = (passed: number, failed = 0, pending = 0, finished = true): RunTally => ({
  finished,
  passed,
  failed,
  pending,
});

describe('integration run verdicts', () => {
  it('one run: filtered out only when a grep left it no test', () => {
    const table: [RunTally, string | undefined, { filteredOut: boolean; problems: string[] }][] = [
      [tally(4), undefined, { filteredOut: false, problems: [] }],
      [tally(4), 'walkthrough', { filteredOut: false, problems: [] }],
      [tally(0), 'walkthrough', { filteredOut: true, problems: [] }],
      [tally(0), undefined, { filteredOut: false, problems: ['no tests ran'] }],
      [tally(0), '', { filteredOut: false, problems: ['no tests ran'] }],
      [tally(3, 1), 'walkthrough', { filteredOut: false, problems: [] }],
      [
        tally(0, 0, 2),
        'walkthrough',
        { filteredOut: false, problems: ['no tests ran', '2 test(s) pending (skipped)'] },
      ],
      [
        tally(0, 0, 0, false),
        'walkthrough',
        { filteredOut: false, problems: ['the test host never reported a mocha summary'] },
      ],
      [
        tally(0, 0, 0, false),
        undefined,
        { filteredOut: false, problems: ['the test host never reported a mocha summary'] },
      ],
    ];
    for (const [run, grep, verdict] of table)
      assert.deepEqual(judgeRun(run, grep), verdict, `${JSON.stringify(run)} grep=${grep}`);
  });

  it('all runs: a grep that matches no test in any run fails', () => {
    assert.deepEqual(judgeAllRuns([{ filteredOut: true }, { filteredOut: false }], 'walkthrough'), []);
    assert.deepEqual(judgeAllRuns([{ filteredOut: true }, { filteredOut: true }], 'no such test'), [
      'INTEGRATION_GREP="no such test" matches no test in any run',
    ]);
    assert.deepEqual(judgeAllRuns([{}, {}], undefined), []);
    assert.deepEqual(judgeAllRuns([], 'walkthrough'), []);
  });

  it('a window is started once more only when it failed before its tests began, on its first attempt', () => {
    const hostFailed = ['the test host exited with code 81', 'the test host never reported a mocha summary'];
    const table: [run: { began: boolean; problems: string[] }, attempt: number, again: boolean][] = [
      [{ began: false, problems: hostFailed }, 1, true],
      [{ began: false, problems: hostFailed }, 2, false],
      // Its tests began: a failure there is the tests', never run again.
      [{ began: true, problems: hostFailed }, 1, false],
      [{ began: true, problems: ['1 test(s) pending (skipped)'] }, 1, false],
      [{ began: true, problems: [] }, 1, false],
      [{ began: false, problems: [] }, 1, false],
    ];
    for (const [run, attempt, again] of table)
      assert.equal(startedAgain(run, attempt), again, `${JSON.stringify(run)} attempt ${attempt}`);
  });
});
