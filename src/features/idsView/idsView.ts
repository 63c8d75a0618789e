// The Ids view as activate.ts (in the activation bundle) and chunk.ts (required on first use) both know it: names and
// types only, so activation never pulls in the scan, the classifier or the tree.
import type * as vscode from 'vscode';
import type { IdTable, SortOrder } from './core/idTable';
import type { LookupPort } from './core/resolveRun';
import type { Logger } from '../../log';
import type { ShownDocument } from './shownDocument';
import { MANIFEST_COMMANDS, type ManifestCommand } from '../../commandIds';

export const IDS_VIEW_ID = 'profileLookup.ids';

/** The view's commands: Show Ids in File and the `profileLookup.ids.*` ones (src/commandIds.ts lists them all). */
export type IdsViewCommand = Extract<ManifestCommand, 'profileLookup.showIdsInFile' | `profileLookup.ids.${string}`>;

function isIdsViewCommand(id: ManifestCommand): id is IdsViewCommand {
  return id === 'profileLookup.showIdsInFile' || id.startsWith('profileLookup.ids.');
}

export const IDS_VIEW_COMMANDS: readonly IdsViewCommand[] = MANIFEST_COMMANDS.filter(isIdsViewCommand);

/** A node of the tree; opaque to the host. */
export type IdsNode = object;

export interface IdsViewDeps {
  treeView: vscode.TreeView<IdsNode>;
  /** Fires the tree's change event (undefined: the whole tree). */
  refresh(node?: IdsNode): void;
  service: LookupPort;
  onDidChangeApiKey: vscode.Event<void>;
  log: Logger;
}

/** What a test sees of the view: the tree as VS Code is given it. */
export interface IdsViewSnapshot {
  document: string | undefined;
  pinned: boolean;
  message: string | undefined;
  running: boolean;
  groups: {
    label: string;
    description: string;
    rows: { label: string; description: string; contextValue: string; tooltip: string }[];
  }[];
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

/** What `profileLookup.showIdsInFile` resolves to once each user of the file is resolved or failed. */
export interface ShowOutcome {
  document: string;
  /** Distinct ids in the file. */
  ids: number;
  /** Of those shown, the ones looked up as users. */
  lookedUp: number;
  profiles: number;
  failed: number;
  /** Stopped, or left when the view moved on to another document. */
  unresolved: number;
}

/**
 * What the view's commands (idsViewCommands.ts) may ask of the controller that owns the view's state. The commands
 * depend on this, not on the class, so the two files do not import each other.
 */
export interface IdsViewControl {
  /** Holds the lookups of the shown document until resume. */
  stop(): void;
  /** Looks up what was not sent yet (stopped or never asked). */
  resume(): void;
  /** Asks again the rows that failed in a way that may go otherwise now. */
  retryFailed(): void;
  /** Keeps the view on the shown document; false when it shows none. */
  pin(): boolean;
  /** Follows the active editor again. */
  unpin(): void;
  readonly sortOrder: SortOrder;
  sort(order: SortOrder): void;
  usersOnly(on: boolean): boolean;
  /** Shows `doc` (pinned to it or not) and resolves once it is read and each of its users is resolved or failed. */
  show(doc: ShownDocument, pinned: boolean): Promise<ShowOutcome>;
  /** The document shown, if any. */
  readonly shown: ShownDocument | undefined;
  /** The table as the tree shows it (filter and sort). */
  shownTable(): IdTable | undefined;
  /**
   * The offset of the occurrence of `id` after `cursor` (after the last one, the first). Without a cursor (a file
   * read from disk), after the occurrence this returned last.
   */
  nextOccurrence(id: string, cursor: number | undefined): number | undefined;
}
