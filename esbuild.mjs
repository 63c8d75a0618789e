// Builds the extension: dist/extension.js (what activation loads) and dist/api.js (the network and
// validation layer, undici + zod, required lazily on the first request so activation stays small).
import * as esbuild from 'esbuild';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

/** Prints errors as file:line:col lines, the form editors and problem matchers understand. */
const problemReporter = {
  name: 'problem-reporter',
  setup(build) {
    build.onStart(() => console.log(`[${watch ? 'watch' : 'build'}] started`));
    build.onEnd((result) => {
      for (const { text, location } of result.errors) {
        console.error(`✘ [ERROR] ${text}`);
        if (location) console.error(`    ${location.file}:${location.line}:${location.column}:`);
      }
      console.log(`[${watch ? 'watch' : 'build'}] finished`);
    });
  },
};

const ctx = await esbuild.context({
  entryPoints: { extension: 'src/extension.ts', api: 'src/api/index.ts' },
  outdir: 'dist',
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minify: production,
  sourcemap: !production,
  sourcesContent: false,
  // `./api.js` is the lazily required sibling bundle; `vscode` is provided by the editor.
  external: ['vscode', './api.js'],
  logLevel: 'silent',
  metafile: true,
  plugins: [problemReporter],
});

if (watch) {
  await ctx.watch();
} else {
  const result = await ctx.rebuild();
  await ctx.dispose();
  if (result.errors.length > 0) process.exit(1);
}
