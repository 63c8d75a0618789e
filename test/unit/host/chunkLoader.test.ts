// The generic chunk loader and the chunks' one shape: every src/**/chunk.ts is a bundle of its own (esbuild.mjs), and
// each is loaded by exactly one loadChunk call whose folder and `typeof import(...)` name the same file: the compiler
// cannot tie the string to the type, so this test does.
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ChunkLoadError, lazyPart, loadChunk, reportChunkFailure } from '../../../src/host/chunkLoader';

const root = join(__dirname, '..', '..', '..');
const src = join(root, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

const posix = (path: string): string => path.split('\\').join('/');

/** Each loadChunk call in src: the folder it names, and the file its type names, both relative to src/. */
function loadChunkCalls(): { file: string; folder: string; typed: string }[] {
  const calls: { file: string; folder: string; typed: string }[] = [];
  for (const file of sourceFiles(src)) {
    // Code only: a comment may show a call as an example.
    const text = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*\*)/.test(line))
      .join('\n');
    // `type X = typeof import('./chunk')` then `loadChunk<X>('folder')`, or the type written in the call.
    const aliases = new Map([...text.matchAll(/type (\w+) = typeof import\('([^']+)'\)/g)].map((m) => [m[1]!, m[2]!]));
    for (const m of text.matchAll(/(?:loadChunk|lazyPart)<([^>]+)>\(\s*'([^']+)'/g)) {
      const typeText = m[1]!.trim();
      const spec = aliases.get(typeText) ?? /^typeof import\('([^']+)'\)$/.exec(typeText)?.[1];
      assert.ok(
        spec !== undefined,
        `${posix(relative(src, file))}: loadChunk<${typeText}> names its chunk by typeof import(...)`,
      );
      calls.push({
        file: posix(relative(src, file)),
        folder: m[2]!,
        typed: posix(relative(src, resolve(dirname(file), spec))),
      });
    }
  }
  return calls;
}

describe('host/chunkLoader', () => {
  const chunkFiles = sourceFiles(src)
    .map((file) => posix(relative(src, file)))
    .filter((file) => file === 'chunk.ts' || file.endsWith('/chunk.ts'))
    .sort();

  it('finds the chunks: the data layer, the classifier and the five lazy features', () => {
    assert.deepEqual(chunkFiles, [
      'api/chunk.ts',
      'features/agentTools/chunk.ts',
      'features/apiKey/chunk.ts',
      'features/folderIds/chunk.ts',
      'features/idsView/chunk.ts',
      'features/panel/chunk.ts',
      'ids/chunk.ts',
    ]);
  });

  it('builds each chunk file as an entry of its own, and nothing else beside the activation bundle', async () => {
    const { buildOptions } = (await import(pathToFileURL(join(root, 'esbuild.mjs')).href)) as {
      buildOptions: () => { entryPoints: Record<string, string> };
    };
    assert.deepEqual(
      Object.entries(buildOptions().entryPoints).sort(),
      [
        ['extension', 'src/extension.ts'],
        ...chunkFiles.map((file) => [file.slice(0, -'.ts'.length), `src/${file}`]),
      ].sort(),
    );
  });

  it('loads each chunk from one place, whose folder string and type name the same chunk.ts', () => {
    const calls = loadChunkCalls();
    for (const call of calls)
      assert.equal(
        `${call.folder}/chunk`,
        call.typed,
        `${call.file}: loadChunk('${call.folder}') typed as ${call.typed}`,
      );
    assert.deepEqual(
      calls.map((c) => `${c.folder}/chunk.ts`).sort(),
      chunkFiles,
      'every chunk is loaded, each by one call',
    );
  });

  it('requires a chunk once and hands back the same module', () => {
    const first = loadChunk<typeof import('../../../src/ids/chunk')>('ids');
    assert.equal(typeof first.classifyIdAt, 'function');
    assert.equal(loadChunk<typeof import('../../../src/ids/chunk')>('ids'), first);
  });

  it('a chunk that cannot load is a ChunkLoadError that names it, why, and what to do', () => {
    assert.throws(
      () => loadChunk('features/noSuchFeature'),
      (error: unknown) =>
        error instanceof ChunkLoadError &&
        error.folder === 'features/noSuchFeature' &&
        /^Profile Lookup could not load a part of itself \(features\/noSuchFeature\): Cannot find module [^]*\. Reinstall or update the extension\.$/.test(
          error.message,
        ),
    );
  });

  it('a lazy part: loaded once on first use; a failure said once, and the part stays off', () => {
    const table: [label: string, loads: (() => { n: number })[], gets: number, expected: unknown[], said: number][] = [
      ['loads', [() => ({ n: 1 })], 3, [{ n: 1 }, { n: 1 }, { n: 1 }], 0],
      [
        'fails',
        [
          () => {
            throw new Error('ENOENT: dist/features/x/chunk.js');
          },
        ],
        3,
        [undefined, undefined, undefined],
        1,
      ],
    ];
    for (const [label, [load], gets, expected, said] of table) {
      let calls = 0;
      const reports: ChunkLoadError[] = [];
      const part = lazyPart(
        'features/x',
        (error) => reports.push(error),
        () => {
          calls++;
          return load!();
        },
      );
      const got = Array.from({ length: gets }, () => part.get());
      assert.deepEqual(got, expected, label);
      assert.equal(calls, 1, `${label}: loaded (or tried) once`);
      assert.equal(reports.length, said, `${label}: said ${said} time(s)`);
      assert.equal(part.failed, said > 0, label);
      if (said > 0)
        assert.match(reports[0]!.message, /\(features\/x\): ENOENT: dist\/features\/x\/chunk\.js\. Reinstall/);
    }
  });

  it('the report of a failed chunk goes to the log and to the user, with the same message', () => {
    const logged: string[] = [];
    const shown: string[] = [];
    reportChunkFailure({ error: (line) => logged.push(line) }, (message) => shown.push(message))(
      new ChunkLoadError('api', new Error('gone')),
    );
    assert.deepEqual(logged, [
      'Profile Lookup could not load a part of itself (api): gone. Reinstall or update the extension.',
    ]);
    assert.deepEqual(shown, logged);
  });
});
