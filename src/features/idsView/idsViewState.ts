// The Ids view's model for one document at a time: its scan, the lookups of its users, and the table built
// from both. The document is left (its lookups dropped before they are sent, its scan abandoned) as soon as
// the view shows another one, or the document closes: nothing is sent for a document nobody looks at.
import { isKeyError, type KeyErrorKind, type LookupErrorKind } from '../../model/lookupError';
import * as vscode from 'vscode';
import {
  buildTable,
  idsToLookUp,
  shownEntries,
  type IdRow,
  type IdTable,
  type Resolution,
  type TableView,
} from './core/idTable';
import type { IdTally } from './core/idTally';
import { ResolveRun, type LookupPort } from './core/resolveRun';
import { scanIds } from './core/scanIds';
import { readIdCorrections } from '../../host/idCorrectionsSetting';
import { IDS_VIEW_ID } from './idsView';
import type { ShownDocument } from './shownDocument';

/** Which lookups a run asks: those never answered; also failures that may go otherwise now; or only rate-limited ones. */
export type RunMode = 'unasked' | 'retry' | 'rateLimited';

/** Failures worth asking again when the user resumes (a missing profile is not: it costs quota to learn it again). */
const RETRYABLE: ReadonlySet<LookupErrorKind> = new Set<LookupErrorKind>([
  'NoKey',
  'Unauthorized',
  'RateLimited',
  'Network',
  'Timeout',
  'ServerError',
  'InvalidResponse',
  'InsecureUrl',
]);

function needsLookup(resolution: Resolution | undefined, mode: RunMode): boolean {
  if (mode === 'rateLimited') return resolution?.state === 'failed' && resolution.error.kind === 'RateLimited';
  if (resolution === undefined || resolution.state === 'waiting' || resolution.state === 'stopped') return true;
  return mode === 'retry' && resolution.state === 'failed' && RETRYABLE.has(resolution.error.kind);
}

export interface DocumentCounts {
  /** Ids looked up as users among those shown. */
  total: number;
  /** Of those, with a profile or an error. */
  done: number;
  profiles: number;
  failed: number;
}

export class IdsViewState {
  shown: ShownDocument | undefined;
  tally: IdTally | undefined;
  /** 0..1 while a scan runs. */
  scanProgress: number | undefined;
  run: ResolveRun | undefined;
  readonly resolutions = new Map<string, Resolution>();
  view: TableView = { sort: 'first', usersOnly: false };
  private scan: { abort: AbortController; done: Promise<void> } | undefined;
  private scannedVersion: number | undefined;
  private table: { value: IdTable; rows: Map<string, IdRow> } | undefined;
  /** The document left last, as it stood when the view left it. */
  left: { doc: ShownDocument; counts: DocumentCounts; ids: number } | undefined;

  constructor(
    private readonly service: LookupPort,
    /** Something the view shows changed. */
    private readonly changed: () => void,
  ) {}

  /** Shows `doc`, leaving the previous document; undefined when the same document was shown already. */
  enter(doc: ShownDocument): ShownDocument | undefined {
    if (this.shown !== undefined && this.shown.uri.toString() === doc.uri.toString()) return undefined;
    this.leave();
    this.shown = doc;
    return doc;
  }

  leave(): void {
    this.run?.stop();
    if (this.shown !== undefined) this.left = { doc: this.shown, counts: this.counts(), ids: this.tally?.size ?? 0 };
    this.run = undefined;
    this.scan?.abort.abort();
    this.scan = undefined;
    this.scannedVersion = undefined;
    this.shown = undefined;
    this.tally = undefined;
    this.scanProgress = undefined;
    this.resolutions.clear();
    this.invalidate();
  }

  /** Scans the shown document unless its current version was scanned; settles when that scan is over. */
  async ensureScanned(): Promise<void> {
    const doc = this.shown;
    if (doc === undefined || (this.scannedVersion === doc.version && this.tally !== undefined)) return;
    if (this.scan === undefined) this.startScan(doc);
    await this.scan?.done;
  }

  /** The text changed: the scan under way (if any) is abandoned, the next ensureScanned reads it again. */
  textChanged(): void {
    this.scan?.abort.abort();
    this.scan = undefined;
  }

  /** The same text reads otherwise (the user's corrections changed): the next ensureScanned reads it again. */
  readingChanged(): void {
    this.textChanged();
    this.scannedVersion = undefined;
  }

