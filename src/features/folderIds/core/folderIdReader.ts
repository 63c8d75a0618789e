// Turns each line a scan found (ripgrep's or the streaming scan's) into typed ids in the folder's tally. Only the
// line is read around an id (its window), and only occurrences the tally still needs a kind for are classified.
import { classifyIdMatch } from '../../../ids/classifyId';
import { findIdsInText } from '../../../ids/findId';
import type { FolderTally } from './folderTally';
import type { FoundLine } from './ripgrepOutput';

export class FolderIdReader {
  /** Lines read, and ids classified (the classifier's work): the bench reads them. */
  lines = 0;
  classified = 0;
  private readonly options: { nowMs: number };

  constructor(
    private readonly tally: FolderTally,
    nowMs = Date.now(),
  ) {
    this.options = { nowMs };
  }

  read(found: FoundLine): void {
    this.lines++;
    const { text } = found;
    const column = found.column ?? 0;
    const ownFrom = found.ownFrom ?? 0;
    const ownTo = found.ownTo ?? Infinity;
    let file: number | undefined;
    for (const match of findIdsInText(text, this.options)) {
      if (match.start < ownFrom || match.start >= ownTo) continue;
      file ??= this.tally.file(found.file);
      const at = { file, line: found.line, column: column + match.start };
      if (!this.tally.needsKind(match.id)) {
        this.tally.add(match.id, at, undefined);
        continue;
      }
      const typed = classifyIdMatch(text, match, this.options);
      this.classified++;
      this.tally.add(match.id, at, typed.kind, typed.reason);
    }
  }
}
