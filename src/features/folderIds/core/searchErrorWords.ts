// The details of the two search errors the ripgrep scan words itself, in the display language. Apart from
// folderWords.ts, which imports the scan's types: ripgrepScan.ts imports these.
import { byCount } from '../../../byCount';
import { l10n } from '../../../l10n';
import { groupedInteger as integer } from './groupedInteger';

/** The detail of a search error the scan itself words: ripgrep printed bytes that are not its output's form. */
export function unreadableOutputDetail(bytes: number, locale: string): string {
  const n = integer(bytes, locale);
  return byCount(
    bytes,
    locale,
    () => l10n.t('{0} byte of unreadable output from ripgrep', n),
    () => l10n.t('{0} bytes of unreadable output from ripgrep', n),
  );
}

/** The detail of the line that stands for ripgrep's error lines past the ones listed. */
export function moreErrorLinesDetail(lines: number, locale: string): string {
  const n = integer(lines, locale);
  return byCount(
    lines,
    locale,
    () => l10n.t('{0} more error line from ripgrep', n),
    () => l10n.t('{0} more error lines from ripgrep', n),
  );
}
