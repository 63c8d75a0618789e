import * as vscode from 'vscode';
import { registerLoggedCommand } from '../../host/loggedCommand';
import { parseIdInput } from '../../ids/parseIdInput';
import { l10n } from '../../l10n';
import type { Logger } from '../../log';

/** `profileLookup.copyId <id>`: behind the hover's "Copy Id" link (and the Ids view's Copy Id); not in the palette. */
export function registerCopyIdCommand(log: Logger): vscode.Disposable {
  return registerLoggedCommand(log, 'profileLookup.copyId', async (arg?: unknown): Promise<void> => {
    const parsed = parseIdInput(typeof arg === 'string' ? arg : '');
    if (!parsed.ok) return;
    await vscode.env.clipboard.writeText(parsed.id);
    vscode.window.setStatusBarMessage(l10n.t('Profile Lookup: copied {0}', parsed.id), 3000);
  });
}
