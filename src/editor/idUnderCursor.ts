import * as vscode from 'vscode';
import { findIdAt } from '../ids/findId';
import { parseIdInput } from '../ids/parseIdInput';

/** The id the user is pointing at in an editor: the selection when it is one, else the id under the cursor. */
export function idUnderCursor(editor: vscode.TextEditor | undefined): string | undefined {
  if (!editor) return undefined;
  const { selection, document } = editor;
  if (!selection.isEmpty && selection.isSingleLine) {
    const parsed = parseIdInput(document.getText(selection));
    if (parsed.ok) return parsed.id;
  }
  const line = document.lineAt(selection.active.line).text;
  return findIdAt(line, selection.active.character)?.id;
}

const CONTEXT_KEY = 'profileLookup.idAtCursor';

/** Keeps the `profileLookup.idAtCursor` context key current, for the editor context menu entry. */
export function trackIdAtCursor(): vscode.Disposable {
  let last: boolean | undefined;
  const update = (editor: vscode.TextEditor | undefined): void => {
    const has = idUnderCursor(editor) !== undefined;
    if (has !== last) {
      last = has;
      void vscode.commands.executeCommand('setContext', CONTEXT_KEY, has);
    }
  };
  update(vscode.window.activeTextEditor);
  return vscode.Disposable.from(
    vscode.window.onDidChangeTextEditorSelection((e) => update(e.textEditor)),
    vscode.window.onDidChangeActiveTextEditor(update),
  );
}
