// processWide (test/support/processWide.ts) keeps one value per process for a module that is copied into several
// bundles, as the integration suite's helpers are (one bundle per test file, test/harness/buildTests.mjs). Checked
// with real esbuild bundles of two "test files", loaded side by side.
import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import * as esbuild from 'esbuild';

const HELPER = path.resolve(__dirname, '..', 'support', 'processWide.ts');

/** Two bundles, each with its own copy of a helper module that holds a set (process-wide or a plain const). */
async function twoTestFiles(dir: string, shared: boolean): Promise<[Set<number>, Set<number>]> {
  const helper = path.join(dir, 'helper.ts');
  writeFileSync(
    helper,
    shared
      ? `import { processWide } from ${JSON.stringify(HELPER)};\nexport const used = processWide('processWide.test.${path.basename(dir)}', () => new Set<number>());\n`
      : 'export const used = new Set<number>();\n',
  );
  const entries = ['a', 'b'].map((name) => {
    const file = path.join(dir, `${name}.test.ts`);
    writeFileSync(file, `export { used } from './helper';\n`);
    return file;
  });
  await esbuild.build({
    entryPoints: entries,
    outdir: path.join(dir, 'out'),
    bundle: true,
    format: 'cjs',
    platform: 'node',
    logLevel: 'silent',
  });
  const load = createRequire(__filename);
  const [a, b] = ['a', 'b'].map(
    (name) => (load(path.join(dir, 'out', `${name}.test.js`)) as { used: Set<number> }).used,
  );
  return [a!, b!];
}

describe('processWide: one value per process across bundled copies of a module', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'process-wide-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('two bundles of one helper share what it keeps through processWide', async () => {
    const [a, b] = await twoTestFiles(dir, true);
    a.add(41234);
    assert.equal(a, b);
    assert.ok(b.has(41234), 'a port one file used is known to the other');
  });

  it('a plain module-level value is one per bundle (what the stand-in ports and live stand-ins were)', async () => {
    const [a, b] = await twoTestFiles(dir, false);
    a.add(41234);
    assert.notEqual(a, b);
    assert.ok(!b.has(41234));
  });
});
