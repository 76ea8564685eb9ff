import type { AnyOperation } from './operation';

export const marketOperations: readonly AnyOperation[] = [];
