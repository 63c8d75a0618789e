// The shipped Node code holds each module once (esbuild.mjs: the chunks share code through split files instead of
// each carrying its own copy; the classifier was in three bundles). Read from a development build's source maps, which
// list every module each built file holds, as `node esbuild.mjs` writes them.
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fakeExtensionContext, installFakeVscode } from '../support/fakeVscode';

const ROOT = join(__dirname, '..', '..');

/** Every built .js file of the Node side under `dir` (not the webview's page script: a browser bundle of its own). */
function nodeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && !file.startsWith('webview'))
    .map((file) => join(dir, file));
}

describe('the shipped code holds each module once', () => {
  let outdir: string;

  before(function () {
    this.timeout(120_000);
    outdir = mkdtempSync(join(tmpdir(), 'pl-shared-'));
    execFileSync(process.execPath, ['esbuild.mjs', `--outdir=${outdir}`], { cwd: ROOT, stdio: 'ignore' });
  });

  after(() => rmSync(outdir, { recursive: true, force: true }));

  it('no source module (ours or a dependency) is in two built files; the classifier is in one', () => {
    const holders = new Map<string, string[]>();
    for (const file of nodeFiles(outdir)) {
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
      for (const source of map.sources) {
        const module = relative(ROOT, resolve(join(file, '..'), source))
          .split('\\')
          .join('/');
        holders.set(module, [...(holders.get(module) ?? []), relative(outdir, file)]);
      }
    }
    const twice = [...holders].filter(([, files]) => files.length > 1);
    assert.deepEqual(twice, [], 'modules built into more than one file');
    assert.equal(holders.get('src/ids/classifyId.ts')?.length, 1, 'the classifier is built, once');
    assert.ok(holders.get('src/l10n.ts'), 'the translator is built');
    assert.ok(
      [...holders.keys()].some((module) => module.includes('node_modules/undici/')),
      'the maps list dependencies too',
    );
  });

  it('every chunk the build wrote loads beside activation, sharing its modules', async () => {
    const fake = installFakeVscode();
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const ext = require(join(outdir, 'extension.js')) as { activate(ctx: unknown): Promise<unknown> };
      const context = fakeExtensionContext(outdir);
      await ext.activate(context);
      const chunks = nodeFiles(outdir).filter((file) => file.endsWith('chunk.js'));
      assert.ok(chunks.length >= 6, `the chunks: ${chunks.join(', ')}`);
      for (const chunk of chunks) {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const exported = Object.keys(require(chunk) as object).filter((name) => name !== '__activation');
        assert.ok(exported.length > 0, `${relative(outdir, chunk)} exports its part`);
      }
      for (const d of context.subscriptions) d.dispose();
    } finally {
      fake.uninstall();
    }
  });
});
