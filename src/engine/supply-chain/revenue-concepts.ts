/**
 * The XBRL concepts a company's annual revenue is read from, best first: a fiscal year's revenue is the
 * first of these its filing tags for that year. Total revenues first (which include interest and other
 * revenue where a company has them), then revenue from contracts with customers, the pre-2018 net sales
 * concept, and revenue including assessed taxes last.
 */
export const REVENUE_CONCEPTS = [
  'Revenues',
  'RevenueFromContractWithCustomerExcludingAssessedTax',
  'SalesRevenueNet',
  'RevenueFromContractWithCustomerIncludingAssessedTax',
] as const;
