// The part of VS Code's language model tools API (1.95 and later) this extension uses. The extension still runs on
// 1.90 (engines), where the API does not exist, and @types/vscode stays at that minimum (vsce refuses a newer one),
// so the few types are declared here and the API is read from the running VS Code, never assumed.
import * as vscode from 'vscode';

/** LanguageModelToolInvocationOptions / ...PrepareOptions: only the input is read (it is untrusted JSON). */
export interface ToolInvocationOptions {
  readonly input: unknown;
}

/** PreparedToolInvocation: the message VS Code shows while the tool runs. */
export interface PreparedToolInvocation {
  invocationMessage?: string;
}

/** LanguageModelTool<T>, as this extension implements it; `invoke` resolves to a LanguageModelToolResult. */
export interface ToolImplementation {
  invoke(options: ToolInvocationOptions, token: vscode.CancellationToken): Promise<unknown>;
  prepareInvocation?(
    options: ToolInvocationOptions,
    token: vscode.CancellationToken,
  ): PreparedToolInvocation | undefined;
}

/** Builds a LanguageModelToolResult holding one text part. */
export type TextResult = (text: string) => unknown;

export interface LanguageModelTools {
  registerTool(name: string, tool: ToolImplementation): vscode.Disposable;
  /** A LanguageModelToolResult holding one text part: the only shape of result these tools give. */
  textResult: TextResult;
}

interface ToolsSurface {
  lm?: { registerTool?: (name: string, tool: ToolImplementation) => vscode.Disposable };
  LanguageModelToolResult?: new (content: unknown[]) => unknown;
  LanguageModelTextPart?: new (value: string) => unknown;
}

/** The tools API of the running VS Code, or undefined when it has none (1.90 to 1.94). */
export function languageModelTools(api: object = vscode): LanguageModelTools | undefined {
  const surface = api as ToolsSurface;
  const lm = surface.lm;
  const register = lm?.registerTool;
  const Result = surface.LanguageModelToolResult;
  const TextPart = surface.LanguageModelTextPart;
  if (typeof register !== 'function' || typeof Result !== 'function' || typeof TextPart !== 'function')
    return undefined;
  return {
    registerTool: (name, tool) => register.call(lm, name, tool),
    textResult: (text) => new Result([new TextPart(text)]),
  };
}
