// The profile `npm start` opens (test/harness/start.mjs): quiet, but with chat and its agents on, so that the
// extension's agent tools can be tried from it. The settings file is written as start.mjs writes it.
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

describe('npm start: a profile where the agent tools can be tried', () => {
  it("both ways start.mjs opens VS Code (desktop and code-server) write the start profile's settings", () => {
    const start = readFileSync(join(root, 'test', 'harness', 'start.mjs'), 'utf8');
    assert.equal(start.match(/npmStartSettings\(standInUrl\)/g)?.length, 2, 'openDesktop and openWeb');
  });

  it("its settings.json: chat and agents on, the stand-in as the service, the rest as quiet as the tests' profile", function () {
    this.timeout(60_000); // one Node process: well under a second, unless the machine is very busy
    const dir = mkdtempSync(join(tmpdir(), 'profile-lookup-start-settings-'));
    try {
      const script = `import { npmStartSettings, writeUserSettings } from './test/harness/workbenchSettings.mjs';
        await writeUserSettings(${JSON.stringify(dir)}, npmStartSettings('http://127.0.0.1:4321'));`;
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
      const settings = JSON.parse(readFileSync(join(dir, 'User', 'settings.json'), 'utf8')) as Record<string, unknown>;
      assert.equal(settings['chat.disableAIFeatures'], false, 'AI features on');
      assert.equal(settings['chat.agent.enabled'], true, 'agent mode on');
      assert.equal(settings['workbench.secondarySideBar.defaultVisibility'], 'visible', 'the chat view in sight');
      assert.equal(settings['profileLookup.baseUrl'], 'http://127.0.0.1:4321');
      assert.equal(settings['telemetry.telemetryLevel'], 'off');
      assert.equal(settings['update.mode'], 'none');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
