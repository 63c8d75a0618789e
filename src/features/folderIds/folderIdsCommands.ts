// The folder view's commands: Find User Ids in Folder (a folder from the Explorer, the palette or the Ids view's
// title bar, its include and exclude globs prefilled as VS Code's search prefills them), Cancel, the exports, and the
// row and file actions.
import { copyTableText } from '../../host/rowItems';
import * as vscode from 'vscode';
import { l10n } from '../../l10n';
import type { IdTable } from '../idsView/core/idTable';
import { folderTableToCsv, folderTableToJson } from './core/folderExport';
import type { FolderTally } from './core/folderTally';
import type { FolderScanOptions } from './core/ripgrep';
import type { FolderIdsCommand, FolderOutcome } from './folderIds';
import { isFolderNode } from './folderTree';
import { defaultExcludes, scanOptions } from './folderScanSettings';

/** What the commands ask of the controller. */
export interface FolderControl {
  readonly folder: vscode.Uri | undefined;
  readonly tally: FolderTally | undefined;
  find(folder: vscode.Uri, options: FolderScanOptions): Promise<FolderOutcome>;
  cancel(): void;
  shownTable(): IdTable | undefined;
  /** A scan is coming: what it needs first starts while the user answers the prompts. */
  prepare(): void;
}

/** The second argument a caller (a test, a script) may give instead of answering the prompts. */
interface Globs {
  includes?: unknown;
  excludes?: unknown;
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;
}

export async function runFolderCommand(
  view: FolderControl,
  command: FolderIdsCommand,
  args: readonly unknown[],
): Promise<unknown> {
  const [arg, second] = args;
  switch (command) {
    case 'profileLookup.findIdsInFolder':
      return findInFolder(view, arg, second);
    case 'profileLookup.folderIds.cancel':
      view.cancel();
      return true;
    case 'profileLookup.folderIds.copyCsv':
    case 'profileLookup.folderIds.copyJson':
      return copyTable(view, command === 'profileLookup.folderIds.copyCsv' ? 'csv' : 'json');
    case 'profileLookup.folderIds.openProfile': {
      const id = idOf(arg);
      return id === undefined ? undefined : vscode.commands.executeCommand('profileLookup.lookupUser', id);
    }
    case 'profileLookup.folderIds.copyId': {
      const id = idOf(arg);
      return id === undefined ? undefined : vscode.commands.executeCommand('profileLookup.copyId', id);
    }
    case 'profileLookup.folderIds.openLocation':
      return openLocation(args);
  }
}

function idOf(arg: unknown): string | undefined {
  if (typeof arg === 'string') return arg;
  return isFolderNode(arg) && (arg.type === 'row' || arg.type === 'file') ? arg.id : undefined;
}

/** The workspace folder, or one the user picks (the palette and the Ids view's title bar give none). */
async function pickFolder(): Promise<vscode.Uri | undefined> {
  const folders = vscode.workspace.workspaceFolders ?? [];
  const choose = { label: l10n.t('$(folder-opened) Choose a Folder…'), uri: undefined };
  const items = [
    ...folders.map((f) => ({ label: `$(root-folder) ${f.name}`, description: f.uri.fsPath, uri: f.uri })),
    choose,
  ];
  const picked =
    folders.length === 0
      ? choose
      : await vscode.window.showQuickPick(items, {
          title: l10n.t('Find User Ids in Folder'),
          placeHolder: l10n.t('The folder to scan'),
        });
  if (picked === undefined) return undefined;
  if (picked.uri !== undefined) return picked.uri;
  const chosen = await vscode.window.showOpenDialog({
    canSelectFolders: true,
    canSelectFiles: false,
    canSelectMany: false,
    openLabel: l10n.t('Find User Ids'),
  });
  return chosen?.[0];
}

function splitGlobs(text: string): string[] {
  return text
    .split(',')
    .map((glob) => glob.trim())
    .filter((glob) => glob !== '');
}

/** The include and exclude globs, prefilled; undefined when the user escaped. */
async function askGlobs(folder: vscode.Uri): Promise<{ includes: string[]; excludes: string[] } | undefined> {
  const include = await vscode.window.showInputBox({
    title: l10n.t('Find User Ids in Folder: files to include'),
    prompt: l10n.t('Globs separated by commas, e.g. **/*.log; empty for every file'),
    value: '',
    ignoreFocusOut: true,
  });
  if (include === undefined) return undefined;
  const exclude = await vscode.window.showInputBox({
    title: l10n.t('Find User Ids in Folder: files to exclude'),
    prompt: l10n.t('Globs separated by commas (from files.exclude and search.exclude); .gitignore is honoured too'),
    value: defaultExcludes(folder).join(', '),
    ignoreFocusOut: true,
  });
  if (exclude === undefined) return undefined;
  return { includes: splitGlobs(include), excludes: splitGlobs(exclude) };
}

async function findInFolder(view: FolderControl, arg: unknown, second: unknown): Promise<FolderOutcome | undefined> {
  view.prepare();
  const folder =
    arg instanceof vscode.Uri ? arg : typeof arg === 'string' ? vscode.Uri.parse(arg, true) : await pickFolder();
  if (folder === undefined) return undefined;
  if (folder.scheme !== 'file') {
    void vscode.window.showErrorMessage(l10n.t('Profile Lookup: only folders on disk can be scanned.'));
    return undefined;
  }
  // The Explorer hands the selected resources as the second argument: an array, not globs.
  const given = typeof second === 'object' && second !== null && !Array.isArray(second) ? (second as Globs) : undefined;
  const includes = stringList(given?.includes);
  const excludes = stringList(given?.excludes);
  const globs =
    given !== undefined
      ? { includes: includes ?? [], excludes: excludes ?? defaultExcludes(folder) }
      : await askGlobs(folder);
  if (globs === undefined) return undefined;
  return view.find(folder, scanOptions(folder, globs.includes, globs.excludes));
}

/** Copies the table, each id with its files, to the clipboard; resolves to the text copied. */
async function copyTable(view: FolderControl, format: 'csv' | 'json'): Promise<string | undefined> {
  const table = view.shownTable();
  const tally = view.tally;
  if (table === undefined || tally === undefined) return undefined;
  const text = format === 'csv' ? folderTableToCsv(table, tally) : folderTableToJson(table, tally);
  await copyTableText(
    text,
    table.groups.reduce((n, group) => n + group.rows.length, 0),
    format,
  );
  return text;
}

/** Opens a file at an occurrence (1-based line, 0-based column); one too large for an editor opens as VS Code can. */
async function openLocation(args: readonly unknown[]): Promise<number | undefined> {
  const [uri, line, column, length] = args;
  if (!(uri instanceof vscode.Uri) || typeof line !== 'number' || typeof column !== 'number') return undefined;
  const start = new vscode.Position(Math.max(0, line - 1), Math.max(0, column));
  const range = new vscode.Range(start, start.translate(0, typeof length === 'number' ? length : 0));
  try {
    const doc = await vscode.workspace.openTextDocument(uri);
    const editor = await vscode.window.showTextDocument(doc, { selection: range, preserveFocus: true });
    editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  } catch {
    await vscode.commands.executeCommand('vscode.open', uri, { selection: range, preserveFocus: true });
  }
  return line;
}
