// Folders made on disk for the folder scan's tests, and the ripgrep they run: VS Code's own from a code-server build
// under .cache/ when one is there (found the way the extension finds it, by ripgrepCandidates), else the one on PATH
// (npm test's set-up installs Debian's ripgrep).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { ripgrepCandidates, type FolderScanOptions } from '../../../../../src/features/folderIds/core/ripgrep';

const repo = path.join(__dirname, '..', '..', '..', '..', '..');

export function testRipgrep(): string {
  const cache = path.join(repo, '.cache');
  const builds = existsSync(cache) ? readdirSync(cache).filter((name) => name.startsWith('code-server-')) : [];
  for (const build of builds) {
    const appRoot = path.join(cache, build, 'node_modules', 'code-server', 'lib', 'vscode');
    const found = ripgrepCandidates(appRoot).find((candidate) => existsSync(candidate));
    if (found !== undefined) return found;
  }
  return execFileSync('sh', ['-c', 'command -v rg'], { encoding: 'utf8' }).trim();
}

export const DEFAULT_OPTIONS: FolderScanOptions = {
  includes: [],
  excludes: ['**/.git'],
  maxFileSizeBytes: 50 * 1024 * 1024,
  followSymlinks: true,
  maxLineBytes: 4096,
  useIgnoreFiles: true,
  useParentIgnoreFiles: false,
};

/** A fresh folder with `files` (relative name -> content), removed by the returned function. */
export function makeFolder(files: Record<string, string | Buffer> = {}): { root: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'folder-ids-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
