// The status bar item of the key and the queue, in the real workbench: each state in its text or accessible
// label (read from the page's DOM through the harness's probe), and the setting that hides it.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { PATIENCE_MS } from './patience';
import type { ProfileLookupExports } from '../../src/extension';
import { SECOND_KEY, type StandIn } from '../stand-in/server';
import { IDS } from '../stand-in/users';
import { activateExtension, closeAllEditors, lookupUser, setKey, setSetting, uniqueKey, useStandIn } from './fixture';
import { open, ourHover, positionOf } from './hoverParts';
import { STATUS_ELEMENT_ID, statusBarEntries, waitForStatus } from './statusBarProbe';
import { hasWorkbenchProbe } from './workbenchPage';

const PROFILE_IDS = [IDS.normal, IDS.bigNumbers, IDS.nulls, IDS.extraFields, IDS.banned, IDS.unknownGender];

describe('The status bar item', () => {
  let api: ProfileLookupExports;
  let standIn: StandIn | undefined;

  before(async () => {
    api = await activateExtension();
  });

  afterEach(async () => {
    await standIn?.close();
    standIn = undefined;
    await setSetting('statusBar.enabled', undefined);
    await closeAllEditors();
  });

  it('without a key says so, and its click sets one', async () => {
    await vscode.commands.executeCommand('profileLookup.clearApiKey');
    const { view, entry } = await waitForStatus(api, 'noKey', /no API key is set/);
    assert.equal(view.click, 'setApiKey');
    if (entry) {
      assert.ok(entry.id.includes(STATUS_ELEMENT_ID));
      assert.match(entry.text, /Set API Key/);
    }
  });

  it('with a key the service accepted: a quiet icon, whose key it is and the requests left in the tooltip', async () => {
    standIn = await useStandIn({ rateLimit: { limit: 5, windowMs: 5000 } });
    await setKey(SECOND_KEY);
    assert.deepEqual(await lookupUser(IDS.normal), { id: IDS.normal, state: 'profile' });
    const { view, entry } = await waitForStatus(api, 'accepted', /accepted the API key/);
    const tooltip = view.tooltip.join('\n');
    assert.match(tooltip, /a bot's API key: bot 297883077183530966, created by user 297882825524903080/);
    assert.match(tooltip, /Requests left in this window: 4 of 5/);
    if (entry) assert.doesNotMatch(entry.text, /Set API Key|rejected/);
  });

  it('after a 401 says the key was rejected, with the warning background, and its click sets the key', async () => {
    standIn = await useStandIn();
    await setKey('lorixp_RevokedByANewerKey123456789abc');
    await lookupUser(IDS.banned);
    const { view } = await waitForStatus(api, 'rejected', /rejected the API key/);
    assert.equal(view.warning, true);
    assert.equal(view.click, 'setApiKey');
  });

  it('while lookups wait for the rate limit: how many, and the seconds to the next; quiet again when none waits', async function () {
    this.timeout(60_000);
    standIn = await useStandIn({ rateLimit: { limit: 1, windowMs: 4000 } });
    await setKey(uniqueKey('status-wait'));
    const doc = await open('log', PROFILE_IDS.map((id) => `id=${id}`).join('\n'));
    const hovers = Promise.all(PROFILE_IDS.map((id) => ourHover(doc, positionOf(doc, id))));
    const { view } = await waitForStatus(api, 'waiting', /lookups? waits?/);
    assert.match(view.text, /\$\(watch\) \d+/);
    await hovers;
    await waitForStatus(api, 'accepted', /accepted the API key/, 30_000);
  });

  it('offline, and a failing service, say so', async () => {
    standIn = await useStandIn();
    await setKey(uniqueKey('status-fail'));
    await lookupUser(IDS.serverError);
    await waitForStatus(api, 'failing', /failing/);
    const url = standIn.url;
    await standIn.close();
    standIn = undefined;
    await setSetting('baseUrl', url);
    try {
      await lookupUser(IDS.nulls);
      await waitForStatus(api, 'offline', /cannot be reached/);
    } finally {
      await setSetting('baseUrl', undefined);
    }
  });

  it('profileLookup.statusBar.enabled false hides it', async function () {
    // The page is there in the code-server runs only (test/harness/workbenchProbe.mjs): elsewhere, shown as skipped.
    if (!hasWorkbenchProbe()) this.skip();
    await setSetting('statusBar.enabled', false);
    const deadline = Date.now() + PATIENCE_MS;
    while ((await statusBarEntries()).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 150));
    assert.deepEqual(await statusBarEntries(), []);
    await setSetting('statusBar.enabled', undefined);
    assert.ok(await waitForEntries(PATIENCE_MS), 'shown again');
  });
});

async function waitForEntries(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await statusBarEntries()).length > 0) return true;
    await new Promise((r) => setTimeout(r, 150));
  }
  return false;
}
