// The key guard: a diagnostic on every string shaped like an API key in an open document (files, untitled,
// settings; not output channels), a warning, or an error when it is the key the extension has stored. The
// stored key is compared, never logged or shown; a key found goes nowhere unless the user applies a fix
// (keyGuardActions.ts). Scans follow change events and run in slices (core/keyScan.ts).
import * as vscode from 'vscode';
import { l10n } from '../../l10n';
import type { ApiKeyStore } from './apiKeyStore';
import { KeyScan, type FoundKey } from './core/keyScan';
import { Disposable } from '../../host/disposable';

export const KEY_GUARD_SOURCE = 'Profile Lookup';
export const KEY_IN_FILE_CODE = 'api-key-in-file';
/** Schemes of documents a user writes in; output channels, diffs of git objects and the like are left alone. */
const SCANNED_SCHEMES = new Set(['file', 'untitled', 'vscode-userdata', 'vscode-remote']);
const IGNORED_FILES_KEY = 'profileLookup.keyGuard.ignoredFiles';
/** Typing bursts are one scan. */
const CHANGE_DELAY_MS = 300;

export class KeyGuard extends Disposable {
  private readonly diagnostics = vscode.languages.createDiagnosticCollection('profileLookup.keyGuard');
  /** Per document, the scan that counts: a newer one makes an older one stop. */
  private readonly scans = new Map<string, number>();
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();
  private scanCounter = 0;
  /** Untitled documents ignored while open: their names (Untitled-1…) come back for other documents. */
  private readonly ignoredUntitled = new Set<string>();

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
    const scan = new KeyScan(text);
    while (!scan.done) {
      scan.step();
      // Between slices the extension host does other work; a newer scan or a closed document ends this one.
      if (!scan.done) await new Promise((resolve) => setImmediate(resolve));
      if (this.isDisposed || this.scans.get(uri) !== id) return;
    }
    const stored = await this.apiKey.get();
    // A document closed meanwhile keeps no diagnostics (an untitled one's name is given to the next).
    if (this.isDisposed || this.scans.get(uri) !== id || doc.version !== version || doc.isClosed) return;
    this.diagnostics.set(doc.uri, scan.found.map((found) => this.diagnosticOf(doc, text, found, stored)));
  }

  private diagnosticOf(doc: vscode.TextDocument, text: string, found: FoundKey, stored: string | undefined): vscode.Diagnostic {
    const range = new vscode.Range(doc.positionAt(found.start), doc.positionAt(found.end));
    const yours = stored !== undefined && text.slice(found.start, found.end) === stored;
    const diagnostic = yours
      ? new vscode.Diagnostic(
          range,
          l10n.t('This is the API key Profile Lookup uses, in plain text: anyone who can read this file can spend your quota or get the key revoked. Move it to secret storage.'),
          vscode.DiagnosticSeverity.Error,
        )
      : new vscode.Diagnostic(
          range,
          l10n.t('An API key is in this file: anyone who can read the file can spend your quota or get the key revoked. Move it to secret storage.'),
          vscode.DiagnosticSeverity.Warning,
        );
    diagnostic.source = KEY_GUARD_SOURCE;
    diagnostic.code = KEY_IN_FILE_CODE;
    return diagnostic;
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
