// The key guard's quick fixes: "Move the API key to secret storage" (the edit takes the key out of the
// document, leaving core/keyPlaceholder.ts's placeholder; the command then stores it exactly as Set API Key
// does) and "Ignore API keys in this file" (remembered per file in workspace state).
import { randomUUID } from 'node:crypto';
import * as vscode from 'vscode';
import { l10n } from '../../l10n';
import { keyPlaceholder } from './core/keyPlaceholder';
import { KEY_GUARD_SOURCE, KEY_IN_FILE_CODE, type KeyGuard } from './keyGuard';
import { registerLoggedCommand } from '../../host/loggedCommand';
import type { Logger } from '../../log';
import type { CommandId } from '../../commandIds';

const STORE_COMMAND = 'profileLookup.keyGuard.storeKey' satisfies CommandId;
const IGNORE_COMMAND = 'profileLookup.keyGuard.ignoreInFile' satisfies CommandId;
/** Keys offered to the store command, by an opaque handle: the key itself never travels in a command's arguments. */
const MAX_OFFERED = 64;

export class KeyGuardActions implements vscode.CodeActionProvider {
  static readonly providedCodeActionKinds = [vscode.CodeActionKind.QuickFix];
  private readonly offered = new Map<string, string>();

  constructor(private readonly guard: KeyGuard) {}

  provideCodeActions(doc: vscode.TextDocument, range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
    const given = context.diagnostics.filter((d) => d.source === KEY_GUARD_SOURCE && d.code === KEY_IN_FILE_CODE);
    // The editor hands over the diagnostics it has been told of; ones set a moment ago may not have reached it yet.
    const ours = given.length > 0 ? given : this.guard.diagnosticsIn(doc.uri, range);
    return ours.flatMap((diagnostic) => [this.moveAction(doc, diagnostic), this.ignoreAction(doc, diagnostic)]);
  }

  private moveAction(doc: vscode.TextDocument, diagnostic: vscode.Diagnostic): vscode.CodeAction {
    const action = new vscode.CodeAction(l10n.t('Move the API key to secret storage'), vscode.CodeActionKind.QuickFix);
    action.diagnostics = [diagnostic];
    action.isPreferred = true;
    action.edit = new vscode.WorkspaceEdit();
    action.edit.replace(doc.uri, diagnostic.range, keyPlaceholder(doc.languageId, doc.fileName));
    const handle = randomUUID();
    if (this.offered.size >= MAX_OFFERED) this.offered.delete(this.offered.keys().next().value ?? '');
    this.offered.set(handle, doc.getText(diagnostic.range));
    action.command = { command: STORE_COMMAND, title: action.title, arguments: [handle] };
    return action;
  }

  private ignoreAction(doc: vscode.TextDocument, diagnostic: vscode.Diagnostic): vscode.CodeAction {
    const action = new vscode.CodeAction(l10n.t('Ignore API keys in this file'), vscode.CodeActionKind.QuickFix);
    action.diagnostics = [diagnostic];
    action.command = { command: IGNORE_COMMAND, title: action.title, arguments: [doc.uri.toString()] };
    return action;
  }

  registerCommands(log: Logger): vscode.Disposable[] {
    return [
      registerLoggedCommand(log, STORE_COMMAND, async (handle: unknown): Promise<boolean> => {
        const key = typeof handle === 'string' ? this.offered.get(handle) : undefined;
        if (key === undefined) return false;
        this.offered.delete(handle as string);
        // The same checks and the same store as Set API Key.
        const stored = await vscode.commands.executeCommand<boolean>('profileLookup.setApiKey', key);
        if (stored === true) void vscode.window.showInformationMessage(l10n.t('Profile Lookup: the API key is now in secret storage, and out of the file.'));
        return stored === true;
      }),
      registerLoggedCommand(log, IGNORE_COMMAND, async (uri: unknown): Promise<boolean> => {
        if (typeof uri !== 'string') return false;
        await this.guard.ignore(vscode.Uri.parse(uri));
        return true;
      }),
    ];
  }
}

/** The guard, its fixes and their commands, for every document the guard scans. */
export function registerKeyGuard(guard: KeyGuard, log: Logger): vscode.Disposable[] {
  const actions = new KeyGuardActions(guard);
  return [
    // Every language: the actions answer only the guard's own diagnostics, which only scanned documents get.
    vscode.languages.registerCodeActionsProvider('*', actions, { providedCodeActionKinds: KeyGuardActions.providedCodeActionKinds }),
    ...actions.registerCommands(log),
  ];
}
