// The restart run, VS Code started again with the service unreachable: what was seen shows, with its age and why it
// was not refreshed, in the panel, the hover and the status bar; no error in its place.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { activateExtension, openUntitled, lookupUser } from '../fixture';
import { profileHovers, positionOf } from '../hoverProbe';
import { readPort, REMEMBERED_ID, sameUser, waitFor } from './restartDay';

describe('remembered profiles, next day offline', () => {
  it('the panel, the hover and the status bar show the remembered profile with its age and why it was not refreshed', async () => {
    const exports = await activateExtension();
    await sameUser(readPort());
    const outcome = await lookupUser(REMEMBERED_ID);
    assert.equal(outcome?.state, 'profile', 'a remembered profile, not an error page');
    assert.ok(outcome?.stale === 'refreshing' || outcome?.stale === 'Network', String(outcome?.stale));
    // The background refresh fails: the open panel says why, in place.
    const html = await waitFor('the panel to say why it was not refreshed', () => {
      const now = exports.panelHtml(REMEMBERED_ID);
      return now?.includes('Not refreshed') ? now : undefined;
    });
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

  after(async () => {
    // No panel for the next start to bring back (its lookup would run before the next phase's test).
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
});
