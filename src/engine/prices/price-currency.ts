/**
 * The currency a listing's prices are answered in, for every price-bearing response (price bars, latest
 * closes, dividends, technical indicators). The conventions say prices are US dollars unless a field names
 * a currency, so:
 *
 * - a US-dollar price carries no extra field: those bodies stay exactly as the spec shows them;
 * - any other price is answered in the MAJOR unit of its currency, the way portfolios show it (Portfolio
 *   rule 10): a listing quoted in pence (`GBX`, `GBp`) is answered in pounds, its prices divided by 100,
 *   and the row carrying the prices names that currency in a `currency` field (`GBP`).
 *
 * The division is exact (decimal), then the nearest JSON number: 70.5 pence reads 0.705, never 0.7050000001.
 */
import type { EngineContext } from '../context';
import { majorCurrency, majorUnits, toDecimal } from '../money';

/** How the prices of one listing are answered. */
export interface PriceUnit {
  /** Major-unit code to name on each price-bearing row; undefined for US dollars (named by no field). */
  currency: string | undefined;
  /** A stored price (in the listing's quoted unit) as answered (in the major unit). */
  toMajor: (price: number) => number;
}

const asIs = (price: number): number => price;

/** The unit of prices stored in `stored` (a listing or dividend currency code, `GBX`, `USD`, …). */
export function priceUnit(stored: string): PriceUnit {
  const major = majorCurrency(stored);
  return {
    currency: major === 'USD' ? undefined : major,
    toMajor: major === stored ? asIs : (price) => majorUnits(toDecimal(price), stored).amount.toNumber(),
  };
}

/** `{ currency }` to spread into a row of `unit`, or nothing for US dollars. */
export const currencyField = (unit: PriceUnit): { currency?: string } => (unit.currency === undefined ? {} : { currency: unit.currency });

const LISTING_CURRENCY = `
SELECT ticker, currency FROM listings WHERE ticker IN (SELECT unnest(string_split(?, ',')))`;

/**
 * The price unit of each listing in `keys` (tickers never contain commas). A key the store has no listing
 * row for answers in US dollars, the conventions' default, like a listing created by ingest without one.
 */
export async function listingPriceUnits(ctx: EngineContext, keys: readonly string[]): Promise<Map<string, PriceUnit>> {
  const rows = keys.length === 0 ? [] : await ctx.store.all<{ ticker: string; currency: string }>(LISTING_CURRENCY, [keys.join(',')]);
  const stored = new Map(rows.map((r) => [r.ticker, r.currency]));
  return new Map(keys.map((key) => [key, priceUnit(stored.get(key) ?? 'USD')]));
}

/** The price unit of one listing. */
export async function listingPriceUnit(ctx: EngineContext, key: string): Promise<PriceUnit> {
  return (await listingPriceUnits(ctx, [key])).get(key) ?? priceUnit('USD');
}
