// Closes the editor hover a command was run from (its "Open Profile" link): the panel opens beside the editor and
// takes the focus, but VS Code keeps a hover drawn until the mouse moves, over the new panel's header.
import * as vscode from 'vscode';

/** VS Code 1.139 has it; 1.90 does not (its bundle names no such command). */
const HIDE_HOVER = 'editor.action.hideHover';

let hideHoverExists: Promise<boolean> | undefined;

export type HoverClosedBy = 'hideHover' | 'scroll' | 'none';

/**
 * Closes the hover of the active editor, before the focus leaves it (both ways act on the focused editor).
 * Where `editor.action.hideHover` is missing (1.90), a scroll of one line and back: 1.90's hover hides on any
 * scroll of its editor (ContentHoverController listens to onDidScrollChange), and nothing else an extension can
 * do reaches it. An editor that cannot scroll at all (a short file with scrollBeyondLastLine off) keeps it there.
 */
export async function closeEditorHover(): Promise<HoverClosedBy> {
  hideHoverExists ??= Promise.resolve(vscode.commands.getCommands(true)).then((commands) =>
    commands.includes(HIDE_HOVER),
  );
  if (await hideHoverExists) {
    await vscode.commands.executeCommand(HIDE_HOVER);
    return 'hideHover';
  }
  const editor = vscode.window.activeTextEditor;
  if (editor === undefined) return 'none';
  // Down and back up leaves the editor where it was; at the end of the file, up and back down does.
  const atEnd =
    editor.visibleRanges.at(-1)?.end.line === editor.document.lineCount - 1 &&
    editor.visibleRanges[0]?.start.line !== 0;
  const [first, second] = atEnd ? (['up', 'down'] as const) : (['down', 'up'] as const);
  await vscode.commands.executeCommand('editorScroll', { to: first, by: 'line', value: 1 });
  await vscode.commands.executeCommand('editorScroll', { to: second, by: 'line', value: 1 });
  return 'scroll';
}
