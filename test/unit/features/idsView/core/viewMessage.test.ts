import * as assert from 'node:assert/strict';
import type { KeyErrorKind } from '../../../../../src/api/model/types';
import { viewMessage, type ViewMessageState } from '../../../../../src/features/idsView/core/viewMessage';

/** A document shown, read, with 10 ids of which 4 users, 1 looked up, lookups running at the documented pace. */
function state(change: Partial<ViewMessageState> & { key?: KeyErrorKind; total?: number; done?: number } = {}): ViewMessageState {
  const { key, total = 4, done = 1, ...rest } = change;
  return {
    shown: {},
    scanProgress: undefined,
    tally: { size: 10 },
    running: true,
    run: { pace: { secondsLeft: (remaining) => remaining } },
    keyError: () => key,
    counts: () => ({ total, done }),
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
    ['a rejected key', state({ key: 'Unauthorized' }), 'The service rejected the API key: set it again (the key button above).'],
    ['ids, but none a user', state({ total: 0, done: 0 }), 'No user ids in this file.'],
    ['stopped halfway', state({ running: false }), 'Stopped at 1 of 4'],
    ['all looked up', state({ done: 4, running: false }), '4 of 4 looked up'],
  ];
  for (const [name, input, expected] of cases) {
    it(name, () => assert.equal(viewMessage(input), expected));
  }

  it('says how far the lookups are, with the time left at the pace so far', () => {
    assert.match(viewMessage(state()) ?? '', /^1 of 4, /);
  });
});
