// The key guard's quick fixes: "Move the API key to secret storage" and "Ignore API keys in this file" (remembered
// per file in workspace state). The move carries no edit made in advance: a diagnostic's range is where the key was
// when the document was scanned, and the text may have changed since (typing `API_` before `TOKEN=<key>` and fixing
// 166 ms later left `API_TOREMOVED_API_KEYuh7m` and stored `KEN=lorixp_…`). When it runs, it finds the key the
// diagnostic flagged in the document's text as it is then, and edits in the same turn as it reads (the edit carries
// the document's version: a change meanwhile makes VS Code refuse it). A key that is no longer there changes
// nothing, and the user is told. The key stored is exactly the key found, checked again against the key format, and
// a stored key that may work is replaced only when the user says so (core/keyReplacement.ts).
import { randomUUID } from 'node:crypto';
import * as vscode from 'vscode';
import { l10n } from '../../l10n';
import type { ServiceStateSource } from './apiKeyFeature';
import type { ApiKeyStore } from './apiKeyStore';
import { keyPlaceholder } from './core/keyPlaceholder';
import { replacementOf } from './core/keyReplacement';
import { locateKey, type FoundKey } from './core/keyScan';
import {
  KEY_GUARD_SOURCE,
  KEY_IN_FILE_CODE,
  KEYS_NOT_FLAGGED_CODE,
  type FlaggedKeyAt,
  type KeyGuard,
} from './keyGuard';
import { registerLoggedCommand } from '../../host/loggedCommand';
import type { Logger } from '../../log';
import type { CommandId } from '../../commandIds';

const STORE_COMMAND = 'profileLookup.keyGuard.storeKey' satisfies CommandId;
const IGNORE_COMMAND = 'profileLookup.keyGuard.ignoreInFile' satisfies CommandId;
/** Keys offered to the store command, by an opaque handle: the key itself never travels in a command's arguments. */
const MAX_OFFERED = 64;

interface Offer extends FlaggedKeyAt {
  uri: string;
}

/** Where the offered key is in `doc` now: exactly where it was flagged if the text is the one scanned, else the nearest. */
function findNow(doc: vscode.TextDocument, offer: Offer): FoundKey | undefined {
  const found = locateKey(doc.getText(), offer.key, offer.offset);
  return found === undefined || (doc.version === offer.version && found.start !== offer.offset) ? undefined : found;
}

function notThere(): void {
  void vscode.window.showWarningMessage(
    l10n.t(
      'Profile Lookup: that API key is no longer in the file as it was found (the file changed). Nothing was changed.',
    ),
  );
}

export class KeyGuardActions implements vscode.CodeActionProvider {
  static readonly providedCodeActionKinds = [vscode.CodeActionKind.QuickFix];
  private readonly offered = new Map<string, Offer>();

  constructor(
    private readonly guard: KeyGuard,
    private readonly apiKey: ApiKeyStore,
    private readonly service: ServiceStateSource,
  ) {}

  provideCodeActions(
    doc: vscode.TextDocument,
    range: vscode.Range,
    context: vscode.CodeActionContext,
  ): vscode.CodeAction[] {
    const isOurs = (d: vscode.Diagnostic): boolean =>
      d.source === KEY_GUARD_SOURCE && (d.code === KEY_IN_FILE_CODE || d.code === KEYS_NOT_FLAGGED_CODE);
    const given = context.diagnostics.filter(isOurs);
    // The editor hands over the diagnostics it has been told of; ones set a moment ago may not have reached it yet.
    const ours = given.length > 0 ? given : this.guard.diagnosticsIn(doc.uri, range).filter(isOurs);
    return ours.flatMap((diagnostic) => {
      const move = diagnostic.code === KEY_IN_FILE_CODE ? this.moveAction(doc, diagnostic) : undefined;
      return move === undefined ? [this.ignoreAction(doc, diagnostic)] : [move, this.ignoreAction(doc, diagnostic)];
    });
  }

