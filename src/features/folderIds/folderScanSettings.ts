// What a folder scan reads and skips, from the settings VS Code's own search reads (files.exclude, search.exclude,
// search.followSymlinks, search.useIgnoreFiles, search.useParentIgnoreFiles) and the extension's size limit; and the
// ripgrep VS Code ships, under its app root.
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { enabledGlobs, ripgrepCandidates, type FolderScanOptions } from './core/ripgrep';

export const DEFAULT_MAX_FILE_SIZE_MB = 100;
/** A matching line is read up to this many bytes (ripgrep's --max-columns; the streaming scan's piece). */
export const MAX_LINE_BYTES = 64 * 1024;

/** The exclude globs a scan of `folder` starts from, as VS Code's search would apply them there. */
export function defaultExcludes(folder: vscode.Uri): string[] {
  const files = vscode.workspace.getConfiguration('files', folder).get<unknown>('exclude');
  const search = vscode.workspace.getConfiguration('search', folder).get<unknown>('exclude');
  return [...new Set([...enabledGlobs(files), ...enabledGlobs(search)])];
}

/** The size limit in bytes: a number of megabytes from 1 up; anything else is the default. */
export function maxFileSizeBytes(): number {
  const mb = vscode.workspace.getConfiguration('profileLookup').get<unknown>('folderIds.maxFileSizeMB');
  const valid = typeof mb === 'number' && Number.isFinite(mb) && mb >= 1 ? Math.min(mb, 1024 * 1024) : undefined;
  return (valid ?? DEFAULT_MAX_FILE_SIZE_MB) * 1024 * 1024;
}

export function scanOptions(folder: vscode.Uri, includes: string[], excludes: string[]): FolderScanOptions {
  const search = vscode.workspace.getConfiguration('search', folder);
  const workspaceFolder = vscode.workspace.getWorkspaceFolder(folder);
  // A folder inside a workspace folder: the workspace's ignore files above it apply, as they do to a search there.
  const inside = workspaceFolder !== undefined && workspaceFolder.uri.toString() !== folder.toString();
  return {
    includes,
    excludes,
    maxFileSizeBytes: maxFileSizeBytes(),
    followSymlinks: search.get<boolean>('followSymlinks') !== false,
    maxLineBytes: MAX_LINE_BYTES,
    useIgnoreFiles: search.get<boolean>('useIgnoreFiles') !== false,
    useParentIgnoreFiles: search.get<boolean>('useParentIgnoreFiles') === true || inside,
  };
}

/** VS Code's ripgrep, or undefined (a web host, an unusual install): then the streaming scan reads the folder. */
export function findRipgrep(): string | undefined {
  const appRoot = vscode.env.appRoot;
  if (!appRoot) return undefined;
  return ripgrepCandidates(path.normalize(appRoot)).find((candidate) => existsSync(candidate));
}
