// vscode.lm's tools surface (VS Code 1.95 and later), for the agent tools' suites. Declared here because @types/vscode
// stays at the 1.90 minimum; a mock of nothing: the real API, read from the running VS Code.
import * as vscode from 'vscode';

export interface LmTools {
  tools: readonly { name: string }[];
  invokeTool(
    name: string,
    options: { input: object; toolInvocationToken: undefined },
    token?: vscode.CancellationToken,
  ): Thenable<{ content: unknown[] }>;
}

export const LOOKUP_USERS = 'profileLookup_lookupUsers';
export const IDS_IN_TEXT = 'profileLookup_idsInText';

/** VS Code's minor version: the tools API arrived in 1.95. */
export const VSCODE_MINOR = Number(vscode.version.split('.')[1]);

/** The running VS Code's tools API, or undefined where it has none. */
export function lmTools(): LmTools | undefined {
  const lm = (vscode as unknown as { lm?: Partial<LmTools> & { registerTool?: unknown } }).lm;
  return typeof lm?.registerTool === 'function' && typeof lm.invokeTool === 'function' ? (lm as LmTools) : undefined;
}

/** The text parts of a tool result, joined. */
export function textOf(result: { content: unknown[] }): string {
  return result.content
    .map((part) => (part as { value?: unknown }).value)
    .filter((v): v is string => typeof v === 'string')
    .join('\n');
}

/** Invokes a tool as an agent's host does outside a chat request, and returns the result's text. */
export async function invokeForText(
  lm: LmTools,
  name: string,
  input: object,
  token?: vscode.CancellationToken,
): Promise<string> {
  return textOf(await lm.invokeTool(name, { input, toolInvocationToken: undefined }, token));
}
