// code-server 4.90.3 (VS Code 1.90.2, the oldest version engines.vscode claims) installs offline only by hand:
// a plain `npm install` breaks on four things (../../../shared/notes/real-vscode.md):
// - its postinstall refuses to run as root unless npm_config_unsafe_perm=true, and reads the Node major from
//   npm_config_user_agent;
// - VS Code's @vscode/ripgrep postinstall downloads rg from GitHub: Debian's rg is copied in instead;
// - the kerberos addon compiles against current Node 20 headers only with CXXFLAGS=-fpermissive;
// - its CLI rejects --vscode-option and --enable-smoke-test-driver: the cached copy is patched to pass the
//   latter through to VS Code's server, which honours it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { installEnv } from './installEnv.mjs';
import { runCommand } from './runCommand.mjs';

/** The usual seconds of each step (a cold install on 2 cores); they add up to the target's expectedSeconds.codeServer. */
const EXPECTED_SECONDS = { download: 25, dependencies: 10, nativeModules: 75 };

/** Added to the options table of out/node/cli.js, right after its opening line. */
const CLI_OPTIONS_START = 'exports.options = {\n';
const SMOKE_TEST_DRIVER_OPTION = '    "enable-smoke-test-driver": { type: "boolean" },\n';

/**
 * @param {string} dir  the (scratch) install folder
 * @param {import('./vscodeTargets.mjs').VscodeTarget} target
 * @param {{ nodeBinDir: string, nodePackageDir: string, nodePath: string, version: string }} node
 * @param {import('./installSteps.mjs').InstallSteps} steps
 */
export async function installCodeServer490(dir, target, node, steps) {
  const ripgrep = findRipgrep();
  await writeFile(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ private: true, dependencies: { 'code-server': target.codeServer } }, null, 2)}\n`,
  );
  const packageDir = path.join(dir, 'node_modules', 'code-server');
  const vscodeDir = path.join(packageDir, 'lib', 'vscode');

  await steps.run(
    `code-server ${target.codeServer}: download (scripts held back)`,
    EXPECTED_SECONDS.download,
    (logFile) =>
      runCommand('npm', ['install', '--prefix', dir, '--ignore-scripts', '--no-audit', '--no-fund'], {
        cwd: dir,
        env: installEnv(node),
        logFile,
      }),
  );

  const npmVersion =
    spawnSync('npm', ['--version'], { encoding: 'utf8', env: installEnv(node) }).stdout.trim() || '10.0.0';
  await steps.run(
    `code-server ${target.codeServer}: VS Code's dependencies (its postinstall)`,
    EXPECTED_SECONDS.dependencies,
    (logFile) =>
      runCommand('sh', ['./postinstall.sh'], {
        cwd: packageDir,
        env: installEnv(node, {
          // What npm would set when running the postinstall itself, which it does not do with scripts held back.
          npm_config_user_agent: `npm/${npmVersion} node/v${node.version} linux x64 workspaces/false`,
          npm_config_unsafe_perm: 'true',
          // The nested installs must not run ripgrep's download; the native builds come in the next step.
          npm_config_ignore_scripts: 'true',
        }),
        logFile,
      }),
  );

  await steps.run(
    `code-server ${target.codeServer}: native modules compiled for Node ${node.version}`,
    EXPECTED_SECONDS.nativeModules,
    async (logFile) => {
      // With rg in place, @vscode/ripgrep's postinstall finds its binary and skips the download.
      const rgTarget = path.join(vscodeDir, 'node_modules', '@vscode', 'ripgrep', 'bin', 'rg');
      await mkdir(path.dirname(rgTarget), { recursive: true });
      await copyFile(ripgrep, rgTarget);
      await chmod(rgTarget, 0o755);
      const env = installEnv(node, { npm_config_unsafe_perm: 'true', CXXFLAGS: '-fpermissive' });
      await runCommand('npm', ['rebuild', '--foreground-scripts'], { cwd: vscodeDir, env, logFile });
      await runCommand('npm', ['rebuild', 'argon2', '--foreground-scripts'], { cwd: dir, env, logFile });
      await patchSmokeTestDriverOption(path.join(packageDir, 'out', 'node', 'cli.js'));
      logFile.write(`patched out/node/cli.js to accept --enable-smoke-test-driver\n`);
    },
  );
}

/** @returns {string} Debian's rg (package ripgrep) */
function findRipgrep() {
  const found = spawnSync('sh', ['-c', 'command -v rg'], { encoding: 'utf8' }).stdout.trim();
  if (!found || !existsSync(found)) {
    throw new Error(
      "code-server 4.90.3 needs ripgrep's rg (its own download is from GitHub): on Debian, apt-get install ripgrep",
    );
  }
  return found;
}

/** @param {string} cliJs */
async function patchSmokeTestDriverOption(cliJs) {
  const source = await readFile(cliJs, 'utf8');
  if (source.includes(SMOKE_TEST_DRIVER_OPTION)) return;
  const at = source.indexOf(CLI_OPTIONS_START);
  if (at === -1 || source.indexOf(CLI_OPTIONS_START, at + 1) !== -1) {
    throw new Error(`${cliJs} has not exactly one "${CLI_OPTIONS_START.trim()}": cannot add enable-smoke-test-driver`);
  }
  const end = at + CLI_OPTIONS_START.length;
  await writeFile(cliJs, `${source.slice(0, end)}${SMOKE_TEST_DRIVER_OPTION}${source.slice(end)}`);
}
