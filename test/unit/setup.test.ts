// The set-up `npm start` and `npm test` do on a fresh clone (test/harness/setup.mjs): its decisions, held by tables.
// Nothing here runs apt-get or npm ci: the decisions are pure, and the runner only acts on them.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  INSTALL_VARIABLE,
  installConsented,
  isDebianLike,
  nodeModulesState,
  installUser,
  systemPackagesFor,
  systemPlan,
} from '../harness/setupDecisions.mjs';

const root = join(__dirname, '..', '..');
const ALL = ['chromium', 'libkrb5-dev', 'build-essential', 'python3', 'pkg-config', 'unzip', 'ripgrep'];
const CODE_SERVER_BUILD = ['libkrb5-dev', 'build-essential', 'python3', 'pkg-config'];

describe('set-up: npm start and npm test do it themselves', () => {
  it('package.json runs the set-up before `npm start`, `npm run start:web` and `npm test`', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    assert.equal(scripts.prestart, 'node test/harness/setup.mjs start');
    assert.equal(scripts['prestart:web'], 'node test/harness/setup.mjs start --web');
    assert.equal(scripts.pretest, 'node test/harness/setup.mjs test');
  });

  it("the set-up imports nothing but Node's own modules and its decisions (it runs before node_modules exists)", () => {
    for (const file of ['setup.mjs', 'setupDecisions.mjs', 'browserLaunch.mjs', 'cloneOwner.mjs']) {
      const text = readFileSync(join(root, 'test', 'harness', file), 'utf8');
      const imports = [...text.matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
      for (const name of imports)
        assert.ok(
          name.startsWith('node:') ||
            ['./setupDecisions.mjs', './browserLaunch.mjs', './cloneOwner.mjs'].includes(name),
          `${file} imports ${name}`,
        );
    }
  });

  it('which system packages each command needs', () => {
    const table: [
      command: 'start' | 'test',
      how: { web: boolean; desktopCode: boolean; platform?: NodeJS.Platform },
      expected: string[],
    ][] = [
      ['test', { web: false, desktopCode: false }, ALL],
      ['test', { web: false, desktopCode: true }, ALL],
      ['start', { web: false, desktopCode: false }, CODE_SERVER_BUILD],
      ['start', { web: true, desktopCode: true }, CODE_SERVER_BUILD],
      ['start', { web: false, desktopCode: true }, []],
      ['test', { web: false, desktopCode: false, platform: 'linux' }, ALL],
      ['test', { web: false, desktopCode: false, platform: 'win32' }, []],
      ['start', { web: true, desktopCode: false, platform: 'win32' }, []],
    ];
    for (const [command, how, expected] of table)
      assert.deepEqual(systemPackagesFor(command, how), expected, `${command} ${JSON.stringify(how)}`);
  });

  it('Debian or Ubuntu, from /etc/os-release', () => {
    const table: [osRelease: string | undefined, expected: boolean][] = [
      ['PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\nVERSION_ID="12"\n', true],
      ['NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n', true],
      ['NAME="Linux Mint"\nID=linuxmint\nID_LIKE="ubuntu debian"\n', true],
      ['NAME="Fedora Linux"\nID=fedora\n', false],
      ['NAME="Alpine Linux"\nID=alpine\n', false],
      ['ID="opensuse-tumbleweed"\nID_LIKE="opensuse suse"\n', false],
      [undefined, false],
    ];
    for (const [osRelease, expected] of table) assert.equal(isDebianLike(osRelease), expected, String(osRelease));
  });

  it('system packages on Debian: asked at a terminal, installed without a question only with consent; otherwise a stop that names the exact command', () => {
    type Machine = Parameters<typeof systemPlan>[0];
    const missing = ['chromium', 'ripgrep'];
    const apt = [
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'ripgrep'],
    ];
    const sudoApt = apt.map((command) => ['sudo', ...command]);
    const table: [machine: Machine, kind: string, commands?: string[][]][] = [
      [{ missing: [], root: true, debian: true, consented: true }, 'nothing'],
      [{ missing: [], root: false, debian: true, terminal: true }, 'nothing'],
      [{ missing: [], root: false, debian: false }, 'nothing'],
      // Root, as before: but only CI or the opt-in variable installs without asking.
      [{ missing, root: true, debian: true, consented: true }, 'install', apt],
      [{ missing, root: true, debian: true, terminal: true }, 'ask', apt],
      [{ missing, root: true, debian: true, terminal: true, consented: true }, 'install', apt],
      [{ missing, root: true, debian: true }, 'stop'],
      // Not root: apt-get through sudo, the only part that runs as root.
      [{ missing, root: false, debian: true, sudo: true, terminal: true }, 'ask', sudoApt],
      [{ missing, root: false, debian: true, sudo: true, consented: true }, 'install', sudoApt],
      [{ missing, root: false, debian: true, sudo: true }, 'stop'],
      [{ missing, root: false, debian: true, terminal: true, consented: true }, 'stop'],
      // Not Debian: nothing is installed for you.
      [{ missing, root: true, debian: false, terminal: true, consented: true }, 'stop'],
      [{ missing, root: false, debian: false }, 'stop'],
    ];
    for (const [machine, kind, commands] of table) {
      const plan = systemPlan(machine);
      const label = JSON.stringify(machine);
      assert.equal(plan.kind, kind, label);
      if (plan.kind === 'install' || plan.kind === 'ask') {
        assert.deepEqual(plan.packages, missing);
        assert.deepEqual(plan.commands, commands, `${label}: one update, then one install`);
      }
      if (plan.kind === 'ask') {
        assert.match(plan.question, /chromium: the browser tests[^]*ripgrep: [^]*\[y\/N\] $/, 'lists each with why');
        assert.ok(plan.question.includes(commands!.map((c) => c.join(' ')).join(' && ')), 'shows the commands');
        assert.match(plan.declined, /Nothing installed/);
      }
      if (plan.kind === 'stop') {
        assert.ok(
          plan.message.includes(
            'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium ripgrep',
          ),
          `${label}: ${plan.message}`,
        );
        assert.match(plan.message, /chromium: the browser tests/, 'says why each is needed');
        if (machine.debian && (machine.root || machine.sudo))
          assert.match(plan.message, /CI=true[^]*PROFILE_LOOKUP_INSTALL_SYSTEM_PACKAGES=1/, 'says how to consent');
        if (!machine.debian)
          assert.match(
            plan.message,
            /tools are missing: chromium, rg\n[^]*not Debian or Ubuntu/,
            'names the tools to find elsewhere',
          );
      }
    }
  });

  it('consent to install without asking: CI (as GitHub Actions sets it) or the opt-in variable', () => {
    const table: [env: Record<string, string | undefined>, expected: boolean][] = [
      [{}, false],
      [{ CI: 'true' }, true],
      [{ CI: '1' }, true],
      [{ CI: 'false' }, false],
      [{ CI: '' }, false],
      [{ CI: '0' }, false],
      [{ [INSTALL_VARIABLE]: '1' }, true],
      [{ [INSTALL_VARIABLE]: '0', CI: 'false' }, false],
      [{ TERM: 'xterm' }, false],
    ];
    assert.equal(INSTALL_VARIABLE, 'PROFILE_LOOKUP_INSTALL_SYSTEM_PACKAGES');
    for (const [env, expected] of table) assert.equal(installConsented(env), expected, JSON.stringify(env));
  });

  it('npm ci and the code-server builds (install scripts, compilers) run as root only when root owns the repository', () => {
    const table: [machine: Parameters<typeof installUser>[0], expected: ReturnType<typeof installUser>['kind']][] = [
      [{ root: false, ownerUid: 1000, ownerGid: 1000 }, 'self'],
      [{ root: false, ownerUid: 0, ownerGid: 0 }, 'self'],
      [{ root: true, ownerUid: 1000, ownerGid: 100 }, 'user'],
      [{ root: true, ownerUid: 0, ownerGid: 0 }, 'root'],
    ];
    for (const [machine, kind] of table) assert.equal(installUser(machine).kind, kind, JSON.stringify(machine));
    assert.deepEqual(installUser({ root: true, ownerUid: 1000, ownerGid: 100 }), { kind: 'user', uid: 1000, gid: 100 });
  });

  it('node_modules: missing, stale or fresh against package-lock.json', () => {
    const lock = {
      packages: {
        '': { name: 'profile-lookup', version: '0.1.0' },
        'node_modules/tsx': { version: '4.23.15' },
        'node_modules/tsx/node_modules/esbuild': { version: '0.25.12' },
        'node_modules/fsevents': { version: '2.3.3', optional: true, os: ['darwin'] },
        'node_modules/@esbuild/linux-x64': { version: '0.25.12', optional: true, os: ['linux'], cpu: ['x64'] },
        'node_modules/@esbuild/win32-x64': { version: '0.25.12', os: ['win32'], cpu: ['x64'] },
        'node_modules/local-link': { resolved: 'packages/local', link: true },
      },
    };
    const linux = { nodeModules: true, platform: 'linux', arch: 'x64' };
    const everything: Record<string, string> = {
      'node_modules/tsx': '4.23.15',
      'node_modules/tsx/node_modules/esbuild': '0.25.12',
      'node_modules/@esbuild/linux-x64': '0.25.12',
    };
    const without = (key: string): Record<string, string> =>
      Object.fromEntries(Object.entries(everything).filter(([k]) => k !== key));
    const table: [label: string, installed: Record<string, string>, machine: typeof linux, expected: string][] = [
      ['no node_modules', {}, { ...linux, nodeModules: false }, 'missing'],
      ['all at the locked versions (optional and other platforms absent, links skipped)', everything, linux, 'fresh'],
      ['an optional package absent', without('node_modules/@esbuild/linux-x64'), linux, 'fresh'],
      ['a package absent', without('node_modules/tsx'), linux, 'stale: node_modules/tsx is missing'],
      [
        'a nested package absent',
        without('node_modules/tsx/node_modules/esbuild'),
        linux,
        'stale: node_modules/tsx/node_modules/esbuild is missing',
      ],
      [
        'an older version (the lock moved on)',
        { ...everything, 'node_modules/tsx': '4.19.0' },
        linux,
        'stale: node_modules/tsx is 4.19.0, package-lock.json pins 4.23.15',
      ],
      ['an empty node_modules', {}, linux, 'stale: node_modules/tsx is missing'],
      [
        'on Windows the Windows package is needed',
        everything,
        { ...linux, platform: 'win32' },
        'stale: node_modules/@esbuild/win32-x64 is missing',
      ],
    ];
    for (const [label, installed, machine, expected] of table) {
      const state = nodeModulesState(lock, (path) => installed[path], machine);
      assert.equal(state.kind === 'stale' ? `stale: ${state.reason}` : state.kind, expected, label);
    }
  });

  it("this checkout's node_modules reads as fresh against its package-lock.json", function () {
    this.timeout(60_000); // some 600 small files: a fraction of a second, unless the machine is very busy
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Parameters<
      typeof nodeModulesState
    >[0];
    const state = nodeModulesState(
      lock,
      (path) => {
        try {
          return String(
            (JSON.parse(readFileSync(join(root, path, 'package.json'), 'utf8')) as { version: unknown }).version,
          );
        } catch {
          return undefined;
        }
      },
      { nodeModules: true, platform: process.platform, arch: process.arch },
    );
    assert.deepEqual(state, { kind: 'fresh' });
  });
});
