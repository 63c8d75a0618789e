import assert from 'node:assert/strict';
import { batchWaitMs, lookupProgressMessage } from '../../../../../src/features/agentTools/core/progressMessage';

describe('features/agentTools/core/progressMessage', () => {
  it('forecasts the wait at the documented 5 requests per 5 s: a window for each five after the first five', () => {
    assert.deepEqual([0, 1, 5, 6, 10, 11, 12, 50].map(batchWaitMs), [0, 0, 0, 5000, 5000, 10_000, 10_000, 45_000]);
  });

  it('says how many users and, when the rate limit makes it wait, about how long', () => {
    assert.equal(lookupProgressMessage(12, 12), 'Looking up 12 users (about 10 s at the service’s rate limit)');
    assert.equal(lookupProgressMessage(12, 3), 'Looking up 12 users');
    assert.equal(lookupProgressMessage(1, 1), 'Looking up 1 user');
    assert.equal(lookupProgressMessage(50, 0), 'Looking up 50 users');
  });
});
