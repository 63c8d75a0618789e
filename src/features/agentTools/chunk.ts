// Entry of the lazily required dist/features/agentTools/chunk.js (src/host/chunkLoader.ts): the tools' work, loaded the
// first time an agent prepares or invokes one of them.
export { lookupUsersTool } from './lookupUsersTool';
export { idsInTextTool } from './idsInTextTool';
