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

/** One Find: its folder, its scan and lookups, and its progress notification. */
interface FolderRun {
  readonly abort: AbortController;
  readonly folder: vscode.Uri;
  readonly options: FolderScanOptions;
  /** ripgrep's scan, or the streaming scan that replaced it when ripgrep would not start. */
  scan: FolderScan;
  readonly resolutions: Map<string, Resolution>;
  /** Entries already peeked for a known profile (the tally's order). */
  peekedUpTo: number;
  known: number;
  lookupRun: ResolveRun | undefined;
  scanning: boolean;
  scanEnd: ScanEnd | undefined;
  /** Its notification's message, while the notification is up. */
  report: ((message: string) => void) | undefined;
}

const NO_RESOLUTIONS: ReadonlyMap<string, Resolution> = new Map();

function runRunning(run: FolderRun | undefined): boolean {
  return run !== undefined && (run.scanning || (run.lookupRun?.running ?? false));
}

export class FolderIdsController extends Disposable implements FolderIdsView, FolderControl {
  private readonly locale = vscode.env.language;
  private readonly nodes = new FolderNodes();
  /**
   * The Find the view shows. A Find writes only to its own run, so one that ends after the next began (superseded)
   * changes nothing the view shows, and its outcome is its own folder's.
   */
  private current: FolderRun | undefined;
  private table: FolderTable | undefined;
  private rowsById = new Map<string, IdRow>();
  private publishTimer: NodeJS.Timeout | undefined;
  private readonly contexts = new Map<string, unknown>();

  constructor(private readonly deps: FolderIdsDeps) {
    super();
  }

  get folder(): vscode.Uri | undefined {
    return this.current?.folder;
  }

  private get scan(): FolderScan | undefined {
    return this.current?.scan;
  }

  private get resolutions(): ReadonlyMap<string, Resolution> {
    return this.current?.resolutions ?? NO_RESOLUTIONS;
  }

  private get scanning(): boolean {
    return this.current?.scanning ?? false;
  }

  get running(): boolean {
    return runRunning(this.current);
  }

