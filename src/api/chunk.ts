// Entry of the lazily required dist/api/chunk.js (src/host/chunkLoader.ts): the data layer (undici + zod), loaded on the
// first lookup.
export { createUserService } from './userService';
