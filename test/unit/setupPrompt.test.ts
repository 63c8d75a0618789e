// The set-up's question at a terminal, as a person meets it: test/harness/setup.mjs runs under a real pseudo-terminal
// (util-linux `script`), on a machine whose system packages all read as missing, and is answered "n" or "y" by typing.
// What is faked, and why: dpkg-query answers "not installed" for every package (the state that makes it ask), and
// apt-get (with sudo, when the test is not root) is a recorder - a stand-in for apt-get, which cannot install
// anything here without changing the machine as root. The set-up runs from a scratch copy of its files with an empty
// package-lock.json and node_modules, so it never runs npm ci on this checkout. Each run takes well under a second.
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { INSTALL_VARIABLE, isDebianLike } from '../harness/setupDecisions.mjs';

const root = join(__dirname, '..', '..');
/** What `npm start --web` needs to build code-server: the packages it must list and ask about. */
const WEB_PACKAGES = ['libkrb5-dev', 'build-essential', 'python3', 'pkg-config'];
const debian =
  process.platform === 'linux' &&
  isDebianLike(existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : undefined);
const asRoot = process.getuid?.() === 0;

describe('set-up: the question at a terminal (a real pseudo-terminal)', function () {
  this.timeout(60_000);
  let scratch: string;
  let record: string;

  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'setup-prompt-'));
    const harness = join(scratch, 'test', 'harness');
    mkdirSync(harness, { recursive: true });
    for (const file of ['setup.mjs', 'setupDecisions.mjs', 'browserLaunch.mjs', 'cloneOwner.mjs'])
      copyFileSync(join(root, 'test', 'harness', file), join(harness, file));
    writeFileSync(
      join(scratch, 'package-lock.json'),
      '{ "lockfileVersion": 3, "packages": { "": { "name": "scratch" } } }',
    );
    mkdirSync(join(scratch, 'node_modules'));
    const bin = join(scratch, 'bin');
    mkdirSync(bin);
    record = join(scratch, 'apt-get.record');
    const script = (name: string, body: string) => {
      writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
      chmodSync(join(bin, name), 0o755);
    };
    script('dpkg-query', 'exit 1'); // dpkg's answer for packages it does not know: none installed
    script('apt-get', `echo "apt-get $*" >> '${record}'`); // the stand-in for apt-get: records, installs nothing
    script('sudo', '"$@"'); // runs the stand-in as this user
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  /** The set-up for `npm run start:web`, at a pseudo-terminal, the answer typed into it. */
  function runAtTerminal(answer: string) {
    const env: NodeJS.ProcessEnv = {
      PATH: [join(scratch, 'bin'), dirname(process.execPath), '/usr/bin', '/bin'].join(':'),
      HOME: scratch,
      TERM: 'dumb',
    };
    assert.equal(env.CI ?? env[INSTALL_VARIABLE], undefined, 'no consent: it must ask');
    const result = spawnSync(
      'script',
      ['-qec', `'${process.execPath}' test/harness/setup.mjs start --web`, '/dev/null'],
      {
        cwd: scratch,
        env,
        input: `${answer}\n`,
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    return {
      status: result.status,
      // The terminal's output: CRLF line ends (and CR CR LF after the echoed answer), the typed answer echoed.
      output: result.stdout.replace(/\r+\n/g, '\n'),
      installed: existsSync(record) ? readFileSync(record, 'utf8').trim().split('\n') : [],
    };
  }

  const sudo = asRoot ? '' : 'sudo ';
  const install = `apt-get install -y --no-install-recommends ${WEB_PACKAGES.join(' ')}`;

  it('lists the packages with why, asks, and on "n" installs nothing and says what to run', function () {
    const { status, output, installed } = runAtTerminal('n');
    if (!debian) {
      // Elsewhere nothing is installed for you: it names the tools, at a terminal too, and asks nothing.
      assert.equal(status, 1);
      assert.match(output, /This is not Debian or Ubuntu/);
      assert.doesNotMatch(output, /\[y\/N\]/);
      return;
    }
    assert.match(output, /\[setup\] These system packages are missing:\n/);
    for (const name of WEB_PACKAGES)
      assert.match(output, new RegExp(`\\n  ${name}: \\S`), `${name} is listed with why`);
    assert.ok(
      output.includes(`Install them now with \`${sudo}apt-get update && ${sudo}${install}\`? [y/N] n\n`),
      `it asked, and the answer was typed at the terminal:\n${output}`,
    );
    assert.ok(
      output.includes(
        `Nothing installed. Install them, then run the command again:\n\n  sudo apt-get update && sudo ${install}`,
      ),
      output,
    );
    assert.deepEqual(installed, [], 'nothing was installed');
    assert.equal(status, 1, 'it stops: the command cannot go on without them');
  });

  it('on "y", runs apt-get update then one apt-get install of exactly those packages, and goes on', function () {
    const { status, output, installed } = runAtTerminal('y');
    if (!debian) {
      assert.equal(status, 1);
      assert.deepEqual(installed, []);
      return;
    }
    assert.ok(output.includes('? [y/N] y\n'), output);
    assert.match(output, /\[setup\] installing the system packages `npm start` needs: libkrb5-dev, build-essential/);
    assert.deepEqual(installed, [
      'apt-get update',
      `apt-get install -y --no-install-recommends ${WEB_PACKAGES.join(' ')}`,
    ]);
    assert.equal(status, 0, output);
  });
});
