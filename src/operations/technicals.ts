/**
 * Technical indicators and the most-correlated-stocks read, computed from daily bars. Each operation is declared once here; the rules live in `engine/technicals/`.
 */
import type { AnyOperation } from './operation';

export const technicalsOperations: readonly AnyOperation[] = [];
