import type { UserService, UserServiceOptions } from './types';

// Placeholder so the contract's entry point type-checks while the layer is being built.
export function createUserService(_options: UserServiceOptions): UserService {
  throw new Error('createUserService: not implemented yet');
}
