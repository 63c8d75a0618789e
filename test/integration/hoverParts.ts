// What this extension's hover shows at a position, through VS Code's own hover command: every provider's part,
// as the editor would show them, after all of them answered (one call, never repeated).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { StandIn } from '../stand-in/server';
import { openUntitled } from './fixture';
import { inShownOrder, OUR_PART } from './hoverOrder';

/**
 * The parts of this extension's hover at `position` (other providers, e.g. TypeScript's, are left out), in the order
 * the editor shows them (hoverOrder.ts), never in the order their providers happened to answer.
 */
export async function ourParts(doc: vscode.TextDocument, position: vscode.Position): Promise<string[]> {
  const hovers =
    (await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, position)) ?? [];
  return inShownOrder(
    hovers
      .flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value)))
      .filter((text) => OUR_PART.test(text)),
  );
}

/** The whole hover as one text. */
export async function ourHover(doc: vscode.TextDocument, position: vscode.Position): Promise<string> {
  return (await ourParts(doc, position)).join('\n\n');
}

export async function open(language: string, content: string): Promise<vscode.TextDocument> {
  return openUntitled(language, content);
}

export function positionOf(doc: vscode.TextDocument, needle: string, offsetInNeedle = 3): vscode.Position {
  const index = doc.getText().indexOf(needle);
  assert.ok(index >= 0, `${needle} is in the document`);
  return doc.positionAt(index + offsetInNeedle);
}

/** Command links in Markdown: [label](command:NAME...). */
export function commandLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((command:[^)\s"]+)/g)].map((m) => m[1]!.split('?')[0]!);
}

/** The user ids the stand-in was asked for, in order. */
export function userRequests(standIn: StandIn): string[] {
  return standIn.requests.filter((r) => r.path.startsWith('/v1/users/')).map((r) => r.path.slice('/v1/users/'.length));
}
