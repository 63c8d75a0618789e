// Entry of the lazily required dist/panelPage.js (src/host/lazyChunks.ts): the profile page's HTML (card, state
// pages, icons, footer), about 14 KB that activation does not pay for; required when a panel first renders.
export { renderProfilePage } from './profilePage';
export { useTranslator } from '../../../l10n';
