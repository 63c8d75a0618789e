// The folder view's tree: stable nodes (VS Code keeps expansion by identity and id) and the items they become. A
// skipped-files group (one line per reason, each file under it), then the ids by kind, users first; a row expands to
// its files, and a click on a file opens it at the id's first kept occurrence there.
import { rowTreeItem } from '../../host/rowItems';
import * as vscode from 'vscode';
import type { IdKind } from '../../ids/idKind';
import { idKindName } from '../../ids/idKindNames';
import { l10n } from '../../l10n';
import { groupedInteger as integer } from '../../profile/numbers';
import { byCount } from '../../byCount';
import type { IdGroup, IdRow } from '../idsView/core/idTable';
import { groupIcon } from '../idsView/core/rowText';
import { displayName } from './core/displayName';
import { filesOf, type IdFile } from './core/folderExport';
import { folderRowText } from './core/folderRows';
import type { FolderEntry, FolderTally } from './core/folderTally';
import { skippedDetail, skippedText } from './core/folderWords';
import type { SkipReason } from './core/scanEvents';
import type { SkippedGroup } from './core/skippedFiles';

export type FolderNode =
  | { readonly type: 'skipped' }
  | { readonly type: 'reason'; readonly reason: SkipReason }
  | { readonly type: 'skippedFile'; readonly reason: SkipReason; readonly index: number }
  | { readonly type: 'group'; readonly kind: IdKind }
  | { readonly type: 'row'; readonly id: string }
  | { readonly type: 'file'; readonly id: string; readonly file: string };

const TYPES = new Set(['skipped', 'reason', 'skippedFile', 'group', 'row', 'file']);

export function isFolderNode(value: unknown): value is FolderNode {
  return typeof value === 'object' && value !== null && TYPES.has((value as { type?: unknown }).type as string);
}

/** One node object per thing shown, for the life of one scan. */
export class FolderNodes {
  private readonly byKey = new Map<string, FolderNode>();

  private node<T extends FolderNode>(key: string, make: () => T): T {
    let node = this.byKey.get(key) as T | undefined;
    if (node === undefined) this.byKey.set(key, (node = make()));
    return node;
  }

  skipped(): FolderNode {
    return this.node('skipped', () => ({ type: 'skipped' }));
  }
  reason(reason: SkipReason): FolderNode {
    return this.node(`reason:${reason}`, () => ({ type: 'reason', reason }));
  }
  skippedFile(reason: SkipReason, index: number): FolderNode {
    return this.node(`skippedFile:${reason}:${index}`, () => ({ type: 'skippedFile', reason, index }));
  }
  group(kind: IdKind): FolderNode {
    return this.node(`group:${kind}`, () => ({ type: 'group', kind }));
  }
  row(id: string): FolderNode {
    return this.node(`row:${id}`, () => ({ type: 'row', id }));
  }
  file(id: string, file: string): FolderNode {
    return this.node(`file:${id}:${file}`, () => ({ type: 'file', id, file }));
  }

  clear(): void {
    this.byKey.clear();
  }
}

export function skippedItem(groups: readonly SkippedGroup[], locale: string): vscode.TreeItem {
  const total = groups.reduce((n, group) => n + group.count, 0);
  const item = new vscode.TreeItem(l10n.t('Skipped or read in part'), vscode.TreeItemCollapsibleState.Collapsed);
  item.id = 'skipped';
  item.description = integer(total, locale);
  item.iconPath = new vscode.ThemeIcon('warning');
  return item;
}

export function reasonItem(group: SkippedGroup, locale: string, maxFileSizeBytes: number): vscode.TreeItem {
  const label = skippedText(group.reason, group.count, locale, maxFileSizeBytes);
  const item = new vscode.TreeItem(label, vscode.TreeItemCollapsibleState.Collapsed);
  item.id = `reason:${group.reason}`;
  item.tooltip = label;
  item.iconPath = new vscode.ThemeIcon(group.reason === 'binary' || group.reason === 'tooLarge' ? 'info' : 'warning');
  return item;
}

export function skippedFileItem(group: SkippedGroup, index: number, locale: string): vscode.TreeItem {
  const skipped = group.named[index];
  const name = skipped === undefined || skipped.file === '' ? l10n.t('(the search)') : displayName(skipped.file);
  const item = new vscode.TreeItem(name, vscode.TreeItemCollapsibleState.None);
  item.id = `skippedFile:${group.reason}:${index}`;
  item.description = skipped === undefined ? '' : skippedDetail(group.reason, skipped.detail, locale);
  item.tooltip = `${name}\n${item.description}`.trim();
  return item;
}

/**
 * Users and the ids looked up as users open; the kinds that cost nothing start folded, their first rows shown and
 * their total said ("1,000 of 66,751").
 */
export function groupItem(group: IdGroup, total: number | undefined, locale: string): vscode.TreeItem {
  const open = group.kind === 'user' || group.kind === 'unknown';
  const item = new vscode.TreeItem(
    idKindName(group.kind, 'many'),
    open ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.Collapsed,
  );
  item.id = `group:${group.kind}`;
  item.description =
    total === undefined || total <= group.rows.length
      ? integer(group.rows.length, locale)
      : l10n.t('{0} of {1}', integer(group.rows.length, locale), integer(total, locale));
  item.iconPath = new vscode.ThemeIcon(groupIcon(group.kind));
  return item;
}

export function rowItem(row: IdRow, entry: FolderEntry | undefined, locale: string): vscode.TreeItem {
  const text = folderRowText(row, entry, locale);
  return rowTreeItem(row.id, text, vscode.TreeItemCollapsibleState.Collapsed);
}

/** The lines of `id` kept in `file`, in order. */
export function linesIn(entry: FolderEntry, tally: FolderTally, file: string): { line: number; column: number }[] {
  return tally.entryLocations(entry).filter((at) => tally.fileName(at.file) === file);
}

export function fileItem(
  id: string,
  file: IdFile,
  lines: readonly { line: number; column: number }[],
  folder: vscode.Uri,
  locale: string,
): vscode.TreeItem {
  const name = displayName(file.file);
  const item = new vscode.TreeItem(name, vscode.TreeItemCollapsibleState.None);
  item.id = `file:${id}:${file.file}`;
  const shown = lines.map((at) => integer(at.line, locale)).join(', ');
  item.description = [
    `×${integer(file.occurrences, locale)}`,
    ...(shown === '' ? [] : [l10n.t('lines {0}', shown)]),
  ].join(' · ');
  const occurrences = integer(file.occurrences, locale);
  item.tooltip = byCount(
    file.occurrences,
    locale,
    () => l10n.t('{0}: {1} occurrence; click to open it', name, occurrences),
    () => l10n.t('{0}: {1} occurrences; click to open it at the first', name, occurrences),
  );
  item.iconPath = vscode.ThemeIcon.File;
  item.resourceUri = vscode.Uri.joinPath(folder, ...file.file.split('/'));
  const first = lines[0];
  item.command = {
    command: 'profileLookup.folderIds.openLocation',
    title: l10n.t('Open at the Occurrence'),
    arguments: [item.resourceUri, first?.line ?? 1, first?.column ?? 0, id.length],
  };
  return item;
}

export { filesOf };
