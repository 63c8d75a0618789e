// The document the Ids view shows, read by offsets: an open editor's document (getText of a range, so a 50 MB
// log is never copied whole), or, for a file too large for VS Code to hand to extensions (over 50 MB), the
// file's text read from disk.
import * as vscode from 'vscode';
import { FileTooLargeError, MAX_FILE_BYTES } from './core/fileLimit';
import { LineIndex } from './core/lineIndex';
import type { TextSource } from '../../text/textSource';

export interface ShownDocument {
  readonly uri: vscode.Uri;
  readonly languageId: string;
  /** Changes whenever the text does (the open document's version). */
  readonly version: number;
  /** The open document, when there is one. */
  readonly document: vscode.TextDocument | undefined;
  source(): TextSource;
  /** 1-based line of an offset. */
  lineOf(offset: number): number;
  range(start: number, end: number): vscode.Range;
}

export function openDocument(document: vscode.TextDocument): ShownDocument {
  return {
    uri: document.uri,
    languageId: document.languageId,
    get version() {
      return document.version;
    },
    document,
    source: () => {
      const length = document.offsetAt(document.lineAt(document.lineCount - 1).range.end);
      return {
        length,
        slice: (start, end) => document.getText(new vscode.Range(document.positionAt(start), document.positionAt(end))),
      };
    },
    lineOf: (offset) => document.positionAt(offset).line + 1,
    range: (start, end) => new vscode.Range(document.positionAt(start), document.positionAt(end)),
  };
}

export async function fileDocument(uri: vscode.Uri): Promise<ShownDocument> {
  const stat = await vscode.workspace.fs.stat(uri);
  if (stat.size > MAX_FILE_BYTES)
    throw new FileTooLargeError(uri.scheme === 'file' ? uri.fsPath : uri.toString(), stat.size);
  const bytes = await vscode.workspace.fs.readFile(uri);
  const text = await decodeInPieces(bytes);
  const lines = new LineIndex(text);
  const position = (offset: number): vscode.Position => {
    const at = lines.position(offset);
    return new vscode.Position(at.line, at.character);
  };
  return {
    uri,
    languageId: languageOfPath(uri.path),
    version: 0,
    document: undefined,
    source: () => ({ length: text.length, slice: (start, end) => text.slice(start, end) }),
    lineOf: (offset) => position(offset).line + 1,
    range: (start, end) => new vscode.Range(position(start), position(end)),
  };
}

/** UTF-8 in 4 MB pieces, giving the event loop a turn between them. */
async function decodeInPieces(bytes: Uint8Array): Promise<string> {
  const decoder = new TextDecoder('utf-8');
  const PIECE = 4 * 1024 * 1024;
  let text = '';
  for (let at = 0; at < bytes.length; at += PIECE) {
    text += decoder.decode(bytes.subarray(at, at + PIECE), { stream: at + PIECE < bytes.length });
    await new Promise((resolve) => setImmediate(resolve));
  }
  return text;
}

/** JSON documents read keys differently; everything else reads alike. */
function languageOfPath(path: string): string {
  const lower = path.toLowerCase();
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson')) return 'jsonl';
  if (lower.endsWith('.json')) return 'json';
  return 'log';
}
