// The generic chunk loader and the chunks' one shape: every src/**/chunk.ts is a bundle of its own (esbuild.mjs), and
// each is loaded by exactly one loadChunk call whose folder and `typeof import(...)` name the same file: the compiler
// cannot tie the string to the type, so this test does.
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadChunk } from '../../../src/host/chunkLoader';

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
    for (const m of text.matchAll(/loadChunk<([^>]+)>\('([^']+)'\)/g)) {
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
});
