import * as assert from 'node:assert/strict';
import { gitignoreGlobs, globMatcher } from '../../../../../src/features/folderIds/core/glob';

describe('folderIds: the streaming scan reads VS Code globs and .gitignore as ripgrep does', () => {
  it('matches a table of globs and paths', () => {
    const table: [string, string, boolean][] = [
      ['**/node_modules', 'node_modules', true],
      ['**/node_modules', 'a/b/node_modules', true],
      ['**/node_modules', 'a/b/node_modules/x.log', true],
      ['**/node_modules', 'a/node_modules_x', false],
      ['*.log', 'a.log', true],
      ['*.log', 'logs/a.log', false],
      ['**/*.log', 'logs/a.log', true],
      ['**/*.{log,txt}', 'x/y.txt', true],
      ['**/*.{log,txt}', 'x/y.json', false],
      ['logs/day-?.log', 'logs/day-1.log', true],
      ['logs/day-[0-4].log', 'logs/day-7.log', false],
      ['logs/day-[!0-4].log', 'logs/day-7.log', true],
      ['**/.git', '.git', true],
      ['a.b', 'aXb', false],
    ];
    for (const [glob, path, expected] of table) assert.equal(globMatcher([glob])(path), expected, `${glob} ~ ${path}`);
  });

  it('turns a .gitignore into globs relative to the scanned folder; negations are left out', () => {
    assert.deepEqual(gitignoreGlobs('# comment\n\n*.tmp\n/build/\nsub/out\n!keep.tmp\n', 'logs'), [
      'logs/**/*.tmp',
      'logs/build',
      'logs/sub/out',
    ]);
    const ignored = globMatcher(gitignoreGlobs('*.tmp\n/build/\n', ''));
    assert.deepEqual(['a.tmp', 'x/y/b.tmp', 'build/a.log', 'x/build/a.log', 'a.log'].map(ignored), [
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
