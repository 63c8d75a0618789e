// How the folder scan asks ripgrep (the one VS Code ships) for the lines that hold an id: where the binary is under
// vscode.env.appRoot, and the argument array it runs with (never a shell line, so no name or glob is ever parsed by
// a shell). Pure: the editor side finds the app root and the settings, a test reads the arguments.
import * as path from 'node:path';
import { MIN_DETECTED_DIGITS } from '../../../ids/findId';
import { MAX_ID_DIGITS } from '../../../ids/snowflake';

/**
 * A run of at least 17 ASCII digits: every line with a 17 to 19 digit run, and the few with only longer runs, which
 * the extension then reads past (findIdsInText on the line applies every rule of an id: length, range, snowflake
 * time, separation). The exact run, bounded by non-digits (EXACT_RUN_PATTERN), gives ripgrep the same lines of a
 * folder of logs for about a quarter more CPU (the folder bench's 1 GB of logs, 2026-11-28).
 */
export const DIGIT_RUN_PATTERN = `[0-9]{${MIN_DETECTED_DIGITS}}`;

/** A run of exactly 17 to 19 digits: the lines with one are the lines a scan must read (a test holds DIGIT_RUN_PATTERN to it). */
export const EXACT_RUN_PATTERN = `(?:^|[^0-9])[0-9]{${MIN_DETECTED_DIGITS},${MAX_ID_DIGITS.length}}(?:[^0-9]|$)`;

/** What the scan of one folder reads and skips. */
export interface FolderScanOptions {
  /** Globs a file must match (relative to the folder); none: every file. */
  includes: readonly string[];
  /** Globs of files and folders left out (files.exclude and search.exclude, and the user's own). */
  excludes: readonly string[];
  /** Files larger than this are skipped and counted. */
  maxFileSizeBytes: number;
  /** Follow symbolic links (search.followSymlinks); loops are reported, not followed. */
  followSymlinks: boolean;
  /** A matching line is read up to this many bytes; the rest of it is counted as cut. */
  maxLineBytes: number;
  /** Honour .gitignore, .ignore and .rgignore files (search.useIgnoreFiles). */
  useIgnoreFiles: boolean;
  /** Honour them in the folders above too (search.useParentIgnoreFiles, or a folder inside a workspace folder). */
  useParentIgnoreFiles: boolean;
}

function ignoreArgs(options: FolderScanOptions): string[] {
  if (!options.useIgnoreFiles) return ['--no-ignore'];
  return options.useParentIgnoreFiles ? [] : ['--no-ignore-parent'];
}

/**
 * Where VS Code keeps its ripgrep, in a desktop build (asar, unpacked) and in a server or web build: @vscode/ripgrep
 * (VS Code 1.90: ripgrep 13), @vscode/ripgrep-universal with a folder per platform (VS Code 1.139: ripgrep 15), and
 * the older vscode-ripgrep.
 */
export function ripgrepCandidates(
  appRoot: string,
  platform: NodeJS.Platform = process.platform,
  arch: string = process.arch,
): string[] {
  const exe = platform === 'win32' ? 'rg.exe' : 'rg';
  return ['node_modules', 'node_modules.asar.unpacked'].flatMap((modules) => [
    path.join(appRoot, modules, '@vscode', 'ripgrep', 'bin', exe),
    path.join(appRoot, modules, '@vscode', 'ripgrep-universal', 'bin', `${platform}-${arch}`, exe),
    path.join(appRoot, modules, 'vscode-ripgrep', 'bin', exe),
  ]);
}

/** The globs an `exclude` setting turns on: keys whose value is `true` (a `{ when }` value needs a sibling check rg cannot make). */
export function enabledGlobs(setting: unknown): string[] {
  if (typeof setting !== 'object' || setting === null) return [];
  return Object.entries(setting as Record<string, unknown>)
    .filter(([glob, on]) => on === true && glob.trim() !== '')
    .map(([glob]) => glob);
}

/**
 * The argument array: lines (with their file, 1-based line number and byte offset) that hold a digit run, file
 * names NUL-terminated so that a name with a newline cannot be read as two records, binary files left at their first
 * NUL byte (ripgrep's default for a walk: `--binary` would read a 10 GB file of NULs to its end; folderScan.ts counts
 * them), ignore files honoured as VS Code's search honours them (also outside a git repository), no user ripgrep
 * config read. `pattern`: the scan's; the bench times ripgrep alone with EXACT_RUN_PATTERN.
 */
export function ripgrepArgs(options: FolderScanOptions, pattern: string = DIGIT_RUN_PATTERN): string[] {
  const args = [
    '--no-config',
    '--null',
    '--line-number',
    '--byte-offset',
    '--no-heading',
    '--with-filename',
    '--color',
    'never',
    '--hidden',
    '--no-require-git',
    '--max-filesize',
    String(Math.max(1, Math.floor(options.maxFileSizeBytes))),
    '--max-columns',
    String(Math.max(64, Math.floor(options.maxLineBytes))),
    '--max-columns-preview',
    ...ignoreArgs(options),
  ];
  if (options.followSymlinks) args.push('--follow');
  for (const glob of options.includes) args.push('--glob', glob);
  for (const glob of options.excludes) args.push('--glob', `!${glob}`);
  args.push('--regexp', pattern, '--', '.');
  return args;
}

/** The same walk without reading: every file the search would consider, for the totals (count and bytes). */
export function ripgrepListArgs(options: FolderScanOptions): string[] {
  const args = ['--no-config', '--files', '--null', '--hidden', '--no-require-git', ...ignoreArgs(options)];
  if (options.followSymlinks) args.push('--follow');
  for (const glob of options.includes) args.push('--glob', glob);
  for (const glob of options.excludes) args.push('--glob', `!${glob}`);
  args.push('--', '.');
  return args;
}
