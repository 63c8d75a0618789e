// The folder view: one folder's ids at a time. A scan streams its rows into the view (known users with their
// profiles at once: cached and remembered ones cost nothing); when it ends, the users not known are looked up at
// background priority, under the rate limit. A progress notification counts files and megabytes, then users, with a
// Cancel button that kills the search and drops the lookups not yet sent.
import * as vscode from 'vscode';
import { isLookedUpAsUser } from '../../ids/idKind';
import { l10n } from '../../l10n';
import { Disposable } from '../../host/disposable';
import { idsToLookUp, type IdRow, type Resolution } from '../idsView/core/idTable';
import { ResolveRun } from '../idsView/core/resolveRun';
import { FolderScan } from './core/folderScan';
import { folderTable, lookupCounts, type FolderTable } from './core/folderTable';
import { scanProgressText, usersText, type UsersProgress } from './core/folderWords';
import type { FolderScanOptions } from './core/ripgrep';
import { stopRipgrepWorker, warmRipgrepWorker } from './core/ripgrepProcess';
import type { ScanEnd } from './core/scanEvents';
import {
  FOLDER_IDS_VIEW_ID,
  type FolderIdsCommand,
  type FolderIdsDeps,
  type FolderIdsNode,
  type FolderIdsSnapshot,
  type FolderIdsView,
  type FolderOutcome,
} from './folderIds';
import { runFolderCommand, type FolderControl } from './folderIdsCommands';
import { findRipgrep } from './folderScanSettings';
import {
  FolderNodes,
  fileItem,
  filesOf,
  groupItem,
  isFolderNode,
  linesIn,
  reasonItem,
  rowItem,
  skippedFileItem,
  skippedItem,
} from './folderTree';

/** How often the tree and the notification are redrawn while the scan streams and lookups settle. */
const PUBLISH_MS = 300;

export class FolderIdsController extends Disposable implements FolderIdsView, FolderControl {
  private readonly locale = vscode.env.language;
  private readonly nodes = new FolderNodes();
  private scan: FolderScan | undefined;
  folder: vscode.Uri | undefined;
  private options: FolderScanOptions | undefined;
  private resolutions = new Map<string, Resolution>();
  /** Entries already peeked for a known profile (the tally's order). */
  private peekedUpTo = 0;
  private known = 0;
  private lookupRun: ResolveRun | undefined;
  private abort: AbortController | undefined;
  private scanning = false;
  private scanEnd: ScanEnd | undefined;
  private table: FolderTable | undefined;
  private rowsById = new Map<string, IdRow>();
  private publishTimer: NodeJS.Timeout | undefined;
  private report: ((message: string) => void) | undefined;
  private readonly contexts = new Map<string, unknown>();

  constructor(private readonly deps: FolderIdsDeps) {
    super();
  }

  get running(): boolean {
    return this.scanning || (this.lookupRun?.running ?? false);
  }

  /** Scans `folder` (leaving any scan before), looks up its users, and resolves once all is settled or cancelled. */
  async find(folder: vscode.Uri, options: FolderScanOptions): Promise<FolderOutcome> {
    this.cancel();
    const abort = new AbortController();
    this.abort = abort;
    const rgPath = findRipgrep();
    const scan = new FolderScan(folder.fsPath, options, rgPath, () => this.schedulePublish());
    this.scan = scan;
    this.folder = folder;
    this.options = options;
    this.resolutions = new Map();
    this.peekedUpTo = 0;
    this.known = 0;
    this.lookupRun = undefined;
    this.scanEnd = undefined;
    this.nodes.clear();
    this.scanning = true;
    this.publish();
    // The view is in the container only once a folder was scanned (its `when`): shown, then focused.
    await vscode.commands.executeCommand('setContext', 'profileLookup.folderIds.hasFolder', true);
    void vscode.commands.executeCommand(`${FOLDER_IDS_VIEW_ID}.focus`);
    const name = folder.path.split('/').pop() || folder.fsPath;
    this.deps.log.info(`Folder ids: scanning with ${scan.engine}`);
    return vscode.window.withProgress(
      {
        location: vscode.ProgressLocation.Notification,
        title: l10n.t('Profile Lookup: finding user ids in {0}', name),
        cancellable: true,
      },
      async (progress, token) => {
        this.report = (message) => progress.report({ message });
        token.onCancellationRequested(() => {
          if (this.abort === abort) this.cancel();
        });
        // The lookups begin once every id is typed, while the scan's last checks (binary and changed files) go on.
        let lookups: Promise<void> | undefined;
        const searched = (end: ScanEnd): void => {
          if (end.end !== 'done' || abort.signal.aborted || lookups !== undefined) return;
          this.peekKnown();
          lookups = this.lookUp();
          // Awaited after the scan: marked handled meanwhile, so a failure surfaces there, not as an unhandled one.
          lookups.catch(() => undefined);
        };
        let end = await scan.run(abort.signal, searched);
        if (end.end === 'failed' && rgPath !== undefined && !abort.signal.aborted) {
          // ripgrep would not start (a sandbox, a broken install): the streaming scan reads the folder instead.
          this.deps.log.warn(`Folder ids: ripgrep failed (${end.message ?? ''}); streaming instead`);
          const fallback = new FolderScan(folder.fsPath, options, undefined, () => this.schedulePublish());
          this.scan = fallback;
          end = await fallback.run(abort.signal, searched);
        }
        this.scanEnd = end;
        this.scanning = false;
        this.peekKnown();
        await lookups;
        this.report = undefined;
        this.publish();
        return this.outcome();
      },
    );
  }

