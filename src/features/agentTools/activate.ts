// Registers the language model tools the manifest declares (contributes.languageModelTools), when the running VS Code
// has the tools API; on 1.90 to 1.94 it registers nothing and the rest of the extension works as before. What the
// tools do lives in chunk.ts (dist/features/agentTools/chunk.js), required the first time an agent prepares or invokes one.
import type * as vscode from 'vscode';
import { loadChunk } from '../../host/chunkLoader';
import type { ToolUserService } from './lookupUsersTool';
import { IDS_IN_TEXT_TOOL, LOOKUP_USERS_TOOL } from './core/toolNames';
import { languageModelTools, type ToolImplementation } from './languageModelTools';

type AgentToolsChunk = typeof import('./chunk');

/** A tool whose implementation is built from the lazy chunk on first use. */
function lazyTool(build: (chunk: AgentToolsChunk) => ToolImplementation): ToolImplementation {
  let tool: ToolImplementation | undefined;
  const get = (): ToolImplementation => (tool ??= build(loadChunk<AgentToolsChunk>('features/agentTools')));
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
  return [
    tools.registerTool(
      LOOKUP_USERS_TOOL,
      lazyTool((chunk) => chunk.lookupUsersTool(service, tools.textResult)),
    ),
    tools.registerTool(
      IDS_IN_TEXT_TOOL,
      lazyTool((chunk) => chunk.idsInTextTool(tools.textResult)),
    ),
  ];
}
