// The Ids view's commands: show a file, stop and resume, pin, sort, filter, export, and the row actions.
import { copyTableText } from '../../host/rowItems';
import * as vscode from 'vscode';
import type { SortOrder } from './core/idTable';
import { tableToCsv, tableToJson } from './core/exportTable';
import { l10n } from '../../l10n';
import { IDS_VIEW_ID, type IdsViewCommand, type IdsViewControl, type ShowOutcome } from './idsView';
import { isTreeNode } from './idsTree';
import { FileTooLargeError } from './core/fileLimit';
import { fileDocument, openDocument, type ShownDocument } from './shownDocument';

const SORTS: readonly SortOrder[] = ['first', 'xp', 'sonhos'];

export async function runIdsCommand(
  view: IdsViewControl,
  command: IdsViewCommand,
  args: readonly unknown[],
): Promise<unknown> {
  const [arg] = args;
  switch (command) {
    case 'profileLookup.showIdsInFile':
      return showIdsInFile(view, arg);
    case 'profileLookup.ids.stop':
      view.stop();
      return true;
    case 'profileLookup.ids.resume':
      view.resume();
      return true;
    case 'profileLookup.ids.retryFailed':
      view.retryFailed();
      return true;
    case 'profileLookup.ids.pin':
      return view.pin();
    case 'profileLookup.ids.unpin':
      view.unpin();
      return true;
    case 'profileLookup.ids.sort': {
      const sort = SORTS.find((s) => s === arg) ?? (await pickSort(view.sortOrder));
      if (sort === undefined) return undefined;
      view.sort(sort);
      return sort;
    }
    case 'profileLookup.ids.showUsersOnly':
    case 'profileLookup.ids.showAllIds':
      return view.usersOnly(command === 'profileLookup.ids.showUsersOnly');
    case 'profileLookup.ids.copyCsv':
    case 'profileLookup.ids.copyJson':
      return copyTable(view, command === 'profileLookup.ids.copyCsv' ? 'csv' : 'json');
    case 'profileLookup.ids.revealNext':
      return revealNext(view, idOf(arg));
    // Open Profile on a user's row; Look Up as User on a row of another kind (a misread is one click from the profile).
    case 'profileLookup.ids.openProfile':
    case 'profileLookup.ids.lookUpAsUser': {
      const id = idOf(arg);
      return id === undefined ? undefined : vscode.commands.executeCommand('profileLookup.lookupUser', id);
    }
    case 'profileLookup.ids.copyId': {
      const id = idOf(arg);
      return id === undefined ? undefined : vscode.commands.executeCommand('profileLookup.copyId', id);
    }
  }
}

/** A row node (from the tree or its menus) or an id. */
function idOf(arg: unknown): string | undefined {
  if (typeof arg === 'string') return arg;
  return isTreeNode(arg) && arg.type === 'row' ? arg.id : undefined;
}

/**
 * `profileLookup.showIdsInFile [uri]`: reveals the view for that document (default: the active editor's; another
 * document pins the view to it), and resolves once each of its users is resolved or failed.
 */
async function showIdsInFile(view: IdsViewControl, arg: unknown): Promise<ShowOutcome | undefined> {
  const uri = arg instanceof vscode.Uri ? arg : typeof arg === 'string' ? vscode.Uri.parse(arg, true) : undefined;
  const active = vscode.window.activeTextEditor?.document;
  let doc: ShownDocument;
  if (uri === undefined) {
    if (active === undefined) {
      void vscode.window.showInformationMessage(l10n.t('Profile Lookup: open a file to see the ids in it.'));
      return undefined;
    }
    doc = openDocument(active);
  } else {
    const read = await readDocument(uri);
    if (read === undefined) return undefined;
    doc = read;
  }
  const showing = view.show(doc, doc.document === undefined || doc.document !== active);
  await vscode.commands.executeCommand(`${IDS_VIEW_ID}.focus`);
  return showing;
}

/** The document at `uri`; read from disk when VS Code will not open it for extensions (over 50 MB). */
async function readDocument(uri: vscode.Uri): Promise<ShownDocument | undefined> {
  try {
    return openDocument(await vscode.workspace.openTextDocument(uri));
  } catch {
    try {
      return await fileDocument(uri);
    } catch (err) {
      const cannot = l10n.t('Profile Lookup: cannot read {0}.', uri.scheme === 'file' ? uri.fsPath : uri.toString());
      void vscode.window.showErrorMessage(err instanceof FileTooLargeError ? err.message : cannot);
      return undefined;
    }
  }
}

async function pickSort(current: SortOrder): Promise<SortOrder | undefined> {
  const labels: Record<SortOrder, string> = {
    first: l10n.t('First occurrence'),
    xp: l10n.t('XP, highest first'),
    sonhos: l10n.t('Sonhos, highest first'),
  };
  const items = SORTS.map((sort) => ({
    sort,
    label: labels[sort],
    description: sort === current ? l10n.t('current') : undefined,
  }));
  const picked = await vscode.window.showQuickPick(items, { title: l10n.t('Sort the Ids view by') });
  return picked?.sort;
}

/** Copies the table as shown (filter and sort) to the clipboard; resolves to the text copied. */
async function copyTable(view: IdsViewControl, format: 'csv' | 'json'): Promise<string | undefined> {
  const table = view.shownTable();
  const shown = view.shown;
  if (table === undefined || shown === undefined) return undefined;
  const text =
    format === 'csv'
      ? tableToCsv(table, (offset) => shown.lineOf(offset))
      : tableToJson(table, (offset) => shown.lineOf(offset));
  await copyTableText(
    text,
    table.groups.reduce((n, group) => n + group.rows.length, 0),
    format,
  );
  return text;
}

/** Selects the occurrence of `id` after the cursor (after the last one, the first); resolves to its 1-based line. */
async function revealNext(view: IdsViewControl, id: string | undefined): Promise<number | undefined> {
  const shown = view.shown;
  if (shown === undefined || id === undefined) return undefined;
  const doc = shown.document;
  const editor = doc === undefined ? undefined : vscode.window.visibleTextEditors.find((e) => e.document === doc);
  // In an editor, from its cursor; in a file too large to open for extensions, from the occurrence shown last.
  const next = view.nextOccurrence(
    id,
    editor !== undefined && doc !== undefined ? doc.offsetAt(editor.selection.start) : undefined,
  );
  if (next === undefined) return undefined;
  const range = shown.range(next, next + id.length);
  if (doc !== undefined) {
    const shownEditor = await vscode.window.showTextDocument(doc, {
      selection: range,
      preserveFocus: true,
      viewColumn: editor?.viewColumn,
    });
    shownEditor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  } else {
    await vscode.commands.executeCommand('vscode.open', shown.uri, { selection: range, preserveFocus: true });
  }
  return range.start.line + 1;
}
