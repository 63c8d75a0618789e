// The progress of a first install: one line per step with the time it usually takes, the steps' output in a
// log file, and that log's tail printed only when a step fails. Several hundred lines of compiler output
// help nobody whose install works.
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const TAIL_LINES = 40;

/** @param {number} seconds */
export function formatSeconds(seconds) {
  if (seconds < 90) return `${Math.round(seconds)} s`;
  return `${Math.round(seconds / 60)} min`;
}

export class InstallSteps {
  /** @type {(line: string) => void} */
  #log;
  #total;
  #done = 0;
  /** @type {{ file: string, stream: import('node:fs').WriteStream } | undefined} */
  #logFile;

  /**
   * @param {(line: string) => void} log
   * @param {number} total  the steps to come, for the "[2/4]" count
   */
  constructor(log, total) {
    this.#log = log;
    this.#total = total;
  }

  /**
   * Runs `work` with every step's output going to `file` (replaced), and says where it is once done.
   * @param {string} file
   * @param {() => Promise<void>} work
   */
  async withLogFile(file, work) {
    await mkdir(path.dirname(file), { recursive: true });
    const stream = createWriteStream(file);
    this.#logFile = { file, stream };
    const started = Date.now();
    try {
      await work();
      this.#log(`installed in ${formatSeconds((Date.now() - started) / 1000)} (log: ${file})`);
    } finally {
      this.#logFile = undefined;
      await new Promise((resolve) => stream.end(resolve));
    }
  }

  /**
   * @param {string} title
   * @param {number} expectedSeconds
   * @param {(logFile: import('node:fs').WriteStream) => Promise<unknown>} work
   */
  async run(title, expectedSeconds, work) {
    const logFile = this.#logFile;
    if (!logFile) throw new Error('InstallSteps.run outside withLogFile');
    this.#done += 1;
    const label = `[${this.#done}/${this.#total}] ${title}`;
    this.#log(`${label} (about ${formatSeconds(expectedSeconds)})`);
    logFile.stream.write(`\n===== ${label}\n`);
    const started = Date.now();
    try {
      await work(logFile.stream);
      logFile.stream.write(`===== done in ${Math.round((Date.now() - started) / 1000)} s\n`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logFile.stream.write(`===== failed after ${Math.round((Date.now() - started) / 1000)} s: ${message}\n`);
      await new Promise((resolve) => logFile.stream.write('', resolve));
      const tail = await lastLines(logFile.file, TAIL_LINES);
      this.#log(`${label} failed: ${message}`);
      this.#log(`the last ${TAIL_LINES} lines of ${logFile.file}:`);
      for (const line of tail) console.log(`  | ${line}`);
      throw error;
    }
  }
}

/**
 * @param {string} file
 * @param {number} count
 */
async function lastLines(file, count) {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.replace(/\n+$/, '').split('\n').slice(-count);
}
