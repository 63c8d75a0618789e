// Registers the language model tools the manifest declares (contributes.languageModelTools), when the running VS Code
// has the tools API; on 1.90 to 1.94 it registers nothing and the rest of the extension works as before. What the
// tools do lives in chunk.ts (dist/features/agentTools/chunk.js), required the first time an agent prepares or invokes one.
import * as vscode from 'vscode';
import { lazyPart, reportChunkFailure, type LazyPart } from '../../host/chunkLoader';
import type { ToolUserService } from './lookupUsersTool';
import { IDS_IN_TEXT_TOOL, LOOKUP_USERS_TOOL } from './core/toolNames';
import { languageModelTools, type ToolImplementation } from './languageModelTools';
import { l10n } from '../../l10n';

type AgentToolsChunk = typeof import('./chunk');

/**
 * A tool whose implementation is built from the lazy chunk on first use. A chunk that cannot load (a broken install)
 * is said once, and the tool's call fails with that message, which the agent reads.
 */
function lazyTool(
  part: LazyPart<AgentToolsChunk>,
  build: (chunk: AgentToolsChunk) => ToolImplementation,
): ToolImplementation {
  let tool: ToolImplementation | undefined;
  const get = (): ToolImplementation => {
    const chunk = part.get();
    if (chunk === undefined)
      throw new Error(l10n.t('The Profile Lookup tools could not load. Reinstall or update the extension.'));
    return (tool ??= build(chunk));
  };
  return {
    invoke: (options, token) => get().invoke(options, token),
    prepareInvocation: (options, token) => get().prepareInvocation?.(options, token),
  };
}

export function registerAgentTools(service: ToolUserService, log: (line: string) => void): vscode.Disposable[] {
  const tools = languageModelTools();
  if (tools === undefined) {
    log('language model tools not registered: this VS Code has no tools API (it arrived in 1.95)');
    return [];
  }
  const part = lazyPart<AgentToolsChunk>(
    'features/agentTools',
    reportChunkFailure({ error: log }, (message) => vscode.window.showErrorMessage(message)),
  );
  return [
    tools.registerTool(
      LOOKUP_USERS_TOOL,
      lazyTool(part, (chunk) => chunk.lookupUsersTool(service, tools.textResult)),
    ),
    tools.registerTool(
      IDS_IN_TEXT_TOOL,
      lazyTool(part, (chunk) => chunk.idsInTextTool(tools.textResult)),
    ),
  ];
}
