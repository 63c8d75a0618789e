// The restart run, VS Code started again with the service back: the remembered profile shows at once and one
// background request refreshes it; the open panel updates in place.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { startStandIn } from '../../stand-in/server';
import { activateExtension, lookupUser, setSetting } from '../fixture';
import { readPort, REMEMBERED_ID, sameUser, waitFor } from './restartDay';

describe('remembered profiles, next day online', () => {
  it('shows the remembered profile at once, refreshes it with one request, and the panel updates in place', async () => {
    const exports = await activateExtension();
    const api = await startStandIn({ rateLimit: { limit: 100, windowMs: 1000 }, port: readPort() });
    try {
      await sameUser(api.port);
      const outcome = await lookupUser(REMEMBERED_ID);
      assert.equal(outcome?.state, 'profile');
      await waitFor('the panel refreshed in place', () => {
        const html = exports.panelHtml(REMEMBERED_ID);
        return html !== undefined && html.includes('data-state="profile"') && !html.includes('Remembered profile')
          ? html
          : undefined;
      });
      assert.equal(
        api.requests.filter((r) => r.path === `/v1/users/${REMEMBERED_ID}`).length,
        1,
        'one request: the refresh',
      );
    } finally {
      await api.close();
      // No panel for the next start to bring back (its lookup would run before the next phase's test).
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      await setSetting('baseUrl', undefined);
      await setSetting('cache.ttlSeconds', undefined);
    }
  });
});
