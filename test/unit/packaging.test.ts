import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

describe('packaging', () => {
  it('ships only what runs in the .vsix', function () {
    this.timeout(60_000);
    // What vsce lists depends on what exists: build first, as `npm run package` does.
    execFileSync(process.execPath, ['esbuild.mjs', '--production'], { cwd: root, stdio: 'ignore' });
    const vsce = join(root, 'node_modules', '.bin', 'vsce');
    const files = execFileSync(vsce, ['ls', '--no-dependencies'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .sort();
    assert.deepEqual(files, [
      'CHANGELOG.md', 'LICENSE', 'README.md', 'dist/api.js', 'dist/apiKeyRoom.js', 'dist/classify.js', 'dist/extension.js', 'dist/idsView.js', 'dist/webview/panel.js',
      'l10n/bundle.l10n.json', 'l10n/bundle.l10n.pt-br.json',
      'media/icon.png', 'media/ids-view.svg', 'media/panel.css',
      'media/walkthrough/get-key.md', 'media/walkthrough/hover.md', 'media/walkthrough/look-up.md',
      'media/walkthrough/pt-br/get-key.md', 'media/walkthrough/pt-br/hover.md', 'media/walkthrough/pt-br/look-up.md',
      'media/walkthrough/pt-br/set-key.md', 'media/walkthrough/set-key.md',
      'package.json', 'package.nls.json', 'package.nls.pt-br.json',
    ]);
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
