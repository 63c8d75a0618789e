// The status bar item and the key guard in a pt-BR window, installed from the .vsix: both speak Portuguese
// (l10n/bundle.l10n.pt-br.json reaches the lazily required dist/features/apiKey/chunk.js too).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { SAMPLE_KEY } from '../../stand-in/server';
import {
  activateExtension,
  openUntitled,
  closeAllEditors,
  PATIENCE_MS,
  uniqueKey,
  setKey,
  waitUntil,
} from '../fixture';
import { waitForStatus } from '../statusBarProbe';

describe('The key in sight, em Português do Brasil', () => {
  after(closeAllEditors);

  it('the status bar item says in Portuguese that no key is set', async () => {
    const api = await activateExtension();
    await vscode.commands.executeCommand('profileLookup.clearApiKey');
    const { view, entry } = await waitForStatus(api, 'noKey', /nenhuma chave de API definida/);
    assert.match(view.text, /Definir chave de API/);
    if (entry) assert.match(entry.text, /Definir chave de API/);
  });

  it('the key guard warns in Portuguese', async () => {
    const api = await activateExtension();
    await setKey(uniqueKey('ptbr-guard'));
    const doc = await openUntitled('plaintext', `token ${SAMPLE_KEY}\n`);
    await api.scanForKeys(doc);
    await waitUntil(() => vscode.languages.getDiagnostics(doc.uri).length > 0, PATIENCE_MS, 100);
    const [diagnostic] = vscode.languages.getDiagnostics(doc.uri).filter((d) => d.source === 'Profile Lookup');
    assert.match(diagnostic?.message ?? '', /Há uma chave de API neste arquivo/);
  });
});
