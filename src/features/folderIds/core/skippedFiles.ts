// The files a scan skipped or read in part, by reason, in bounded memory: every one counted, the first
// MAX_NAMED_PER_REASON of each reason named (a folder of a million binary files costs what fifty cost).
import type { SkipDetail, SkipReason } from './scanEvents';

export const MAX_NAMED_PER_REASON = 50;

export interface SkippedFile {
  file: string;
  detail?: SkipDetail;
}

export interface SkippedGroup {
  reason: SkipReason;
  count: number;
  named: SkippedFile[];
}

/** The order the view lists them in: what loses ids first. */
export const SKIP_REASONS: readonly SkipReason[] = [
  'error',
  'unreadable',
  'loop',
  'changed',
  'longLine',
  'tooLarge',
  'binary',
];

export class SkippedFiles {
  private readonly groups = new Map<SkipReason, SkippedGroup>();

  add(reason: SkipReason, file: string, detail?: SkipDetail): void {
    let group = this.groups.get(reason);
    if (group === undefined) this.groups.set(reason, (group = { reason, count: 0, named: [] }));
    group.count++;
    if (group.named.length < MAX_NAMED_PER_REASON) group.named.push(detail === undefined ? { file } : { file, detail });
  }

  count(reason: SkipReason): number {
    return this.groups.get(reason)?.count ?? 0;
  }

  get total(): number {
    let n = 0;
    for (const group of this.groups.values()) n += group.count;
    return n;
  }

  /** Non-empty groups in SKIP_REASONS order. */
  list(): SkippedGroup[] {
    return SKIP_REASONS.flatMap((reason) => {
      const group = this.groups.get(reason);
      return group === undefined ? [] : [group];
    });
  }
}
