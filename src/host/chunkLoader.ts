// The one loader of the bundles that activation does not pay for, and the one shape of a lazily loaded part. A chunk is
// a folder's `chunk.ts` (esbuild.mjs finds them and makes each into dist/<folder>/chunk.js; the code they share is
// built once, into dist/shared-<hash>.js files they require); the code that owns one names its folder and its type,
// `lazyPart<typeof import('./chunk')>('features/idsView', …)`, so this file knows no feature. lazyPart is the only way
// in (loadChunk is not exported; test/unit/host/lazyParts.test.ts scans src/ for any other require of a chunk), so every
// chunk that fails to load is reported once, in words, and its feature goes on without it.
// The translator activation installs lives in the one shared src/l10n.ts every chunk requires.
import * as path from 'node:path';
import { l10n } from '../l10n';

/** The folder the chunks' folders are in: dist/ beside this bundle, or src/ when running from source (tests under tsx). */
const ROOT = path.extname(__filename) === '.ts' ? path.join(__dirname, '..') : __dirname;
const loaded = new Map<string, unknown>();

/** A chunk that could not be loaded (a broken or half-updated install): its message says which, why, and what to do. */
export class ChunkLoadError extends Error {
  constructor(
    readonly folder: string,
    cause: unknown,
  ) {
    super(
      l10n.t(
        'Profile Lookup could not load a part of itself ({0}): {1}. Reinstall or update the extension.',
        folder,
        // Its first line: Node's "Cannot find module" goes on with the whole require stack.
        (cause instanceof Error ? cause.message : String(cause)).split('\n')[0]!,
      ),
      { cause },
    );
    this.name = 'ChunkLoadError';
  }
}

/**
 * `folder`'s chunk (relative to src/), required on first use and then kept; a ChunkLoadError when it cannot be. The
 * path is computed, so the bundler leaves the require alone.
 */
function loadChunk<Chunk>(folder: string): Chunk {
  let chunk = loaded.get(folder);
  if (chunk === undefined) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      chunk = require(path.join(ROOT, folder, 'chunk')) as unknown;
    } catch (error) {
      throw new ChunkLoadError(folder, error);
    }
    loaded.set(folder, chunk);
  }
  return chunk as Chunk;
}

/** A lazily loaded part of a feature, as its eager part (activate.ts) holds it. */
export interface LazyPart<Chunk> {
  /** The chunk, loaded now if it is not yet; undefined when it could not be (said once, through `onFailure`). */
  get(): Chunk | undefined;
  /** Whether loading failed: the part stays off (a broken install is not tried again on every use). */
  readonly failed: boolean;
}

/**
 * The one shape of a lazy part: loaded on first use, kept; a chunk that fails to load is reported once, with
 * ChunkLoadError's message (the caller logs it and shows it), and the feature goes on without that part.
 */
export function lazyPart<Chunk>(
  folder: string,
  /** How the failure is told; by default the report the composition root installed (installChunkFailureReport). */
  onFailure: (error: ChunkLoadError) => void = (error) => installedReport(error),
  /** Tests hand in a loader; the extension requires `folder`'s chunk. */
  load: () => Chunk = () => loadChunk<Chunk>(folder),
): LazyPart<Chunk> {
  let chunk: Chunk | undefined;
  let failed = false;
  return {
    get() {
      if (chunk === undefined && !failed) {
        try {
          chunk = load();
        } catch (error) {
          failed = true;
          onFailure(error instanceof ChunkLoadError ? error : new ChunkLoadError(folder, error));
        }
      }
      return chunk;
    },
    get failed() {
      return failed;
    },
  };
}

/** The report every lazy part gives of a chunk that failed: in the log, and shown to the user once (`show`). */
export function reportChunkFailure(
  log: { error(line: string): void },
  show: (message: string) => unknown,
): (error: ChunkLoadError) => void {
  return (error) => {
    log.error(error.message);
    void show(error.message);
  };
}

/** Until activation installs the log and the message, a failure still goes somewhere a developer sees it. */
let installedReport: (error: ChunkLoadError) => void = (error) => console.error(error.message);

/**
 * The report of the lazy parts that own no log of their own (the classifier under a position, the panel's page): the
 * composition root installs `reportChunkFailure(log, show)` once, at activation.
 */
export function installChunkFailureReport(report: (error: ChunkLoadError) => void): void {
  installedReport = report;
}
