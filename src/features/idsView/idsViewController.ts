// The Ids view: the ids of the document in the active editor, following it as the user switches editors, or
// of the document it is pinned to. While the view is visible, the users of the document it shows are looked up
// (Stop holds them until Resume); when it follows another document, or its document closes, the lookups not
// sent yet are dropped.
import * as vscode from 'vscode';
import { DISPLAY_CAP, type IdTable, type SortOrder } from './core/idTable';
import { l10n } from '../../l10n';
import type {
  IdsNode,
  IdsView,
  IdsViewCommand,
  IdsViewControl,
  IdsViewDeps,
  IdsViewSnapshot,
  ShowOutcome,
} from './idsView';
import { runIdsCommand } from './idsViewCommands';
import { childrenOf, groupItem, isTreeNode, moreItem, rowItem, TreeNodes } from './idsTree';
import { IdsViewState, type RunMode } from './idsViewState';
import { openDocument, type ShownDocument } from './shownDocument';
import { treeSnapshot } from './treeSnapshot';
import { viewMessage } from './core/viewMessage';
import { Disposable } from '../../host/disposable';
import { autoRetryDelayMs, MAX_AUTO_RETRIES } from './core/retryPolicy';
import { ID_CORRECTIONS_SETTING } from '../../host/idCorrectionsSetting';

/** How often the tree is redrawn while lookups settle. */
const PUBLISH_MS = 200;
/** Quiet time after an edit before the document is read again. */
const RESCAN_AFTER_EDIT_MS = 400;

export class IdsViewController extends Disposable implements IdsView, IdsViewControl {
  private readonly state: IdsViewState;
  private readonly nodes = new TreeNodes();
  private readonly locale = vscode.env.language;
  private pinned = false;
  /** The user pressed Stop on this document: nothing is looked up by itself until Resume. */
  private userStopped = false;
  /** The occurrence of each id a click revealed last (files read from disk have no cursor to start from). */
  private readonly lastRevealed = new Map<string, number>();
  private visible: boolean;
  private publishTimer: NodeJS.Timeout | undefined;
  private rescanTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private autoRetries = 0;
  private readonly contexts = new Map<string, unknown>();

