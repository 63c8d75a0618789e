import type { KeyErrorKind } from '../../../../../src/model/lookupError';
import * as assert from 'node:assert/strict';
import { viewMessage, type ViewMessageState } from '../../../../../src/features/idsView/core/viewMessage';

/** A document shown, read, with 10 ids of which 4 users, 1 looked up, lookups running at the documented pace. */
function state(
  change: Partial<ViewMessageState> & { key?: KeyErrorKind; total?: number; done?: number; failed?: number } = {},
): ViewMessageState {
  const { key, total = 4, done = 1, failed = 0, ...rest } = change;
  return {
    shown: {},
    scanProgress: undefined,
    tally: { size: 10 },
    running: true,
    run: { pace: { secondsLeft: (remaining) => remaining } },
    keyError: () => key,
    counts: () => ({ total, done }),
    retryableFailures: () => failed,
    ...rest,
  };
}

describe('features/idsView/core/viewMessage', () => {
  const cases: [string, ViewMessageState, string | undefined][] = [
    ['no document: none (the welcome content shows)', state({ shown: undefined }), undefined],
    ['reading the file', state({ scanProgress: 0.426 }), 'Reading the ids in the file… 42%'],
    ['read, tally not yet made', state({ tally: undefined }), undefined],
    ['a file without ids', state({ tally: { size: 0 } }), 'No ids in this file.'],
    ['no key', state({ key: 'NoKey' }), "No API key: set one (the key button above) to see the users' profiles."],
    [
      'a rejected key',
      state({ key: 'Unauthorized' }),
      'The service rejected the API key: set it again (the key button above).',
    ],
    ['ids, but none a user', state({ total: 0, done: 0 }), 'No user ids in this file.'],
    ['stopped halfway', state({ running: false }), 'Stopped at 1 of 4'],
    ['all looked up', state({ done: 4, running: false }), '4 of 4 looked up'],
    // Issue 27: "19 of 19 looked up" with 5 failed rows offered Resume, which had nothing left to send.
    [
      'all answered, some failed: Retry failed (N), not Resume',
      state({ total: 19, done: 19, failed: 5, running: false }),
      '19 of 19 looked up: Retry failed (5) above asks the failed ones again',
    ],
    [
      'stopped with failures: the stop is said first',
      state({ total: 19, done: 10, failed: 5, running: false }),
      'Stopped at 10 of 19',
    ],
  ];
  for (const [name, input, expected] of cases) {
    it(name, () => assert.equal(viewMessage(input), expected));
  }

  it('says how far the lookups are, with the time left at the pace so far', () => {
    assert.match(viewMessage(state()) ?? '', /^1 of 4, /);
  });
});
