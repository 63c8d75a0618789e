// The key guard: a diagnostic on every string shaped like an API key in an open document (files, untitled,
// settings; not output channels), a warning, or an error when it is the key the extension has stored. The
// stored key is compared, never logged or shown; a key found goes nowhere unless the user applies a fix
// (keyGuardActions.ts). Scans follow change events and read the text through the one sliced scan
// (src/text/slicedScan.ts, core/keyScan.ts); the first MAX_FLAGGED_KEYS keys are flagged one by one and one
// diagnostic sums up the rest (core/keyFindings.ts), built in slices too.
import * as vscode from 'vscode';
import type { Cancellation } from '../../text/cancellation';
import type { ApiKeyStore } from './apiKeyStore';
import { Disposable } from '../../host/disposable';
import {
  keyFindings,
  MAX_FLAGGED_KEYS,
  notFlaggedMessage,
  otherKeyMessage,
  yourKeyMessage,
  type FlaggedKey,
  type KeyFindings,
} from './core/keyFindings';
import { scanKeys } from './core/keyScan';

export const KEY_GUARD_SOURCE = 'Profile Lookup';
export const KEY_IN_FILE_CODE = 'api-key-in-file';
/** The one diagnostic that sums up the keys past the flagged ones. */
export const KEYS_NOT_FLAGGED_CODE = 'api-keys-not-flagged';
/** Schemes of documents a user writes in; output channels, diffs of git objects and the like are left alone. */
const SCANNED_SCHEMES = new Set(['file', 'untitled', 'vscode-userdata', 'vscode-remote']);
const IGNORED_FILES_KEY = 'profileLookup.keyGuard.ignoredFiles';
/** Typing bursts are one scan. */
const CHANGE_DELAY_MS = 300;
/** The longest stretch of building diagnostics between two turns of the event loop, in ms. */
const BUILD_SLICE_MS = 10;

/** A flagged key as the quick fix needs it: the key, and where it was in the version of the text that was scanned. */
export interface FlaggedKeyAt {
  key: string;
  offset: number;
  version: number;
}

export class KeyGuard extends Disposable {
  private readonly diagnostics = vscode.languages.createDiagnosticCollection('profileLookup.keyGuard');
  /** Per document, the scan that counts: a newer one makes an older one stop. */
  private readonly scans = new Map<string, number>();
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();
  private scanCounter = 0;
  /** Untitled documents ignored while open: their names (Untitled-1…) come back for other documents. */
  private readonly ignoredUntitled = new Set<string>();
  /** Per document, the keys its diagnostics flag, by the diagnostic's start ("line:character"). */
  private readonly flagged = new Map<string, { version: number; keys: Map<string, FlaggedKey> }>();

