import * as vscode from 'vscode';
import { apiKeysPageUrl } from './core/apiKeysPageUrl';
import { registerLoggedCommand } from '../../host/loggedCommand';
import type { Logger } from '../../log';

/** `profileLookup.openApiKeysPage`: opens the API keys page in the browser (the walkthrough's first step). */
export function registerApiKeysPageCommand(log: Logger): vscode.Disposable {
  return registerLoggedCommand(log, 'profileLookup.openApiKeysPage', async (): Promise<boolean> =>
    vscode.env.openExternal(vscode.Uri.parse(apiKeysPageUrl(vscode.env.language))),
  );
}