  /** Scans `folder` (leaving any scan before), looks up its users, and resolves once all is settled or cancelled. */
  async find(folder: vscode.Uri, options: FolderScanOptions): Promise<FolderOutcome> {
    this.cancel();
    const rgPath = findRipgrep();
    const run: FolderRun = {
      abort: new AbortController(),
      folder,
      options,
      scan: new FolderScan(folder.fsPath, options, rgPath, () => this.schedulePublishFor(run)),
      resolutions: new Map(),
      peekedUpTo: 0,
      known: 0,
      lookupRun: undefined,
      scanning: true,
      scanEnd: undefined,
      report: undefined,
    };
    this.current = run;
    const { abort, scan } = run;
    this.nodes.clear();
    this.publish();
    // The view is in the container only once a folder was scanned (its `when`): shown, then focused.
    await vscode.commands.executeCommand('setContext', 'profileLookup.folderIds.hasFolder', true);
    // Cancelled, or another Find began, while the view was being shown: no notification for a scan that will not run.
    if (abort.signal.aborted) return this.outcome(run);
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
        run.report = (message) => progress.report({ message });
        token.onCancellationRequested(() => {
          if (this.current === run) this.cancel();
        });
        // The lookups begin once every id is typed, while the scan's last checks (binary and changed files) go on. A
        // superseded run is aborted (the next Find cancels it first), so it starts none.
        let lookups: Promise<void> | undefined;
        const searched = (end: ScanEnd): void => {
          if (end.end !== 'done' || abort.signal.aborted || lookups !== undefined) return;
          this.peekKnown(run);
          lookups = this.lookUp(run);
          // Awaited after the scan: marked handled meanwhile, so a failure surfaces there, not as an unhandled one.
          lookups.catch(() => undefined);
        };
        let end = await scan.run(abort.signal, searched);
        if (end.end === 'failed' && rgPath !== undefined && !abort.signal.aborted) {
          // ripgrep would not start (a sandbox, a broken install): the streaming scan reads the folder instead.
          this.deps.log.warn(`Folder ids: ripgrep failed (${end.message ?? ''}); streaming instead`);
          const fallback = new FolderScan(folder.fsPath, options, undefined, () => this.schedulePublishFor(run));
          run.scan = fallback;
          end = await fallback.run(abort.signal, searched);
        }
        run.scanEnd = end;
        run.scanning = false;
        this.peekKnown(run);
        await lookups;
        run.report = undefined;
        this.publishFor(run);
        return this.outcome(run);
      },
    );
  }

  /** Stops the scan (ripgrep is killed) and drops the lookups not sent yet. */
  cancel(): void {
    const run = this.current;
    if (run === undefined) return;
    run.abort.abort();
    run.lookupRun?.stop();
    run.scanning = false;
    this.publish();
  }

  private async lookUp(run: FolderRun): Promise<void> {
    const ids = idsToLookUp(run.scan.tally.first(Infinity));
    const lookupRun = new ResolveRun(ids, this.deps.service, run.resolutions, () => this.schedulePublishFor(run));
    run.lookupRun = lookupRun;
    this.publishFor(run);
    await lookupRun.start();
  }

  /** Cached and remembered profiles of the ids `run` has seen so far, at no cost; counts them as known. */
  private peekKnown(run: FolderRun | undefined): void {
    if (run === undefined) return;
    const tally = run.scan.tally;
    for (; run.peekedUpTo < tally.kept; run.peekedUpTo++) {
      const entry = tally.at(run.peekedUpTo)!;
      if (!isLookedUpAsUser(entry.kind)) continue;
      const profile = this.deps.service.peek(entry.id);
      if (profile === undefined) continue;
      run.resolutions.set(entry.id, { state: 'profile', view: profile.view });
      run.known++;
    }
  }

  private usersProgress(run: FolderRun | undefined): UsersProgress {
    const { users, left } = run === undefined ? { users: 0, left: 0 } : lookupCounts(run.scan.tally, run.resolutions);
    return {
      users,
      known: run?.known ?? 0,
      left,
      secondsLeft: run?.lookupRun?.pace.secondsLeft(left) ?? 0,
      running: runRunning(run),
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

  /** What `run` came to: its own folder's figures, also when a later Find superseded it. */
  private outcome(run: FolderRun): FolderOutcome {
    const { scan } = run;
    const progress = this.usersProgress(run);
    let profiles = 0;
    let failed = 0;
    for (const resolution of run.resolutions.values()) {
      if (resolution.state === 'profile') profiles++;
      else if (resolution.state === 'failed') failed++;
    }
    const skipped: Record<string, number> = {};
    for (const group of scan.skipped.list()) skipped[group.reason] = group.count;
    return {
      folder: run.folder.toString(),
      engine: scan.engine,
      end: run.abort.signal.aborted ? 'cancelled' : (run.scanEnd?.end ?? 'cancelled'),
      files: scan.tally.fileCount,
      ids: scan.tally.size,
      users: progress.users,
      known: run.known,
      profiles,
      failed,
      unresolved: progress.left,
      skipped,
    };
  }

  private message(run: FolderRun | undefined): string | undefined {
    if (run === undefined) return undefined;
    const users = usersText(this.usersProgress(run), this.locale);
    if (run.scanning) return `${scanProgressText(run.scan.progress(), this.locale)} · ${users}`;
    if (run.scanEnd?.end === 'failed') return l10n.t('The folder could not be read: {0}', run.scanEnd.message ?? '');
    return users;
  }

  /** A redraw now, for `run`'s news: none once another Find is shown. */
  private publishFor(run: FolderRun): void {
    if (this.current === run) this.publish();
  }

  /** A redraw soon, for `run`'s news: none once another Find is shown. */
  private schedulePublishFor(run: FolderRun): void {
    if (this.current !== run) return;
    this.publishTimer ??= setTimeout(() => {
      this.publishTimer = undefined;
      this.publish();
    }, PUBLISH_MS);
  }

  private publish(): void {
    clearTimeout(this.publishTimer);
    this.publishTimer = undefined;
    if (this.isDisposed) return;
    const run = this.current;
    this.peekKnown(run);
    this.table = undefined;
    const message = this.message(run);
    this.deps.treeView.message = message;
    this.deps.treeView.description = run === undefined ? undefined : run.folder.path.split('/').pop();
    if (message !== undefined) run?.report?.(message);
    this.setContext('profileLookup.folderIds.running', this.running);
    this.setContext('profileLookup.folderIds.hasFolder', run !== undefined);
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
          if (group !== undefined) return reasonItem(group, this.locale, this.current?.options.maxFileSizeBytes ?? 0);
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
    this.current?.abort.abort();
    this.current?.lookupRun?.stop();
    clearTimeout(this.publishTimer);
    // The thread that reads ripgrep for the session's searches (idle, it holds nothing; this ends it).
    void stopRipgrepWorker();
    super.dispose();
  }
}
