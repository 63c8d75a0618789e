// The set-up `npm start` and `npm test` do by themselves (their `prestart` and `pretest` scripts), so that the
// README's two commands are all a fresh clone needs:
// - the system packages they need (setupDecisions.mjs), on Debian or Ubuntu: listed with why, and installed (apt-get
//   as root, or through sudo) once the user said yes at the terminal, or without a question when CI or
//   PROFILE_LOOKUP_INSTALL_SYSTEM_PACKAGES=1 consents; otherwise it stops at once with the exact command;
// - the npm dependencies: `npm ci` when node_modules is missing or does not hold what package-lock.json pins, run as
//   the repository's owner when the set-up runs as root (install scripts need no root; cloneOwner.mjs, which the
//   code-server builds share).
// Plain Node with no dependency (only node: modules): it runs before node_modules exists.
//
// Usage: node test/harness/setup.mjs start|test [--web]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { browserChoices, findOnPath } from './browserLaunch.mjs';
import { cloneOwnerRun } from './cloneOwner.mjs';
import {
  installConsented,
  isDebianLike,
  nodeModulesState,
  SYSTEM_PACKAGES,
  systemPackagesFor,
  systemPlan,
} from './setupDecisions.mjs';

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
 * @param {{ uid: number, gid: number }} [as]  another user to run it as
 */
function run(command, args, env = process.env, as) {
  log(`$ ${[command, ...args].join(' ')}${as ? ` (as user ${as.uid})` : ''}`);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env, ...as });
  if (result.status !== 0) {
    log(`${command} ${args[0]} failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`})`);
    process.exit(1);
  }
}

/** @param {string} question */
async function askYes(question) {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await terminal.question(`[setup] ${question}`)).trim());
  } finally {
    terminal.close();
  }
}

async function ensureSystemPackages(/** @type {'start' | 'test'} */ command, /** @type {boolean} */ web) {
  const debian = process.platform === 'linux' && isDebianLike(readText('/etc/os-release'));
  // Debian's chromium only when no browser is there to drive the tests (browserLaunch.mjs finds Chrome, Edge or a
  // Chromium; CHROMIUM_PATH names one).
  const browser = browserChoices(process.env, (name) => findOnPath(name)).some((choice) => 'executablePath' in choice);
  const wanted = systemPackagesFor(command, { web, desktopCode: onPath('code'), platform: process.platform }).filter(
    (name) => name !== 'chromium' || !(browser || ['google-chrome', 'microsoft-edge'].some(onPath)),
  );
  const plan = systemPlan({
    missing: missingPackages(wanted, debian),
    root: process.getuid?.() === 0,
    debian,
    sudo: onPath('sudo'),
    terminal: Boolean(process.stdin.isTTY && process.stdout.isTTY),
    consented: installConsented(process.env),
  });
  if (plan.kind === 'nothing') return;
  if (plan.kind === 'stop') {
    console.error(`[setup] ${plan.message}`);
    process.exit(1);
  }
  if (plan.kind === 'ask' && !(await askYes(plan.question))) {
    console.error(`[setup] ${plan.declined}`);
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
  // As root: as the clone's owner, with its own HOME and npm cache (cloneOwner.mjs), as the code-server builds are.
  const { user, as, env } = cloneOwnerRun(REPO_ROOT);
  if (user.kind === 'root') log(`npm ci runs as root: ${user.why}`);
  if (npmCli) run(process.execPath, [npmCli, 'ci', '--no-audit', '--no-fund'], env, as);
  else run('npm', ['ci', '--no-audit', '--no-fund'], env, as);
}

const command = process.argv[2];
if (command !== 'start' && command !== 'test') {
  console.error('usage: node test/harness/setup.mjs start|test [--web]');
  process.exit(2);
}
await ensureSystemPackages(command, process.argv.includes('--web'));
ensureNodeModules();
