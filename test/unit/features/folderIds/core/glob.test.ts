import * as assert from 'node:assert/strict';
import { globMatcher } from '../../../../../src/features/folderIds/core/glob';

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
});
