// Counts a mocha run from its spec reporter's closing summary ("N passing (Xs)", "N failing",
// "N pending"). The exit code alone cannot be trusted: a test entry that calls process.exit(0) would
// pass with no test run, so a run is judged on what its reporter said as well.

const SUMMARY = /^\s*(\d+) (passing|failing|pending)(?: \(\d+(?:\.\d+)?(?:ms|s|m|h)\))?\s*$/;

/**
 * @param {string} line one line of reporter output
 * @returns {{ kind: 'passing' | 'failing' | 'pending', count: number } | undefined} the summary it is, if one
 */
export function mochaSummary(line) {
  const match = SUMMARY.exec(line);
  if (!match) return undefined;
  return { kind: /** @type {'passing' | 'failing' | 'pending'} */ (match[2]), count: Number(match[1]) };
}

export class MochaTally {
  passed = 0;
  failed = 0;
  pending = 0;
  /** Whether a "N passing" line was seen: the reporter always prints one when a run ends. */
  finished = false;

  /**
   * @param {string} line one line of reporter output
   * @returns {boolean} whether the line was part of a summary
   */
  read(line) {
    const summary = mochaSummary(line);
    if (!summary) return false;
    const { count } = summary;
    if (summary.kind === 'passing') {
      this.passed = count;
      this.finished = true;
    } else if (summary.kind === 'failing') {
      this.failed = count;
    } else {
      this.pending = count;
    }
    return true;
  }
}

// Which tests failed, read from the spec reporter's failure list, so that the closing summary of `npm test` can name
// them: a CI log is often read from its tail, and the list itself may be far above it. The reporter writes each
// failure as "  N) <outer title>", then one line per inner title, indented 7 spaces or more, the last ending in ":";
// then the error, whose first non-blank line is its message's first line.
const FAILURE_START = /^ {2}(\d+)\) (\S.*)$/;
const TITLE_MORE = /^ {7,}(\S.*)$/;

/** @typedef {{ title: string, message: string }} Failure */

export class MochaFailures {
  /** @type {Failure[]} */
  failures = [];
  /** After a "N failing" line, until the next run's "N passing": the failure list. */
  #listing = false;
  /** @type {string[] | undefined} the titles of the failure being read */
  #titles;
  /** Whether its titles have ended (with ":"), so the next non-blank line is the message. */
  #titled = false;

  /** @param {string} line one line of reporter output, colour codes removed */
  read(line) {
    const summary = mochaSummary(line);
    if (summary) {
      this.#end('');
      if (summary.kind === 'passing') this.#listing = false;
      if (summary.kind === 'failing') this.#listing = true;
      return;
    }
    if (!this.#listing) return;
    const start = FAILURE_START.exec(line);
    if (start) {
      this.#end('');
      this.#titles = [start[2] ?? ''];
      this.#titled = line.endsWith(':');
      return;
    }
    if (!this.#titles || line.trim() === '') return;
    const more = this.#titled ? undefined : TITLE_MORE.exec(line);
    if (more) {
      this.#titles.push(more[1] ?? '');
      this.#titled = line.endsWith(':');
    } else {
      this.#end(line);
    }
  }

  /** @param {string} message */
  #end(message) {
    if (!this.#titles) return;
    const title = this.#titles.join(' › ').replace(/:$/, '');
    this.failures.push({ title, message: message.trim() });
    this.#titles = undefined;
  }
}
