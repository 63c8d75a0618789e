// `npm run test:unit -- <file or glob>` runs just that (test/harness/unitSpec.cjs, read by .mocharc.cjs): mocha adds a
// configuration's spec to the command line's, so the configuration names the whole suite only when the command line
// names no test file of its own.
import * as assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { namesSpecs, unitSpec, WHOLE_SUITE } from '../harness/unitSpec.cjs';

const ROOT = path.join(__dirname, '..', '..');
const existing = new Set(['test/unit/ids/scan.test.ts', 'test/unit/ids', 'test/unit/rootHooks.ts']);
const exists = (file: string) => existing.has(file);

describe('the unit suite runs what its command line names', () => {
  it('names a spec: a file, a folder, a glob or --spec; an option, its value or a word does not', () => {
    const table: [string[], boolean][] = [
      [[], false],
      [['test/unit/ids/scan.test.ts'], true],
      [['test/unit/ids'], true],
      [['test/unit/ids/**/*.test.ts'], true],
      [['test/unit/{ids,text}/*.test.ts'], true],
      [['--spec', 'whatever'], true],
      [['--spec=whatever'], true],
      [['--grep', 'hover'], false],
      [['-g', 'test/unit/ids'], false],
      [['--grep=hover'], false],
      [['-r', 'test/unit/rootHooks.ts'], false],
      [['--require', 'test/unit/rootHooks.ts', '--timeout', '1000', '--bail'], false],
      [['--bail', 'test/unit/ids/scan.test.ts'], true],
      [['--dry-run', '--reporter', 'json', 'test/unit/ids/scan.test.ts'], true],
      [['no-such-file.test.ts'], false],
    ];
    for (const [args, expected] of table) assert.equal(namesSpecs(args, exists), expected, JSON.stringify(args));
  });

  it('the configuration gives the whole suite only when the command line names nothing', () => {
    assert.deepEqual(unitSpec([], exists), [...WHOLE_SUITE]);
    assert.deepEqual(unitSpec(['--grep', 'hover'], exists), [...WHOLE_SUITE]);
    assert.deepEqual(unitSpec(['test/unit/ids/scan.test.ts'], exists), []);
  });

  it('npm run test:unit -- <file> loads that file alone (mocha --dry-run, the real configuration)', async function () {
    this.timeout(60_000);
    const file = 'test/unit/runVerdict.test.ts';
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [require.resolve('mocha/bin/mocha.js'), '--dry-run', '--reporter', 'json', file],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout) as { tests: { file: string }[] };
    assert.ok(report.tests.length > 0, 'the file has tests');
    assert.deepEqual([...new Set(report.tests.map((test) => path.relative(ROOT, test.file)))], [file]);
  });
});