  /** Stops the scan (ripgrep is killed) and drops the lookups not sent yet. */
  cancel(): void {
    this.abort?.abort();
    this.lookupRun?.stop();
    this.scanning = false;
    this.publish();
  }

  private async lookUp(): Promise<void> {
    const scan = this.scan;
    if (scan === undefined) return;
    const ids = idsToLookUp(scan.tally.first(Infinity));
    const run = new ResolveRun(ids, this.deps.service, this.resolutions, () => this.schedulePublish());
    this.lookupRun = run;
    this.publish();
    await run.start();
  }

  /** Cached and remembered profiles of the ids seen so far, at no cost; counts them as known. */
  private peekKnown(): void {
    const tally = this.scan?.tally;
    if (tally === undefined) return;
    for (; this.peekedUpTo < tally.kept; this.peekedUpTo++) {
      const entry = tally.at(this.peekedUpTo)!;
      if (!isLookedUpAsUser(entry.kind)) continue;
      const profile = this.deps.service.peek(entry.id);
      if (profile === undefined) continue;
      this.resolutions.set(entry.id, { state: 'profile', view: profile.view });
      this.known++;
    }
  }

  private usersProgress(): UsersProgress {
    const tally = this.scan?.tally;
    const { users, left } = tally === undefined ? { users: 0, left: 0 } : lookupCounts(tally, this.resolutions);
    const run = this.lookupRun;
    return {
      users,
      known: this.known,
      left,
      secondsLeft: run?.pace.secondsLeft(left) ?? 0,
      running: this.scanning || (run?.running ?? false),
    };
  }

  private currentTable(): FolderTable | undefined {
    const scan = this.scan;
    if (scan === undefined) return undefined;
    if (this.table === undefined) {
      this.table = folderTable(scan.tally, this.resolutions);
      this.rowsById = new Map(this.table.groups.flatMap((group) => group.rows.map((row) => [row.id, row] as const)));
    }
    return this.table;
  }

  shownTable(): FolderTable | undefined {
    return this.currentTable();
  }

  /** A scan is coming (the command began): ripgrep's reader starts now, while the user picks the folder. */
  prepare(): void {
    if (findRipgrep() !== undefined) void warmRipgrepWorker();
  }

  get tally() {
    return this.scan?.tally;
  }

  private outcome(): FolderOutcome {
    const scan = this.scan!;
    const progress = this.usersProgress();
    let profiles = 0;
    let failed = 0;
    for (const resolution of this.resolutions.values()) {
      if (resolution.state === 'profile') profiles++;
      else if (resolution.state === 'failed') failed++;
    }
    const skipped: Record<string, number> = {};
    for (const group of scan.skipped.list()) skipped[group.reason] = group.count;
    return {
      folder: this.folder?.toString() ?? '',
      engine: scan.engine,
      end: this.abort?.signal.aborted ? 'cancelled' : (this.scanEnd?.end ?? 'cancelled'),
      files: scan.tally.fileCount,
      ids: scan.tally.size,
      users: progress.users,
      known: this.known,
      profiles,
      failed,
      unresolved: progress.left,
      skipped,
    };
  }

  private message(): string | undefined {
    const scan = this.scan;
    if (scan === undefined) return undefined;
    const users = usersText(this.usersProgress(), this.locale);
    if (this.scanning) return `${scanProgressText(scan.progress(), this.locale)} · ${users}`;
    if (this.scanEnd?.end === 'failed') return l10n.t('The folder could not be read: {0}', this.scanEnd.message ?? '');
    return users;
  }

  private schedulePublish(): void {
    this.publishTimer ??= setTimeout(() => {
      this.publishTimer = undefined;
      this.publish();
    }, PUBLISH_MS);
  }

