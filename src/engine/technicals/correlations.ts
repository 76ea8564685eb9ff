/**
 * `technicals.correlations`: the listings whose daily returns moved most like a listing's own over its
 * newest `window` sessions, ranked by Pearson correlation computed in DuckDB (`corr()` over a join on
 * session dates), never in a JavaScript loop.
 *
 * A daily return is close ÷ previous close − 1 between two positive-volume bars of one listing on
 * consecutive sessions of its market. The sessions of a market are the dates on which any of its listings
 * has a positive-volume bar, so a skipped session or a zero-volume carry-forward candle breaks the chain:
 * no return spans two sessions. US listings form one market; each `MIC` is its own. Non-US listings are
 * ranked too, on the dates both listings have a return, with returns in their own currency.
 */
import type { IsoDate } from '../../core/dates';
import type { ListingKey } from '../../core/tickers';
import type { EngineContext } from '../context';
import { companyNameOf } from '../listings/company-name';
import { DERIVED_DECIMALS, roundDerived } from '../prices/rounding';
import { requirePriced } from './bars';
import { MIN_OBSERVATIONS_FLOOR, MIN_OVERLAP_PERCENT, type CorrelationPage, type CorrelationRow } from './schemas';


export interface CorrelationParams {
  ticker: ListingKey;
  /** Newest sessions of the listing (positive-volume bars up to endDate) whose returns are compared. */
  window: number;
  endDate?: IsoDate | undefined;
  limit: number;
  offset: number;
}

// One statement. The listing's newest `window + 1` bars up to endDate bound the dates read (so at most
// `window` returns); every listing's bars in that span are read once, sessions are numbered per market,
// and a return exists only where the previous bar is one session back. `own` always yields one row, so
// the window is reported even when no peer qualifies (its page columns are then null). Ranking uses the
// rounded correlation so ties in what the caller sees are ordered by ticker.
const RANKING = `
WITH subject_bars AS (
  SELECT date FROM prices
  WHERE ticker = ? AND volume > 0 AND date <= coalesce(CAST(? AS DATE), DATE 'infinity')
  ORDER BY date DESC LIMIT ?
),
span AS (SELECT min(date) AS first_date, max(date) AS last_date FROM subject_bars),
bars AS (
  SELECT p.ticker, coalesce(l.mic, 'US') AS market, p.date, p.close
  FROM prices p CROSS JOIN span LEFT JOIN listings l ON l.ticker = p.ticker
  WHERE p.volume > 0 AND p.date BETWEEN span.first_date AND span.last_date
),
sessions AS (
  SELECT market, date, row_number() OVER (PARTITION BY market ORDER BY date) AS session
  FROM (SELECT DISTINCT market, date FROM bars)
),
chained AS (
  SELECT b.ticker, b.date,
    b.close / lag(b.close) OVER by_date - 1 AS daily_return,
    s.session - lag(s.session) OVER by_date AS sessions_apart
  FROM bars b JOIN sessions s ON s.market = b.market AND s.date = b.date
  WINDOW by_date AS (PARTITION BY b.ticker ORDER BY b.date)
),
returns AS (SELECT ticker, date, daily_return FROM chained WHERE sessions_apart = 1),
subject AS (SELECT date, daily_return FROM returns WHERE ticker = ?),
own AS (
  SELECT count(*) AS returns, min(date) AS first_return, max(date) AS last_return,
    -- Integer arithmetic for the rounded-up percentage: no float dust at exact multiples.
    greatest(?, (count(*) * ? + 99) // 100) AS min_observations
  FROM subject
),
ranked AS (
  SELECT r.ticker, round(corr(r.daily_return, s.daily_return), ?) AS correlation, count(*) AS observations
  FROM returns r JOIN subject s ON s.date = r.date
  WHERE r.ticker <> ?
  GROUP BY r.ticker
),
page AS (
  SELECT ranked.* FROM ranked CROSS JOIN own
  WHERE ranked.observations >= own.min_observations AND isfinite(ranked.correlation)
  ORDER BY ranked.correlation DESC, ranked.ticker
  LIMIT ? OFFSET ?
)
SELECT own.returns, own.first_return, own.last_return, own.min_observations,
  page.ticker, page.correlation, page.observations
FROM own LEFT JOIN page ON TRUE
ORDER BY page.correlation DESC NULLS LAST, page.ticker`;

interface RankingRecord {
  returns: number;
  first_return: string | null;
  last_return: string | null;
  min_observations: number;
  ticker: string | null;
  correlation: number | null;
  observations: number | null;
}

/** Ranks every other listing by the correlation of its daily returns with `p.ticker`'s. */
export async function correlations(ctx: EngineContext, p: CorrelationParams): Promise<CorrelationPage> {
  const ticker = p.ticker.key;
  const records = await ctx.store.all<RankingRecord>(RANKING, [
    ticker, p.endDate ?? null, p.window + 1,
    ticker,
    MIN_OBSERVATIONS_FLOOR, MIN_OVERLAP_PERCENT,
    DERIVED_DECIMALS, ticker,
    p.limit + 1, p.offset,
  ]);
  const own = records[0]!;
  if (own.returns === 0) await requirePriced(ctx, ticker);
  const found = records.filter((r) => r.ticker !== null);
  const ranked = found.slice(0, p.limit);
  // At most `limit` (≤ 50) point lookups on the listings key; each applies the one companyName rule.
  const data: CorrelationRow[] = await Promise.all(
    ranked.map(async (r) => ({
      ticker: r.ticker!,
      companyName: await companyNameOf(ctx, r.ticker!),
      correlation: roundDerived(r.correlation!),
      observations: r.observations!,
    })),
  );
  return {
    ticker,
    companyName: await companyNameOf(ctx, ticker),
    window: {
      sessions: p.window,
      startDate: own.first_return,
      endDate: own.last_return,
      returns: own.returns,
      minObservations: own.min_observations,
    },
    data,
    meta: { limit: p.limit, offset: p.offset, count: data.length, hasMore: found.length > p.limit },
  };
}
