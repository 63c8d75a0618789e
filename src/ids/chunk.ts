// Entry of the lazily required dist/classify.js (src/host/lazyChunks.ts): the typed-id classifier, and the hook that
// hands this bundle's copy of src/l10n.ts the editor's translator.
export * from './classifyId';
export { useTranslator } from '../l10n';
