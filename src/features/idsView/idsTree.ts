// The Ids view's tree: stable nodes (VS Code keeps selection and expansion by identity and id) and the tree
// items the table's groups and rows become.
import { rowTreeItem } from '../../host/rowItems';
import * as vscode from 'vscode';
import type { IdKind } from '../../ids/idKind';
import type { IdGroup, IdRow, IdTable } from './core/idTable';
import { idKindName } from '../../ids/idKindNames';
import { groupIcon, moreText, rowText, type LineOf } from './core/rowText';
import { l10n } from '../../l10n';
import { groupedInteger as integer } from '../../profile/numbers';
import type { IdsNode } from './idsView';

export interface GroupNode {
  readonly type: 'group';
  readonly kind: IdKind;
}
export interface RowNode {
  readonly type: 'row';
  readonly id: string;
}
export interface MoreNode {
  readonly type: 'more';
}
export type TreeNode = GroupNode | RowNode | MoreNode;

export function isTreeNode(value: unknown): value is TreeNode {
  const type = (value as { type?: unknown } | undefined)?.type;
  return typeof value === 'object' && value !== null && (type === 'group' || type === 'row' || type === 'more');
}

/** One node object per group, row and the "more" line, for the life of the view. */
export class TreeNodes {
  private readonly groups = new Map<IdKind, GroupNode>();
  private readonly rows = new Map<string, RowNode>();
  readonly more: MoreNode = { type: 'more' };

  group(kind: IdKind): GroupNode {
    let node = this.groups.get(kind);
    if (node === undefined) this.groups.set(kind, (node = { type: 'group', kind }));
    return node;
  }

  row(id: string): RowNode {
    let node = this.rows.get(id);
    if (node === undefined) this.rows.set(id, (node = { type: 'row', id }));
    return node;
  }

  /** Forgets the rows of another document. */
  clearRows(): void {
    this.rows.clear();
  }
}

/** The children of `node` in `table`: groups (or, users only, the users) then "and N more" at the root. */
export function childrenOf(
  table: IdTable | undefined,
  node: IdsNode | undefined,
  nodes: TreeNodes,
  usersOnly: boolean,
): IdsNode[] {
  if (table === undefined) return [];
  if (node === undefined) {
    const top = usersOnly
      ? (table.groups[0]?.rows ?? []).map((row) => nodes.row(row.id))
      : table.groups.map((group) => nodes.group(group.kind));
    return table.more > 0 ? [...top, nodes.more] : top;
  }
  if (!isTreeNode(node) || node.type !== 'group') return [];
  return (table.groups.find((group) => group.kind === node.kind)?.rows ?? []).map((row) => nodes.row(row.id));
}

/** Users and the ids looked up as users open; the kinds that cost nothing start folded. */
export function groupItem(group: IdGroup, locale: string): vscode.TreeItem {
  const open = group.kind === 'user' || group.kind === 'unknown';
  const item = new vscode.TreeItem(
    idKindName(group.kind, 'many'),
    open ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.Collapsed,
  );
  item.id = `group:${group.kind}`;
  item.description = integer(group.rows.length, locale);
  item.iconPath = new vscode.ThemeIcon(groupIcon(group.kind));
  item.contextValue = 'idGroup';
  return item;
}

export function rowItem(row: IdRow, node: RowNode, locale: string, lineOf?: LineOf): vscode.TreeItem {
  const text = rowText(row, locale, lineOf);
  const item = rowTreeItem(row.id, text, vscode.TreeItemCollapsibleState.None);
  item.command = {
    command: 'profileLookup.ids.revealNext',
    title: l10n.t('Go to the Next Occurrence'),
    arguments: [node],
  };
  return item;
}

export function moreItem(count: number, cap: number, locale: string): vscode.TreeItem {
  const text = moreText(count, cap, locale);
  const item = new vscode.TreeItem(text.label, vscode.TreeItemCollapsibleState.None);
  item.id = 'more';
  item.tooltip = text.tooltip;
  item.iconPath = new vscode.ThemeIcon('ellipsis');
  return item;
}
