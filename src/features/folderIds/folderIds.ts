// The folder view as activate.ts (in the activation bundle) and chunk.ts (required on first use) both know it: names
// and types only, so activation never pulls in the scan, the classifier or the tree.
import type * as vscode from 'vscode';
import type { LookupPort } from '../idsView/core/resolveRun';
import type { Logger } from '../../log';
import { MANIFEST_COMMANDS, type ManifestCommand } from '../../commandIds';

export const FOLDER_IDS_VIEW_ID = 'profileLookup.folderIds';

/** The view's commands: Find User Ids in Folder and the `profileLookup.folderIds.*` ones. */
export type FolderIdsCommand = Extract<
  ManifestCommand,
  'profileLookup.findIdsInFolder' | `profileLookup.folderIds.${string}`
>;

function isFolderIdsCommand(id: ManifestCommand): id is FolderIdsCommand {
  return id === 'profileLookup.findIdsInFolder' || id.startsWith('profileLookup.folderIds.');
}

export const FOLDER_IDS_COMMANDS: readonly FolderIdsCommand[] = MANIFEST_COMMANDS.filter(isFolderIdsCommand);

export type FolderIdsNode = object;

export interface FolderIdsDeps {
  treeView: vscode.TreeView<FolderIdsNode>;
  refresh(node?: FolderIdsNode): void;
  service: LookupPort;
  log: Logger;
}

/** What `profileLookup.findIdsInFolder` resolves to, once the scan ended and each user is resolved or stopped. */
export interface FolderOutcome {
  folder: string;
  engine: 'ripgrep' | 'stream';
  end: 'done' | 'cancelled' | 'failed';
  files: number;
  ids: number;
  /** Ids looked up as users (users and unknown ids). */
  users: number;
  /** Of those, known before any request (cached or remembered). */
  known: number;
  profiles: number;
  failed: number;
  /** Not resolved: cancelled before they were sent. */
  unresolved: number;
  skipped: Record<string, number>;
}

/** What a test sees of the view: the tree as VS Code is given it. */
export interface FolderIdsSnapshot {
  folder: string | undefined;
  message: string | undefined;
  scanning: boolean;
  running: boolean;
  groups: { label: string; description: string; rows: { label: string; description: string; tooltip: string }[] }[];
}

export interface FolderIdsView extends vscode.Disposable {
  getChildren(node?: FolderIdsNode): FolderIdsNode[];
  getTreeItem(node: FolderIdsNode): vscode.TreeItem;
  run(command: FolderIdsCommand, args: readonly unknown[]): Promise<unknown>;
  snapshot(): FolderIdsSnapshot;
}
