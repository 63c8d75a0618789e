// The streaming scan's ignore files against ripgrep's own reading of them: for each layout, the files the streaming
// scan reads are the files `rg --files` lists with the scan's arguments (each ripgrep under .cache/, 13 and 15).
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { ripgrepListArgs } from '../../../../../src/features/folderIds/core/ripgrep';
import { relativeName } from '../../../../../src/features/folderIds/core/scanEvents';
import { streamScan } from '../../../../../src/features/folderIds/core/streamScan';
import { DEFAULT_OPTIONS, makeFolder, ripgrepVersion, testRipgreps } from './folderFixture';

const LINE = 'user 300000000000000000 joined\n';

const LAYOUTS: { name: string; files: Record<string, string> }[] = [
  {
    name: 'nested .gitignore files, each anchored to its folder',
    files: {
      '.gitignore': '*.tmp\n/top-only.log\n',
      'top-only.log': LINE,
      'a/top-only.log': LINE,
      'a/.gitignore': 'local.log\n/anchored.log\n',
      'a/local.log': LINE,
      'a/anchored.log': LINE,
      'a/b/anchored.log': LINE,
      'a/b/local.log': LINE,
      'a/b/c.tmp': LINE,
      'keep.log': LINE,
    },
  },
  {
    name: 'negations: the last matching pattern decides, a deeper file over the one above',
    files: {
      '.gitignore': '*.log\n!keep.log\n',
      'drop.log': LINE,
      'keep.log': LINE,
      'sub/.gitignore': '!back.log\nkeep.log\n',
      'sub/back.log': LINE,
      'sub/keep.log': LINE,
      'sub/other.log': LINE,
    },
  },
  {
    name: 'a pattern ending in a slash leaves out folders only',
    files: {
      '.gitignore': 'logs/\nout/\n',
      'logs/a.txt': LINE,
      'deep/logs/b.txt': LINE,
      out: LINE,
      'keep/a.txt': LINE,
    },
  },
  {
    name: '.ignore over .gitignore, .rgignore over both',
    files: {
      '.gitignore': 'a.log\nb.log\nc.log\n',
      '.ignore': '!a.log\nd.log\n',
      '.rgignore': '!b.log\n!d.log\ne.log\n',
      'a.log': LINE,
      'b.log': LINE,
      'c.log': LINE,
      'd.log': LINE,
      'e.log': LINE,
      'f.log': LINE,
    },
  },
  {
    name: 'globs, escapes and a folder name with glob characters',
    files: {
      '.gitignore': '# a comment\n\\#hash.log\n\\!bang.log\n**/deep/*.log\nx?.log\n[ab].txt\n',
      '#hash.log': LINE,
      '!bang.log': LINE,
      'one/deep/a.log': LINE,
      'deep/b.log': LINE,
      'deep/sub/c.log': LINE,
      'x1.log': LINE,
      'x12.log': LINE,
      'a.txt': LINE,
      'c.txt': LINE,
      '[odd]/.gitignore': 'in.log\n',
      '[odd]/in.log': LINE,
      '[odd]/out.log': LINE,
    },
  },
];

describe('folderIds: the streaming scan reads ignore files as ripgrep does', () => {
  for (const rg of testRipgreps())
    for (const layout of LAYOUTS)
      it(`${layout.name} (${ripgrepVersion(rg)})`, async () => {
        const folder = makeFolder(layout.files);
        try {
          const listed = execFileSync(rg, ripgrepListArgs(DEFAULT_OPTIONS), { cwd: folder.root, encoding: 'utf8' })
            .split('\0')
            .filter((name) => name !== '')
            .map(relativeName);
          const read: string[] = [];
          const end = await streamScan(folder.root, DEFAULT_OPTIONS, {
            line: () => undefined,
            skipped: () => undefined,
            fileDone: (file) => read.push(file),
          });
          assert.deepEqual(end, { end: 'done' });
          assert.deepEqual(read.sort(), listed.sort());
        } finally {
          folder.remove();
        }
      });
});
