/**
 * The filed GAAP facts guidance is settled against: revenue (the concepts of
 * `supply-chain/revenue-concepts.ts`, best first) and diluted earnings per share.
 */
export { REVENUE_CONCEPTS } from '../supply-chain/revenue-concepts';

export const DILUTED_EPS_CONCEPT = 'EarningsPerShareDiluted';
/** The unit companyfacts files diluted EPS under. */
export const EPS_UNIT = 'USD/shares';

/** Days a fact's period spans to be a quarter, nine months year-to-date, or a fiscal year. */
export const SPANS = {
  quarter: { min: 80, max: 100 },
  nineMonths: { min: 260, max: 285 },
  year: { min: 350, max: 380 },
} as const;
