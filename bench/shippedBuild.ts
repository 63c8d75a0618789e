// A piece of src as it ships: built by esbuild.mjs's production options (minified, split, made CommonJS by its second
// step) into a folder of the caller's, and required from there. Running src through tsx instead wraps each function in
// its keep-names helper: a hot loop pays for it on each call, and a function run from its own text carries it.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

/** The checkout this file is in (its esbuild.mjs and src/). */
const root = resolve(__dirname, '..');

/** A module of src (its path under src/, no extension) as an import specifier for an entry's text. */
export function srcModule(relative: string): string {
  return JSON.stringify(join(root, 'src', relative));
}

/**
 * The entry `entrySource` (its imports written with srcModule) built as `<name>.js` into `outdir`, and required. The
 * folder must stay while the module is used: a split build may require a shared file after the entry.
 */
export async function buildShipped<T>(outdir: string, name: string, entrySource: string): Promise<T> {
  const { buildOptions } = (await import(pathToFileURL(join(root, 'esbuild.mjs')).href)) as {
    buildOptions: (o: object) => esbuild.BuildOptions;
  };
  const entry = join(outdir, `${name}Entry.ts`);
  writeFileSync(entry, entrySource);
  await esbuild.build({
    ...buildOptions({ production: true, outdir, quiet: true }),
    entryPoints: { [name]: entry },
    absWorkingDir: root,
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(join(outdir, `${name}.js`)) as T;
}
