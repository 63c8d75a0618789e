import * as vscode from 'vscode';
import type { ApiKeyStore } from '../../host/apiKeyStore';

// Context keys that complete the steps of the Get Started walkthrough (package.json, contributes.walkthroughs).
export const HAS_API_KEY_CONTEXT = 'profileLookup.hasApiKey';
export const HOVERED_ID_CONTEXT = 'profileLookup.hoveredId';

/** Keeps `profileLookup.hasApiKey` true while a key is stored: the walkthrough's "Set API Key" step. */
export function trackApiKeyContext(apiKey: ApiKeyStore): vscode.Disposable {
  const update = (): void => {
    void apiKey.has().then((has) => vscode.commands.executeCommand('setContext', HAS_API_KEY_CONTEXT, has));
  };
  update();
  return apiKey.onDidChange(update);
}

/** The first hover that showed an id completes the walkthrough's last step; later ones cost nothing. */
export class HoverProgress {
  private done = false;

  hovered(): void {
    if (this.done) return;
    this.done = true;
    void vscode.commands.executeCommand('setContext', HOVERED_ID_CONTEXT, true);
  }
}
