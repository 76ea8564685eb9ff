/** The categories of the tracked futures contracts, in the order lists sort by. */
export const CATEGORIES = ['Agriculture', 'Energy', 'Metals', 'EquityIndices', 'InterestRates', 'Currencies'] as const;
export type Category = (typeof CATEGORIES)[number];
