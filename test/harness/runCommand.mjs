// Runs a child process to completion, its output passed through, and fails loudly when it fails:
// every launcher step (build, package, install) is one of these.
import { spawn } from 'node:child_process';

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();

/** Stops every command still running (with what it spawned): for a launcher that gives up or is interrupted. */
export function stopRunningCommands() {
  for (const child of running) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  running.clear();
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean, logFile?: import('node:fs').WriteStream }} [options]
 *   quiet: keep the output and print it only when the command fails.
 *   logFile: write the output there instead, and print nothing (the caller shows the log's tail on failure).
 * @returns {Promise<string>} the combined output
 */
export function runCommand(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    options.logFile?.write(`$ ${command} ${args.join(' ')}${options.cwd ? `  (in ${options.cwd})` : ''}\n`);
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopRunningCommands reaches npm's and node-gyp's children as well.
      detached: true,
    });
    running.add(child);
    /** @type {Buffer[]} */
    const chunks = [];
    const collect = (/** @type {NodeJS.WriteStream} */ sink) => (/** @type {Buffer} */ chunk) => {
      chunks.push(chunk);
      if (options.logFile) options.logFile.write(chunk);
      else if (!options.quiet) sink.write(chunk);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      running.delete(child);
      const output = Buffer.concat(chunks).toString('utf8');
      if (code === 0) {
        resolve(output);
        return;
      }
      if (options.quiet && !options.logFile) process.stderr.write(output);
      reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
