/**
 * Options family: expirations, chains and single contracts, through the configured provider. Each operation is declared once here; the rules live in `engine/options/`.
 */
import type { AnyOperation } from './operation';

export const optionsOperations: readonly AnyOperation[] = [];
