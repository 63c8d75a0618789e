// Both stores take the same .vsix: the VS Code Marketplace (vsce's checks run when it packages) and Open VSX (ovsx's
// checks, and the registry's own metadata rules). Nothing here reaches a store: uploads go to a stand-in registry on
// 127.0.0.1, the one mock, because open-vsx.org is not reachable from here.
import * as assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { isLicenseOk } from 'ovsx';
import { openVsxIssues, type PackagedManifest } from './openVsxRules';

const root = join(__dirname, '..', '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

interface Upload {
  method: string | undefined;
  url: string | undefined;
  body: Buffer;
}

/** Answers a publish as open-vsx.org does when it accepts one, and keeps what it was sent. */
async function startStandInRegistry(): Promise<{ url: string; uploads: Upload[]; close: () => Promise<void> }> {
  const uploads: Upload[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      uploads.push({ method: req.method, url: req.url, body: Buffer.concat(chunks) });
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          namespace: 'profile-lookup',
          name: 'profile-lookup',
          version: '0.1.0',
          targetPlatform: 'universal',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    uploads,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('publishing to the VS Code Marketplace and Open VSX', function () {
  this.timeout(120_000);
  let scratch: string;
  let vsix: string;

  before(() => {
    scratch = mkdtempSync(join(tmpdir(), 'profile-lookup-publishing-'));
    vsix = join(scratch, 'profile-lookup.vsix');
    execFileSync(process.execPath, ['esbuild.mjs', '--production'], { cwd: root, stdio: 'ignore' });
    // vsce refuses a manifest the Marketplace would refuse: packaging is its check.
    execFileSync(bin('vsce'), ['package', '--no-dependencies', '--out', vsix], { cwd: root, stdio: 'pipe' });
  });

  after(() => rmSync(scratch, { recursive: true, force: true }));

  it("passes ovsx's own checks: publisher, name, version and a license", async () => {
    assert.equal(await isLicenseOk(root), true);
  });

  it("the packaged manifest meets Open VSX's publish-time metadata rules", () => {
    const manifest = JSON.parse(
      execFileSync('unzip', ['-p', vsix, 'extension/package.json'], { encoding: 'utf8' }),
    ) as PackagedManifest;
    const listing = execFileSync('unzip', ['-Z1', vsix], { encoding: 'utf8' }).split('\n');
    assert.equal(manifest.publisher, 'profile-lookup', 'the Open VSX namespace to create before the first publish');
    assert.deepEqual(openVsxIssues(manifest, listing.includes('extension/LICENSE.txt')), []);
  });

  it('those rules refuse what Open VSX refuses', () => {
    const issues = openVsxIssues(
      {
        publisher: 'profile lookup',
        name: 'profile-lookup',
        version: 'latest',
        description: 'tab\tin the text',
        repository: { url: 'github.com/profile-lookup' },
        bugs: 'git+https://github.com/profile-lookup/profile-lookup/issues',
      },
      false,
    );
    assert.deepEqual(issues, [
      'invalid namespace (publisher): profile lookup',
      'the version latest is reserved',
      'invalid character in description: "tab\\tin the text"',
      'no license: open-vsx.org accepts only licensed extensions',
      'invalid URL in repository: github.com/profile-lookup',
    ]);
  });

  it('ovsx publish uploads that .vsix byte for byte (to the stand-in registry)', async () => {
    const registry = await startStandInRegistry();
    try {
      const { stdout } = await promisify(execFile)(
        bin('ovsx'),
        ['publish', vsix, '--registryUrl', registry.url, '--pat', 'stand-in-token'],
        {
          cwd: root,
          encoding: 'utf8',
        },
      );
      assert.match(stdout, /Published profile-lookup\.profile-lookup v0\.1\.0/);
      assert.equal(registry.uploads.length, 1);
      const [upload] = registry.uploads;
      assert.equal(upload?.method, 'POST');
      assert.equal(upload?.url, '/api/-/publish?token=stand-in-token');
      assert.ok(upload?.body.equals(readFileSync(vsix)), 'the upload is the packaged .vsix');
    } finally {
      await registry.close();
    }
  });
});
