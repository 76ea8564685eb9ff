/**
 * Futures positioning: tracked contracts, weekly positions and the latest report per contract. Each operation is declared once here; the rules live in `engine/cftc/`.
 */
import type { AnyOperation } from './operation';

export const cftcOperations: readonly AnyOperation[] = [];