  constructor(
    private readonly apiKey: ApiKeyStore,
    private readonly workspaceState: vscode.Memento,
  ) {
    super();
    this.registerAll(
      this.diagnostics,
      vscode.workspace.onDidOpenTextDocument((doc) => this.schedule(doc, 0)),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length > 0) this.schedule(e.document, CHANGE_DELAY_MS);
      }),
      vscode.workspace.onDidCloseTextDocument((doc) => {
        this.ignoredUntitled.delete(doc.uri.toString());
        this.forget(doc.uri);
      }),
      // Which key is "yours" changed: the severities change.
      apiKey.onDidChange(() => this.scanAll()),
    );
    this.scanAll();
  }

  /** Whether the user chose "Ignore in this file" for `uri`. */
  isIgnored(uri: vscode.Uri): boolean {
    return this.ignoredUntitled.has(uri.toString()) || this.ignoredFiles().includes(uri.toString());
  }

  async ignore(uri: vscode.Uri): Promise<void> {
    if (this.isIgnored(uri)) return;
    if (uri.scheme === 'untitled') this.ignoredUntitled.add(uri.toString());
    else await this.workspaceState.update(IGNORED_FILES_KEY, [...this.ignoredFiles(), uri.toString()]);
    this.forget(uri);
  }

  /** The guard's diagnostics of `uri` that touch `range`. */
  diagnosticsIn(uri: vscode.Uri, range: vscode.Range): readonly vscode.Diagnostic[] {
    return (this.diagnostics.get(uri) ?? []).filter((d) => d.range.intersection(range) !== undefined);
  }

  /** The key a diagnostic of `uri` flags, as the scan that set it read it (the document may have changed since). */
  flaggedKey(uri: vscode.Uri, diagnostic: vscode.Diagnostic): FlaggedKeyAt | undefined {
    const record = this.flagged.get(uri.toString());
    const found = record?.keys.get(positionKey(diagnostic.range.start));
    return record === undefined || found === undefined
      ? undefined
      : { key: found.key, offset: found.start, version: record.version };
  }

  /** Scans now (the integration tests, and the fixes after they edit). */
  async scan(doc: vscode.TextDocument): Promise<void> {
    const uri = doc.uri.toString();
    clearTimeout(this.pending.get(uri));
    this.pending.delete(uri);
    if (!SCANNED_SCHEMES.has(doc.uri.scheme) || this.isIgnored(doc.uri)) {
      this.diagnostics.delete(doc.uri);
      return;
    }
    const id = ++this.scanCounter;
    this.scans.set(uri, id);
    const version = doc.version;
    const text = doc.getText();
    // A newer scan, a change or a closed document ends this one (between slices the host does other work).
    const isStale = (): boolean =>
      this.isDisposed || this.scans.get(uri) !== id || doc.version !== version || doc.isClosed;
    const stale: Cancellation = {
      get isCancellationRequested() {
        return isStale();
      },
    };
    const { reader, report } = await scanKeys(text, MAX_FLAGGED_KEYS, { token: stale });
    if (report.end === 'cancelled') return;
    const stored = await this.apiKey.get();
    if (stale.isCancellationRequested) return;
    const findings = keyFindings(text, reader, stored);
    const built = await diagnosticsOf(doc, findings, stale);
    // A document closed meanwhile keeps no diagnostics (an untitled one's name is given to the next).
    if (built === undefined || stale.isCancellationRequested) return;
    this.diagnostics.set(doc.uri, built.diagnostics);
    this.flagged.set(uri, { version, keys: built.keys });
  }

  private schedule(doc: vscode.TextDocument, delayMs: number): void {
    const uri = doc.uri.toString();
    clearTimeout(this.pending.get(uri));
    this.pending.set(
      uri,
      setTimeout(() => void this.scan(doc), delayMs),
    );
  }

  private scanAll(): void {
    for (const doc of vscode.workspace.textDocuments) this.schedule(doc, 0);
  }

  private forget(uri: vscode.Uri): void {
    const key = uri.toString();
    clearTimeout(this.pending.get(key));
    this.pending.delete(key);
    this.scans.delete(key);
    this.flagged.delete(key);
    this.diagnostics.delete(uri);
  }

  private ignoredFiles(): string[] {
    const value = this.workspaceState.get<unknown>(IGNORED_FILES_KEY);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  }

  override dispose(): void {
    super.dispose();
    for (const timer of this.pending.values()) clearTimeout(timer);
  }
}

function positionKey(position: vscode.Position): string {
  return `${position.line}:${position.character}`;
}

/**
 * The diagnostics of `findings`, and the flagged keys by their diagnostic's start, built a slice of time at a time;
 * undefined when `stale` said stop.
 */
async function diagnosticsOf(
  doc: vscode.TextDocument,
  findings: KeyFindings,
  stale: Cancellation,
): Promise<{ diagnostics: vscode.Diagnostic[]; keys: Map<string, FlaggedKey> } | undefined> {
  const out: vscode.Diagnostic[] = [];
  const keys = new Map<string, FlaggedKey>();
  let sliceStart = performance.now();
  for (const [i, found] of findings.flagged.entries()) {
    const range = new vscode.Range(doc.positionAt(found.start), doc.positionAt(found.end));
    keys.set(positionKey(range.start), found);
    out.push(
      found.yours
        ? guardDiagnostic(range, yourKeyMessage(), vscode.DiagnosticSeverity.Error, KEY_IN_FILE_CODE)
        : guardDiagnostic(range, otherKeyMessage(), vscode.DiagnosticSeverity.Warning, KEY_IN_FILE_CODE),
    );
    if (i % 64 === 63 && performance.now() - sliceStart >= BUILD_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      if (stale.isCancellationRequested) return undefined;
      sliceStart = performance.now();
    }
  }
  const rest = findings.notFlagged;
  if (rest !== undefined) {
    const range = new vscode.Range(doc.positionAt(rest.first.start), doc.positionAt(rest.first.end));
    out.push(
      guardDiagnostic(range, notFlaggedMessage(rest.count), vscode.DiagnosticSeverity.Warning, KEYS_NOT_FLAGGED_CODE),
    );
  }
  return { diagnostics: out, keys };
}

function guardDiagnostic(
  range: vscode.Range,
  message: string,
  severity: vscode.DiagnosticSeverity,
  code: string,
): vscode.Diagnostic {
  const diagnostic = new vscode.Diagnostic(range, message, severity);
  diagnostic.source = KEY_GUARD_SOURCE;
  diagnostic.code = code;
  return diagnostic;
}
