// What `npm start` and `npm test` must set up before they run (test/harness/setup.mjs acts on it): pure decisions,
// no file, process or network, so a unit test can hold them with a table (test/unit/setupDecisions.test.ts).
// Plain Node with no dependency: it runs before node_modules exists.

/**
 * The Debian packages each command needs, and why. `npm test` needs them all; `npm start` only what builds the
 * code-server it opens in the browser (none when desktop VS Code is on PATH).
 */
export const SYSTEM_PACKAGES = /** @type {const} */ ({
  chromium: { for: ['test'], why: 'the browser tests and the integration tests drive it', commands: ['chromium'] },
  'libkrb5-dev': {
    for: ['test', 'web'],
    why: "VS Code's kerberos module builds against it",
    commands: ['krb5-config'],
  },
  'build-essential': { for: ['test', 'web'], why: "VS Code's native modules are compiled", commands: ['make', 'g++'] },
  python3: { for: ['test', 'web'], why: 'node-gyp runs on it', commands: ['python3'] },
  'pkg-config': {
    for: ['test', 'web'],
    why: 'the native builds find their libraries with it',
    commands: ['pkg-config'],
  },
  unzip: { for: ['test'], why: 'the integration tests unpack the .vsix', commands: ['unzip'] },
  ripgrep: { for: ['test'], why: 'VS Code 1.90 searches with rg (its own download is from GitHub)', commands: ['rg'] },
});

/** @typedef {keyof typeof SYSTEM_PACKAGES} SystemPackage */

/**
 * @param {'start' | 'test'} command  the npm command being set up
 * @param {{ web: boolean, desktopCode: boolean, platform?: NodeJS.Platform }} how  `--web` asked, desktop `code` on PATH
 * @returns {SystemPackage[]}
 */
export function systemPackagesFor(command, how) {
  // On Windows code-server does not run: the integration tests run in desktop VS Code (integrationLauncher.mjs), and
  // nothing is built; the browser is an installed Chrome or Edge (browserLaunch.mjs).
  if (how.platform === 'win32') return [];
  const purpose = command === 'test' ? 'test' : how.web || !how.desktopCode ? 'web' : undefined;
  if (purpose === undefined) return [];
  return /** @type {SystemPackage[]} */ (Object.keys(SYSTEM_PACKAGES)).filter((name) =>
    /** @type {readonly string[]} */ (SYSTEM_PACKAGES[name].for).includes(purpose),
  );
}

/**
 * Whether /etc/os-release names Debian or a derivative (Ubuntu says ID_LIKE=debian).
 * @param {string | undefined} osRelease  the file's text, undefined when there is none
 */
export function isDebianLike(osRelease) {
  if (osRelease === undefined) return false;
  const field = (/** @type {string} */ name) =>
    (new RegExp(`^${name}=["']?([^"'\\n]*)`, 'm').exec(osRelease)?.[1] ?? '').toLowerCase().split(/\s+/);
  return [...field('ID'), ...field('ID_LIKE')].some((id) => id === 'debian' || id === 'ubuntu');
}

/** The opt-in variable: install the system packages without asking, as CI (the `CI` variable) does. */
export const INSTALL_VARIABLE = 'PROFILE_LOOKUP_INSTALL_SYSTEM_PACKAGES';

/**
 * Whether the environment consents to installing system packages without a question: CI set (GitHub Actions sets
 * CI=true; other CIs set it too), or the opt-in variable. "false", "0" and "" consent to nothing.
 * @param {Record<string, string | undefined>} env
 */
export function installConsented(env) {
  const yes = (/** @type {string | undefined} */ value) =>
    value !== undefined && !['', '0', 'false', 'no'].includes(value.trim().toLowerCase());
  return yes(env.CI) || yes(env[INSTALL_VARIABLE]);
}

/**
 * @typedef {{ kind: 'nothing' }
 *   | { kind: 'install', packages: string[], commands: string[][] }
 *   | { kind: 'ask', packages: string[], commands: string[][], question: string, declined: string }
 *   | { kind: 'stop', message: string }} SystemPlan
 */

/**
 * What to do about the system packages that are missing. On Debian or Ubuntu: install them (apt-get update once, then
 * one install; through sudo when not root: only apt-get runs as root) when CI or the opt-in variable consents; ask
 * first at a terminal; otherwise stop, saying the exact command. Elsewhere: stop, naming the tools to find.
 * @param {{ missing: readonly string[], root: boolean, debian: boolean, sudo?: boolean, terminal?: boolean,
 *   consented?: boolean }} machine  `sudo`: on PATH; `terminal`: stdin and stdout are a terminal
 * @returns {SystemPlan}
 */
