// Entry of the lazily required dist/api.js chunk: `require('./api.js') as ApiModule`.
export { createUserService } from './userService';
export type * from './types';
