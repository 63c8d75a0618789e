// What the activation bundle (idsViewHost.ts) and the lazily required dist/idsView.js share: names and types
// only, so activation never pulls in the scan, the classifier or the tree.
import type * as vscode from 'vscode';
import type { LookupPort } from './core/resolveRun';

export const IDS_VIEW_ID = 'profileLookup.ids';

export const IDS_VIEW_COMMANDS = [
  'profileLookup.showIdsInFile',
  'profileLookup.ids.stop',
  'profileLookup.ids.resume',
  'profileLookup.ids.pin',
  'profileLookup.ids.unpin',
  'profileLookup.ids.sort',
  'profileLookup.ids.showUsersOnly',
  'profileLookup.ids.showAllIds',
  'profileLookup.ids.copyCsv',
  'profileLookup.ids.copyJson',
  'profileLookup.ids.revealNext',
  'profileLookup.ids.openProfile',
  'profileLookup.ids.copyId',
] as const;

export type IdsViewCommand = (typeof IDS_VIEW_COMMANDS)[number];

/** A node of the tree; opaque to the host. */
export type IdsNode = object;

export interface IdsViewDeps {
  treeView: vscode.TreeView<IdsNode>;
  /** Fires the tree's change event (undefined: the whole tree). */
  refresh(node?: IdsNode): void;
  service: LookupPort;
  onDidChangeApiKey: vscode.Event<void>;
}

/** What a test sees of the view: the tree as VS Code is given it. */
export interface IdsViewSnapshot {
  document: string | undefined;
  pinned: boolean;
  message: string | undefined;
  running: boolean;
  groups: { label: string; description: string; rows: { label: string; description: string; contextValue: string }[] }[];
  more: string | undefined;
}

export interface IdsView extends vscode.Disposable {
  getChildren(node?: IdsNode): IdsNode[];
  getTreeItem(node: IdsNode): vscode.TreeItem;
  getParent(node: IdsNode): IdsNode | undefined;
  run(command: IdsViewCommand, args: readonly unknown[]): Promise<unknown>;
  visibilityChanged(visible: boolean): void;
  snapshot(): IdsViewSnapshot;
}

export interface IdsViewModule {
  createIdsView(deps: IdsViewDeps): IdsView;
}
