// Turns each line a scan found (ripgrep's or the streaming scan's) into typed ids in the folder's tally. Only the
// line is read around an id (its window), only lines with an occurrence the tally still needs a kind for are typed,
// and a line of a shape seen before is typed from it (lineShapes.ts).
import { findIdsInText } from '../../../ids/findId';
import type { FolderTally } from './folderTally';
import { LineShapes } from './lineShapes';
import type { FoundLine } from './ripgrepOutput';

export class FolderIdReader {
  /** Lines read, and ids classified (the classifier's work): the bench reads them. */
  lines = 0;
  classified = 0;
  private readonly options: { nowMs: number };
  readonly shapes: LineShapes;

  constructor(
    private readonly tally: FolderTally,
    nowMs = Date.now(),
  ) {
    this.options = { nowMs };
    this.shapes = new LineShapes(this.options);
  }

  read(found: FoundLine): void {
    this.lines++;
    const { text } = found;
    const column = found.column ?? 0;
    const ownFrom = found.ownFrom ?? 0;
    const ownTo = found.ownTo ?? Infinity;
    const matches = findIdsInText(text, this.options);
    if (matches.length === 0) return;
    const file = this.tally.file(found.file);
    let kinds: ReturnType<LineShapes['kinds']> | undefined;
    for (let i = 0; i < matches.length; i++) {
      const match = matches[i]!;
      if (match.start < ownFrom || match.start >= ownTo) continue;
      const at = { file, line: found.line, column: column + match.start };
      // Nearly every occurrence: an id seen and typed before, counted with one lookup.
      const settled = this.tally.settled(match.id);
      if (settled !== undefined) {
        this.tally.count(settled, at);
        continue;
      }
      if (!this.tally.needsKind(match.id)) {
        this.tally.add(match.id, at, undefined);
        continue;
      }
      kinds ??= this.shapes.kinds(text, matches);
      this.classified++;
      this.tally.add(match.id, at, kinds[i]!.kind, kinds[i]!.reason);
    }
  }
}
