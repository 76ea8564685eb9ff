/** The XBRL concepts the index forecasts read, and the unit each is kept in. */
export const KEPT_CONCEPTS: readonly { taxonomy: 'dei' | 'us-gaap'; concept: string; unit: string }[] = [
  { taxonomy: 'dei', concept: 'EntityCommonStockSharesOutstanding', unit: 'shares' },
  { taxonomy: 'dei', concept: 'EntityPublicFloat', unit: 'USD' },
  { taxonomy: 'us-gaap', concept: 'NetIncomeLoss', unit: 'USD' },
];
