// A text document over a string, for the hover's tests and benchmark in plain Node. A mock of
// vscode.TextDocument, which exists only inside VS Code; the integration suite hovers real documents.
import type * as vscode from 'vscode';

/** `name` is the document's uri as a string; each document gets its own unless given. */
export function fakeDocument(
  text: string,
  languageId = 'log',
  name = `untitled:${Math.random().toString(36).slice(2)}`,
): vscode.TextDocument {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const offsetAt = (p: vscode.Position): number => {
    const line = Math.min(Math.max(0, p.line), lineStarts.length - 1);
    const lineEnd = line + 1 < lineStarts.length ? lineStarts[line + 1]! - 1 : text.length;
    return Math.min(lineStarts[line]! + Math.max(0, p.character), lineEnd);
  };
  const positionAt = (offset: number): vscode.Position => {
    const clamped = Math.min(Math.max(0, offset), text.length);
    // The last line starting at or before the offset (binary search: a 10 MB document has many lines).
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= clamped) lo = mid;
      else hi = mid - 1;
    }
    const line = lo;
    return { line, character: clamped - lineStarts[line]! } as vscode.Position;
  };
  return {
    uri: { toString: () => name },
    version: 1,
    languageId,
    offsetAt,
    positionAt,
    getText: (range?: vscode.Range) => (range ? text.slice(offsetAt(range.start), offsetAt(range.end)) : text),
    lineAt: (line: number) => ({ text: text.slice(lineStarts[line], (lineStarts[line + 1] ?? text.length + 1) - 1) }),
  } as unknown as vscode.TextDocument;
}