  private moveAction(doc: vscode.TextDocument, diagnostic: vscode.Diagnostic): vscode.CodeAction | undefined {
    // The key as the scan that set this diagnostic read it; none when a newer scan replaced the diagnostics.
    const flagged = this.guard.flaggedKey(doc.uri, diagnostic);
    if (flagged === undefined) return undefined;
    const action = new vscode.CodeAction(l10n.t('Move the API key to secret storage'), vscode.CodeActionKind.QuickFix);
    action.diagnostics = [diagnostic];
    action.isPreferred = true;
    const handle = randomUUID();
    if (this.offered.size >= MAX_OFFERED) this.offered.delete(this.offered.keys().next().value ?? '');
    this.offered.set(handle, { ...flagged, uri: doc.uri.toString() });
    action.command = { command: STORE_COMMAND, title: action.title, arguments: [handle] };
    return action;
  }

  private ignoreAction(doc: vscode.TextDocument, diagnostic: vscode.Diagnostic): vscode.CodeAction {
    const action = new vscode.CodeAction(l10n.t('Ignore API keys in this file'), vscode.CodeActionKind.QuickFix);
    action.diagnostics = [diagnostic];
    action.command = { command: IGNORE_COMMAND, title: action.title, arguments: [doc.uri.toString()] };
    return action;
  }

  /** The move: resolves to whether the key is in secret storage and out of the file. */
  async move(handle: unknown): Promise<boolean> {
    const offer = typeof handle === 'string' ? this.offered.get(handle) : undefined;
    if (offer === undefined) return false;
    this.offered.delete(handle as string);
    const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === offer.uri && !d.isClosed);
    if (doc === undefined || findNow(doc, offer) === undefined) {
      notThere();
      return false;
    }
    const decision = replacementOf(offer.key, await this.apiKey.get(), this.service.state());
    if (decision.kind === 'refused') {
      void vscode.window.showErrorMessage(
        l10n.t('Profile Lookup: the key in the file was not stored: {0}', decision.reason),
      );
      return false;
    }
    if (decision.kind === 'ask') {
      const replace = l10n.t('Replace the Stored Key');
      if ((await vscode.window.showWarningMessage(decision.question, replace)) !== replace) return false;
    }
    if (decision.kind !== 'alreadyStored') {
      // The answer took a while: only a key still in the file is stored.
      if (findNow(doc, offer) === undefined) {
        notThere();
        return false;
      }
      await this.apiKey.set(offer.key);
    }
    return this.takeOut(doc, offer);
  }

  /** Replaces the key in the file, read again in the same turn as the edit. */
  private async takeOut(doc: vscode.TextDocument, offer: Offer): Promise<boolean> {
    const at = findNow(doc, offer);
    let applied = false;
    if (at !== undefined) {
      const edit = new vscode.WorkspaceEdit();
      edit.replace(
        doc.uri,
        new vscode.Range(doc.positionAt(at.start), doc.positionAt(at.end)),
        keyPlaceholder(doc.languageId, doc.fileName),
      );
      applied = await vscode.workspace.applyEdit(edit);
    }
    if (!applied) {
      void vscode.window.showWarningMessage(
        l10n.t(
          'Profile Lookup: the API key is in secret storage, but the file changed before the key could be taken out of it: remove it from the file yourself.',
        ),
      );
      return false;
    }
    void vscode.window.showInformationMessage(
      l10n.t('Profile Lookup: the API key is now in secret storage, and out of the file.'),
    );
    return true;
  }

  registerCommands(log: Logger): vscode.Disposable[] {
    return [
      registerLoggedCommand(log, STORE_COMMAND, (handle: unknown): Promise<boolean> => this.move(handle)),
      registerLoggedCommand(log, IGNORE_COMMAND, async (uri: unknown): Promise<boolean> => {
        if (typeof uri !== 'string') return false;
        await this.guard.ignore(vscode.Uri.parse(uri));
        return true;
      }),
    ];
  }
}

/** The guard, its fixes and their commands, for every document the guard scans. */
export function registerKeyGuard(
  guard: KeyGuard,
  apiKey: ApiKeyStore,
  service: ServiceStateSource,
  log: Logger,
): vscode.Disposable[] {
  const actions = new KeyGuardActions(guard, apiKey, service);
  return [
    // Every language: the actions answer only the guard's own diagnostics, which only scanned documents get.
    vscode.languages.registerCodeActionsProvider('*', actions, {
      providedCodeActionKinds: KeyGuardActions.providedCodeActionKinds,
    }),
    ...actions.registerCommands(log),
  ];
}
