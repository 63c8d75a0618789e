// Which files the unit suite runs. Mocha adds a configuration's `spec` to the files its command line names, so with
// the whole suite in .mocharc.cjs, `npm run test:unit -- test/unit/ids/scan.test.ts` ran all of it. The whole suite
// is the spec only when the command line names no file, folder or glob of its own: then `npm run test:unit -- <file
// or glob>` runs just that, and `npm run test:unit -- --grep <text>` the matching tests of the whole suite.
'use strict';
const fs = require('node:fs');

/** The unit suite: every test file under test/unit/. */
const WHOLE_SUITE = ['test/unit/**/*.test.ts'];

/** Mocha's options that take a value as the next argument (`--grep hover`): that value names no spec. */
const TAKES_VALUE = new Set([
  '-r',
  '--require',
  '-g',
  '--grep',
  '-f',
  '--fgrep',
  '-t',
  '--timeout',
  '--timeouts',
  '-s',
  '--slow',
  '-R',
  '--reporter',
  '-O',
  '--reporter-option',
  '--reporter-options',
  '--config',
  '--package',
  '--extension',
  '--ignore',
  '--exclude',
  '--file',
  '-u',
  '--ui',
  '-j',
  '--jobs',
  '--retries',
  '--node-option',
  '-n',
  '--spec',
]);

/**
 * Whether the command line names tests of its own: an argument that is no option nor an option's value, and is a
 * glob or a path that exists (a file or a folder), or the value of `--spec`.
 * @param {readonly string[]} args  the command line's arguments (process.argv without node and mocha)
 * @param {(path: string) => boolean} [exists]
 * @returns {boolean}
 */
function namesSpecs(args, exists = fs.existsSync) {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--spec') return true;
    if (arg.startsWith('--spec=')) return true;
    if (arg.startsWith('-')) {
      if (TAKES_VALUE.has(arg)) i++;
      continue;
    }
    if (/[*?{[]/.test(arg) || exists(arg)) return true;
  }
  return false;
}

/**
 * @param {readonly string[]} args
 * @param {(path: string) => boolean} [exists]
 * @returns {string[]} the configuration's spec: the whole suite, or none when the command line names its own
 */
function unitSpec(args, exists) {
  return namesSpecs(args, exists) ? [] : [...WHOLE_SUITE];
}

module.exports = { unitSpec, namesSpecs, WHOLE_SUITE };