  private startScan(doc: ShownDocument): void {
    const version = doc.version;
    const abort = new AbortController();
    this.scanProgress = 0;
    const done = scanIds(doc.source(), {
      languageId: doc.languageId,
      corrections: readIdCorrections(),
      signal: abort.signal,
      onProgress: (scanned, total) => {
        this.scanProgress = total === 0 ? 1 : scanned / total;
        this.changed();
      },
    }).then((tally) => {
      if (this.scan?.abort !== abort) return;
      this.scan = undefined;
      this.scanProgress = undefined;
      // Changed while it was read: the edit's own rescan follows.
      if (tally === undefined || this.shown !== doc || doc.version !== version) return;
      this.tally = tally;
      this.scannedVersion = version;
      this.invalidate();
      this.changed();
    });
    this.scan = { abort, done };
    void vscode.window.withProgress({ location: { viewId: IDS_VIEW_ID } }, () => done);
  }

  get scanning(): boolean {
    return this.scan !== undefined;
  }

  get running(): boolean {
    return this.run?.running === true;
  }

  /**
   * Looks up the shown users that `mode` selects, at background priority. A run under way is kept for 'unasked'
   * (it asks those already) and replaced otherwise; its lookups already sent finish into the cache.
   */
  startRun(mode: RunMode): ResolveRun | undefined {
    if (this.tally === undefined) return undefined;
    if (mode === 'unasked' && this.running) return this.run;
    this.run?.stop();
    const ids = idsToLookUp(shownEntries(this.tally)).filter((id) => needsLookup(this.resolutions.get(id), mode));
    if (ids.length === 0) return undefined;
    const run = new ResolveRun(ids, this.service, this.resolutions, () => {
      this.invalidate();
      this.changed();
    });
    this.run = run;
    void vscode.window.withProgress({ location: { viewId: IDS_VIEW_ID } }, () => run.start());
    return run;
  }

  stop(): void {
    this.run?.stop();
  }

  /** Whether a Resume would ask anything: lookups not sent yet remain (failed rows are Retry Failed's). */
  get resumable(): boolean {
    if (this.tally === undefined || this.running) return false;
    return idsToLookUp(shownEntries(this.tally)).some((id) => needsLookup(this.resolutions.get(id), 'unasked'));
  }

  /** Rows whose failure may go otherwise if asked again (Retry Failed); 0 while a run is under way. */
  retryableFailures(): number {
    if (this.tally === undefined || this.running) return 0;
    let n = 0;
    for (const id of idsToLookUp(shownEntries(this.tally))) {
      const r = this.resolutions.get(id);
      if (r?.state === 'failed' && RETRYABLE.has(r.error.kind)) n++;
    }
    return n;
  }

  /** The longest wait a rate-limited lookup was told, in ms (0: none was). */
  rateLimitWaitMs(): number {
    let wait = 0;
    for (const r of this.resolutions.values())
      if (r.state === 'failed' && r.error.kind === 'RateLimited') wait = Math.max(wait, r.error.retryAfterMs ?? 1000);
    return wait;
  }

  /** The kind of key problem the lookups ran into, if any. */
  keyError(): KeyErrorKind | undefined {
    for (const r of this.resolutions.values()) {
      if (r.state === 'failed' && isKeyError(r.error)) return r.error.kind;
    }
    return undefined;
  }

  counts(): DocumentCounts {
    const counts: DocumentCounts = { total: 0, done: 0, profiles: 0, failed: 0 };
    if (this.tally === undefined) return counts;
    for (const id of idsToLookUp(shownEntries(this.tally))) {
      counts.total++;
      const state = this.resolutions.get(id)?.state;
      if (state === 'profile') counts.profiles++;
      if (state === 'failed') counts.failed++;
    }
    counts.done = counts.profiles + counts.failed;
    return counts;
  }

  invalidate(): void {
    this.table = undefined;
  }

  currentTable(): IdTable | undefined {
    if (this.tally === undefined) return undefined;
    if (this.table === undefined) {
      const value = buildTable(this.tally, this.resolutions, this.view);
      this.table = {
        value,
        rows: new Map(value.groups.flatMap((group) => group.rows.map((row): [string, IdRow] => [row.id, row]))),
      };
    }
    return this.table.value;
  }

  row(id: string): IdRow | undefined {
    this.currentTable();
    return this.table?.rows.get(id);
  }
}
