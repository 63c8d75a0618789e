// What both views of ids (the file's Ids view and the folder's) make alike on the editor side: a row's tree item from
// the words its core gave it, and a copied table's clipboard text with the line that says so. Plain shapes only: the
// host imports no feature.
import * as vscode from 'vscode';
import { byCount } from '../byCount';
import { l10n } from '../l10n';

/** A row as a view's core words it (idsView/core/rowText.ts's RowText). */
export interface RowWords {
  label: string;
  description: string;
  tooltip: string;
  icon: { id: string; color?: string };
  contextValue: string;
}

/** The tree item of the row of `id`; its command, if any, is the caller's. */
export function rowTreeItem(id: string, text: RowWords, collapsible: vscode.TreeItemCollapsibleState): vscode.TreeItem {
  const item = new vscode.TreeItem(text.label, collapsible);
  item.id = `id:${id}`;
  item.description = text.description;
  item.tooltip = text.tooltip;
  item.iconPath = new vscode.ThemeIcon(
    text.icon.id,
    text.icon.color === undefined ? undefined : new vscode.ThemeColor(text.icon.color),
  );
  item.contextValue = text.contextValue;
  item.accessibilityInformation = { label: `${text.label}, ${text.description}` };
  return item;
}

/** Puts a table's export on the clipboard and says how many rows went, in the status bar. */
export async function copyTableText(text: string, rows: number, format: 'csv' | 'json'): Promise<void> {
  await vscode.env.clipboard.writeText(text);
  vscode.window.setStatusBarMessage(
    format === 'csv'
      ? byCount(
          rows,
          vscode.env.language,
          () => l10n.t('Profile Lookup: copied {0} row as CSV', rows),
          () => l10n.t('Profile Lookup: copied {0} rows as CSV', rows),
        )
      : byCount(
          rows,
          vscode.env.language,
          () => l10n.t('Profile Lookup: copied {0} row as JSON', rows),
          () => l10n.t('Profile Lookup: copied {0} rows as JSON', rows),
        ),
    3000,
  );
}
