// Builds the extension: dist/extension.js (what activation loads), dist/api.js (the network and
// validation layer, undici + zod, required lazily on the first request so activation stays small),
// dist/classify.js (the typed-id classifier, required on the first id under the mouse or cursor),
// dist/idsView.js (the Ids view's scan, classifier and tree, required the first time the view is shown),
// dist/agentTools.js (the language model tools' work, required the first time an agent uses one),
// dist/panelPage.js (the profile page's HTML, required when a panel first renders),
// dist/apiKeyRoom.js (the status bar item and the key guard, required right after activation) and
// dist/webview/panel.js (the profile panel's page script, for the browser).
import * as esbuild from 'esbuild';
import { rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

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
 * The extension's Node bundles, shared with the tests and benchmarks that measure the built bundles.
 * @returns {esbuild.BuildOptions}
 */
export function buildOptions({ production = false, watch = false, outdir = 'dist', quiet = false } = {}) {
  return {
    entryPoints: {
      extension: 'src/extension.ts',
      api: 'src/api/index.ts',
      classify: 'src/ids/classifyChunk.ts',
      idsView: 'src/features/idsView/index.ts',
      agentTools: 'src/features/agentTools/index.ts',
      panelPage: 'src/features/panel/core/pageChunk.ts',
      apiKeyRoom: 'src/features/apiKey/apiKeyRoomChunk.ts',
    },
    outdir,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    minify: production,
    sourcemap: !production,
    sourcesContent: false,
    // `vscode` is provided by the editor; every entry but dist/extension.js is required by path at run time
    // (src/host/lazyChunks.ts), never bundled in.
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
