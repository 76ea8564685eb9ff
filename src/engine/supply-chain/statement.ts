/**
 * The vocabulary of supply-chain statements: what one sentence of an annual report says about one
 * counterparty. Importers may read these types; the rules that produce them live in extract.ts.
 */

export const SUPPLY_CHAIN_SIDES = ['customers', 'suppliers', 'competitors', 'partners'] as const;
export type SupplyChainSide = (typeof SUPPLY_CHAIN_SIDES)[number];

export type ShareBasis = 'Revenue' | 'Receivables';

/** A stated share, as the spec's Statement `share`: the percent, whether it is a floor ("10% or more"), its basis and its period as written. */
export interface StatedShare {
  percent: number | null;
  /** True for "more than 10%", "10% or more", "at least 10%": the percent is a lower bound. */
  percentFloor: boolean;
  /** null when the share is of something else the filing names (purchases, for a supplier). */
  basis: ShareBasis | null;
  /** As written ("fiscal 2024", "December 31, 2016"), null when the sentence states none. */
  period: string | null;
}

/**
 * One relationship a sentence states. `counterparty` is as written, and may be anonymous ("Customer A",
 * "one customer", "two customers"): the extractor does not drop those because an anonymous share still
 * counts toward a company's customer concentration; the caller decides whether to name, count or drop
 * them (`isAnonymousCounterparty`).
 */
export interface SupplyChainStatement {
  side: SupplyChainSide;
  counterparty: string;
  /** The whole sentence, as the filing has it (whitespace collapsed). */
  quote: string;
  /** As written ("customer", "largest customer", "sole supplier", "strategic partnership"). */
  role: string;
  share: StatedShare | null;
}

const ANONYMOUS = /^(?:(?:one|two|three|four|five|six|a|a single|another|our largest|the largest|one of our)\s+(?:\w+\s+)?(?:customers?|distributors?|resellers?|suppliers?|vendors?)|(?:Customer|Supplier|Distributor|Vendor)s?\s+[A-Z](?:\s+and\s+[A-Z])?)$/i;

/** True for a counterparty the filing does not name ("Customer A", "one customer"). */
export const isAnonymousCounterparty = (counterparty: string): boolean => ANONYMOUS.test(counterparty);

/**
 * A statement as the store keeps it (`supply_chain_statements`): the counterparty as written and the
 * listing it resolved to, the share flattened. The percent is null exactly when the sentence states no
 * share, and then percentFloor, basis and period are null too.
 */
export interface StoredStatement {
  side: SupplyChainSide;
  counterparty: string;
  counterpartyTicker: string | null;
  role: string;
  quote: string;
  percent: number | null;
  percentFloor: boolean | null;
  basis: ShareBasis | null;
  period: string | null;
}
