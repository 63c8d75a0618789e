// The set-up `npm start` and `npm test` do by themselves (their `prestart` and `pretest` scripts), so that the
// README's two commands are all a fresh clone needs:
// - the system packages they need (setupDecisions.mjs): installed as root on Debian or Ubuntu, saying what; otherwise
//   it stops at once with the exact command;
// - the npm dependencies: `npm ci` when node_modules is missing or does not hold what package-lock.json pins.
// Plain Node with no dependency (only node: modules): it runs before node_modules exists.
//
// Usage: node test/harness/setup.mjs start|test [--web]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDebianLike, nodeModulesState, SYSTEM_PACKAGES, systemPackagesFor, systemPlan } from './setupDecisions.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const log = (/** @type {string} */ line) => console.log(`[setup] ${line}`);

/** @param {string} file */
function readText(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** @param {string} name */
function onPath(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/**
 * The packages of `wanted` that are not installed: dpkg's word on Debian, the commands they provide elsewhere.
 * @param {import('./setupDecisions.mjs').SystemPackage[]} wanted
 * @param {boolean} debian
 */
function missingPackages(wanted, debian) {
  if (wanted.length === 0) return [];
  if (debian && onPath('dpkg-query')) {
    const query = spawnSync('dpkg-query', ['-W', '-f=${Package} ${db:Status-Status}\n', ...wanted], {
      encoding: 'utf8',
    });
    const installed = new Set(
      query.stdout
        .split('\n')
        .map((line) => line.split(' '))
        .filter(([, status]) => status === 'installed')
        .map(([name]) => name),
    );
    return wanted.filter((name) => !installed.has(name));
  }
  return wanted.filter((name) => !SYSTEM_PACKAGES[name].commands.every(onPath));
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function run(command, args, env = process.env) {
  log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (result.status !== 0) {
    log(`${command} ${args[0]} failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`})`);
    process.exit(1);
  }
}

function ensureSystemPackages(/** @type {'start' | 'test'} */ command, /** @type {boolean} */ web) {
  const debian = process.platform === 'linux' && isDebianLike(readText('/etc/os-release'));
  const wanted = systemPackagesFor(command, { web, desktopCode: onPath('code') });
  const plan = systemPlan({ missing: missingPackages(wanted, debian), root: process.getuid?.() === 0, debian });
  if (plan.kind === 'nothing') return;
  if (plan.kind === 'stop') {
    console.error(`[setup] ${plan.message}`);
    process.exit(1);
  }
  log(`installing the system packages \`npm ${command}\` needs: ${plan.packages.join(', ')}`);
  for (const name of plan.packages)
    log(`  ${name}: ${SYSTEM_PACKAGES[/** @type {import('./setupDecisions.mjs').SystemPackage} */ (name)].why}`);
  for (const [program = 'apt-get', ...args] of plan.commands)
    run(program, args, { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
}

function ensureNodeModules() {
  const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8'));
  const state = nodeModulesState(
    lock,
    (lockPath) => {
      const manifest = readText(path.join(REPO_ROOT, lockPath, 'package.json'));
      if (manifest === undefined) return undefined;
      try {
        return String(JSON.parse(manifest).version);
      } catch {
        return 'unreadable';
      }
    },
    { nodeModules: existsSync(path.join(REPO_ROOT, 'node_modules')), platform: process.platform, arch: process.arch },
  );
  if (state.kind === 'fresh') return;
  log(
    state.kind === 'missing'
      ? 'node_modules is missing: installing the npm dependencies (npm ci, about a minute)'
      : `node_modules is stale (${state.reason}): npm ci`,
  );
  // The npm that runs this script (npm_execpath), or the one on PATH when run by hand.
  const npmCli = process.env.npm_execpath;
  if (npmCli) run(process.execPath, [npmCli, 'ci', '--no-audit', '--no-fund']);
  else run('npm', ['ci', '--no-audit', '--no-fund']);
}

const command = process.argv[2];
if (command !== 'start' && command !== 'test') {
  console.error('usage: node test/harness/setup.mjs start|test [--web]');
  process.exit(2);
}
ensureSystemPackages(command, process.argv.includes('--web'));
ensureNodeModules();
