/**
 * What a search query is made of: its terms, found by the same tokenizer the passages were indexed with
 * (`engine/filing-text/terms.ts`), so a query word always meets itself in a passage. Repeats count once: a
 * query is a set of words, and "every word" means each distinct one.
 */
import { termsOf } from '../../filing-text/terms';

/** Longest query accepted, in characters: far above any question, low enough to bound the ranking's work. */
export const MAX_QUERY_LENGTH = 1000;

/** The distinct terms of `query`, in the order they first occur; empty for a query of stop words only. */
export function queryTerms(query: string): string[] {
  return [...new Set(termsOf(query))];
}
