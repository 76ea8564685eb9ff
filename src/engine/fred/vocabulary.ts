/**
 * The closed vocabularies of the economic data family (categories, seasonal adjustment, release
 * importance), apart from the curated tables so the registry can name them without loading those.
 */
/** The economic data categories, in the spec's order. */
export const CATEGORIES = [
  'InterestRates',
  'YieldSpreads',
  'CorporateBondSpreads',
  'Inflation',
  'Employment',
  'GdpAndOutput',
  'MoneySupply',
  'Sentiment',
  'Housing',
  'ExchangeRates',
  'Market',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const SEASONAL_ADJUSTMENTS = ['SA', 'NSA'] as const;
export type SeasonalAdjustment = (typeof SEASONAL_ADJUSTMENTS)[number];

export const IMPORTANCES = ['High', 'Medium', 'Low'] as const;
export type Importance = (typeof IMPORTANCES)[number];

/** The `minImportance` words and the importances each admits. */
export const MIN_IMPORTANCES = ['low', 'medium', 'high'] as const;
export type MinImportance = (typeof MIN_IMPORTANCES)[number];
