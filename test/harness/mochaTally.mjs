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
