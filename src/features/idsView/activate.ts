// The Ids view as activation sees it: the tree view and its commands are registered at once, and the view
// itself (scan, classifier, lookups, tree: chunk.ts, dist/features/idsView/chunk.js) is required the first time it is
// shown or a command needs it, so activation pays for this file only. A chunk that cannot load (a broken install) is
// said once; the view then stays empty and its commands do nothing.
import * as vscode from 'vscode';
import { IDS_VIEW_COMMANDS, IDS_VIEW_ID, type IdsNode, type IdsView, type IdsViewSnapshot } from './idsView';
import { lazyPart, reportChunkFailure, type LazyPart } from '../../host/chunkLoader';
import type { LazyUserService } from '../../host/lazyUserService';
import { registerLoggedCommand } from '../../host/loggedCommand';
import type { Logger } from '../../log';
import { Disposable } from '../../host/disposable';

type IdsViewChunk = typeof import('./chunk');

export class LazyIdsView extends Disposable {
  private view: IdsView | undefined;
  private readonly part: LazyPart<IdsViewChunk>;
  private readonly changes = this.register(new vscode.EventEmitter<IdsNode | undefined>());
  private readonly treeView: vscode.TreeView<IdsNode>;

  constructor(
    private readonly service: LazyUserService,
    private readonly apiKey: { readonly onDidChange: vscode.Event<void> },
    private readonly log: Logger,
    load?: () => IdsViewChunk,
  ) {
    super();
    this.part = lazyPart<IdsViewChunk>(
      'features/idsView',
      reportChunkFailure(log, (message) => vscode.window.showErrorMessage(message)),
      load,
    );
    this.treeView = vscode.window.createTreeView<IdsNode>(IDS_VIEW_ID, {
      treeDataProvider: {
        onDidChangeTreeData: this.changes.event,
        // Asked for children: someone is looking at the view.
        getChildren: (node) => this.ensure()?.getChildren(node) ?? [],
        getTreeItem: (node) => this.ensure()?.getTreeItem(node) ?? new vscode.TreeItem(''),
        getParent: (node) => this.ensure()?.getParent(node),
      },
      showCollapseAll: true,
    });
    this.registerAll(
      this.treeView,
      this.treeView.onDidChangeVisibility(({ visible }) =>
        (visible ? this.ensure() : this.view)?.visibilityChanged(visible),
      ),
      ...IDS_VIEW_COMMANDS.map((command) =>
        registerLoggedCommand(log, command, (...args: unknown[]) => this.ensure()?.run(command, args)),
      ),
    );
  }

  /** For the integration tests: the tree as VS Code is given it. */
  snapshot(): IdsViewSnapshot {
    const view = this.ensure();
    if (!view) throw new Error('the Ids view could not load (see the log)');
    return view.snapshot();
  }

  private ensure(): IdsView | undefined {
    this.view ??= this.part.get()?.createIdsView({
      treeView: this.treeView,
      refresh: (node) => this.changes.fire(node),
      service: {
        lookup: (id, options) => this.service.lookup(id, options),
        peek: (id) => this.service.peek(id),
      },
      onDidChangeApiKey: this.apiKey.onDidChange,
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
