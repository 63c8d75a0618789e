// The restart run, first day: a profile looked up is written to the global storage folder (never the key).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { startStandIn } from '../../stand-in/server';
import { SAMPLE_KEY } from '../../stand-in/keys';
import { activateExtension, lookupUser } from '../fixture';
import { portFile, REMEMBERED_ID, rememberedFolder, sameUser, waitFor } from './restartDay';

describe('remembered profiles, first day', () => {
  it('a profile looked up is remembered in the global storage folder, without the key', async () => {
    await activateExtension();
    const api = await startStandIn({ rateLimit: { limit: 100, windowMs: 1000 } });
    try {
      fs.writeFileSync(portFile(), String(api.port));
      await sameUser(api.port);
      const outcome = await lookupUser(REMEMBERED_ID);
      assert.equal(outcome?.state, 'profile');
      const file = await waitFor('the batch written', () => {
        const names = fs.existsSync(rememberedFolder())
          ? fs.readdirSync(rememberedFolder()).filter((n) => n.startsWith('profiles-') && n.endsWith('.json'))
          : [];
        const found = names
          .map((n) => path.join(rememberedFolder(), n))
          .find((f) => fs.readFileSync(f, 'utf8').includes(REMEMBERED_ID));
        return found;
      });
      assert.ok(!fs.readFileSync(file, 'utf8').includes(SAMPLE_KEY), 'the store never holds the key');
    } finally {
      await api.close();
      // No panel for the next start to bring back (its lookup would run before the next phase's test).
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    }
  });
});
