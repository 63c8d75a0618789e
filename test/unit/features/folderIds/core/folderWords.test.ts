import * as assert from 'node:assert/strict';
import {
  scanProgressText,
  skippedDetail,
  skippedText,
  usersText,
} from '../../../../../src/features/folderIds/core/folderWords';
import { SKIP_REASONS } from '../../../../../src/features/folderIds/core/skippedFiles';

const MB = 1024 * 1024;

describe("folderIds: the view's words", () => {
  it('progress: files and megabytes, of the totals once they are counted', () => {
    assert.equal(
      scanProgressText({ files: 412, bytes: 40 * MB, totalFiles: 10_000, totalBytes: 1000 * MB }, 'en'),
      '412 of 10,000 files, 40 of 1,000 MB',
    );
    assert.equal(
      scanProgressText({ files: 3, bytes: 1, totalFiles: undefined, totalBytes: undefined }, 'en'),
      '3 files, 1 MB',
    );
  });

  it('users: "N users, M already known, about T left", and what is left after a cancel', () => {
    const base = { users: 20_000, known: 1_200, left: 18_800, secondsLeft: 18_800, running: true };
    assert.equal(usersText(base, 'en'), '20,000 users, 1,200 already known, about 313 min left');
    assert.equal(
      usersText({ ...base, left: 12, secondsLeft: 12 }, 'en'),
      '20,000 users, 1,200 already known, about 10 s left',
    );
    assert.equal(
      usersText({ ...base, running: false }, 'en'),
      '20,000 users, 1,200 already known, 18,800 not looked up',
    );
    assert.equal(usersText({ ...base, left: 0 }, 'en'), '20,000 users, 1,200 already known');
  });

  it('one clear line for every reason a file is skipped', () => {
    const lines = SKIP_REASONS.map((reason) => skippedText(reason, 2, 'en', 100 * MB));
    assert.deepEqual(lines, [
      '2 search errors',
      '2 files or folders could not be read',
      '2 symbolic link loops not followed',
      '2 files changed while they were read (their ids are as read)',
      '2 lines too long, read in part',
      '2 files over 100 MB skipped',
      '2 binary files skipped',
    ]);
    assert.equal(skippedDetail('tooLarge', String(10 * 1024 * MB), 'en'), '10,240 MB');
    assert.equal(skippedDetail('longLine', '7', 'en'), 'line 7');
  });
});
