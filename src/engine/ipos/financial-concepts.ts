/**
 * The XBRL concepts a registration's annual financials are read from (besides revenue, read by
 * `../supply-chain/revenue-concepts.ts`, and net income, kept for the index forecasts). Durations are a
 * fiscal year's flows; instants are balances at its end.
 */
export const IPO_DURATION_CONCEPTS = {
  grossProfit: 'GrossProfit',
  operatingIncome: 'OperatingIncomeLoss',
  netIncome: 'NetIncomeLoss',
  operatingCashFlow: 'NetCashProvidedByUsedInOperatingActivities',
} as const;

export const IPO_INSTANT_CONCEPTS = {
  totalAssets: 'Assets',
  cashAndEquivalents: 'CashAndCashEquivalentsAtCarryingValue',
  stockholdersEquity: 'StockholdersEquity',
} as const;

/** Concepts the companyfacts importer must keep for the registration financials (net income is kept already). */
export const IPO_KEPT_CONCEPTS: readonly string[] = [
  IPO_DURATION_CONCEPTS.grossProfit,
  IPO_DURATION_CONCEPTS.operatingIncome,
  IPO_DURATION_CONCEPTS.operatingCashFlow,
  ...Object.values(IPO_INSTANT_CONCEPTS),
];

/** A duration fact spans a fiscal year when it lasts this many days (inclusive). */
export const FISCAL_YEAR_DAYS = { min: 350, max: 380 } as const;
