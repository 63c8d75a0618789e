// The ignore files of a folder as ripgrep reads them, for the streaming scan that has no ripgrep: .gitignore, .ignore
// and .rgignore in every folder of the walk (each deeper folder's over the ones above, and .ignore over .gitignore,
// .rgignore over both), `!` negations (the last pattern that matches decides), patterns ending in `/` for folders
// only, a pattern with a `/` anchored to its file's folder, one without matching at any depth below it.
import { globSource } from './glob';

/** In ripgrep's order of precedence, lowest first. */
export const IGNORE_FILES = ['.gitignore', '.ignore', '.rgignore'] as const;
/** Bytes of an ignore file read (a guard: a real one is a few hundred). */
export const MAX_IGNORE_FILE_BYTES = 64 * 1024;

export interface IgnoreRule {
  /** Matches the path (relative to the scanned folder) itself. */
  pattern: RegExp;
  negate: boolean;
  foldersOnly: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/** The rules of an ignore file in `folder` (relative to the scanned folder, '' for it), in the file's order. */
export function ignoreRules(text: string, folder: string): IgnoreRule[] {
  const base = folder === '' ? '' : escapeRegExp(`${folder}/`);
  const rules: IgnoreRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    let line = raw.replace(/\s+$/, '');
    if (line === '' || line.startsWith('#')) continue;
    const negate = line.startsWith('!');
    if (negate) line = line.slice(1);
    // `\!` and `\#` stand for the character itself.
    if (line.startsWith('\\')) line = line.slice(1);
    const foldersOnly = line.endsWith('/');
    line = line.replace(/\/+$/, '');
    if (line === '') continue;
    const anchored = line.includes('/');
    const glob = globSource(line.replace(/^\//, ''));
    const source = `^${base}${anchored ? '' : '(?:[^/]*/)*?'}${glob}$`;
    rules.push({ pattern: new RegExp(source), negate, foldersOnly });
  }
  return rules;
}

/**
 * Whether the walk leaves out `relativePath` (a file, or a folder when `isFolder`): the last rule that matches it
 * decides. Its folders above were not left out (the walk did not enter those), as git and ripgrep read them too.
 */
export function isIgnored(rules: readonly IgnoreRule[], relativePath: string, isFolder: boolean): boolean {
  for (let i = rules.length - 1; i >= 0; i--) {
    const rule = rules[i]!;
    if (rule.foldersOnly && !isFolder) continue;
    if (rule.pattern.test(relativePath)) return !rule.negate;
  }
  return false;
}
