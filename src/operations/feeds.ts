/**
 * Web data feeds: the account's scheduled page collections and their captured results (Pro). Each operation is declared once here; the rules live in `engine/`.
 */
import type { AnyOperation } from './operation';

export const feedOperations: readonly AnyOperation[] = [];
