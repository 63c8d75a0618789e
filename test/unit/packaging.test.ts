import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');

describe('packaging', () => {
  it('ships only what runs in the .vsix', function () {
    this.timeout(300_000); // a production build and vsce: seconds when idle, minutes on a very busy machine
    // What vsce lists depends on what exists: build first, as vscode:prepublish does when vsce packages.
    execFileSync(process.execPath, ['esbuild.mjs', '--production'], { cwd: root, stdio: 'ignore' });
    const vsce = join(root, 'node_modules', '.bin', 'vsce');
    const files = execFileSync(vsce, ['ls', '--no-dependencies'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .sort();
    // The code the bundles share (esbuild.mjs), in files named by their content's hash: every one the build wrote.
    const isShared = (file: string) => /^dist\/shared-[A-Z0-9]+\.js$/.test(file);
    const built = readdirSync(join(root, 'dist'))
      .map((file) => `dist/${file}`)
      .filter(isShared);
    assert.ok(built.length > 0, 'the build shares code between bundles');
    assert.deepEqual(files.filter(isShared), built.sort(), 'the .vsix holds every shared file');
    assert.deepEqual(
      files.filter((file) => !isShared(file)),
      [
        'CHANGELOG.md',
        'LICENSE',
        'README.md',
        'dist/api/chunk.js',
        'dist/extension.js',
        'dist/features/agentTools/chunk.js',
        'dist/features/apiKey/chunk.js',
        'dist/features/folderIds/chunk.js',
        'dist/features/idsView/chunk.js',
        'dist/features/panel/chunk.js',
        'dist/ids/chunk.js',
        'dist/webview/panel.js',
        'l10n/bundle.l10n.json',
        'l10n/bundle.l10n.pt-br.json',
        'media/icon.png',
        'media/ids-view.svg',
        'media/panel.css',
        'media/walkthrough/get-key.md',
        'media/walkthrough/hover.md',
        'media/walkthrough/look-up.md',
        'media/walkthrough/pt-br/get-key.md',
        'media/walkthrough/pt-br/hover.md',
        'media/walkthrough/pt-br/look-up.md',
        'media/walkthrough/pt-br/set-key.md',
        'media/walkthrough/set-key.md',
        'package.json',
        'package.nls.json',
        'package.nls.pt-br.json',
      ],
    );
  });

  it('every build starts from an empty dist/: a production build after a development one leaves no map or stray file', function () {
    this.timeout(300_000); // two builds: seconds when idle, minutes on a very busy machine
    const outdir = mkdtempSync(join(tmpdir(), 'profile-lookup-dist-'));
    try {
      const build = (...args: string[]) =>
        execFileSync(process.execPath, ['esbuild.mjs', ...args, `--outdir=${outdir}`], { cwd: root, stdio: 'ignore' });
      build();
      const development = readdirSync(outdir, { recursive: true, encoding: 'utf8' });
      assert.ok(development.includes('extension.js.map'), 'the development build writes maps');
      writeFileSync(join(outdir, 'removedEntry.js'), '// a bundle of an entry that no longer exists\n');
      build('--production');
      const production = readdirSync(outdir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(outdir, join(entry.parentPath, entry.name)));
      assert.deepEqual(
        production.filter((file) => !file.endsWith('.js') || file === 'removedEntry.js'),
        [],
        'only the bundles',
      );
      assert.ok(production.includes('extension.js'));
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });

  it('builds the production bundles before vsce packages or publishes (never a stale dist/)', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    assert.equal(pkg.scripts['vscode:prepublish'], 'node esbuild.mjs --production');
  });

  it("ships a README for the extension's users: no contributor's text (that is CONTRIBUTING.md, not in the .vsix)", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const headings = readme
      .split('\n')
      .filter((line) => line.startsWith('## '))
      .map((line) => line.slice(3));
    for (const heading of ['What it does', 'Install', 'API key', 'Commands', 'Settings', 'Privacy', 'From source'])
      assert.ok(headings.includes(heading), `README has ## ${heading}`);
    for (const heading of headings)
      assert.doesNotMatch(
        heading,
        /develop|contribut|test|publish|bench/i,
        `README section "${heading}" is for contributors`,
      );
    // The two set-up commands stand in one short section (the project's promise: a fresh machine needs only them),
    // with the one to run while working (one test file in seconds; `npm test` before pushing); nothing else of a
    // contributor's.
    const fromSource = readme.slice(
      readme.indexOf('## From source'),
      readme.indexOf('\n## ', readme.indexOf('## From source') + 1),
    );
    assert.match(fromSource, /`npm start`[^]*`npm test`/, 'README gives the two set-up commands');
    assert.match(fromSource, /`npm test`[^]*before you push[^]*`npm run test:unit -- <file or glob>`[^]*seconds/);
    assert.ok(fromSource.split('\n').length <= 6, 'the From source section stays short');
    const rest = readme.replace(fromSource, '');
    assert.doesNotMatch(rest, /\bnpm (run|test|start|install)\b/, 'README names npm commands outside From source');
    assert.doesNotMatch(
      readme,
      /\bnpm (run(?! test:unit -- <file or glob>)|install)\b|vsce |ovsx |test\/|\.mocharc/,
      "README names a contributor's command or file",
    );
  });

  it('declares the manifest the marketplace and remote set-ups need', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown> & {
      engines: { vscode: string };
      devDependencies: Record<string, string>;
      activationEvents: string[];
      contributes: { configuration: { properties: Record<string, { scope?: string; default?: unknown }> } };
    };
    assert.equal(pkg.name, 'profile-lookup');
    assert.equal(pkg.main, './dist/extension.js');
    assert.equal(pkg.engines.vscode, '^1.90.0');
    assert.equal(pkg.devDependencies['@types/vscode'], '~1.90.0');
    assert.ok(!pkg.activationEvents.includes('*'));
    assert.deepEqual(pkg.extensionKind, ['ui', 'workspace']);
    const baseUrl = pkg.contributes.configuration.properties['profileLookup.baseUrl'];
    assert.equal(baseUrl?.scope, 'application', 'no workspace may redirect the key');
    assert.equal(baseUrl?.default, 'https://api.loritta.website');
  });
});
