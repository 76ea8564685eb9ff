/**
 * Economic data: series search, observations, latest values and the release calendar. Each operation is declared once here; the rules live in `engine/fred/`.
 */
import type { AnyOperation } from './operation';

export const fredOperations: readonly AnyOperation[] = [];