export function systemPlan({ missing, root, debian, sudo = false, terminal = false, consented = false }) {
  if (missing.length === 0) return { kind: 'nothing' };
  const packages = [...missing];
  const install = ['apt-get', 'install', '-y', '--no-install-recommends', ...packages];
  const why = packages
    .map((name) => `  ${name}: ${SYSTEM_PACKAGES[/** @type {SystemPackage} */ (name)]?.why ?? 'needed'}`)
    .join('\n');
  const byHand = `  sudo apt-get update && sudo ${install.join(' ')}\n`;
  if (debian && (root || sudo)) {
    const asRoot = (/** @type {string[]} */ command) => (root ? command : ['sudo', ...command]);
    const commands = [asRoot(['apt-get', 'update']), asRoot(install)];
    if (consented) return { kind: 'install', packages, commands };
    const shown = commands.map((command) => command.join(' ')).join(' && ');
    if (terminal) {
      return {
        kind: 'ask',
        packages,
        commands,
        question: `These system packages are missing:\n${why}\nInstall them now with \`${shown}\`? [y/N] `,
        declined: `Nothing installed. Install them, then run the command again:\n\n${byHand}`,
      };
    }
    return {
      kind: 'stop',
      message:
        `These system packages are missing:\n${why}\nNo terminal to ask at, and no consent to install them: install them, ` +
        `then run the command again:\n\n${byHand}\nor let the set-up install them without asking: CI=true (as CI ` +
        `services set it) or ${INSTALL_VARIABLE}=1.\n`,
    };
  }
  if (debian) {
    return {
      kind: 'stop',
      message: `These system packages are missing:\n${why}\nInstall them as root, then run the command again:\n\n${byHand}`,
    };
  }
  const tools = packages.flatMap((name) => SYSTEM_PACKAGES[/** @type {SystemPackage} */ (name)]?.commands ?? [name]);
  return {
    kind: 'stop',
    message:
      `These tools are missing: ${tools.join(', ')}\n${why}\nThis is not Debian or Ubuntu, so they are not installed for you. ` +
      `Install your system's packages that provide them, then run the command again. On Debian or Ubuntu it would be:\n\n` +
      byHand,
  };
}

/**
 * @typedef {{ kind: 'fresh' } | { kind: 'missing' } | { kind: 'stale', reason: string }} NodeModulesState
 */

/**
 * Whether node_modules holds what package-lock.json pins: every package the lock names, at the locked version.
 * A package the lock marks optional, or one for another platform, may be absent (npm skips it).
 * @param {{ packages?: Record<string, { version?: string, optional?: boolean, link?: boolean, os?: string[], cpu?: string[] }> }} lock
 * @param {(lockPath: string) => string | undefined} installedVersion  the version in `<lockPath>/package.json`, or undefined
 * @param {{ nodeModules: boolean, platform: string, arch: string }} machine  whether node_modules exists at all
 * @returns {NodeModulesState}
 */
export function nodeModulesState(lock, installedVersion, machine) {
  if (!machine.nodeModules) return { kind: 'missing' };
  for (const [lockPath, entry] of Object.entries(lock.packages ?? {})) {
    if (!lockPath.startsWith('node_modules/') || entry.link || entry.version === undefined) continue;
    const installed = installedVersion(lockPath);
    if (installed === undefined) {
      if (entry.optional || !fitsPlatform(entry.os, machine.platform) || !fitsPlatform(entry.cpu, machine.arch))
        continue;
      return { kind: 'stale', reason: `${lockPath} is missing` };
    }
    if (installed !== entry.version)
      return { kind: 'stale', reason: `${lockPath} is ${installed}, package-lock.json pins ${entry.version}` };
  }
  return { kind: 'fresh' };
}

/**
 * npm's rule for a package's "os" and "cpu" lists: names allow, "!name" refuses, no list allows all.
 * @param {string[] | undefined} allowed
 * @param {string} actual
 */
function fitsPlatform(allowed, actual) {
  if (!allowed || allowed.length === 0) return true;
  if (allowed.includes(`!${actual}`)) return false;
  const positive = allowed.filter((name) => !name.startsWith('!'));
  return positive.length === 0 || positive.includes(actual);
}

/**
 * @typedef {{ kind: 'self' } | { kind: 'user', uid: number, gid: number } | { kind: 'root', why: string }} InstallUser
 */

/**
 * Who runs what is installed into the clone, `npm ci` (the dependencies' install scripts) and the code-server builds
 * in .cache/ (npm install, node-gyp's compilers): never root when another user can. As root, the owner of the
 * repository (who must be able to write node_modules and .cache/, and ran `sudo npm test`, or owns the clone); root
 * only when root owns the repository (a container's fresh clone as root: there is no one else).
 * @param {{ root: boolean, ownerUid: number, ownerGid: number }} machine
 * @returns {InstallUser}
 */
export function installUser({ root, ownerUid, ownerGid }) {
  if (!root) return { kind: 'self' };
  if (ownerUid !== 0) return { kind: 'user', uid: ownerUid, gid: ownerGid };
  return { kind: 'root', why: 'the repository belongs to root, so no other user could write into it' };
}
