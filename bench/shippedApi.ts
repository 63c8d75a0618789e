// The data layer as it ships: its chunk built by esbuild.mjs's production options (running src through tsx would add
// its keep-names wrapper to every closure made per request).
//
// Built and loaded once per bench process, as the extension host loads it once. Loading a fresh copy each round
// (each with its own bundled undici) made the client-overhead figure climb round after round in one process:
// 1.16x, 1.25x, 1.37x, 1.45x, 1.38x, against 1.15x, 1.14x, 1.11x, 1.15x, 1.08x with one copy.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildShipped, srcModule } from './shippedBuild';

export type ApiChunk = typeof import('../src/api/chunk');

let loaded: Promise<ApiChunk> | undefined;

/** The data layer's chunk built with the production options, loaded once per process. */
export function loadShippedApi(): Promise<ApiChunk> {
  loaded ??= build();
  return loaded;
}

function build(): Promise<ApiChunk> {
  const outdir = mkdtempSync(join(tmpdir(), 'pl-shipped-api-'));
  // Kept while the process runs: a split build may require a shared file after the entry.
  process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  return buildShipped<ApiChunk>(outdir, 'api', `export * from ${srcModule('api/chunk')};`);
}
