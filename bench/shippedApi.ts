// The data layer as it ships: its chunk built by esbuild.mjs's production options (running src through tsx would add
// its keep-names wrapper to every closure made per request).
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export type ApiChunk = typeof import('../src/api/chunk');

const root = resolve(__dirname, '..');

/** Builds the data layer's chunk with the production options into `outdir` and loads it. */
export async function loadShippedApi(outdir: string): Promise<ApiChunk> {
  const { buildOptions } = (await import(pathToFileURL(join(root, 'esbuild.mjs')).href)) as {
    buildOptions: (o: object) => esbuild.BuildOptions;
  };
  await esbuild.build({
    ...buildOptions({ production: true, outdir, quiet: true }),
    entryPoints: { api: 'src/api/chunk.ts' },
    absWorkingDir: root,
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(join(outdir, 'api.js')) as ApiChunk;
}
