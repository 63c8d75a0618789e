// The Ids view's scan of a document: every typed id, into the tally the view shows, through the one sliced scan
// every whole-text reader uses (src/text/idScan.ts): pieces read with their context, the event loop given a turn
// whenever a slice of time is spent, abandoned when the view leaves the document or the text changes.
import { abortCancellation } from '../../../text/cancellation';
import { scanIdsInto, type IdScanOptions } from '../../../text/idScan';
import type { TextSource } from '../../../text/textSource';
import { DISPLAY_CAP } from './idTable';
import { IdTally } from './idTally';

export interface ScanOptions extends Omit<IdScanOptions, 'token'> {
  /** Distinct ids kept whole (the others are only counted); default DISPLAY_CAP, what the view shows. */
  keepIds?: number;
  signal?: AbortSignal;
}

/** The tally of the whole source, or undefined when `signal` aborted the scan. */
export async function scanIds(source: TextSource, options: ScanOptions): Promise<IdTally | undefined> {
  const tally = new IdTally(options.keepIds ?? DISPLAY_CAP);
  const token = options.signal === undefined ? undefined : abortCancellation(options.signal);
  const report = await scanIdsInto(source, tally, { ...options, token });
  return report.end === 'cancelled' ? undefined : tally;
}
