/**
 * Accounts and organizations, for the store's operator. Each operation is declared once here; the rules live in `engine/`.
 */
import type { AnyOperation } from './operation';

export const accountOperations: readonly AnyOperation[] = [];
