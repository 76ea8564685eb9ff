/**
 * Market sentiment gauges (put/call ratios, the volatility index) and advisory-committee catalysts. Each operation is declared once here; the rules live in `engine/gauges/`.
 */
import type { AnyOperation } from './operation';

export const gaugesOperations: readonly AnyOperation[] = [];
