import * as vscode from 'vscode';
import { applyCorrections, type CorrectedIdMatch } from '../ids/corrections';
import type { ReasonLines } from '../profile/idReasonText';
import { lazyPart } from './chunkLoader';
import { readIdCorrections } from './idCorrectionsSetting';

/** The typed-id classifier's bundle, dist/ids/chunk.js: loaded by the first id under the mouse, the cursor or in a terminal line. */
export type ClassifierChunk = typeof import('../ids/chunk');

/** Reported once, through the report activation installed; then no id is typed (hovers and links stay quiet). */
const classifier = lazyPart<ClassifierChunk>('ids');

/** The classifier, loaded on first use; undefined when it could not be (said once). */
export function loadClassifier(): ClassifierChunk | undefined {
  return classifier.get();
}

export interface TypedIdInDocument {
  /** As the user's corrections read it (src/ids/corrections.ts). */
  match: CorrectedIdMatch;
  range: vscode.Range;
  /** The lines of the reason's evidence and of the id, when there is a reason. */
  lines: ReasonLines | undefined;
}

/**
 * The id at `position` with its kind, read from the document around it: only a window of a few KB on
 * either side, so a hover in a 10 MB JSON file costs what it costs in a short log. The one path every editor
 * feature types an id under a position through, so none of them can miss the user's corrections.
 */
export function typedIdAt(document: vscode.TextDocument, position: vscode.Position): TypedIdInDocument | undefined {
  const chunk = loadClassifier();
  if (chunk === undefined) return undefined;
  const { classifyIdAt, textWindowAround } = chunk;
  const offset = document.offsetAt(position);
  // positionAt clamps an offset past the end, so the document's length is never needed.
  const { start, end } = textWindowAround(offset, Number.MAX_SAFE_INTEGER);
  const from = document.positionAt(start);
  const to = document.positionAt(end);
  // An offset inside a CRLF pair maps to the line's end, one before it: offsets count from where the text begins.
  const textStart = document.offsetAt(from);
  const text = document.getText(new vscode.Range(from.line, from.character, to.line, to.character));
  const classified = classifyIdAt(text, offset - textStart, { languageId: document.languageId });
  if (classified === undefined) return undefined;
  const match = applyCorrections(classified, readIdCorrections());
  const idStart = document.positionAt(textStart + match.start);
  const idEnd = document.positionAt(textStart + match.end);
  const lines =
    match.reason === undefined
      ? undefined
      : {
          evidenceLine: document.positionAt(textStart + match.reason.evidenceStart).line + 1,
          idLine: idStart.line + 1,
        };
  return { match, range: new vscode.Range(idStart.line, idStart.character, idEnd.line, idEnd.character), lines };
}
