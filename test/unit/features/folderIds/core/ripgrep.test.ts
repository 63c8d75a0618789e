import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ripgrepErrorLine } from '../../../../../src/features/folderIds/core/ripgrepScan';
import {
  DIGIT_RUN_PATTERN,
  EXACT_RUN_PATTERN,
  enabledGlobs,
  ripgrepArgs,
  ripgrepCandidates,
  type FolderScanOptions,
} from '../../../../../src/features/folderIds/core/ripgrep';

const OPTIONS: FolderScanOptions = {
  includes: ['**/*.log'],
  excludes: ['**/node_modules', '**/.git'],
  maxFileSizeBytes: 100 * 1024 * 1024,
  followSymlinks: true,
  maxLineBytes: 65536,
  useIgnoreFiles: true,
  useParentIgnoreFiles: false,
};

describe("folderIds: how VS Code's ripgrep is found and asked", () => {
  it("finds ripgrep where VS Code 1.90 and 1.139 keep it (the layouts of .cache/'s code-server builds) and in a desktop's asar", () => {
    const root = path.join('/', 'app');
    const table: [NodeJS.Platform, string, string][] = [
      ['linux', 'x64', path.join(root, 'node_modules', '@vscode', 'ripgrep', 'bin', 'rg')],
      ['linux', 'x64', path.join(root, 'node_modules', '@vscode', 'ripgrep-universal', 'bin', 'linux-x64', 'rg')],
      ['darwin', 'arm64', path.join(root, 'node_modules.asar.unpacked', '@vscode', 'ripgrep', 'bin', 'rg')],
      ['win32', 'x64', path.join(root, 'node_modules', '@vscode', 'ripgrep-universal', 'bin', 'win32-x64', 'rg.exe')],
    ];
    for (const [platform, arch, expected] of table)
      assert.ok(ripgrepCandidates(root, platform, arch).includes(expected), `${platform}-${arch}: ${expected}`);
  });

  it('runs with an argument array: the pattern, NUL-terminated names, the limits, and each glob as one argument', () => {
    const args = ripgrepArgs({ ...OPTIONS, excludes: ['**/a b', '**/$(rm -rf x)'] });
    for (const flag of [
      '--null',
      '--line-number',
      '--byte-offset',
      '--no-config',
      '--no-require-git',
      '--max-columns-preview',
    ])
      assert.ok(args.includes(flag), flag);
    assert.equal(args[args.indexOf('--max-filesize') + 1], String(100 * 1024 * 1024));
    assert.equal(args[args.indexOf('--max-columns') + 1], '65536');
    assert.deepEqual(args.slice(-4), ['--regexp', DIGIT_RUN_PATTERN, '--', '.']);
    assert.ok(args.includes('!**/a b') && args.includes('!**/$(rm -rf x)'), 'globs whole, never through a shell');
    assert.ok(args.includes('--no-ignore-parent') && !args.includes('--binary'));
    assert.ok(ripgrepArgs({ ...OPTIONS, useIgnoreFiles: false }).includes('--no-ignore'));
    assert.ok(!ripgrepArgs({ ...OPTIONS, followSymlinks: false }).includes('--follow'));
  });

  it('the exact pattern finds 17 to 19 digit runs bounded by non-digits, no other', () => {
    const re = new RegExp(EXACT_RUN_PATTERN);
    const table: [string, boolean][] = [
      ['id=12345678901234567', true],
      ['1234567890123456789', true],
      ['1234567890123456', false],
      ['12345678901234567890', false],
      ['x1234567890123456789y', true],
      ['12345678901234567890 and 123456789012345678', true],
    ];
    for (const [text, found] of table) assert.equal(re.test(text), found, text);
  });

  it("the scan's pattern gives every line the exact one gives (a line with a 17-19 digit run), and only lines with a longer run besides", () => {
    const scan = new RegExp(DIGIT_RUN_PATTERN);
    const exact = new RegExp(EXACT_RUN_PATTERN);
    const table = [
      'id=12345678901234567',
      '1234567890123456789',
      '1234567890123456',
      '12345678901234567890',
      '12345678901234567890 and 123456789012345678',
      'x1234567890123456789y',
      '1.234567890123456789',
      '-12345678901234567',
      '',
    ];
    // And every line of test/corpus's real logs.
    const logs = path.join(__dirname, '..', '..', '..', '..', 'corpus', 'bot-code', 'logs');
    const lines = [
      ...table,
      ...readdirSync(logs).flatMap((name) => readFileSync(path.join(logs, name), 'utf8').split('\n')),
    ];
    let exactLines = 0;
    for (const line of lines) {
      if (exact.test(line)) {
        exactLines++;
        assert.ok(scan.test(line), line);
      } else assert.equal(scan.test(line), /[0-9]{20}/.test(line), line);
    }
    assert.ok(exactLines > 150, `${exactLines} lines with an id run`);
  });

  it("takes the globs an exclude setting turns on, as VS Code's search does", () => {
    assert.deepEqual(
      enabledGlobs({ '**/.git': true, '**/tmp': false, '**/*.js': { when: '$(basename).ts' }, '': true }),
      ['**/.git'],
    );
    assert.deepEqual(enabledGlobs('nonsense'), []);
    assert.deepEqual(enabledGlobs(null), []);
  });
});

describe("folderIds: ripgrep's error lines, as ripgrep 13 and 15 print them", () => {
  it('reads each as a skipped file with its reason', () => {
    const table: [string, ReturnType<typeof ripgrepErrorLine>][] = [
      ['File system loop found: ./sub/loop points to an ancestor .', { file: 'sub/loop', reason: 'loop' }],
      ['rg: File system loop found: ./sub/loop points to an ancestor .', { file: 'sub/loop', reason: 'loop' }],
      [
        './secret.log: Permission denied (os error 13)',
        { file: 'secret.log', reason: 'unreadable', detail: 'Permission denied' },
      ],
      [
        'rg: ./a b.log: No such file or directory (os error 2)',
        { file: 'a b.log', reason: 'unreadable', detail: 'No such file or directory' },
      ],
      ['rg: something else went wrong', { file: '', reason: 'error', detail: 'something else went wrong' }],
    ];
    for (const [line, expected] of table) assert.deepEqual(ripgrepErrorLine(line), expected, line);
  });
});
