/**
 * The deterministic supply-chain statement extractor: the same sentence always yields the same
 * statements. It reads sentence by sentence, never across sentences, and prefers skipping a sentence it
 * cannot read exactly (a hypothetical, a negation, a percentage of something else, an aggregate of
 * several customers) to guessing. Anonymous counterparties ("Customer A", "one customer") are kept as
 * written; `isAnonymousCounterparty` tells the caller which they are.
 */
import { concentrationStatements } from './concentration';
import { relationStatements } from './relations';
import { documentSentences } from '../filing-text/sentences';
import type { SupplyChainStatement } from './statement';

export { isAnonymousCounterparty, SUPPLY_CHAIN_SIDES } from './statement';
export type { StatedShare, SupplyChainSide, SupplyChainStatement } from './statement';

/** The statements one sentence makes: its stated shares first, then the counterparties it names without one. */
export function extractFromSentence(sentence: string): SupplyChainStatement[] {
  const shares = concentrationStatements(sentence);
  const named = relationStatements(sentence).filter(
    (statement) => !shares.some((share) => share.side === statement.side && share.counterparty === statement.counterparty),
  );
  return [...shares, ...named];
}

/** Every statement of a 10-K HTML (or inline XBRL) document, in reading order. */
export function extractFromHtml(html: string): SupplyChainStatement[] {
  return documentSentences(html).flatMap(extractFromSentence);
}
