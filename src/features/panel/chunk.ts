// Entry of the lazily required dist/features/panel/chunk.js (src/host/chunkLoader.ts): the profile page's HTML (card,
// state pages, icons, footer), about 14 KB that activation does not pay for; required when a panel first renders.
export { renderProfilePage } from './core/profilePage';
