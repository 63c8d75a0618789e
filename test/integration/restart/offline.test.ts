// The restart run, VS Code started again with the service unreachable: what was seen shows, with its age and why it
// was not refreshed, in the panel, the hover and the status bar; no error in its place.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { startStandIn } from '../../stand-in/server';
import { IDS } from '../../stand-in/users';
import type { ProfileLookupExports } from '../../../src/extension';
import { activateExtension, openUntitled, lookupUser, PATIENCE_MS, setSetting, sleep } from '../fixture';
import { profileHovers, positionOf } from '../hoverProbe';
import { readPort, REMEMBERED_ID, sameUser, waitFor } from './restartDay';

/**
 * Each test's start: the user's settings and key, the service unreachable, and a lookup of the remembered user that
 * shows the remembered profile and whose background refresh failed (the panel says why). Resolves to the panel's HTML.
 */
async function lookUpOffline(exports: ProfileLookupExports): Promise<string> {
  await sameUser(readPort());
  // Stale within the second (cache.ttlSeconds 1); an earlier test of this phase may have refreshed it just now.
  let outcome = await lookupUser(REMEMBERED_ID);
  const deadline = Date.now() + PATIENCE_MS;
  while (outcome?.state === 'profile' && outcome.stale === undefined && Date.now() < deadline) {
    await sleep(100);
    outcome = await lookupUser(REMEMBERED_ID);
  }
  assert.equal(outcome?.state, 'profile', 'a remembered profile, not an error page');
  assert.ok(outcome?.stale === 'refreshing' || outcome?.stale === 'Network', String(outcome?.stale));
  // The background refresh fails: the open panel says why, in place.
  return waitFor('the panel to say why it was not refreshed', () => {
    const now = exports.panelHtml(REMEMBERED_ID);
    return now?.includes('Not refreshed') ? now : undefined;
  });
}

describe('remembered profiles, next day offline', () => {
  it('the panel, the hover and the status bar show the remembered profile with its age and why it was not refreshed', async () => {
    const exports = await activateExtension();
    const html = await lookUpOffline(exports);
    assert.match(html, /Remembered profile, as of [^<]+ Not refreshed: offline, or the service cannot be reached\./);
    const status = await waitFor('the status bar', () =>
      exports.statusBar()?.text.includes('showing remembered profiles') ? exports.statusBar() : undefined,
    );
    assert.match(status.label, /showing remembered profiles/);
    const doc = await openUntitled('log', `user_id=${REMEMBERED_ID} joined`);
    const hovers = (await profileHovers(doc, positionOf(doc, REMEMBERED_ID))).join('\n');
    assert.match(hovers, /Remembered profile\\?, as of/);
    assert.doesNotMatch(
      hovers,
      /Offline, or the service cannot be reached\\?\./,
      'the profile, not an error, in the hover',
    );
  });

  it('back online in the same window: once a request succeeds, the next hover sends the failed refresh again', async () => {
    // A refresh that failed moments ago: without a success since, the next try waits a minute.
    await lookUpOffline(await activateExtension());
    const api = await startStandIn({ rateLimit: { limit: 100, windowMs: 1000 }, port: readPort() });
    try {
      const other = await lookupUser(IDS.banned);
      assert.equal(other?.state, 'profile', 'a request succeeds: the service is back');
      const doc = await openUntitled('log', `user_id=${REMEMBERED_ID} back`);
      await profileHovers(doc, positionOf(doc, REMEMBERED_ID));
      await waitFor('the refresh sent by the hover', () =>
        api.requests.some((r) => r.path === `/v1/users/${REMEMBERED_ID}`) ? true : undefined,
      );
      // The refreshed profile stays fresh while it is read (the TTL applies when a profile is read: a longer one now
      // holds for it); the lookup of the other user took the preview panel, so it is read by a lookup of its own.
      await setSetting('cache.ttlSeconds', 60);
      const deadline = Date.now() + 15_000;
      let shown = await lookupUser(REMEMBERED_ID);
      while (shown?.stale !== undefined && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        shown = await lookupUser(REMEMBERED_ID);
      }
      assert.equal(shown?.state, 'profile');
      assert.equal(shown?.stale, undefined, 'the refreshed profile, no longer a remembered one');
      assert.equal(
        api.requests.filter((r) => r.path === `/v1/users/${REMEMBERED_ID}`).length,
        1,
        'one request: the refresh the hover sent',
      );
    } finally {
      await api.close();
    }
  });

  after(async () => {
    // No panel for the next start to bring back (its lookup would run before the next phase's test).
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
});
