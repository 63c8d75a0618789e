// Builds the extension: dist/extension.js (what activation loads); an entry of its own for every `chunk.ts` under src/
// (dist/<folder>/chunk.js, required on first use through src/host/chunkLoader.ts: the data layer, the classifier, the
// Ids view, the agent tools, the panel's page, the API key feature), so activation stays small; the code two of them
// share in dist/shared-<hash>.js files, each module once (the classifier is used by three chunks and shipped once);
// and dist/webview/panel.js (the profile panel's page script, for the browser).
//
// esbuild splits shared code only in ES module output, and VS Code 1.90's extension host (Node 20) requires CommonJS.
// So the Node build is two steps: esbuild bundles and splits as ES modules in memory, then rewrites each file, one by
// one and bundling nothing more, as CommonJS (its `import`s become `require`s of the same files), keeping the source
// maps through both steps.
import * as esbuild from 'esbuild';
import { readdirSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
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

/** Where the code that entries share goes: dist/shared-<hash>.js, beside dist/extension.js (chunkLoader.ts's root). */
export const SHARED_CHUNK_NAMES = 'shared-[hash]';

/**
 * The extension's Node bundles (the first step: ES modules, split), shared with the tests and benchmarks that measure
 * the built bundles. Its plugin `toCommonJs` adds the second step, and writes the files.
 * @returns {esbuild.BuildOptions}
 */
export function buildOptions({ production = false, watch = false, outdir = 'dist', quiet = false } = {}) {
  return {
    entryPoints: { extension: 'src/extension.ts', ...chunkEntries() },
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: SHARED_CHUNK_NAMES,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minify: production,
    // Inline: the second step reads each file's map from the file itself and carries it into the CommonJS file's map.
    sourcemap: production ? false : 'inline',
    sourcesContent: false,
    // `vscode` is provided by the editor; every entry but dist/extension.js is required by path at run time
    // (src/host/chunkLoader.ts), never bundled in.
    external: ['vscode'],
    // Nothing is written until the second step made it CommonJS.
    write: false,
    logLevel: 'silent',
    plugins: [activationSharedOnce(), toCommonJs({ production, outdir }), ...(quiet ? [] : [problemReporter(watch)])],
  };
}

/**
 * What activation loads, in one shared file. esbuild splits code by the set of entries that use it: the code
 * activation runs, used by dist/extension.js and by some chunks in a dozen different combinations, would be a dozen
 * files, each with its own module wrapper (+16 KB at activation, measured). Each chunk's entry also re-exports
 * activation's module (`__activation`, never used: a chunk is only required after activation), so everything
 * activation uses is used by every entry, and lands in one file.
 * @returns {esbuild.Plugin}
 */
function activationSharedOnce() {
  return {
    name: 'activation-shared-once',
    setup(build) {
      // Only beside activation's own entry (a benchmark may build one chunk alone).
      const entries = build.initialOptions.entryPoints;
      if (!entries || Array.isArray(entries) || !('extension' in entries)) return;
      build.onResolve({ filter: /(^|[\\/])chunk\.ts$/ }, (args) =>
        args.kind === 'entry-point' ? { path: resolve(root, args.path), namespace: 'chunk-entry' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'chunk-entry' }, (args) => ({
        contents:
          `export * from ${JSON.stringify(args.path)};\n` +
          `export * as __activation from ${JSON.stringify(join(root, 'src', 'extension.ts'))};\n`,
        loader: 'ts',
        resolveDir: root,
      }));
    },
  };
}

/**
 * The second step, run at the end of every first step (a build, or each rebuild of a watch): each ES module file
 * esbuild made becomes a CommonJS file at the same path, its imports `require`s of the same relative files.
 * @param {{ production: boolean, outdir: string }} options
 * @returns {esbuild.Plugin}
 */
function toCommonJs({ production, outdir }) {
  return {
    name: 'to-commonjs',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0 || !result.outputFiles) return;
        const absOutdir = resolve(root, outdir);
        const files = new Map(
          result.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => [file.path, file.text]),
        );
        const converted = await esbuild.build({
          entryPoints: Object.fromEntries(
            [...files.keys()].map((file) => [
              relative(absOutdir, file).split(sep).join('/').replace(/\.js$/, ''),
              file,
            ]),
          ),
          outdir: absOutdir,
          bundle: false,
          // Its input is in memory (the plugin below), at the path it is written to.
          allowOverwrite: true,
          format: 'cjs',
          platform: 'node',
          target: 'node20',
          minify: production,
          sourcemap: !production,
          sourcesContent: false,
          logLevel: 'silent',
          plugins: [
            {
              name: 'es-modules-in-memory',
              setup(convert) {
                // At the path it will have: the lines only esbuild wrote (its module helpers) map to the file itself.
                convert.onResolve({ filter: /.*/ }, (args) =>
                  args.kind === 'entry-point' ? { path: args.path, namespace: 'file' } : undefined,
                );
                convert.onLoad({ filter: /.*/ }, (args) => ({
                  contents: files.get(args.path),
                  loader: 'js',
                  resolveDir: dirname(args.path),
                }));
              },
            },
          ],
        });
        result.errors.push(...converted.errors);
        result.warnings.push(...converted.warnings);
        // A rebuild (watch) names its shared files anew: the last build's are no longer required by anything.
        const current = new Set([...files.keys()].map((file) => relative(absOutdir, file)));
        for (const name of await readdir(absOutdir).catch(() => [])) {
          if (name.startsWith('shared-') && !current.has(name.replace(/\.map$/, '')))
            await rm(join(absOutdir, name), { force: true });
        }
      });
    },
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
    [buildOptions, webviewBuildOptions].map((options) =>
      esbuild.context({ ...options({ production, watch, outdir }), absWorkingDir: root }),
    ),
  );
  if (watch) {
    await Promise.all(contexts.map((ctx) => ctx.watch()));
  } else {
    const results = await Promise.all(contexts.map((ctx) => ctx.rebuild()));
    await Promise.all(contexts.map((ctx) => ctx.dispose()));
    if (results.some((result) => result.errors.length > 0)) process.exit(1);
  }
}
