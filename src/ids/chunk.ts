// Entry of the lazily required dist/ids/chunk.js (src/host/chunkLoader.ts): the typed-id classifier, loaded on the first
// id under the mouse, the cursor or in a terminal line.
export * from './classifyId';
