// The generic chunk loader and the chunks' one shape: every src/**/chunk.ts is a bundle of its own (esbuild.mjs), and
// each is loaded by exactly one lazyPart call whose folder and `typeof import(...)` name the same file: the compiler
// cannot tie the string to the type, so this test does. No module but the loader requires a chunk any other way, so
// every chunk that fails to load is reported once, in words.
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ChunkLoadError, installChunkFailureReport, lazyPart, reportChunkFailure } from '../../../src/host/chunkLoader';

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

/** Each lazyPart call in src: the folder it names, and the file its type names, both relative to src/. */
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
    for (const m of text.matchAll(/lazyPart<([^>]+)>\(\s*'([^']+)'/g)) {
      const typeText = m[1]!.trim();
      const spec = aliases.get(typeText) ?? /^typeof import\('([^']+)'\)$/.exec(typeText)?.[1];
      assert.ok(
        spec !== undefined,
        `${posix(relative(src, file))}: lazyPart<${typeText}> names its chunk by typeof import(...)`,
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

/**
 * Whether a line of code loads a chunk around lazyPart: the loader's private loadChunk (were it exported again), or a
 * require or import of a chunk's file. A type-only import (`typeof import('./chunk')`) loads nothing.
 */
function goesAroundLazyPart(line: string): boolean {
  const code = line.replace(/typeof import\('[^']+'\)/g, '');
  return [/\bloadChunk\b/, /\brequire\s*\([^)]*chunk/, /\bimport\s*\(\s*['"][^'"]*\/chunk['"]\s*\)/].some((way) =>
    way.test(code),
  );
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
        `${call.file}: lazyPart('${call.folder}') typed as ${call.typed}`,
      );
    assert.deepEqual(
      calls.map((c) => `${c.folder}/chunk.ts`).sort(),
      chunkFiles,
      'every chunk is loaded, each by one call',
    );
  });

  it('no module but the loader loads a chunk any other way than lazyPart', () => {
    // Each line of code in src/ is read; the loader itself is the one place allowed.
    const found: string[] = [];
    for (const file of sourceFiles(src)) {
      const name = posix(relative(src, file));
      if (name === 'host/chunkLoader.ts') continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (/^\s*(\/\/|\*|\/\*\*)/.test(line)) return;
          if (goesAroundLazyPart(line)) found.push(`${name}:${index + 1}: ${line.trim()}`);
        });
    }
    assert.deepEqual(found, [], 'load a chunk through lazyPart (src/host/chunkLoader.ts)');
  });

  it('the scan above finds each way around lazyPart (so it can fail)', () => {
    const table: [line: string, found: boolean][] = [
      ["const api = loadChunk<ApiChunk>('api');", true],
      ["const ids = require('../ids/chunk') as ClassifierChunk;", true],
      ["const page = require(path.join(__dirname, 'chunk'));", true],
      ["const part = lazyPart<ApiChunk>('api');", false],
      ["type ApiChunk = typeof import('../api/chunk');", false],
      ["const chunk = await import('./chunk');", true],
    ];
    for (const [line, expected] of table) assert.equal(goesAroundLazyPart(line), expected, line);
  });

  it('requires a chunk once and hands back the same module, to every part of that folder', () => {
    const reports: ChunkLoadError[] = [];
    const first = lazyPart<typeof import('../../../src/ids/chunk')>('ids', (e) => reports.push(e)).get();
    assert.equal(typeof first?.classifyIdAt, 'function');
    assert.equal(lazyPart<typeof import('../../../src/ids/chunk')>('ids', (e) => reports.push(e)).get(), first);
    assert.deepEqual(reports, []);
  });

  it('a chunk that cannot load is a ChunkLoadError that names it, why, and what to do', () => {
    const reports: ChunkLoadError[] = [];
    assert.equal(lazyPart('features/noSuchFeature', (e) => reports.push(e)).get(), undefined);
    assert.equal(reports.length, 1);
    const [error] = reports;
    assert.ok(error instanceof ChunkLoadError);
    assert.equal(error.folder, 'features/noSuchFeature');
    assert.match(
      error.message,
      /^Profile Lookup could not load a part of itself \(features\/noSuchFeature\): Cannot find module [^\n]*\. Reinstall or update the extension\.$/,
    );
  });

  it('a part given no report of its own reports through the one activation installed, once', () => {
    const reports: string[] = [];
    installChunkFailureReport((error) => reports.push(error.message));
    try {
      const part = lazyPart('features/noSuchPart');
      assert.equal(part.get(), undefined);
      assert.equal(part.get(), undefined);
      assert.equal(reports.length, 1);
      assert.match(reports[0]!, /\(features\/noSuchPart\)/);
    } finally {
      installChunkFailureReport((error) => console.error(error.message));
    }
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
