import * as vscode from 'vscode';
import type { TypedIdMatch } from '../ids/classifyId';
import { loadChunk } from './chunkLoader';

/** The typed-id classifier's bundle, dist/ids/chunk.js: loaded by the first id under the mouse, the cursor or in a terminal line. */
export type ClassifierChunk = typeof import('../ids/chunk');

export function loadClassifier(): ClassifierChunk {
  return loadChunk<ClassifierChunk>('ids');
}

export interface TypedIdInDocument {
  match: TypedIdMatch;
  range: vscode.Range;
}

/**
 * The id at `position` with its kind, read from the document around it: only a window of a few KB on
 * either side, so a hover in a 10 MB JSON file costs what it costs in a short log.
 */
export function typedIdAt(document: vscode.TextDocument, position: vscode.Position): TypedIdInDocument | undefined {
  const { classifyIdAt, textWindowAround } = loadClassifier();
  const offset = document.offsetAt(position);
  // positionAt clamps an offset past the end, so the document's length is never needed.
  const { start, end } = textWindowAround(offset, Number.MAX_SAFE_INTEGER);
  const from = document.positionAt(start);
  const to = document.positionAt(end);
  // An offset inside a CRLF pair maps to the line's end, one before it: offsets count from where the text begins.
  const textStart = document.offsetAt(from);
  const text = document.getText(new vscode.Range(from.line, from.character, to.line, to.character));
  const match = classifyIdAt(text, offset - textStart, { languageId: document.languageId });
  if (match === undefined) return undefined;
  const idStart = document.positionAt(textStart + match.start);
  const idEnd = document.positionAt(textStart + match.end);
  return { match, range: new vscode.Range(idStart.line, idStart.character, idEnd.line, idEnd.character) };
}
