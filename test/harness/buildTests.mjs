// Builds the integration suite for the extension host: test/integration/index.ts and every
// test/integration/**/*.test.ts become out/integration/**/*.js, one CommonJS bundle each. `vscode` is
// the editor's own module and `mocha` is required from the repo's node_modules at run time, so both stay
// outside the bundles. Run directly (`node test/harness/buildTests.mjs`) or imported by the launchers.
import * as esbuild from 'esbuild';
import { problemReporter } from '../../esbuild.mjs';
import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const INTEGRATION_SOURCE_DIR = path.join(REPO_ROOT, 'test', 'integration');
export const INTEGRATION_OUT_DIR = path.join(REPO_ROOT, 'out', 'integration');
/** The module VS Code loads as extensionTestsPath. */
export const INTEGRATION_ENTRY = path.join(INTEGRATION_OUT_DIR, 'index.js');

/** @param {string} dir @returns {string[]} */
function findTestSources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findTestSources(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** @returns {Promise<string[]>} the test sources built */
export async function buildIntegrationTests() {
  const tests = findTestSources(INTEGRATION_SOURCE_DIR);
  // A test file deleted from the sources must not live on as a stale bundle that index.js still runs.
  await rm(INTEGRATION_OUT_DIR, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: [path.join(INTEGRATION_SOURCE_DIR, 'index.ts'), ...tests],
    outbase: INTEGRATION_SOURCE_DIR,
    outdir: INTEGRATION_OUT_DIR,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    // VS Code 1.90's extension host runs Node 20; newer ones run newer Nodes.
    target: 'node20',
    sourcemap: 'inline',
    sourcesContent: false,
    external: ['vscode', 'mocha'],
    // Errors as the extension's build prints them (file:line:column, column from 1), for the "Extension Tests: build"
    // task's problem matcher.
    logLevel: 'silent',
    plugins: [problemReporter(false)],
  });
  return tests;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tests = await buildIntegrationTests();
  console.log(`built ${tests.length} integration test file(s) into ${path.relative(REPO_ROOT, INTEGRATION_OUT_DIR)}/`);
}
