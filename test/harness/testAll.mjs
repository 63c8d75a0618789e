// `npm test`: every part (typecheck, lint, unit, browser, integration) runs, each through its own npm script, even
// when an earlier part failed, so one failure never hides the others; a summary at the end names each part's result,
// its mocha counts and its time, and the command exits non-zero when any part failed. A part whose script failed
// with no failing test counted (a type error, a test host that died) says so: `.ci/run` counts it as a failure.
// The parts run in two lanes side by side: the integration part spends most of its time waiting (on VS Code, on the
// service's rate limit, which the tests keep to in real time), so the other four run meanwhile. The integration
// part's output streams as it comes; each other part's output is held and printed whole, between two of its lines,
// when that part ends, so the log reads part by part. The checks lane runs at a lower priority (`nice`): the
// integration part keeps to real time and they do not. The suite passes beside a CPU burner, which loads the machine
// more than the other lane does.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MochaFailures, mochaSummary } from './mochaTally.mjs';
import { packageExtension } from './packagedExtension.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The parts in order, each in its lane: cheap checks first, so their verdict shows early. */
export const PARTS = /** @type {const} */ ([
  { name: 'typecheck', script: 'typecheck', lane: 'checks' },
  { name: 'lint', script: 'lint', lane: 'checks' },
  { name: 'unit', script: 'test:unit', lane: 'checks' },
  { name: 'browser', script: 'test:browser', lane: 'checks' },
  { name: 'integration', script: 'test:integration', lane: 'integration' },
]);

/** @typedef {{ name: string, script: string, lane: string }} Part */
/** @typedef {import('./mochaTally.mjs').Failure} Failure */
/** @typedef {{ exitCode: number, passing: number, failing: number, seconds: number, failures?: Failure[] }} PartRun */
/** @typedef {{ part: Part, run: PartRun, passed: boolean }} PartResult */

/**
 * Runs every part whatever the others gave: the lanes side by side, a lane's parts one after the other.
 * @param {readonly Part[]} parts
 * @param {(part: Part) => Promise<PartRun>} runPart
 * @param {() => boolean} [stopped]  true once the user interrupted: the parts not started yet are skipped
 * @returns {Promise<PartResult[]>}  in the parts' order, the parts that ran
 */
export async function runParts(parts, runPart, stopped = () => false) {
  /** @type {Map<Part, PartResult>} */
  const results = new Map();
  const lanes = [...new Set(parts.map((part) => part.lane))];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const part of parts.filter((candidate) => candidate.lane === lane)) {
        if (stopped()) break;
        const run = await runPart(part);
        results.set(part, { part, run, passed: run.exitCode === 0 && run.failing === 0 });
      }
    }),
  );
  return parts.flatMap((part) => results.get(part) ?? []);
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
    const why = passed
      ? counts
      : run.failing > 0
        ? counts
        : [counts, `exit ${run.exitCode}, no failing test`].filter(Boolean).join('; ');
    lines.push(
      `  ${part.name.padEnd(width)}  ${passed ? 'passed' : 'failed'}  ${`${run.seconds.toFixed(1)} s`.padStart(8)}${why ? `  ${why}` : ''}`,
    );
  }
  lines.push(...failureLines(results));
  const failed = results.filter((result) => !result.passed).length;
  const skipped = partCount - results.length;
  lines.push(
    `${failed === 0 ? 'all' : `${failed} of`} ${results.length} parts ${failed === 0 ? 'passed' : 'failed'}` +
      (skipped > 0 ? `; ${skipped} not run (interrupted)` : ''),
  );
  return lines;
}

/** How many failed tests the summary names per part, and how long a line it gives each. */
const NAMED_FAILURES = 20;
const FAILURE_LINE_CHARS = 300;

/**
 * The failed tests, a line each with the first line of its error: in the summary, so that the tail of a long log says
 * what failed (the reporters' own lists are far above it).
 * @param {PartResult[]} results
 * @returns {string[]}
 */
function failureLines(results) {
  const failed = results.filter(({ run }) => (run.failures?.length ?? 0) > 0);
  if (failed.length === 0) return [];
  const lines = ['failed tests, with the first line of each error:'];
  for (const { part, run } of failed) {
    const failures = run.failures ?? [];
    for (const { title, message } of failures.slice(0, NAMED_FAILURES)) {
      const line = `  ${part.name}: ${title}${message ? ` — ${message}` : ''}`;
      lines.push(line.length > FAILURE_LINE_CHARS ? `${line.slice(0, FAILURE_LINE_CHARS - 1)}…` : line);
    }
    if (failures.length > NAMED_FAILURES) lines.push(`  ${part.name}: and ${failures.length - NAMED_FAILURES} more`);
  }
  return lines;
}

