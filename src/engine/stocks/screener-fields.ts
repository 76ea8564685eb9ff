/**
 * The screener's vocabulary: the row fields a `min…`/`max…` pair filters, the fields a screen sorts by,
 * and the parameter names they give. Every SQL text that names a field takes it from here, never from a
 * request.
 */

/** A numeric row field with a `min…`/`max…` filter pair, and what one unit of it is. */
export interface RangeField {
  field: string;
  /** `MarketCap` in `minMarketCap`. */
  param: string;
  unit: string;
}

export const RANGE_FIELDS = [
  { field: 'marketCap', param: 'MarketCap', unit: 'USD' },
  { field: 'price', param: 'Price', unit: 'USD' },
  { field: 'volume', param: 'Volume', unit: 'shares a day' },
  { field: 'shortInterestPercent', param: 'ShortInterestPercent', unit: 'percent of shares outstanding' },
  { field: 'daysToCover', param: 'DaysToCover', unit: 'days' },
  { field: 'dividendYieldPercent', param: 'DividendYieldPercent', unit: 'percent' },
  { field: 'revenueGrowthPercent', param: 'RevenueGrowthPercent', unit: 'percent' },
  { field: 'grossMarginPercent', param: 'GrossMarginPercent', unit: 'percent' },
  { field: 'institutionalOwnershipPercent', param: 'InstitutionalOwnershipPercent', unit: 'percent of shares outstanding' },
] as const satisfies readonly RangeField[];

export type RangeFieldName = (typeof RANGE_FIELDS)[number]['field'];

/** The fields a screen sorts by: every filtered figure, and the ticker and name. */
export const SORT_FIELDS = ['marketCap', 'price', 'volume', 'shortInterestPercent', 'daysToCover', 'dividendYieldPercent', 'revenueGrowthPercent', 'grossMarginPercent', 'institutionalOwnershipPercent', 'ticker', 'name'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const minParam = (f: RangeField): string => `min${f.param}`;
export const maxParam = (f: RangeField): string => `max${f.param}`;

/** Sessions the average daily volume is taken over, ending on the newest settled session. */
export const VOLUME_SESSIONS = 20;
/** Calendar days of dividends (by ex-date) the trailing yield adds up, ending on the newest settled session. */
export const DIVIDEND_DAYS = 365;
/** Calendar days back a close may be from the newest settled session and still price a listing. */
export const PRICE_DAYS = 365;

export const SCREENER_LIMIT = { default: 50, max: 500 } as const;
