import * as path from 'node:path';

type Classifier = typeof import('../ids/classifyId');

/**
 * The built chunk beside dist/extension.js (esbuild.mjs), or the source when running from it (tests,
 * benchmarks under tsx). Computed, so the bundler leaves the require alone.
 */
const CHUNK = path.extname(__filename) === '.ts' ? path.join('..', 'ids', 'classifyId') : 'classify.js';

let loaded: Classifier | undefined;

/**
 * The typed-id classifier (src/ids/classifyId.ts), required on the first id under the mouse, the cursor or
 * in a terminal line rather than at activation: it is about 20 KB of the bundle, and most sessions start
 * without anyone pointing at an id.
 */
export function classifier(): Classifier {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= require(path.join(__dirname, CHUNK)) as Classifier;
  return loaded;
}