/** The lane whose output streams as it comes; the other lanes' parts print theirs whole when they end. */
const STREAMING_LANE = 'integration';

/**
 * How much lower the other lanes run than the integration lane (a nice value). The integration tests keep to real
 * time (the service's 5 requests per 5 s, a queued hover dropped before its window opens), and two lanes at one
 * priority loaded the machine past a load of 10 on 2 cores; the checks keep to no clock, so they take the CPU the
 * integration part leaves, and finish long before it all the same.
 */
export const OTHER_LANES_NICE = 10;

/**
 * The command that runs a part's npm script: the streaming lane at this process's priority, the others lower through
 * `nice` (POSIX; on Windows, which has no `nice`, at this process's priority).
 * @param {Part} part
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.Platform} [platform]
 * @returns {[string, string[]]}
 */
export function laneCommand(part, command, args, platform = process.platform) {
  if (part.lane === STREAMING_LANE || platform === 'win32') return [command, args];
  return ['nice', ['-n', String(OTHER_LANES_NICE), command, ...args]];
}

/**
 * `npm run <script>`, its mocha summaries counted, its output passed on in whole lines: as they come (the streaming
 * lane), or held and written in one piece when the part ends (so it never lands inside another part's line or block).
 * @param {Part} part
 * @param {Record<string, string>} [extraEnv]
 * @returns {Promise<PartRun>}
 */
function runNpmScript(part, extraEnv = {}) {
  const started = Date.now();
  const npmCli = process.env.npm_execpath;
  /** @type {[string, string[]]} */
  const npmRun = npmCli ? [process.execPath, [npmCli, 'run', part.script]] : ['npm', ['run', part.script]];
  const [command, args] = laneCommand(part, ...npmRun);
  // The parts write to a pipe (to be counted): colours as if to this terminal, when it is one.
  const env = { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...extraEnv };
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['inherit', 'pipe', 'pipe'] });
  const streams = part.lane === STREAMING_LANE;
  /** @type {string[]} */
  const held = [];
  let passing = 0;
  let failing = 0;
  const failures = new MochaFailures();
  /** @param {NodeJS.ReadableStream} stream @param {NodeJS.WriteStream} sink */
  const follow = (stream, sink) => {
    let pending = '';
    const pass = (/** @type {string[]} */ lines) => {
      if (lines.length === 0) return;
      const text = lines.map((line) => `${line}\n`).join('');
      if (streams) sink.write(text);
      else held.push(text);
    };
    stream.on('data', (/** @type {Buffer} */ chunk) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // eslint-disable-next-line no-control-regex -- colour codes, which a forced-colour reporter writes
        const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
        const summary = mochaSummary(plain);
        failures.read(plain);
        if (summary?.kind === 'passing') passing += summary.count;
        if (summary?.kind === 'failing') failing += summary.count;
      }
      pass(lines);
    });
    stream.on('end', () => pass(pending ? [pending] : []));
  };
  if (child.stdout) follow(child.stdout, process.stdout);
  if (child.stderr) follow(child.stderr, process.stderr);
  /** @param {number} exitCode */
  const ended = (exitCode) => {
    if (!streams && held.length > 0) {
      process.stdout.write(`[test] ${part.name}: its output, now that it has ended:\n${held.join('')}`);
    }
    return { exitCode, passing, failing, seconds: (Date.now() - started) / 1000, failures: failures.failures };
  };
  return new Promise((resolve) => {
    child.on('error', () => resolve(ended(127)));
    child.on('close', (code, signal) => resolve(ended(code ?? (signal ? 128 : 1))));
  });
}

async function main() {
  let interrupted = false;
  // Ctrl+C reaches the running part too (same process group): let it end, run nothing more, still summarise.
  process.on('SIGINT', () => (interrupted = true));
  process.on('SIGTERM', () => (interrupted = true));
  const log = (/** @type {string} */ line) => console.log(`[test] ${line}`);
  // The .vsix the integration part installs, packaged before any part starts: the unit and browser parts rebuild
  // dist/ (vsce's prepublish, the panel's page script), which must not happen while vsce packs it.
  /** @type {Record<string, string>} */
  const integrationEnv = {};
  if (!process.env.INTEGRATION_VSIX) {
    log('packaging the extension for the integration part, before the parts start');
    try {
      integrationEnv.INTEGRATION_VSIX = await packageExtension(REPO_ROOT);
    } catch (error) {
      // The integration part packages it again and reports the failure as its own.
      log(`packaging failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const results = await runParts(
    PARTS,
    (part) => {
      log(
        `${part.name}: npm run ${part.script}${part.lane === STREAMING_LANE ? '' : ' (beside the integration part; its output follows when it ends)'}`,
      );
      return runNpmScript(part, part.lane === STREAMING_LANE ? integrationEnv : {});
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
