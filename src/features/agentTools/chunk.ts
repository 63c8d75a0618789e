// Entry of the lazily required dist/agentTools.js (src/host/lazyChunks.ts): the tools' work, loaded the first time an
// agent prepares or invokes one of them.
export { useTranslator } from '../../l10n';
export { lookupUsersTool } from './lookupUsersTool';
export { idsInTextTool } from './idsInTextTool';
