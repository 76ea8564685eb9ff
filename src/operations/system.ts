import type { AnyOperation } from './operation';

export const systemOperations: readonly AnyOperation[] = [];
