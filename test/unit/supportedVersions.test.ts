// The integration suite is what proves engines.vscode: its oldest VS Code must be the oldest the manifest accepts.
// The launcher's version table is an ES module of the harness, read here through a child Node.
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

interface Target {
  vscode: string;
  codeServer: string;
}

/** Runs `expression` against test/harness/vscodeTargets.mjs and returns its JSON value. */
function fromHarness<T>(expression: string): T {
  const script = `import * as targets from './test/harness/vscodeTargets.mjs';
const run = (f) => { try { return f(); } catch (error) { return { error: error.message }; } };
console.log(JSON.stringify(run(() => ${expression})));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  return JSON.parse(output) as T;
}

const names = (targets: Target[]) => targets.map((target) => target.vscode);

describe('supported VS Code versions', () => {
  it("the integration suite's oldest VS Code is the engines.vscode minimum, and @types/vscode matches it", () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      engines: { vscode: string };
      devDependencies: Record<string, string>;
    };
    const minimum = /^\^(\d+\.\d+)\.0$/.exec(pkg.engines.vscode)?.[1];
    assert.ok(minimum, `engines.vscode is a caret range: ${pkg.engines.vscode}`);
    const all = fromHarness<Target[]>('targets.VSCODE_TARGETS');
    assert.equal(all[0]?.vscode, minimum);
    assert.equal(pkg.devDependencies['@types/vscode'], `~${minimum}.0`, 'no API newer than the minimum type-checks');
    const [major, minor] = (all.at(-1)?.vscode ?? '').split('.').map(Number);
    const [minMajor, minMinor] = minimum.split('.').map(Number);
    assert.ok(major! > minMajor! || (major === minMajor && minor! > minMinor!), 'the newest is newer than the oldest');
  });

  it('VSCODE_VERSIONS picks versions by name, by alias or in a list, and all by default', () => {
    assert.deepEqual(names(fromHarness<Target[]>("targets.selectTargets('')")), ['1.90', '1.139']);
    assert.deepEqual(names(fromHarness<Target[]>('targets.selectTargets(undefined)')), ['1.90', '1.139']);
    assert.deepEqual(names(fromHarness<Target[]>("targets.selectTargets('1.90')")), ['1.90']);
    assert.deepEqual(names(fromHarness<Target[]>("targets.selectTargets('newest')")), ['1.139']);
    assert.deepEqual(names(fromHarness<Target[]>("targets.selectTargets('oldest')")), ['1.90']);
    assert.deepEqual(names(fromHarness<Target[]>("targets.selectTargets('1.139.1, 1.90.2')")), ['1.90', '1.139']);
    assert.deepEqual(names(fromHarness<Target[]>("targets.selectTargets('4.90.3')")), ['1.90']);
  });

  it('VSCODE_VERSIONS naming an untested version is refused with the versions there are', () => {
    const { error } = fromHarness<{ error?: string }>("targets.selectTargets('1.95')");
    assert.match(
      error ?? '',
      /VSCODE_VERSIONS names "1\.95", which is not tested; known: 1\.90 \(code-server 4\.90\.3\), 1\.139 \(code-server 4\.139\.1\)/,
    );
  });
});
