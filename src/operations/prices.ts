import type { AnyOperation } from './operation';

export const pricesOperations: readonly AnyOperation[] = [];
