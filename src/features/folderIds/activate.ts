// The folder view as activation sees it: the tree view and its commands are registered at once; the scan, the
// classifier, the lookups and the tree (chunk.ts, dist/features/folderIds/chunk.js) are required the first time the
// view is shown or a command needs it.
import * as vscode from 'vscode';
import {
  FOLDER_IDS_COMMANDS,
  FOLDER_IDS_VIEW_ID,
  type FolderIdsNode,
  type FolderIdsSnapshot,
  type FolderIdsView,
} from './folderIds';
import { lazyPart, reportChunkFailure, type LazyPart } from '../../host/chunkLoader';
import type { LazyUserService } from '../../host/lazyUserService';
import { registerLoggedCommand } from '../../host/loggedCommand';
import type { Logger } from '../../log';
import { Disposable } from '../../host/disposable';

type FolderIdsChunk = typeof import('./chunk');

export class LazyFolderIdsView extends Disposable {
  private view: FolderIdsView | undefined;
  private readonly part: LazyPart<FolderIdsChunk>;
  private readonly changes = this.register(new vscode.EventEmitter<FolderIdsNode | undefined>());
  private readonly treeView: vscode.TreeView<FolderIdsNode>;

  constructor(
    private readonly service: LazyUserService,
    private readonly log: Logger,
    load?: () => FolderIdsChunk,
  ) {
    super();
    this.part = lazyPart<FolderIdsChunk>(
      'features/folderIds',
      reportChunkFailure(log, (message) => vscode.window.showErrorMessage(message)),
      load,
    );
    this.treeView = vscode.window.createTreeView<FolderIdsNode>(FOLDER_IDS_VIEW_ID, {
      treeDataProvider: {
        onDidChangeTreeData: this.changes.event,
        // Before the first scan the view is hidden (its `when` in package.json) and empty.
        getChildren: (node) => this.view?.getChildren(node) ?? [],
        getTreeItem: (node) => this.ensure()?.getTreeItem(node) ?? new vscode.TreeItem(''),
      },
      showCollapseAll: true,
    });
    this.registerAll(
      this.treeView,
      ...FOLDER_IDS_COMMANDS.map((command) =>
        registerLoggedCommand(log, command, (...args: unknown[]) => this.ensure()?.run(command, args)),
      ),
    );
  }

  /** For the integration tests: the tree as VS Code is given it. */
  snapshot(): FolderIdsSnapshot | undefined {
    return this.view?.snapshot();
  }

  /** The view, loaded now if it is not yet; undefined when its chunk cannot load (said once, by the lazy part). */
  private ensure(): FolderIdsView | undefined {
    this.view ??= this.part.get()?.createFolderIdsView({
      treeView: this.treeView,
      refresh: (node) => this.changes.fire(node),
      service: {
        lookup: (id, options) => this.service.lookup(id, options),
        peek: (id) => this.service.peek(id),
      },
      log: this.log,
    });
    return this.view;
  }

  override dispose(): void {
    this.view?.dispose();
    this.view = undefined;
    super.dispose();
  }
}
