// Folders made on disk for the folder scan's tests, and the ripgrep they run: VS Code's own from a code-server build
// under .cache/ when one is there (found the way the extension finds it, by ripgrepCandidates), else the one on PATH
// (npm test's set-up installs Debian's ripgrep).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { ripgrepCandidates, type FolderScanOptions } from '../../../../../src/features/folderIds/core/ripgrep';

const repo = path.join(__dirname, '..', '..', '..', '..', '..');

/**
 * Every VS Code build's ripgrep under .cache/ (1.90's ripgrep 13, 1.139's ripgrep 15): none before npm test installs
 * them.
 */
export function vsCodeRipgreps(): string[] {
  const cache = path.join(repo, '.cache');
  // Finished builds only: npm test installs them beside the unit tests, in a scratch folder (`….partial-<pid>`)
  // renamed into place at the end, and a finished one holds the install's marker (test/harness/codeServerInstall.mjs).
  const finished = (name: string) =>
    /^code-server-\d+\.\d+\.\d+$/.test(name) && existsSync(path.join(cache, name, '.installed.json'));
  const builds = existsSync(cache) ? readdirSync(cache).filter(finished) : [];
  return builds.sort().flatMap((build) => {
    const appRoot = path.join(cache, build, 'node_modules', 'code-server', 'lib', 'vscode');
    return ripgrepCandidates(appRoot).filter((candidate) => existsSync(candidate));
  });
}

/** Every VS Code build's ripgrep under .cache/ (vsCodeRipgreps), or the one on PATH. */
export function testRipgreps(): string[] {
  const found = vsCodeRipgreps();
  return found.length > 0 ? found : [execFileSync('sh', ['-c', 'command -v rg'], { encoding: 'utf8' }).trim()];
}

export function testRipgrep(): string {
  return testRipgreps()[0]!;
}

/** `ripgrep 15.0.0` of a binary. */
export function ripgrepVersion(rg: string): string {
  return execFileSync(rg, ['--version'], { encoding: 'utf8' })
    .split('\n')[0]!
    .replace(/ \(rev .*\)$/, '');
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

/** A distinct id per n, none a real user's. */
export const fixtureId = (n: number): string => String(300000000000000000n + BigInt(n) * 7919n);

/** `fileCount` day logs of `linesPerFile` lines, "user <id> joined", each id its own. */
export function joinedLogFolder(fileCount: number, linesPerFile: number): { root: string; remove(): void } {
  const files: Record<string, string> = {};
  for (let f = 0; f < fileCount; f++)
    files[`day-${f}.log`] = Array.from(
      { length: linesPerFile },
      (_, i) => `user ${fixtureId(f * linesPerFile + i)} joined`,
    ).join('\n');
  return makeFolder(files);
}
