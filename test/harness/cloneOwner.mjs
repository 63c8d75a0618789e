// Who runs what the set-up and the harness install into the clone: `npm ci` (setup.mjs) and the code-server builds in
// .cache/ (codeServerInstall.mjs: npm install, install scripts, node-gyp's compilers). Run as root (a container,
// `sudo npm test`), they run as the user who owns the repository, never as root; as root only when root owns the
// clone (the decision: setupDecisions.mjs installUser). apt-get is the one part of the set-up that needs root.
// Plain Node with no dependency: setup.mjs runs before node_modules exists.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { installUser } from './setupDecisions.mjs';

/**
 * @typedef {object} CloneOwnerRun
 * @property {import('./setupDecisions.mjs').InstallUser} user  who: this process's user, the owner, or root (and why)
 * @property {{ uid: number, gid: number } | undefined} as  spawn options that run a child as the owner (none: as this process)
 * @property {NodeJS.ProcessEnv} env  the child's environment: as the owner, its own HOME and npm cache (root's are not
 *   its to write: npm's cache, node-gyp's headers under ~/.cache)
 */

/**
 * @param {string} repoRoot
 * @param {{ uid?: number, ownerUid?: number, ownerGid?: number, passwd?: string, env?: NodeJS.ProcessEnv }} [machine]
 *   defaults: this process's uid, the repository's owner from stat, /etc/passwd, process.env (tests pass their own)
 * @returns {CloneOwnerRun}
 */
export function cloneOwnerRun(repoRoot, machine = {}) {
  const stat = machine.ownerUid === undefined ? statSync(repoRoot) : undefined;
  const env = machine.env ?? process.env;
  const user = installUser({
    root: (machine.uid ?? process.getuid?.()) === 0,
    ownerUid: machine.ownerUid ?? stat?.uid ?? 0,
    ownerGid: machine.ownerGid ?? stat?.gid ?? 0,
  });
  if (user.kind !== 'user') return { user, as: undefined, env };
  const home = homeOf(user.uid, machine.passwd ?? readText('/etc/passwd') ?? '');
  return {
    user,
    as: { uid: user.uid, gid: user.gid },
    env: {
      ...env,
      HOME: home ?? path.join(repoRoot, '.cache', 'home'),
      npm_config_cache: home ? path.join(home, '.npm') : path.join(repoRoot, '.cache', 'npm'),
    },
  };
}

/**
 * A user's home folder, from the passwd file's text (undefined when it does not say).
 * @param {number} uid
 * @param {string} passwd
 */
function homeOf(uid, passwd) {
  const line = passwd.split('\n').find((entry) => entry.split(':')[2] === String(uid));
  return line?.split(':')[5] || undefined;
}

/** @param {string} file */
function readText(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
