// `npm test`: every part (typecheck, lint, unit, browser, integration) runs, each through its own npm script, even
// when an earlier part failed, so one failure never hides the others; a summary at the end names each part's result,
// its mocha counts and its time, and the command exits non-zero when any part failed. A part whose script failed
// with no failing test counted (a type error, a test host that died) says so: `.ci/run` counts it as a failure.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mochaSummary } from './mochaTally.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The parts in order: cheap checks first, so their verdict shows early. */
export const PARTS = /** @type {const} */ ([
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit', script: 'test:unit' },
  { name: 'browser', script: 'test:browser' },
  { name: 'integration', script: 'test:integration' },
]);

/** @typedef {{ name: string, script: string }} Part */
/** @typedef {{ exitCode: number, passing: number, failing: number, seconds: number }} PartRun */
/** @typedef {{ part: Part, run: PartRun, passed: boolean }} PartResult */

/**
 * Runs every part, one after the other, whatever the earlier ones gave.
 * @param {readonly Part[]} parts
 * @param {(part: Part) => Promise<PartRun>} runPart
 * @param {() => boolean} [stopped]  true once the user interrupted: the parts not started yet are skipped
 * @returns {Promise<PartResult[]>}
 */
export async function runParts(parts, runPart, stopped = () => false) {
  /** @type {PartResult[]} */
  const results = [];
  for (const part of parts) {
    if (stopped()) break;
    const run = await runPart(part);
    results.push({ part, run, passed: run.exitCode === 0 && run.failing === 0 });
  }
  return results;
}

/**
 * The closing summary: a line per part, then the verdict.
 * @param {PartResult[]} results
 * @param {number} partCount  how many parts there were (some may not have run: interrupted)
 * @param {number[]} loadAverage  the machine's 1, 5 and 15 minute load averages at the end
 * @returns {string[]}
 */
export function summaryLines(results, partCount, loadAverage) {
  const width = Math.max(...results.map(({ part }) => part.name.length));
  const lines = [`summary (load average ${loadAverage.map((load) => load.toFixed(1)).join(', ')}):`];
  for (const { part, run, passed } of results) {
    const counts = run.passing + run.failing > 0 ? `${run.passing} passing, ${run.failing} failing` : '';
    const why = passed ? counts : run.failing > 0 ? counts : [counts, `exit ${run.exitCode}, no failing test`].filter(Boolean).join('; ');
    lines.push(`  ${part.name.padEnd(width)}  ${passed ? 'passed' : 'failed'}  ${`${run.seconds.toFixed(1)} s`.padStart(8)}${why ? `  ${why}` : ''}`);
  }
  const failed = results.filter((result) => !result.passed).length;
  const skipped = partCount - results.length;
  lines.push(
    `${failed === 0 ? 'all' : `${failed} of`} ${results.length} parts ${failed === 0 ? 'passed' : 'failed'}` +
      (skipped > 0 ? `; ${skipped} not run (interrupted)` : ''),
  );
  return lines;
}

/**
 * `npm run <script>`, its output passed through as it comes, its mocha summaries counted.
 * @param {Part} part
 * @returns {Promise<PartRun>}
 */
function runNpmScript(part) {
  const started = Date.now();
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli ? [process.execPath, [npmCli, 'run', part.script]] : ['npm', ['run', part.script]];
  // The parts write to a pipe (to be counted): colours as if to this terminal, when it is one.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['inherit', 'pipe', 'pipe'] });
  let passing = 0;
  let failing = 0;
  /** @param {NodeJS.ReadableStream} stream @param {NodeJS.WriteStream} sink */
  const follow = (stream, sink) => {
    let pending = '';
    stream.on('data', (/** @type {Buffer} */ chunk) => {
      sink.write(chunk);
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // eslint-disable-next-line no-control-regex -- colour codes, which a forced-colour reporter writes
        const summary = mochaSummary(line.replace(/\x1b\[[0-9;]*m/g, ''));
        if (summary?.kind === 'passing') passing += summary.count;
        if (summary?.kind === 'failing') failing += summary.count;
      }
    });
  };
  if (child.stdout) follow(child.stdout, process.stdout);
  if (child.stderr) follow(child.stderr, process.stderr);
  return new Promise((resolve) => {
    child.on('error', () => resolve({ exitCode: 127, passing, failing, seconds: (Date.now() - started) / 1000 }));
    child.on('close', (code, signal) =>
      resolve({ exitCode: code ?? (signal ? 128 : 1), passing, failing, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

async function main() {
  let interrupted = false;
  // Ctrl+C reaches the running part too (same process group): let it end, run nothing more, still summarise.
  process.on('SIGINT', () => (interrupted = true));
  process.on('SIGTERM', () => (interrupted = true));
  const log = (/** @type {string} */ line) => console.log(`[test] ${line}`);
  const results = await runParts(
    PARTS,
    (part) => {
      log(`${part.name}: npm run ${part.script}`);
      return runNpmScript(part);
    },
    () => interrupted,
  );
  console.log('');
  for (const line of summaryLines(results, PARTS.length, os.loadavg())) log(line);
  const allPassed = results.length === PARTS.length && results.every((result) => result.passed);
  process.exit(allPassed ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