  constructor(private readonly deps: IdsViewDeps) {
    super();
    this.state = new IdsViewState(deps.service, () => this.schedulePublish());
    this.visible = deps.treeView.visible;
    this.registerAll(
      vscode.window.onDidChangeActiveTextEditor(() => {
        if (!this.pinned) this.followActiveEditor();
      }),
      vscode.workspace.onDidCloseTextDocument((doc) => {
        if (doc !== this.state.shown?.document) return;
        this.state.leave();
        this.pinned = false;
        this.followActiveEditor();
        this.publish();
      }),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document === this.state.shown?.document && e.contentChanges.length > 0) this.textChanged();
      }),
      // A correction made or undone: every row its evidence names moves at once, as the hovers do.
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (!e.affectsConfiguration(ID_CORRECTIONS_SETTING) || this.state.shown === undefined) return;
        this.state.readingChanged();
        this.rescan(0);
      }),
      deps.onDidChangeApiKey(() => {
        if (this.visible && this.state.keyError() !== undefined) this.lookUp('retry');
      }),
    );
    this.publish();
    // Loaded because the view is in sight (a window that opens with it): show the active editor's document.
    if (this.visible) void Promise.resolve().then(() => this.followActiveEditor());
  }

  visibilityChanged(visible: boolean): void {
    this.visible = visible;
    if (!visible) return;
    if (this.pinned && this.state.shown !== undefined) void this.showDocument(this.state.shown, 'unasked');
    else this.followActiveEditor();
  }

  /** Shows the active editor's document. While the view is hidden it only leaves the old one. */
  private followActiveEditor(): void {
    const editor = vscode.window.activeTextEditor;
    // Focus on a panel or a webview: the document the view shows is still in sight.
    if (editor === undefined || editor.document.uri.scheme === 'output') return;
    if (editor.document === this.state.shown?.document) return;
    if (!this.visible) {
      this.state.leave();
      this.publish();
      return;
    }
    void this.showDocument(openDocument(editor.document), 'unasked');
  }

  stop(): void {
    this.userStopped = true;
    this.state.stop();
    this.publish();
  }

  resume(): void {
    this.userStopped = false;
    this.autoRetries = 0;
    this.lookUp('unasked');
  }

  retryFailed(): void {
    this.userStopped = false;
    this.autoRetries = 0;
    this.lookUp('retry');
  }

  pin(): boolean {
    this.pinned = this.state.shown !== undefined;
    this.publish();
    return this.pinned;
  }

  unpin(): void {
    this.pinned = false;
    this.followActiveEditor();
    this.publish();
  }

  get sortOrder(): SortOrder {
    return this.state.view.sort;
  }

  sort(order: SortOrder): void {
    this.state.view = { ...this.state.view, sort: order };
    this.state.invalidate();
    this.publish();
  }

  usersOnly(on: boolean): boolean {
    this.state.view = { ...this.state.view, usersOnly: on };
    this.state.invalidate();
    this.publish();
    return on;
  }

  get shown(): ShownDocument | undefined {
    return this.state.shown;
  }

  shownTable(): IdTable | undefined {
    return this.state.currentTable();
  }

  nextOccurrence(id: string, cursor: number | undefined): number | undefined {
    const offsets = this.state.tally?.get(id)?.offsets;
    if (offsets === undefined || offsets.length === 0) return undefined;
    const from = cursor ?? this.lastRevealed.get(id) ?? -1;
    const next = offsets.find((offset) => offset > from) ?? offsets[0]!;
    this.lastRevealed.set(id, next);
    return next;
  }

  async show(doc: ShownDocument, pinned: boolean): Promise<ShowOutcome> {
    this.pinned = pinned;
    return this.settled(await this.showDocument(doc, 'explicit'));
  }

  /**
   * Shows `doc`, reads it, and (unless the user stopped this document) looks up its users. Resolves to the
   * document as shown (the one already shown, when it is the same), once it is read.
   */
  private async showDocument(doc: ShownDocument, mode: RunMode | 'explicit'): Promise<ShownDocument> {
    const entered = this.state.enter(doc);
    if (entered !== undefined) {
      this.userStopped = false;
      this.nodes.clearRows();
      this.lastRevealed.clear();
      this.autoRetries = 0;
      this.clearTimers();
    }
    const shown = entered ?? this.state.shown ?? doc;
    if (mode === 'explicit') this.userStopped = false;
    this.publish();
    await this.state.ensureScanned();
    if (this.state.shown !== shown) return shown;
    if (entered !== undefined)
      this.deps.log.debug(`Ids view: ${shown.uri.toString(true)}: ${this.state.tally?.size ?? 0} distinct ids`);
    if (!this.userStopped) this.lookUp(mode === 'explicit' ? 'retry' : mode);
    this.publish();
    return shown;
  }

  /** Starts a run and, when it ends rate limited, asks those again once the service said it would accept them. */
  private lookUp(mode: RunMode): void {
    const run = this.state.startRun(mode);
    this.publish();
    void run?.outcome.then(() => {
      if (this.state.run !== run) return;
      this.publish();
      // A service that keeps refusing (another program spending the key's quota) is left for Retry Failed.
      const delay = autoRetryDelayMs(this.state.rateLimitWaitMs(), this.autoRetries);
      if (delay === undefined || this.userStopped) return;
      this.autoRetries++;
      this.deps.log.info(
        `Ids view: rate limited, asking again in ${Math.ceil(delay / 1000)} s (${this.autoRetries} of ${MAX_AUTO_RETRIES})`,
      );
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => {
        if (this.state.run === run && this.visible && !this.userStopped) this.lookUp('rateLimited');
      }, delay);
    });
  }

  private textChanged(): void {
    this.state.textChanged();
    this.rescan(RESCAN_AFTER_EDIT_MS);
  }

  /** Reads the shown document again after `delayMs` (an edit's quiet time), then looks up what it holds now. */
  private rescan(delayMs: number): void {
    clearTimeout(this.rescanTimer);
    const doc = this.state.shown;
    this.rescanTimer = setTimeout(() => {
      if (doc === undefined || this.state.shown !== doc) return;
      void this.state.ensureScanned().then(() => {
        if (this.state.shown !== doc) return;
        this.publish();
        if (!this.visible || this.userStopped) return;
        // New ids may have appeared and others gone: the run starts over (answers come from the cache).
        this.state.stop();
        this.lookUp('unasked');
      });
    }, delayMs);
  }

  /** Settles once the shown document is read and each of its users is resolved, failed or stopped. */
  private async settled(doc: ShownDocument): Promise<ShowOutcome> {
    for (let guard = 0; guard < 1000 && this.state.shown === doc; guard++) {
      if (this.state.scanning) await this.state.ensureScanned();
      else if (this.state.running) await this.state.run?.outcome;
      else break;
    }
    const left = this.state.shown !== doc && this.state.left?.doc === doc ? this.state.left : undefined;
    const counts = left?.counts ?? this.state.counts();
    return {
      document: doc.uri.toString(),
      ids: left?.ids ?? this.state.tally?.size ?? 0,
      lookedUp: counts.total,
      profiles: counts.profiles,
      failed: counts.failed,
      unresolved: counts.total - counts.done,
    };
  }

  run(command: IdsViewCommand, args: readonly unknown[]): Promise<unknown> {
    return runIdsCommand(this, command, args);
  }

  getChildren(node?: IdsNode): IdsNode[] {
    return childrenOf(this.state.currentTable(), node, this.nodes, this.state.view.usersOnly);
  }

  getParent(node: IdsNode): IdsNode | undefined {
    if (!isTreeNode(node) || node.type !== 'row' || this.state.view.usersOnly) return undefined;
    const row = this.state.row(node.id);
    return row === undefined ? undefined : this.nodes.group(row.kind);
  }

  getTreeItem(node: IdsNode): vscode.TreeItem {
    const table = this.state.currentTable();
    if (isTreeNode(node)) {
      if (node.type === 'more') return moreItem(table?.more ?? 0, DISPLAY_CAP, this.locale);
      if (node.type === 'group') {
        const group = table?.groups.find((g) => g.kind === node.kind);
        if (group !== undefined) return groupItem(group, this.locale);
      } else {
        const row = this.state.row(node.id);
        const shown = this.state.shown;
        if (row !== undefined) return rowItem(row, node, this.locale, shown && ((offset) => shown.lineOf(offset)));
      }
    }
    // A node of a table since redrawn: VS Code asks once more before it takes the new children.
    return new vscode.TreeItem('');
  }

  private schedulePublish(): void {
    this.publishTimer ??= setTimeout(() => {
      this.publishTimer = undefined;
      this.publish();
    }, PUBLISH_MS);
  }

  /** Redraws the tree, its message and title, and the context keys its menus read. */
  private publish(): void {
    clearTimeout(this.publishTimer);
    this.publishTimer = undefined;
    const { treeView } = this.deps;
    treeView.message = viewMessage(this.state);
    const name =
      this.state.shown === undefined ? undefined : decodeURIComponent(this.state.shown.uri.path.split('/').pop() ?? '');
    treeView.description = name === undefined ? undefined : this.pinned ? l10n.t('{0} (pinned)', name) : name;
    // The welcome content (no document, no key) reads this one.
    this.setContext('profileLookup.ids.hasDocument', this.state.shown !== undefined);
    this.setContext('profileLookup.ids.running', this.state.running);
    this.setContext('profileLookup.ids.resumable', this.state.resumable);
    this.setContext('profileLookup.ids.retryable', this.state.retryableFailures() > 0);
    this.setContext('profileLookup.ids.pinned', this.pinned);
    this.setContext('profileLookup.ids.usersOnly', this.state.view.usersOnly);
    this.setContext('profileLookup.ids.keyProblem', this.state.keyError() !== undefined);
    this.deps.refresh();
  }

  private setContext(key: string, value: unknown): void {
    if (this.contexts.get(key) === value) return;
    this.contexts.set(key, value);
    void vscode.commands.executeCommand('setContext', key, value);
  }

  snapshot(): IdsViewSnapshot {
    return {
      document: this.state.shown?.uri.toString(),
      pinned: this.pinned,
      message: this.deps.treeView.message,
      running: this.state.running,
      ...treeSnapshot(this, this.state.view.usersOnly),
    };
  }

  private clearTimers(): void {
    clearTimeout(this.rescanTimer);
    clearTimeout(this.retryTimer);
  }

  override dispose(): void {
    this.clearTimers();
    clearTimeout(this.publishTimer);
    this.state.leave();
    super.dispose();
  }
}
