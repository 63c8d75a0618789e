// The folder view's words, in the display language: the progress ("412 of 10,000 files, 40 of 1,000 MB"), the users
// line ("N users, M already known, about T left"), one line per reason files were skipped, and the why of a kind.
import { l10n } from '../../../l10n';
import { groupedInteger as integer } from '../../../profile/numbers';
import { byCount } from '../../../byCount';
import { aboutLeft } from '../../idsView/core/progress';
import type { ScanProgress } from './folderScan';
import type { SkipDetail, SkipReason } from './scanEvents';

const MB = 1024 * 1024;

function megabytes(bytes: number, locale: string): string {
  return integer(Math.ceil(bytes / MB), locale);
}

/** The progress notification's message. */
export function scanProgressText(p: ScanProgress, locale: string): string {
  if (p.totalFiles === undefined || p.totalBytes === undefined)
    return byCount(
      p.files,
      locale,
      () => l10n.t('{0} file, {1} MB', integer(p.files, locale), megabytes(p.bytes, locale)),
      () => l10n.t('{0} files, {1} MB', integer(p.files, locale), megabytes(p.bytes, locale)),
    );
  const args = [
    integer(Math.min(p.files, p.totalFiles), locale),
    integer(p.totalFiles, locale),
    megabytes(Math.min(p.bytes, p.totalBytes), locale),
    megabytes(p.totalBytes, locale),
  ] as const;
  return byCount(
    p.totalFiles,
    locale,
    () => l10n.t('{0} of {1} file, {2} of {3} MB', ...args),
    () => l10n.t('{0} of {1} files, {2} of {3} MB', ...args),
  );
}

export interface UsersProgress {
  /** Distinct ids looked up as users (users and unknown ids). */
  users: number;
  /** Of them, known at no cost (cached or remembered). */
  known: number;
  /** Not resolved yet (to be looked up). */
  left: number;
  secondsLeft: number;
  /** Lookups are under way (not stopped or cancelled). */
  running: boolean;
}

/**
 * "N users, M already known, about T left": each count a part with its own forms (a sentence of three counts would
 * need eight), joined as a list.
 */
export function usersText(p: UsersProgress, locale: string): string {
  const users = integer(p.users, locale);
  const known = integer(p.known, locale);
  const usersPart = byCount(
    p.users,
    locale,
    () => l10n.t('{0} user', users),
    () => l10n.t('{0} users', users),
  );
  const knownPart = byCount(
    p.known,
    locale,
    () => l10n.t({ message: '{0} already known', comment: 'plural category one' }, known),
    () => l10n.t('{0} already known', known),
  );
  if (p.left === 0) return l10n.t('{0}, {1}', usersPart, knownPart);
  const left = integer(p.left, locale);
  if (!p.running) {
    const notLookedUp = byCount(
      p.left,
      locale,
      () => l10n.t({ message: '{0} not looked up', comment: 'plural category one' }, left),
      () => l10n.t('{0} not looked up', left),
    );
    return l10n.t('{0}, {1}, {2}', usersPart, knownPart, notLookedUp);
  }
  return l10n.t('{0}, {1}, {2}', usersPart, knownPart, aboutLeft(p.secondsLeft));
}

/** One line per reason: what was skipped, how many. */
export function skippedText(reason: SkipReason, count: number, locale: string, maxFileSizeBytes: number): string {
  const n = integer(count, locale);
  switch (reason) {
    case 'binary':
      return byCount(
        count,
        locale,
        () => l10n.t('{0} binary file skipped', n),
        () => l10n.t('{0} binary files skipped', n),
      );
    case 'tooLarge':
      return byCount(
        count,
        locale,
        () => l10n.t('{0} file over {1} MB skipped', n, megabytes(maxFileSizeBytes, locale)),
        () => l10n.t('{0} files over {1} MB skipped', n, megabytes(maxFileSizeBytes, locale)),
      );
    case 'loop':
      return byCount(
        count,
        locale,
        () => l10n.t('{0} symbolic link loop not followed', n),
        () => l10n.t('{0} symbolic link loops not followed', n),
      );
    case 'unreadable':
      return byCount(
        count,
        locale,
        () => l10n.t('{0} file or folder could not be read', n),
        () => l10n.t('{0} files or folders could not be read', n),
      );
    case 'changed':
      return byCount(
        count,
        locale,
        () => l10n.t('{0} file changed while it was read (its ids are as read)', n),
        () => l10n.t('{0} files changed while they were read (their ids are as read)', n),
      );
    case 'longLine':
      return byCount(
        count,
        locale,
        () => l10n.t('{0} line too long, read in part', n),
        () => l10n.t('{0} lines too long, read in part', n),
      );
    case 'error':
      return byCount(
        count,
        locale,
        () => l10n.t('{0} search error', n),
        () => l10n.t('{0} search errors', n),
      );
  }
}

/** The detail of a search error the scan itself words: ripgrep printed bytes that are not its output's form. */
function unreadableOutputDetail(bytes: number, locale: string): string {
  const n = integer(bytes, locale);
  return byCount(
    bytes,
    locale,
    () => l10n.t('{0} byte of unreadable output from ripgrep', n),
    () => l10n.t('{0} bytes of unreadable output from ripgrep', n),
  );
}

/** The detail of the line that stands for ripgrep's error lines past the ones listed. */
function moreErrorLinesDetail(lines: number, locale: string): string {
  const n = integer(lines, locale);
  return byCount(
    lines,
    locale,
    () => l10n.t('{0} more error line from ripgrep', n),
    () => l10n.t('{0} more error lines from ripgrep', n),
  );
}

/** What a skipped file's row says beside its name. */
export function skippedDetail(reason: SkipReason, detail: SkipDetail | undefined, locale: string): string {
  if (detail === undefined) return '';
  if (typeof detail !== 'string')
    return 'unreadableOutputBytes' in detail
      ? unreadableOutputDetail(detail.unreadableOutputBytes, locale)
      : moreErrorLinesDetail(detail.moreErrorLines, locale);
  if (reason === 'tooLarge' && /^\d+$/.test(detail)) return l10n.t('{0} MB', megabytes(Number(detail), locale));
  if (reason === 'longLine' && /^\d+$/.test(detail)) return l10n.t('line {0}', integer(Number(detail), locale));
  return detail;
}
