// Entry of the lazily required dist/api.js chunk (src/host/lazyChunks.ts).
export { createUserService } from './userService';
export type * from './model/types';
export { useTranslator } from '../l10n';
