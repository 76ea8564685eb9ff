import type { AnyOperation } from './operation';

export const keyOperations: readonly AnyOperation[] = [];
