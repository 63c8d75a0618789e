// Which browser the tests drive (test/harness/browserLaunch.mjs): no system's path is written in the harness; a browser
// is named by CHROMIUM_PATH, or found as Playwright finds an installed Chrome or Edge, or on PATH.
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import {
  BROWSER_VARIABLE,
  browserChoices,
  findOnPath,
  isNotInstalled,
  launchInstalledBrowser,
} from '../harness/browserLaunch.mjs';
import { integrationLauncher } from '../harness/integrationLauncher.mjs';

const ROOT = join(__dirname, '..', '..');

describe('the browser the tests drive', () => {
  it('the choices: the variable alone when set, else the Chrome and Edge channels, then a Chromium on PATH', () => {
    const onPath = (found: Record<string, string>) => (name: string) => found[name];
    const table: [env: Record<string, string>, path: Record<string, string>, expected: unknown[]][] = [
      [
        { [BROWSER_VARIABLE]: '/somewhere/chrome' },
        { chromium: '/bin/chromium' },
        [{ executablePath: '/somewhere/chrome' }],
      ],
      [{ [BROWSER_VARIABLE]: '  ' }, {}, [{ channel: 'chrome' }, { channel: 'msedge' }]],
      [{}, {}, [{ channel: 'chrome' }, { channel: 'msedge' }]],
      [
        {},
        { 'chromium-browser': 'C:\\bin\\chromium-browser.EXE' },
        [{ channel: 'chrome' }, { channel: 'msedge' }, { executablePath: 'C:\\bin\\chromium-browser.EXE' }],
      ],
      [
        {},
        { chromium: '/a/chromium', 'chromium-browser': '/b/chromium-browser' },
        [
          { channel: 'chrome' },
          { channel: 'msedge' },
          { executablePath: '/a/chromium' },
          { executablePath: '/b/chromium-browser' },
        ],
      ],
    ];
    for (const [env, path, expected] of table)
      assert.deepEqual(browserChoices(env, onPath(path)), expected, JSON.stringify({ env, path }));
  });

  it('passes over a browser that is not installed, not one that fails to start', () => {
    const table: [message: string, notInstalled: boolean][] = [
      [`Chromium distribution 'chrome' is not found at /opt/google/chrome/chrome`, true],
      [`browserType.launch: Chromium distribution 'msedge' is not found at C:\\Program Files\\…`, true],
      ['spawn /nowhere/chromium ENOENT', true],
      ["Failed to launch: Executable doesn't exist at /nowhere", true],
      ['Target page, context or browser has been closed', false],
      ['Timeout 120000ms exceeded', false],
    ];
    for (const [message, expected] of table) assert.equal(isNotInstalled(new Error(message)), expected, message);
  });

  it('finds an executable on PATH by name, in order', () => {
    const bin = join(ROOT, 'node_modules', '.bin');
    assert.equal(findOnPath('mocha', { PATH: ['/nonexistent', bin].join(delimiter) }), join(bin, 'mocha'));
    assert.equal(findOnPath('no-such-program-here', { PATH: bin }), undefined);
  });

  it('launches an installed browser on this machine, and names the variable when none is found', async function () {
    this.timeout(120_000);
    const { launched, choice } = await launchInstalledBrowser((how) => chromium.launch({ ...how, headless: true }));
    try {
      assert.match(launched.version(), /^\d+\./, `${JSON.stringify(choice)} started`);
    } finally {
      await launched.close();
    }
    await assert.rejects(
      launchInstalledBrowser((how) => chromium.launch({ ...how, headless: true }), {
        [BROWSER_VARIABLE]: join(ROOT, 'no-such-browser'),
      }),
      /No Chrome, Edge or Chromium found \(tried: .*no-such-browser\)\. Install one, or set CHROMIUM_PATH/,
    );
  });

  it('leaves no temporary folder behind, for a browser it found or for one it did not', function () {
    this.timeout(120_000);
    // A process of its own whose temporary folder is a scratch one: no other run's folders to tell apart.
    const scratch = mkdtempSync(join(tmpdir(), 'pl-browser-temp-'));
    try {
      const harness = pathToFileURL(join(ROOT, 'test', 'harness', 'browserLaunch.mjs')).href;
      const script = [
        "import { chromium } from 'playwright-core';",
        `import { launchInstalledBrowser } from ${JSON.stringify(harness)};`,
        'const launch = (how) => chromium.launch({ ...how, headless: true });',
        // This machine's choices (here Chrome's and Edge's channels are not installed: passed over), then one that is
        // surely not there.
        'const { launched } = await launchInstalledBrowser(launch);',
        'await launched.close();',
        `await launchInstalledBrowser(launch, { CHROMIUM_PATH: ${JSON.stringify(join(ROOT, 'no-such-browser'))} }).then(`,
        "  () => { throw new Error('launched no browser'); },",
        '  (error) => { if (!/No Chrome, Edge or Chromium found/.test(error.message)) throw error; },',
        ');',
      ].join('\n');
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: ROOT,
        env: { ...process.env, TMPDIR: scratch, TMP: scratch, TEMP: scratch },
        stdio: 'pipe',
      });
      assert.deepEqual(readdirSync(scratch), []);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('the harness and the browser tests name no system path of a browser', () => {
    const files = [
      ...readdirSync(join(ROOT, 'test', 'harness')).map((file) => join('test', 'harness', file)),
      ...readdirSync(join(ROOT, 'test', 'browser')).map((file) => join('test', 'browser', file)),
    ].filter((file) => /\.(mjs|ts|json)$/.test(file));
    for (const file of files)
      assert.doesNotMatch(
        readFileSync(join(ROOT, file), 'utf8'),
        /\/usr\/bin\/|\/opt\/google|Program Files|\/Applications\//,
        file,
      );
  });
});

describe('the integration launcher for each system', () => {
  it('code-server where it runs (Linux, macOS), desktop VS Code through @vscode/test-electron on Windows', () => {
    const table: [NodeJS.Platform, string][] = [
      ['linux', 'code-server'],
      ['darwin', 'code-server'],
      ['win32', 'electron'],
    ];
    for (const [platform, expected] of table) assert.equal(integrationLauncher(platform), expected, platform);
  });
});
