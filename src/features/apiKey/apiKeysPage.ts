import * as vscode from 'vscode';
import { registerLoggedCommand } from '../../host/loggedCommand';
import type { Logger } from '../../log';

/**
 * The service's dashboard page where a user creates an API key, in the dashboard's own language paths:
 * `br` for Portuguese, `us` for everyone else.
 */
export function apiKeysPageUrl(displayLanguage: string): string {
  return displayLanguage.toLowerCase().startsWith('pt') ? 'https://dash.loritta.website/br/api-keys' : 'https://dash.loritta.website/us/api-keys';
}

/** `profileLookup.openApiKeysPage`: opens the API keys page in the browser (the walkthrough's first step). */
export function registerApiKeysPageCommand(log: Logger): vscode.Disposable {
  return registerLoggedCommand(log, 'profileLookup.openApiKeysPage', async (): Promise<boolean> =>
    vscode.env.openExternal(vscode.Uri.parse(apiKeysPageUrl(vscode.env.language))),
  );
}
