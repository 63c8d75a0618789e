// The one loader of the bundles that activation does not pay for. A chunk is a folder's `chunk.ts` (esbuild.mjs finds
// them and makes each into dist/<folder>/chunk.js); the code that owns one names its folder and its type,
// `loadChunk<typeof import('./chunk')>('features/idsView')`, so this file knows no feature. Every bundle carries its own
// copy of src/l10n.ts, and every copy reads the one translator activation installed: nothing is handed over here.
import * as path from 'node:path';

/** The folder the chunks' folders are in: dist/ beside this bundle, or src/ when running from source (tests under tsx). */
const ROOT = path.extname(__filename) === '.ts' ? path.join(__dirname, '..') : __dirname;
const loaded = new Map<string, unknown>();

/** `folder`'s chunk (relative to src/), required on first use and then kept. The path is computed, so the bundler leaves the require alone. */
export function loadChunk<Chunk>(folder: string): Chunk {
  let chunk = loaded.get(folder);
  if (chunk === undefined) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    chunk = require(path.join(ROOT, folder, 'chunk')) as unknown;
    loaded.set(folder, chunk);
  }
  return chunk as Chunk;
}
