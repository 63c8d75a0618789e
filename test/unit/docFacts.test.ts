// The docs cannot drift, part two: every number README.md and CONTRIBUTING.md state that is not a generated figure
// (scripts/docFigures.ts, test/unit/docFigures.test.ts) is a constant of the code, and each is checked here against
// that constant: one row per fact, the sentence the doc must hold made from the code's value. Change a limit, a
// default or a version, and the row's sentence is no longer in the doc: the test names the constant to follow.
// What the docs state as measurements was reworded into goals (held by the benches) or mechanisms; a number that is
// neither (a fact of VS Code or of the service) is listed at the end of this file, with why it is not checked.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENTED_LIMIT, DOCUMENTED_WINDOW_MS } from '../../src/api/model/serviceLimits';
import { KEY_PREFIX, MAX_KEY_LENGTH, MIN_KEY_BODY } from '../../src/api/model/keyFormat';
import { DEFAULT_MAX_PROFILES, DEFAULT_MAX_STORE_BYTES, NO_PROFILE_TTL_MS } from '../../src/api/store/rememberedStore';
import { MAX_IDS_PER_CALL } from '../../src/features/agentTools/core/toolNames';
import { HASH_SAMPLES } from '../../src/features/folderIds/core/lineShapes';
import { STREAM_CHUNK_BYTES } from '../../src/features/folderIds/core/streamScan';
import { MAX_EXACT_REST } from '../../src/features/idsView/core/distinctCounter';
import { MAX_FILE_BYTES } from '../../src/features/idsView/core/fileLimit';
import { DISPLAY_CAP } from '../../src/features/idsView/core/idTable';
import { MIN_DETECTED_DIGITS } from '../../src/ids/findId';
import { MAX_ID_DIGITS } from '../../src/ids/snowflake';
import { ACTIVATION_BYTES_LIMIT } from '../support/activationFiles';
import { DEFAULT_CHECK_ROUNDS } from '../../bench/args';
import { OTHER_LANES_NICE } from '../harness/testAll.mjs';
import { NEWEST_TARGET, OLDEST_TARGET } from '../harness/vscodeTargets.mjs';

const ROOT = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
/** The doc's text with its line breaks and indents as single spaces: a fact may be wrapped anywhere. */
const flat = (file: string) => read(file).replace(/\s+/g, ' ');
/**
 * A constant of a script that runs on import (a launcher, a bench), read from its source: `const NAME = 123`, or the
 * number a given pattern captures.
 */
