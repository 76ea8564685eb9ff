import type { AnyOperation } from './operation';

export const storeAdminOperations: readonly AnyOperation[] = [];
