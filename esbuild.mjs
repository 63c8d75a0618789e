// Builds the extension: dist/extension.js (what activation loads); a bundle of its own for every `chunk.ts` under src/
// (dist/<folder>/chunk.js, required on first use through src/host/chunkLoader.ts: the data layer, the classifier, the
// Ids view, the agent tools, the panel's page, the API key feature), so activation stays small; and
// dist/webview/panel.js (the profile panel's page script, for the browser).
import * as esbuild from 'esbuild';
import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

/** Builds under way in this process (the Node bundles and the webview's script build side by side). */
let building = 0;

/**
 * Prints errors as file:line:column lines (column from 1), the form editors and problem matchers understand, and one
 * "build started" / "build finished" pair around the builds that run together, so that the watch task in
 * .vscode/tasks.json (whose background patterns match these lines, as does esbuild's own watch mode and
 * VS Code's $esbuild-watch matcher) lets the Extension Development Host start only once every bundle is written.
 * @param {boolean} watch
 * @returns {esbuild.Plugin}
 */
export const problemReporter = (watch) => ({
  name: 'problem-reporter',
  setup(build) {
    build.onStart(() => {
      if (building++ === 0) console.log(`[${watch ? 'watch' : 'build'}] build started`);
    });
    build.onEnd((result) => {
      for (const { text, location } of result.errors) {
        console.error(`✘ [ERROR] ${text}`);
        // esbuild counts columns from 0; editors and VS Code's problem matchers read `file:line:column` from 1.
        if (location) console.error(`    ${location.file}:${location.line}:${location.column + 1}:`);
      }
      if (--building === 0) console.log(`[${watch ? 'watch' : 'build'}] build finished`);
    });
  },
});

/**
 * Every src/<folder>/chunk.ts, as esbuild entries: `<folder>/chunk` -> `src/<folder>/chunk.ts` (posix paths).
 * @returns {Record<string, string>}
 */
export function chunkEntries() {
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).map((file) =>
    file.split('\\').join('/'),
  );
  return Object.fromEntries(
    files
      .filter((file) => file === 'chunk.ts' || file.endsWith('/chunk.ts'))
      .sort()
      .map((file) => [file.slice(0, -'.ts'.length), `src/${file}`]),
  );
}

/**
 * The extension's Node bundles, shared with the tests and benchmarks that measure the built bundles.
 * @returns {esbuild.BuildOptions}
 */
export function buildOptions({ production = false, watch = false, outdir = 'dist', quiet = false } = {}) {
  return {
    entryPoints: { extension: 'src/extension.ts', ...chunkEntries() },
    outdir,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    minify: production,
    sourcemap: !production,
    sourcesContent: false,
    // `vscode` is provided by the editor; every entry but dist/extension.js is required by path at run time
    // (src/host/chunkLoader.ts), never bundled in.
    external: ['vscode'],
    logLevel: 'silent',
    plugins: quiet ? [] : [problemReporter(watch)],
  };
}

/**
 * The profile panel's page script: a browser bundle, loaded by the webview under its CSP.
 * @returns {esbuild.BuildOptions}
 */
export function webviewBuildOptions({ production = false, watch = false, outdir = 'dist', quiet = false } = {}) {
  return {
    entryPoints: { 'webview/panel': 'src/features/panel/script/panel.ts' },
    outdir,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    // The webview is VS Code's own Chromium (Electron), or the browser of VS Code for the Web.
    target: 'es2022',
    minify: production,
    sourcemap: !production,
    sourcesContent: false,
    logLevel: 'silent',
    plugins: quiet ? [] : [problemReporter(watch)],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const production = process.argv.includes('--production');
  const watch = process.argv.includes('--watch');
  // --outdir=DIR: another output folder than dist/ (the unit test of the watch task builds into a temporary one).
  const outdir = process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length) || 'dist';
  // Every build (a watch: its first) starts from an empty folder, so nothing of an earlier one stays: no development
  // map beside a production bundle, no bundle of an entry that is gone.
  await rm(outdir, { recursive: true, force: true });
  const contexts = await Promise.all(
    [buildOptions, webviewBuildOptions].map((options) => esbuild.context(options({ production, watch, outdir }))),
  );
  if (watch) {
    await Promise.all(contexts.map((ctx) => ctx.watch()));
  } else {
    const results = await Promise.all(contexts.map((ctx) => ctx.rebuild()));
    await Promise.all(contexts.map((ctx) => ctx.dispose()));
    if (results.some((result) => result.errors.length > 0)) process.exit(1);
  }
}
