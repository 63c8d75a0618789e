// What the activation bundle (registerAgentTools.ts) and the lazily required dist/agentTools.js share: types only,
// so activation pays for registering the tools, not for their input checks, result texts and classifier.
import type { LookupOptions, LookupResult, UserProfile } from '../../api/model/types';
import type { ToolImplementation } from './languageModelTools';

/** The data layer as the tools use it (LazyUserService). */
export interface ToolUserService {
  lookup(id: string, options?: LookupOptions): Promise<LookupResult>;
  peek(id: string): UserProfile | undefined;
}

/** Builds a LanguageModelToolResult holding one text part. */
export type TextResult = (text: string) => unknown;

export interface AgentToolsModule {
  lookupUsersTool(service: ToolUserService, textResult: TextResult): ToolImplementation;
  idsInTextTool(textResult: TextResult): ToolImplementation;
}
