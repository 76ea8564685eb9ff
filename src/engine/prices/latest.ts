/**
 * `prices.latest`: the latest-close row of up to 25 tickers in one statement. Members that do not parse,
 * are unknown, or have no settled positive-volume bar go to `notFound` as requested, without failing the
 * call. Rows keep the request order; a ticker requested twice (say `BRK.B` and `BRK-B`) gets one row.
 */
import type { ListingKey } from '../../core/tickers';
import type { EngineContext } from '../context';
import { latestRow, RANGE_DAYS, type LatestFacts } from './latest-row';
import { priceUnit } from './price-currency';
import type { LatestResponse } from './schemas';
import { SETTLED_WANTED, settledBinds } from './settled-bars';

export interface LatestParams {
  tickers: { requested: string; listing: ListingKey | null }[];
}

// Only settled bars of the wanted listings count (`./settled-bars.ts`); every later step reads only those.
const LATEST = `
WITH ${SETTLED_WANTED},
bars AS (
  SELECT p.ticker, p.date, p.close, p.adjusted_close, p.volume,
    lag(p.date) OVER by_date AS previous_date,
    lag(p.close) OVER by_date AS previous_close,
    row_number() OVER (PARTITION BY p.ticker ORDER BY p.date DESC) AS recency
  FROM prices p JOIN wanted w ON p.ticker = w.ticker
  WHERE p.volume > 0 AND p.date <= w.settled_through
  WINDOW by_date AS (PARTITION BY p.ticker ORDER BY p.date)
),
latest AS (
  SELECT ticker, date, close, adjusted_close, volume, previous_date, previous_close, date - ${RANGE_DAYS} AS window_start
  FROM bars WHERE recency = 1
),
first_bar AS (SELECT ticker, min(date) AS first_date FROM bars GROUP BY ticker),
window_split AS (
  SELECT l.ticker,
    max(s.effective_date) AS split_date,
    arg_max(s.numerator, s.effective_date) AS split_numerator,
    arg_max(s.denominator, s.effective_date) AS split_denominator
  FROM latest l JOIN splits s ON s.ticker = l.ticker AND s.effective_date > l.window_start AND s.effective_date <= l.date
  GROUP BY l.ticker
),
split_since_previous AS (
  SELECT DISTINCT l.ticker
  FROM latest l JOIN splits s ON s.ticker = l.ticker AND s.effective_date > l.previous_date AND s.effective_date <= l.date
),
closes_compared AS (
  SELECT l.ticker, max(b.close) AS high, min(b.close) AS low, min(b.date) AS range_start
  FROM latest l
  LEFT JOIN window_split ws ON ws.ticker = l.ticker
  JOIN bars b ON b.ticker = l.ticker AND b.date > l.window_start AND b.date <= l.date
    AND (ws.split_date IS NULL OR b.date >= ws.split_date)
  GROUP BY l.ticker
)
SELECT l.ticker, l.date, l.close, l.adjusted_close, l.volume, l.previous_date, l.previous_close,
  sp.ticker IS NOT NULL AS split_since_previous,
  f.first_date, ws.split_date, ws.split_numerator, ws.split_denominator,
  r.high, r.low, r.range_start, li.currency AS listing_currency
FROM latest l
LEFT JOIN listings li ON li.ticker = l.ticker
JOIN first_bar f ON f.ticker = l.ticker
JOIN closes_compared r ON r.ticker = l.ticker
LEFT JOIN window_split ws ON ws.ticker = l.ticker
LEFT JOIN split_since_previous sp ON sp.ticker = l.ticker`;

interface LatestRecord {
  ticker: string;
  date: string;
  close: number;
  adjusted_close: number;
  volume: number;
  previous_date: string | null;
  previous_close: number | null;
  split_since_previous: boolean;
  first_date: string;
  split_date: string | null;
  split_numerator: number | null;
  split_denominator: number | null;
  high: number;
  low: number;
  range_start: string;
  /** Null for a ticker with bars but no listing row: US dollars, the conventions' default. */
  listing_currency: string | null;
}

/** The facts of one listing, its prices already in the major unit they are answered in. */
function toFacts(r: LatestRecord, mic: string | null): LatestFacts {
  const unit = priceUnit(r.listing_currency ?? 'USD');
  const { toMajor } = unit;
  return {
    ticker: r.ticker,
    mic,
    currency: unit.currency,
    date: r.date,
    close: toMajor(r.close),
    adjustedClose: toMajor(r.adjusted_close),
    volume: r.volume,
    previousDate: r.previous_date,
    previousClose: r.previous_close === null ? null : toMajor(r.previous_close),
    splitSincePrevious: r.split_since_previous,
    firstDate: r.first_date,
    windowSplit: r.split_date === null
      ? null
      : { effectiveDate: r.split_date, numerator: r.split_numerator ?? 1, denominator: r.split_denominator ?? 1 },
    high: toMajor(r.high),
    low: toMajor(r.low),
    rangeStartDate: r.range_start,
  };
}

export async function latestCloses(ctx: EngineContext, p: LatestParams): Promise<LatestResponse> {
  const wanted = new Map<string, ListingKey>();
  for (const { listing } of p.tickers) if (listing !== null && !wanted.has(listing.key)) wanted.set(listing.key, listing);

  const listings = [...wanted.values()];
  const records = listings.length === 0
    ? []
    : await ctx.store.all<LatestRecord>(LATEST, settledBinds(ctx, listings));
  const byTicker = new Map(records.map((r) => [r.ticker, r]));

  const data: LatestResponse['data'] = [];
  const notFound: string[] = [];
  const served = new Set<string>();
  for (const { requested, listing } of p.tickers) {
    const record = listing === null ? undefined : byTicker.get(listing.key);
    if (listing === null || record === undefined) {
      if (!notFound.includes(requested)) notFound.push(requested);
      continue;
    }
    if (served.has(listing.key)) continue;
    served.add(listing.key);
    data.push(latestRow(toFacts(record, listing.mic)));
  }
  return { data, notFound };
}
