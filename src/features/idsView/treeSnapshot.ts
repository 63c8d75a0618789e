// The Ids view's tree as VS Code is given it, in plain data: what the integration tests read of the view.
import type * as vscode from 'vscode';
import type { IdsNode, IdsViewSnapshot } from './idsView';
import { isTreeNode } from './idsTree';

interface TreeSource {
  getChildren(node?: IdsNode): IdsNode[];
  getTreeItem(node: IdsNode): vscode.TreeItem;
}

export function treeSnapshot(tree: TreeSource, usersOnly: boolean): Pick<IdsViewSnapshot, 'groups' | 'more'> {
  const text = (value: string | vscode.TreeItemLabel | undefined) =>
    typeof value === 'string' ? value : (value?.label ?? '');
  const describe = (node: IdsNode) => {
    const item = tree.getTreeItem(node);
    return {
      label: text(item.label),
      description: typeof item.description === 'string' ? item.description : '',
      contextValue: item.contextValue ?? '',
      tooltip: typeof item.tooltip === 'string' ? item.tooltip : (item.tooltip?.value ?? ''),
    };
  };
  const top = tree.getChildren();
  const more = top.find((node) => isTreeNode(node) && node.type === 'more');
  const listed = top.filter((node) => node !== more);
  const groups = usersOnly
    ? [{ label: '', description: '', rows: listed.map(describe) }]
    : listed.map((node) => ({ ...describe(node), rows: tree.getChildren(node).map(describe) }));
  return { groups, more: more === undefined ? undefined : describe(more).label };
}
