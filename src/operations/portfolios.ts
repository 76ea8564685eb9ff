/**
 * Portfolios: the account's own and shared portfolios, their lots, watches and shares, and the priced valuation. Each operation is declared once here; the rules live in `engine/`.
 */
import type { AnyOperation } from './operation';

export const portfolioOperations: readonly AnyOperation[] = [];
