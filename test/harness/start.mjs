// `npm start`: the extension, built from source, in a real VS Code on sample-workspace/, talking to the
// stand-in User API with a sample key, so it can be tried with no account and no network. Desktop VS Code
// when `code` is on PATH, else the VS Code of the cached code-server package in your browser (`--web`
// forces that; `--port N` picks its port). Sources are rebuilt on change: reload the window to pick them
// up. Runs until Ctrl+C (or, on the desktop, until the window is closed).
//
// The debugger: desktop VS Code opens the extension host for one on port 9229 (--inspect-extensions; `--inspect-port N`
// picks another): attach with "Attach to Extension Host (npm start)" in .vscode/launch.json. code-server takes no such
// option: in the browser, use F5 ("Run Extension") instead.
//
// The key: SecretStorage cannot be filled from outside the editor, so the extension host gets it in
// PROFILE_LOOKUP_DEV_KEY, which the extension reads only when it runs in development mode.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { CleanupSteps } from './cleanupSteps.mjs';
import { ensureCodeServer } from './codeServerInstall.mjs';
import { startCodeServer } from './codeServerProcess.mjs';
import { runCommand } from './runCommand.mjs';
import { npmStartSettings, writeUserSettings } from './workbenchSettings.mjs';
import { workbenchUrl } from './workbenchUrl.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SAMPLE_WORKSPACE = path.join(REPO_ROOT, 'sample-workspace');
const DEV_KEY_ENV = 'PROFILE_LOOKUP_DEV_KEY';
/** Where desktop VS Code's extension host listens for a debugger (the port of launch.json's attach configuration). */
const INSPECT_PORT = 9229;
const log = (/** @type {string} */ line) => console.log(`[start] ${line}`);

const cleanups = new CleanupSteps(log);
let stopping = false;

/** @param {number} code */
async function shutDown(code) {
  if (stopping) return;
  stopping = true;
  await cleanups.runAll();
  process.exit(code);
}

/** @param {string[]} args */
function parseArgs(args) {
  /** @param {string} flag @param {number} fallback */
  const portArg = (flag, fallback) => {
    const at = args.indexOf(flag);
    const port = at === -1 ? fallback : Number(args[at + 1]);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new Error(`${flag} needs a port number, got ${args[at + 1]}`);
    return port;
  };
  return {
    web: args.includes('--web'),
    port: portArg('--port', 0),
    inspectPort: portArg('--inspect-port', INSPECT_PORT),
  };
}

function desktopCodeOnPath() {
  return spawnSync('sh', ['-c', 'command -v code'], { encoding: 'utf8' }).status === 0;
}

/** Rebuilds dist/ whenever a source changes; the esbuild watcher prints a line per build. */
function watchSources() {
  const watcher = spawn(process.execPath, ['esbuild.mjs', '--watch'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  cleanups.push(() => {
    watcher.kill();
  });
}

/**
 * @param {string} standInUrl
 * @param {string} sampleKey
 * @param {number} inspectPort
 */
async function openDesktop(standInUrl, sampleKey, inspectPort) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'profile-lookup-start-'));
  cleanups.push(() => rm(scratch, { recursive: true, force: true }));
  const userDataDir = path.join(scratch, 'user-data');
  await writeUserSettings(userDataDir, npmStartSettings(standInUrl));
  log('opening desktop VS Code (a fresh profile; close its window or press Ctrl+C here to stop)');
  log(
    `extension host debugger on 127.0.0.1:${inspectPort}: attach with "Attach to Extension Host (npm start)" (.vscode/launch.json)`,
  );
  const code = spawn(
    'code',
    [
      '--new-window',
      '--wait',
      `--user-data-dir=${userDataDir}`,
      `--extensions-dir=${path.join(scratch, 'extensions')}`,
      `--extensionDevelopmentPath=${REPO_ROOT}`,
      `--inspect-extensions=${inspectPort}`,
      SAMPLE_WORKSPACE,
    ],
    { env: { ...process.env, [DEV_KEY_ENV]: sampleKey }, stdio: 'inherit' },
  );
  code.on('exit', () => void shutDown(0));
}

/**
 * @param {string} standInUrl
 * @param {string} sampleKey
 * @param {number} port
 */
async function openWeb(standInUrl, sampleKey, port) {
  const install = await ensureCodeServer(path.join(REPO_ROOT, '.cache'), log);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'profile-lookup-start-'));
  cleanups.push(() => rm(scratch, { recursive: true, force: true }));
  const server = await startCodeServer({
    install,
    stateDir: scratch,
    port,
    // The built workbench honours the extensionDevelopmentPath of its URL only with the smoke-test
    // driver on; its one other effect, confirmation dialogs answered yes, touches nothing the extension does.
    smokeTestDriver: true,
    env: { [DEV_KEY_ENV]: sampleKey },
    settings: npmStartSettings(standInUrl),
  });
  cleanups.push(server.stop);
  void server.exited.then((code) => {
    if (stopping) return;
    log(`code-server exited (code ${code})`);
    void shutDown(1);
  });
  const url = workbenchUrl({
    origin: server.origin,
    authority: server.authority,
    folder: SAMPLE_WORKSPACE,
    extensionDevelopmentPath: REPO_ROOT,
  });
  return url;
}

async function main() {
  const started = Date.now();
  const { web, port, inspectPort } = parseArgs(process.argv.slice(2));
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.once(signal, () => void shutDown(0));

  await runCommand(process.execPath, ['esbuild.mjs'], { cwd: REPO_ROOT });
  watchSources();

  /** @type {typeof import('../stand-in/server.js')} */
  const standInModule = await tsImport('../stand-in/server.ts', import.meta.url);
  /** @type {typeof import('../stand-in/users.js')} */
  const users = await tsImport('../stand-in/users.ts', import.meta.url);
  const standIn = await standInModule.startStandIn();
  cleanups.push(() => standIn.close());
  log(`stand-in User API on ${standIn.url}, sample key ${standInModule.SAMPLE_KEY}`);
  log(`users worth a look: ${users.DEMO_IDS.join(' ')}`);

  if (!web && desktopCodeOnPath()) {
    await openDesktop(standIn.url, standInModule.SAMPLE_KEY, inspectPort);
    return;
  }
  log(
    'no extension host debugger in the browser (code-server takes no --inspect-extensions): F5 "Run Extension" in desktop VS Code has one',
  );
  const url = await openWeb(standIn.url, standInModule.SAMPLE_KEY, port);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\nVS Code is ready (${seconds} s). Open this address in a browser:\n\n  ${url}\n\nCtrl+C stops everything.\n`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  void shutDown(1);
});
