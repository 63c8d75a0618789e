// Starts code-server on a free loopback port with a throwaway home, user data and extensions folder,
// waits until it answers, and stops it together with everything it spawned (extension host, pty host).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { runCommand } from './runCommand.mjs';
import { writeUserSettings } from './workbenchSettings.mjs';

/** @returns {Promise<number>} a port nobody listens on right now */
function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a process spawned as if on a fresh machine: its own HOME and XDG folders (code-server
 * and the extension host write there), none of the variables a surrounding VS Code or tsx would leak in.
 * @param {string} home
 * @param {string} nodeBinDir
 * @param {Record<string, string>} extra
 */
function isolatedEnv(home, nodeBinDir, extra) {
  /** @type {NodeJS.ProcessEnv} */
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('VSCODE_') || key.startsWith('ELECTRON_') || key === 'NODE_OPTIONS') continue;
    if (key.startsWith('npm_')) continue;
    env[key] = value;
  }
  return {
    ...env,
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, '.config'),
    XDG_DATA_HOME: path.join(home, '.local', 'share'),
    XDG_CACHE_HOME: path.join(home, '.cache'),
    PATH: `${nodeBinDir}${path.delimiter}${process.env.PATH ?? ''}`,
    ...extra,
  };
}

/**
 * @typedef {object} RunningCodeServer
 * @property {string} origin     e.g. http://127.0.0.1:41234
 * @property {string} authority  host:port, the authority of vscode-remote:// URIs for this server
 * @property {Promise<number | null>} exited  settles when the server process ends, with its exit code
 * @property {() => Promise<void>} stop
 */

/**
 * @param {object} options
 * @param {import('./codeServerInstall.mjs').CodeServerInstall} options.install
 * @param {string} options.stateDir  holds home/, user-data/, extensions/ and code-server.log
 * @param {boolean} options.smokeTestDriver  lets the workbench run the tests named in its URL payload
 * @param {boolean} [options.workspaceTrust]  keep Workspace Trust on (default off: every folder is trusted)
 * @param {Record<string, string>} [options.env]  extra environment, inherited by the extension host
 * @param {Record<string, unknown>} [options.settings]  user settings on top of the quiet ones
 * @param {string[]} [options.vsixFiles]  installed (code-server --install-extension) before the server starts
 * @param {string} [options.locale]  the display language (e.g. pt-br), through a stub language pack
 * @param {number} [options.port]  0 or absent: a free port
 * @param {(line: string) => void} [options.onOutput]  each line the server prints
 * @returns {Promise<RunningCodeServer>}
 */
export async function startCodeServer(options) {
  const { install, stateDir } = options;
  const home = path.join(stateDir, 'home');
  const userDataDir = path.join(stateDir, 'user-data');
  const extensionsDir = path.join(stateDir, 'extensions');
  await Promise.all([home, userDataDir, extensionsDir].map((dir) => mkdir(dir, { recursive: true })));
  await writeUserSettings(userDataDir, options.settings);
  if (options.locale) await registerLanguagePack(userDataDir, options.locale);
  for (const vsix of options.vsixFiles ?? []) {
    await runCommand(
      install.nodePath,
      [
        install.entryPath,
        '--user-data-dir',
        userDataDir,
        '--extensions-dir',
        extensionsDir,
        '--install-extension',
        vsix,
      ],
      { cwd: home, env: isolatedEnv(home, install.nodeBinDir, options.env ?? {}), quiet: true },
    );
  }
  const port = options.port || (await findFreePort());
  const args = [
    install.entryPath,
    '--auth',
    'none',
    '--bind-addr',
    `127.0.0.1:${port}`,
    '--disable-telemetry',
    '--disable-update-check',
    '--user-data-dir',
    userDataDir,
    '--extensions-dir',
    extensionsDir,
  ];
  if (!options.workspaceTrust) args.push('--disable-workspace-trust');
  if (options.locale) args.push('--locale', options.locale);
  if (options.smokeTestDriver) args.push(...install.smokeTestDriverArgs);
  const log = createWriteStream(path.join(stateDir, 'code-server.log'));
  // Its own process group, so stopping it reaches the extension host and the other helpers it forks.
  const child = spawn(install.nodePath, args, {
    env: isolatedEnv(home, install.nodeBinDir, options.env ?? {}),
    cwd: home,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.on('error', () => resolve(null));
  });
  let pending = '';
  const onData = (/** @type {Buffer} */ chunk) => {
    log.write(chunk);
    if (!options.onOutput) return;
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) options.onOutput(line);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);

  let stopping = false;
  const stop = async () => {
    if (stopping) return exited.then(() => undefined);
    stopping = true;
    const group = child.pid;
    if (group !== undefined && child.exitCode === null) {
      signalGroup(group, 'SIGTERM');
      const ended = await Promise.race([exited.then(() => true), delay(5000).then(() => false)]);
      if (!ended) signalGroup(group, 'SIGKILL');
    }
    // Children of the group may outlive the server's own exit.
    if (group !== undefined) signalGroup(group, 'SIGKILL');
    await exited;
    await new Promise((resolve) => log.end(resolve));
  };

  const origin = `http://127.0.0.1:${port}`;
  try {
    // A cap, not a budget: it answers in seconds when idle, and much later on a loaded machine.
    await waitUntilHealthy(origin, exited, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, authority: `127.0.0.1:${port}`, exited, stop };
}

/** @param {number} group @param {NodeJS.Signals} signal */
function signalGroup(group, signal) {
  try {
    process.kill(-group, signal);
  } catch {
    // The whole group is gone already.
  }
}

/** @param {number} ms */
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * @param {string} origin
 * @param {Promise<number | null>} exited
 * @param {number} timeoutMs
 */
async function waitUntilHealthy(origin, exited, timeoutMs) {
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited) throw new Error('code-server exited before it answered /healthz');
    try {
      // Any answer means it serves; the status reads "expired" until a workbench connects.
      const response = await fetch(`${origin}/healthz`);
      const body = /** @type {{ status?: unknown }} */ (await response.json());
      if (response.ok && typeof body.status === 'string') return;
    } catch {
      // Not listening yet.
    }
    await delay(200);
  }
  throw new Error(`code-server did not answer ${origin}/healthz within ${timeoutMs / 1000} s`);
}

/**
 * VS Code shows another display language only when a language pack for it is registered. A stub with no
 * translations of its own is enough: the workbench stays English, but `vscode.env.language` is `locale`, and
 * an installed extension loads its own bundles for it (package.nls.<locale>.json, l10n/bundle.l10n.<locale>.json).
 * @param {string} userDataDir
 * @param {string} locale
 */
async function registerLanguagePack(userDataDir, locale) {
  const translations = path.join(userDataDir, `stub-language-pack-${locale}.json`);
  await writeFile(translations, `${JSON.stringify({ version: '1.0.0', contents: {} })}\n`);
  const packs = {
    [locale]: {
      hash: 'stub',
      extensions: [{ extensionIdentifier: { id: `stub.language-pack-${locale}` }, version: '0.0.1' }],
      translations: { vscode: translations },
      label: locale,
    },
  };
  await writeFile(path.join(userDataDir, 'languagepacks.json'), `${JSON.stringify(packs, null, 2)}\n`);
}
