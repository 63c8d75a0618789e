import * as assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { ACTIVATION_BYTES_LIMIT, filesLoadedBy } from '../support/activationFiles';
import { fakeExtensionContext, installFakeVscode } from '../support/fakeVscode';

describe('activation cost (the production build, activated against a vscode stand-in)', () => {
  let outdir: string;

  before(async () => {
    outdir = mkdtempSync(join(tmpdir(), 'pl-activation-'));
    // The project's own build configuration, so what is measured is what ships.
    const { buildOptions } = (await import(pathToFileURL(join(__dirname, '..', '..', 'esbuild.mjs')).href)) as {
      buildOptions: (o: object) => esbuild.BuildOptions;
    };
    await esbuild.build(buildOptions({ production: true, outdir, quiet: true }));
  });

  after(() => rmSync(outdir, { recursive: true, force: true }));

  it('keeps what activation loads under 64 KB and undici and zod out of it', () => {
    const loaded = filesLoadedBy(join(outdir, 'extension.js'));
    const size = loaded.reduce((sum, file) => sum + statSync(file).size, 0);
    assert.ok(size < ACTIVATION_BYTES_LIMIT, `dist/extension.js and the shared files it requires are ${size} bytes`);
    assert.ok(
      statSync(join(outdir, 'api', 'chunk.js')).size > 100 * 1024,
      'the lazy chunk holds the network and validation code',
    );
  });

  it('activates without loading the network and validation chunk, registering every command', async () => {
    const fake = installFakeVscode();
    try {
      const entry = join(outdir, 'extension.js');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const ext = require(entry) as { activate(ctx: unknown): Promise<unknown> };
      const context = fakeExtensionContext(outdir);
      await ext.activate(context);
      const loaded = Object.keys(require.cache).filter((p) => p.startsWith(outdir));
      assert.deepEqual(
        loaded.sort(),
        filesLoadedBy(entry).sort(),
        'only dist/extension.js and the shared files it requires were loaded: no lazy chunk',
      );
      assert.ok(
        loaded.every((file) => !file.endsWith(`${sep}chunk.js`)),
        'no chunk.js',
      );
      assert.equal(
        existsSync(context.globalStorageUri.fsPath),
        false,
        'the remembered profiles are not touched at activation',
      );
      // Every command the manifest declares, plus the hover's internal ones (not in the palette): Copy Id, and the
      // kind line's correction and its undoing.
      const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
        contributes: { commands: { command: string }[] };
      };
      const declared = manifest.contributes.commands.map((c) => c.command);
      assert.ok(declared.length >= 5);
      assert.deepEqual(
        [...fake.registeredCommands].sort(),
        [...declared, 'profileLookup.copyId', 'profileLookup.correctIdKind', 'profileLookup.undoIdCorrection'].sort(),
      );
      for (const d of context.subscriptions) d.dispose();
    } finally {
      fake.uninstall();
    }
  });
});
