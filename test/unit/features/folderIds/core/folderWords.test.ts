import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countIsOne } from '../../../../../src/byCount';
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

describe("folderIds: the view's words agree with their count", () => {
  const cases: { count: number; progress: string; users: string; skipped: string[] }[] = [
    {
      count: 1,
      progress: '1 file, 1 MB',
      users: '1 user, 0 already known',
      skipped: [
        '1 search error',
        '1 file or folder could not be read',
        '1 symbolic link loop not followed',
        '1 file changed while it was read (its ids are as read)',
        '1 line too long, read in part',
        '1 file over 100 MB skipped',
        '1 binary file skipped',
      ],
    },
    {
      count: 0,
      progress: '0 files, 1 MB',
      users: '0 users, 0 already known',
      skipped: [
        '0 search errors',
        '0 files or folders could not be read',
        '0 symbolic link loops not followed',
        '0 files changed while they were read (their ids are as read)',
        '0 lines too long, read in part',
        '0 files over 100 MB skipped',
        '0 binary files skipped',
      ],
    },
  ];
  for (const { count, progress, users, skipped } of cases)
    it(`${count}: English says it as its plural rule does`, () => {
      assert.equal(
        scanProgressText({ files: count, bytes: 1, totalFiles: undefined, totalBytes: undefined }, 'en'),
        progress,
      );
      assert.equal(usersText({ users: count, known: 0, left: 0, secondsLeft: 0, running: true }, 'en'), users);
      assert.deepEqual(
        SKIP_REASONS.map((reason) => skippedText(reason, count, 'en', 100 * MB)),
        skipped,
      );
    });

  it("a count's form is the language's plural rule: Portuguese's one is 0 and 1, English's is 1", () => {
    const table: { locale: string; count: number; one: boolean }[] = [
      { locale: 'en', count: 0, one: false },
      { locale: 'en', count: 1, one: true },
      { locale: 'en', count: 2, one: false },
      { locale: 'pt-BR', count: 0, one: true },
      { locale: 'pt-BR', count: 1, one: true },
      { locale: 'pt-BR', count: 2, one: false },
      { locale: 'pt-BR', count: 1_000_000, one: false },
    ];
    for (const { locale, count, one } of table) assert.equal(countIsOne(count, locale), one, `${locale} ${count}`);
  });

  it("the search errors the scan words itself (ripgrep's unreadable output, the error lines past the listed ones)", () => {
    const table: [count: number, unreadable: string, more: string][] = [
      [1, '1 byte of unreadable output from ripgrep', '1 more error line from ripgrep'],
      [0, '0 bytes of unreadable output from ripgrep', '0 more error lines from ripgrep'],
      [12_345, '12,345 bytes of unreadable output from ripgrep', '12,345 more error lines from ripgrep'],
    ];
    for (const [count, unreadable, more] of table) {
      assert.equal(skippedDetail('error', { unreadableOutputBytes: count }, 'en'), unreadable);
      assert.equal(skippedDetail('error', { moreErrorLines: count }, 'en'), more);
    }
  });

  it('every form it says has its Brazilian Portuguese words', () => {
    const bundle = JSON.parse(
      readFileSync(join(__dirname, '../../../../../l10n/bundle.l10n.pt-br.json'), 'utf8'),
    ) as Record<string, string>;
    for (const message of [
      '{0} file',
      '{0} files',
      '{0} user',
      '{0} users',
      '{0} already known/plural category one',
      '{0} already known',
      '{0} occurrence; expand to see where',
      '{0} occurrences in {1} file; expand to see where',
      '{0}: {1} occurrence; click to open it',
      '{0} byte of unreadable output from ripgrep',
      '{0} bytes of unreadable output from ripgrep',
      '{0} more error line from ripgrep',
      '{0} more error lines from ripgrep',
    ])
      assert.ok(bundle[message], message);
  });
});
