// Hovers as the editor asks for them (vscode.executeHoverProvider), for the tests that need a hover to prove
// something else: where the extension runs, what documents it serves. Only this extension's hovers are kept, and
// profile figures are matched whatever digit grouping the display language uses.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';

/** The Markdown of this extension's hovers at `position`: those with a link to one of its commands. */
export async function profileHovers(doc: vscode.TextDocument, position: vscode.Position): Promise<string[]> {
  const hovers =
    (await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, position)) ?? [];
  return hovers
    .flatMap((hover) => hover.contents.map((content) => (typeof content === 'string' ? content : content.value)))
    .filter((markdown) => markdown.includes('command:profileLookup.'));
}

/**
 * Hovers until one satisfies `done` (or about 5 s pass): the first hover on an unknown id answers within its
 * budget with what is known, and the request finishes into the cache for the next one.
 */
export async function hoverUntil(
  doc: vscode.TextDocument,
  position: vscode.Position,
  done: (markdown: string) => boolean,
): Promise<string[]> {
  let hovers = await profileHovers(doc, position);
  for (let i = 0; i < 20 && !hovers.some(done); i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    hovers = await profileHovers(doc, position);
  }
  return hovers;
}

/** A position inside the first occurrence of `needle`. */
export function positionOf(doc: vscode.TextDocument, needle: string, offsetInNeedle = 3): vscode.Position {
  const index = doc.getText().indexOf(needle);
  assert.ok(index >= 0, `${needle} is in ${doc.uri.toString()}`);
  return doc.positionAt(index + offsetInNeedle);
}

/** Matches an integer as a hover prints it, grouped by thousands with any separator (1,482,907 or 1.482.907) or none. */
export function groupedInteger(digits: string): RegExp {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return new RegExp(`(?<![\\d])${groups.join('[,.\\u00a0\\u202f\\u2009 ]?')}(?![\\d])`);
}
