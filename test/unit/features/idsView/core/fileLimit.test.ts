import assert from 'node:assert/strict';
import { FileTooLargeError } from '../../../../../src/features/idsView/core/fileLimit';

describe('the Ids view reads files from disk up to a limit that fits the extension host', () => {
  it('says how large the file is, the limit, and what to do instead', () => {
    const error = new FileTooLargeError('/logs/huge.log', 700 * 1024 * 1024 + 1);
    assert.equal(
      error.message,
      'Profile Lookup: /logs/huge.log is 701 MB, more than the 200 MB the Ids view reads. Open a part of it (split it, or filter it to the lines you need) and show that.',
    );
  });
});
