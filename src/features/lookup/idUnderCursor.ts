import * as vscode from 'vscode';
import { isLookedUpAsUser } from '../../ids/idKind';
import { parseIdInput } from '../../ids/parseIdInput';
import { typedIdAt } from '../../host/typedIdAt';

/**
 * The user id the user is pointing at in an editor: the selection when it is one id (selecting is
 * deliberate, whatever the context says), else the id under the cursor when it is looked up as a user
 * (a user id, or one whose context says nothing). A channel or role id under the cursor is not a user's.
 */
export function idUnderCursor(editor: vscode.TextEditor | undefined): string | undefined {
  if (!editor) return undefined;
  const { selection, document } = editor;
  if (!selection.isEmpty && selection.isSingleLine) {
    const parsed = parseIdInput(document.getText(selection));
    if (parsed.ok) return parsed.id;
  }
  const found = typedIdAt(document, selection.active);
  return found !== undefined && isLookedUpAsUser(found.match.kind) ? found.match.id : undefined;
}

const CONTEXT_KEY = 'profileLookup.idAtCursor';

/** Keeps the `profileLookup.idAtCursor` context key current, for the editor context menu's Lookup User. */
export function trackIdAtCursor(): vscode.Disposable {
  let last: boolean | undefined;
  const update = (editor: vscode.TextEditor | undefined): void => {
    const has = idUnderCursor(editor) !== undefined;
    if (has !== last) {
      last = has;
      void vscode.commands.executeCommand('setContext', CONTEXT_KEY, has);
    }
  };
  // Reading the editor during activation would load the classifier (dist/ids/chunk.js) there; a turn later
  // is just as early for a context menu nobody has opened yet.
  const initial = setTimeout(() => update(vscode.window.activeTextEditor), 0);
  return vscode.Disposable.from(
    { dispose: () => clearTimeout(initial) },
    vscode.window.onDidChangeTextEditorSelection((e) => update(e.textEditor)),
    vscode.window.onDidChangeActiveTextEditor(update),
  );
}