function constantIn(file: string, name: string, pattern = new RegExp(`\\bconst ${name} = ([\\d_]+)`)): number {
  const match = pattern.exec(read(file));
  assert.ok(match, `${file} declares ${name}`);
  return Number(match[1]!.replace(/_/g, ''));
}
/** The folder bench's defaults, written inline where the count can be overridden (FOLDER_BENCH_FILES). */
const FOLDER_FILES = constantIn(
  'bench/folderIds.bench.ts',
  'FILES',
  /const FILES = Number\(process\.env\.FOLDER_BENCH_FILES \?\? ([\d_]+)\)/,
);
const FOLDER_USERS = constantIn('bench/folderIds.bench.ts', 'USERS', /const USERS = Math\.min\(([\d_]+),/);

const count = (n: number) => n.toLocaleString('en');
const KB = 1024;
const MB = 1024 * 1024;
const manifest = JSON.parse(read('package.json')) as {
  version: string;
  engines: { vscode: string };
  contributes: { configuration: { properties: Record<string, { default: unknown }> } };
};
const settings = manifest.contributes.configuration.properties;
const day = (ms: number) => (ms === 24 * 60 * 60 * 1000 ? 'a day' : `${ms / 3_600_000} hours`);

/** [doc, the sentence it must hold, made from the code's value; where that value lives]. */
const FACTS: [file: 'README.md' | 'CONTRIBUTING.md', says: string, from: string][] = [
  ['README.md', `(${MIN_DETECTED_DIGITS}–${MAX_ID_DIGITS.length} digit snowflakes)`, 'src/ids/findId.ts'],
  ['README.md', `hold a run of ${MIN_DETECTED_DIGITS} digits or more`, 'src/ids/findId.ts'],
  ['README.md', `the view shows the first ${count(DISPLAY_CAP)} distinct ids`, 'idTable.ts DISPLAY_CAP'],
  ['README.md', `(past ${count(MAX_EXACT_REST)} more, about how many`, 'distinctCounter.ts MAX_EXACT_REST'],
  ['README.md', `is read from disk, up to ${MAX_FILE_BYTES / MB} MB`, 'fileLimit.ts MAX_FILE_BYTES'],
  ['README.md', `streamed in ${STREAM_CHUNK_BYTES / KB} KB pieces`, 'streamScan.ts STREAM_CHUNK_BYTES'],
  [
    'README.md',
    `\`profileLookup.folderIds.maxFileSizeMB\` (default ${String(settings['profileLookup.folderIds.maxFileSizeMB']?.default)})`,
    'package.json',
  ],
  ['README.md', `up to ${MAX_IDS_PER_CALL} ids per call`, 'toolNames.ts MAX_IDS_PER_CALL'],
  ['README.md', `(\`${KEY_PREFIX}\` and ${MIN_KEY_BODY} or more Base58 characters)`, 'keyFormat.ts MIN_KEY_BODY'],
  [
    'README.md',
    `At most ${count(DEFAULT_MAX_PROFILES)} profiles and ${DEFAULT_MAX_STORE_BYTES / MB} MiB on disk`,
    'rememberedStore.ts DEFAULT_MAX_PROFILES, DEFAULT_MAX_STORE_BYTES',
  ],
  ['README.md', `a "no profile" answer is kept for ${day(NO_PROFILE_TTL_MS)}`, 'rememberedStore.ts NO_PROFILE_TTL_MS'],
  ['README.md', `profile-lookup-${manifest.version}.vsix`, 'package.json version'],
  [
    'README.md',
    `VS Code **${manifest.engines.vscode.replace(/^\^(\d+\.\d+)\.0$/, '$1')} and later**`,
    'engines.vscode',
  ],
  ['CONTRIBUTING.md', `its ${count(MAX_KEY_LENGTH)}-character maximum`, 'keyFormat.ts MAX_KEY_LENGTH'],
  [
    'CONTRIBUTING.md',
    `on port ${constantIn('test/harness/start.mjs', 'INSPECT_PORT')}`,
    'test/harness/start.mjs INSPECT_PORT',
  ],
  ['CONTRIBUTING.md', `(a nice value of ${OTHER_LANES_NICE})`, 'testAll.mjs OTHER_LANES_NICE'],
  ['CONTRIBUTING.md', `(nice ${OTHER_LANES_NICE})`, 'testAll.mjs OTHER_LANES_NICE'],
  [
    'CONTRIBUTING.md',
    `(\`PATIENCE_MS\`: ${constantIn('test/browser/chromium.ts', 'PATIENCE_MS') / 1000} s in the browser tests, ` +
      `${constantIn('test/integration/patience.ts', 'PATIENCE_MS') / 1000} s in the integration tests)`,
    'test/browser/chromium.ts, test/integration/patience.ts PATIENCE_MS',
  ],
  ['CONTRIBUTING.md', `under ${ACTIVATION_BYTES_LIMIT / KB} KB`, 'test/support/activationFiles.ts'],
  ['CONTRIBUTING.md', `(\`engines.vscode: ${manifest.engines.vscode}\`)`, 'package.json engines.vscode'],
  [
    'CONTRIBUTING.md',
    `VS Code ${OLDEST_TARGET.vscode}.`,
    'vscodeTargets.mjs OLDEST_TARGET (its full version, e.g. 1.90.2, is the one code-server ships)',
  ],
  ['CONTRIBUTING.md', `(code-server ${OLDEST_TARGET.codeServer}, the oldest version`, 'vscodeTargets.mjs'],
  ['CONTRIBUTING.md', `(code-server ${NEWEST_TARGET.codeServer})`, 'vscodeTargets.mjs NEWEST_TARGET'],
  ['CONTRIBUTING.md', `runs every bench ${DEFAULT_CHECK_ROUNDS} times`, 'bench/args.ts DEFAULT_CHECK_ROUNDS'],
  [
    'CONTRIBUTING.md',
    `judges each row on the median of ${DEFAULT_CHECK_ROUNDS} rounds`,
    'bench/args.ts DEFAULT_CHECK_ROUNDS',
  ],
  [
    'CONTRIBUTING.md',
    `load ${count(constantIn('bench/remembered.bench.ts', 'COUNT'))} remembered profiles`,
    'bench/remembered.bench.ts COUNT',
  ],
  [
    'CONTRIBUTING.md',
    `under the ${DEFAULT_MAX_STORE_BYTES / MB} MiB read limit`,
    'rememberedStore.ts DEFAULT_MAX_STORE_BYTES',
  ],
  ['CONTRIBUTING.md', `a generated folder of ${count(FOLDER_FILES)} files`, 'bench/folderIds.bench.ts FILES'],
  ['CONTRIBUTING.md', `${count(FOLDER_USERS)} distinct users among them`, 'bench/folderIds.bench.ts USERS'],
  ['CONTRIBUTING.md', `its ids' places and ${HASH_SAMPLES} of its characters`, 'lineShapes.ts HASH_SAMPLES'],
];

describe('the docs say what the code says: every number is a constant of the code, checked', () => {
  it('each fact is in its doc as the code makes it now', () => {
    const missing = FACTS.filter(([file, says]) => !flat(file).includes(says)).map(
      ([file, says, from]) => `${file} should say "${says}" (from ${from})`,
    );
    assert.deepEqual(missing, []);
  });

  it('the rate limit is the documented one wherever a doc states it', () => {
    for (const file of ['README.md', 'CONTRIBUTING.md']) {
      const stated = [...flat(file).matchAll(/(\d+) requests per (\d+) s\b/g)];
      assert.ok(stated.length > 0 || file === 'CONTRIBUTING.md', `${file} states the rate limit`);
      for (const [whole, limit, seconds] of stated)
        assert.deepEqual([Number(limit), Number(seconds) * 1000], [DOCUMENTED_LIMIT, DOCUMENTED_WINDOW_MS], whole);
    }
  });

  it("the settings table's defaults are the manifest's", () => {
    const rows = [...read('README.md').matchAll(/^\| `(profileLookup\.[\w.]+)` \| `([^`]*)` \|/gm)];
    assert.deepEqual(rows.map(([, name]) => name).sort(), Object.keys(settings).sort(), 'one row per setting');
    for (const [, name, shown] of rows) {
      const value = settings[name!]!.default;
      assert.equal(shown, typeof value === 'string' ? value : JSON.stringify(value), name);
    }
  });

  it('a changed constant fails the check: the sentence made from another value is not in the doc', () => {
    const table: [says: string, file: 'README.md' | 'CONTRIBUTING.md'][] = [
      [`the view shows the first ${count(DISPLAY_CAP + 1)} distinct ids`, 'README.md'],
      [`up to ${MAX_IDS_PER_CALL + 1} ids per call`, 'README.md'],
      [`(a nice value of ${OTHER_LANES_NICE + 1})`, 'CONTRIBUTING.md'],
    ];
    for (const [says, file] of table) assert.equal(flat(file).includes(says), false, says);
  });
});

// Numbers the docs state that are not the extension's own constants, so nothing here can check them against code:
// - VS Code's: documents over 50 MB are not handed to extensions; the language model tools API from 1.95.
// - The service's: HTTP 401 and 429, the `(id >> 22) % shardCount` shard formula, 64-bit ids, JavaScript's 2^53.
// - The examples' own values ("line 12", `127.0.0.1`), and the machine this project is proven on (Debian 12, 2 cores).
// - "Node 20": package.json states no engines.node to check it against.