  private publish(): void {
    clearTimeout(this.publishTimer);
    this.publishTimer = undefined;
    if (this.isDisposed) return;
    this.peekKnown();
    this.table = undefined;
    const message = this.message();
    this.deps.treeView.message = message;
    this.deps.treeView.description = this.folder === undefined ? undefined : this.folder.path.split('/').pop();
    if (message !== undefined) this.report?.(message);
    this.setContext('profileLookup.folderIds.running', this.running);
    this.setContext('profileLookup.folderIds.hasFolder', this.scan !== undefined);
    this.deps.refresh();
  }

  private setContext(key: string, value: unknown): void {
    if (this.contexts.get(key) === value) return;
    this.contexts.set(key, value);
    void vscode.commands.executeCommand('setContext', key, value);
  }

  run(command: FolderIdsCommand, args: readonly unknown[]): Promise<unknown> {
    return runFolderCommand(this, command, args);
  }

  getChildren(node?: FolderIdsNode): FolderIdsNode[] {
    const scan = this.scan;
    const table = this.currentTable();
    if (scan === undefined || table === undefined) return [];
    if (node === undefined) {
      const top: FolderIdsNode[] = scan.skipped.total > 0 ? [this.nodes.skipped()] : [];
      return [...top, ...table.groups.map((group) => this.nodes.group(group.kind))];
    }
    if (!isFolderNode(node)) return [];
    switch (node.type) {
      case 'skipped':
        return scan.skipped.list().map((group) => this.nodes.reason(group.reason));
      case 'reason': {
        const group = scan.skipped.list().find((g) => g.reason === node.reason);
        return (group?.named ?? []).map((_, index) => this.nodes.skippedFile(node.reason, index));
      }
      case 'group':
        return (table.groups.find((g) => g.kind === node.kind)?.rows ?? []).map((row) => this.nodes.row(row.id));
      case 'row': {
        const entry = scan.tally.get(node.id);
        return entry === undefined ? [] : filesOf(entry, scan.tally).map((f) => this.nodes.file(node.id, f.file));
      }
      default:
        return [];
    }
  }

  getTreeItem(node: FolderIdsNode): vscode.TreeItem {
    const scan = this.scan;
    const table = this.currentTable();
    if (scan !== undefined && table !== undefined && isFolderNode(node)) {
      switch (node.type) {
        case 'skipped':
          return skippedItem(scan.skipped.list(), this.locale);
        case 'reason': {
          const group = scan.skipped.list().find((g) => g.reason === node.reason);
          if (group !== undefined) return reasonItem(group, this.locale, this.options?.maxFileSizeBytes ?? 0);
          break;
        }
        case 'skippedFile': {
          const group = scan.skipped.list().find((g) => g.reason === node.reason);
          if (group !== undefined) return skippedFileItem(group, node.index, this.locale);
          break;
        }
        case 'group': {
          const group = table.groups.find((g) => g.kind === node.kind);
          if (group !== undefined) return groupItem(group, table.kindTotals.get(group.kind), this.locale);
          break;
        }
        case 'row': {
          const row = this.rowOf(node.id);
          if (row !== undefined) return rowItem(row, scan.tally.get(node.id), this.locale);
          break;
        }
        case 'file': {
          const entry = scan.tally.get(node.id);
          const file = entry === undefined ? undefined : filesOf(entry, scan.tally).find((f) => f.file === node.file);
          if (entry !== undefined && file !== undefined && this.folder !== undefined)
            return fileItem(node.id, file, linesIn(entry, scan.tally, node.file), this.folder, this.locale);
          break;
        }
      }
    }
    return new vscode.TreeItem('');
  }

  private rowOf(id: string): IdRow | undefined {
    this.currentTable();
    return this.rowsById.get(id);
  }

  snapshot(): FolderIdsSnapshot {
    const groups = (this.currentTable()?.groups ?? []).map((group) => {
      const item = groupItem(group, this.currentTable()?.kindTotals.get(group.kind), this.locale);
      return {
        label: String(item.label),
        description: String(item.description ?? ''),
        rows: group.rows.map((row) => {
          const rowTree = rowItem(row, this.scan?.tally.get(row.id), this.locale);
          return {
            label: String(rowTree.label),
            description: String(rowTree.description ?? ''),
            tooltip: String(rowTree.tooltip ?? ''),
          };
        }),
      };
    });
    return {
      folder: this.folder?.toString(),
      message: this.deps.treeView.message,
      scanning: this.scanning,
      running: this.running,
      groups,
    };
  }

  override dispose(): void {
    this.abort?.abort();
    this.lookupRun?.stop();
    clearTimeout(this.publishTimer);
    // The thread that reads ripgrep for the session's searches (idle, it holds nothing; this ends it).
    void stopRipgrepWorker();
    super.dispose();
  }
}
