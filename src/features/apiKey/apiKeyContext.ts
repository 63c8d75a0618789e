import * as vscode from 'vscode';
import type { ApiKeyStore } from './apiKeyStore';

/**
 * True while a key is stored: completes the Get Started walkthrough's "Set API Key" step and picks the Ids view's
 * welcome text (package.json, contributes.walkthroughs and viewsWelcome).
 */
export const HAS_API_KEY_CONTEXT = 'profileLookup.hasApiKey';

/** Keeps `profileLookup.hasApiKey` in step with the stored key. */
export function trackApiKeyContext(apiKey: ApiKeyStore): vscode.Disposable {
  const update = (): void => {
    void apiKey.has().then((has) => vscode.commands.executeCommand('setContext', HAS_API_KEY_CONTEXT, has));
  };
  update();
  return apiKey.onDidChange(update);
}
