import * as vscode from 'vscode';
import { keyProblem } from '../api/keyFormat';
import type { ApiKeyStore } from './apiKey';

/** `profileLookup.setApiKey [key]` and `profileLookup.clearApiKey`. Both resolve to whether something changed. */
export function registerApiKeyCommands(apiKey: ApiKeyStore): vscode.Disposable[] {
  return [
    vscode.commands.registerCommand('profileLookup.setApiKey', async (arg?: unknown): Promise<boolean> => {
      if (typeof arg === 'string') {
        const problem = keyProblem(arg);
        if (problem) {
          void vscode.window.showErrorMessage(`Profile Lookup: ${problem}`);
          return false;
        }
        await apiKey.set(arg);
        return true;
      }
      const key = await vscode.window.showInputBox({
        title: 'Profile Lookup: Set API Key',
        prompt: 'Paste the API key from the API keys page of the service\'s dashboard. It is kept in VS Code\'s secret storage.',
        placeHolder: 'lorixp_…',
        password: true,
        ignoreFocusOut: true,
        validateInput: (value) => (value.length === 0 ? undefined : keyProblem(value)),
      });
      if (key === undefined || key.length === 0) return false;
      await apiKey.set(key);
      void vscode.window.showInformationMessage('Profile Lookup: API key saved.');
      return true;
    }),
    vscode.commands.registerCommand('profileLookup.clearApiKey', async (): Promise<boolean> => {
      const had = await apiKey.has();
      await apiKey.clear();
      vscode.window.setStatusBarMessage(had ? 'Profile Lookup: API key removed' : 'Profile Lookup: no API key was set', 4000);
      return had;
    }),
  ];
}
