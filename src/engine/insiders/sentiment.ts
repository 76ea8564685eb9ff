/**
 * `insiders.sentiment`: a market-wide ranking of net insider buying, computed set-based in DuckDB.
 *
 * Counted trades: open-market purchases (P) and sales (S) of the non-derivative table, dated within the
 * trailing window, filed by an officer or a director (a holder that is only a 10% owner, or only
 * "other", is left out), not on an initial-ownership form (3), not flagged as made under a Rule 10b5-1
 * plan, and of the listing's own class (rows titled preferred, debt, warrant or right count only on a
 * listing of that class or a depositary receipt over it). A joint filing's row counts once, and one
 * trade that related owners each report through the same indirect holding (same date, code, shares and
 * price) counts once.
 *
 * Factors per stock: net distinct insiders buying (buyers − sellers), net shares bought as a fraction of
 * shares outstanding (shares restated onto today's split basis), net buy value. Each factor becomes a
 * mid-rank percentile (0 to 100) among the stocks where it is known; the score is the mean of the known
 * percentiles, so a missing factor drops out instead of scoring zero. `rank` is stamped on the full
 * universe (score descending, ticker) before any leaderboard filter and never renumbered.
 */
import { notFound } from '../../core/errors';
import { addDays } from '../../core/dates';
import type { ListingKey } from '../../core/tickers';
import type { EngineContext } from '../context';
import { percentileSql } from '../percentile-sql';
import { todayInNewYork } from '../windows';
import { securityClassSql } from './codes';
import type { Sentiment, SentimentRow } from './schemas';

/** Trailing window of counted trades, in days (the window ends today, New York date, inclusive). */
export const SENTIMENT_WINDOW_DAYS = 90;
/** Distinct buyers that make a cluster buy. */
export const CLUSTER_BUYERS = 3;

export interface SentimentParams {
  clusterBuysOnly?: boolean | undefined;
  minMarketCap?: number | undefined;
  minSharePrice?: number | undefined;
  minDollarVolume?: number | undefined;
  limit: number;
  offset: number;
  bottom?: boolean | undefined;
  ticker?: ListingKey | undefined;
}

// Binds: today, window start (exclusive), today (split basis), today (price), today - 3 months (volume), today.
const RANKED = `
WITH issuer AS (
  SELECT ticker, shares_outstanding, listing_class FROM insider_issuers WHERE ticker IS NOT NULL
  QUALIFY row_number() OVER (PARTITION BY ticker ORDER BY shares_outstanding IS NULL, captured_at DESC) = 1
),
counted AS (
  SELECT t.document_id, t.row_number, t.security_kind, t.ticker, t.owner_cik, t.transaction_date,
         upper(t.transaction_code) AS code, t.shares, t.price, t.ownership_form
  FROM insider_transactions t
  JOIN listings l ON l.ticker = t.ticker AND l.kind = 'Stock'
  LEFT JOIN issuer i ON i.ticker = t.ticker
  WHERE t.row_kind = 'Transaction' AND upper(t.transaction_code) IN ('P', 'S') AND t.security_kind = 'Non-derivative'
    AND t.transaction_date <= CAST(? AS DATE) AND t.transaction_date > CAST(? AS DATE)
    AND (t.is_officer OR t.is_director)
    AND NOT starts_with(t.document_type, '3')
    AND t.rule_10b5_1 IS DISTINCT FROM TRUE
    AND t.shares > 0
    AND ${securityClassSql('t.security_title')} IN ('Common', coalesce(i.listing_class, 'Common'))
  -- a joint filing repeats its rows under each owner
  QUALIFY row_number() OVER (PARTITION BY t.document_id, t.security_kind, t.row_number ORDER BY t.owner_cik) = 1
),
trades AS (
  SELECT * FROM counted
  -- related owners reporting one trade of a shared indirect holding
  QUALIFY ownership_form = 'Direct'
       OR row_number() OVER (PARTITION BY ticker, transaction_date, code, shares, price, ownership_form ORDER BY owner_cik, document_id) = 1
),
restated AS (
  SELECT t.*, t.shares * coalesce((SELECT exp(sum(ln(s.numerator / s.denominator))) FROM splits s
                   WHERE s.ticker = t.ticker AND s.effective_date > t.transaction_date AND s.effective_date <= CAST(? AS DATE)), 1) AS shares_today
  FROM trades t
),
per_stock AS (
  SELECT ticker,
         count(DISTINCT owner_cik) FILTER (WHERE code = 'P') AS buyers,
         count(DISTINCT owner_cik) FILTER (WHERE code = 'S') AS sellers,
         sum(CASE code WHEN 'P' THEN shares_today ELSE -shares_today END) AS net_shares,
         sum(CASE code WHEN 'P' THEN 1 ELSE -1 END * shares * coalesce(price, 0)) AS net_value
  FROM restated GROUP BY ticker
),
market AS (
  SELECT p.ticker,
         arg_max(p.close, p.date) FILTER (WHERE p.date <= CAST(? AS DATE)) AS close,
         avg(p.close * p.volume) FILTER (WHERE p.date > CAST(? AS DATE) AND p.date <= CAST(? AS DATE)) AS adv
  FROM prices p JOIN listings l ON l.ticker = p.ticker AND l.currency = 'USD'
  WHERE p.volume > 0 AND p.ticker IN (SELECT ticker FROM per_stock)
  GROUP BY p.ticker
),
factors AS (
  SELECT s.*, s.buyers - s.sellers AS net_buyers,
         CASE WHEN i.shares_outstanding > 0 THEN s.net_shares / i.shares_outstanding END AS net_fraction,
         m.close, CASE WHEN i.shares_outstanding > 0 THEN m.close * i.shares_outstanding END AS market_cap, m.adv
  FROM per_stock s LEFT JOIN issuer i USING (ticker) LEFT JOIN market m USING (ticker)
),
percentiles AS (
  SELECT *, ${percentileSql('net_buyers')} AS p_buyers, ${percentileSql('net_fraction')} AS p_shares, ${percentileSql('net_value')} AS p_value
  FROM factors
),
scored AS (
  SELECT *, (coalesce(p_buyers, 0) + coalesce(p_shares, 0) + coalesce(p_value, 0))
            / ((p_buyers IS NOT NULL)::INT + (p_shares IS NOT NULL)::INT + (p_value IS NOT NULL)::INT) AS score
  FROM percentiles
)
SELECT row_number() OVER (ORDER BY round(score, 6) DESC, ticker) AS rank, ticker, round(score, 2) AS score,
       buyers AS "distinctBuyers", sellers AS "distinctSellers", net_buyers AS "netDistinctBuyers",
       net_fraction AS "netSharesBoughtPercentOfShares", round(net_value, 2) AS "netBuyValue",
       buyers >= ${CLUSTER_BUYERS} AS "isClusterBuy",
       round(market_cap, 2) AS "marketCapUsd", close AS "sharePriceUsd", round(adv, 2) AS "averageDollarVolume3MonthUsd",
       round(p_buyers, 2) AS "netDistinctBuyersPercentile", round(p_shares, 2) AS "netSharesBoughtPercentile",
       round(p_value, 2) AS "netBuyValuePercentile",
       count(*) OVER () AS scored_count
FROM scored`;

/** The leaderboard filters as a predicate; a floor above 0 is set and leaves out rows whose value is unknown. */
function filters(p: SentimentParams): { sql: string; binds: number[] } {
  const parts = ['TRUE'];
  const binds: number[] = [];
  if (p.clusterBuysOnly === true) parts.push('"isClusterBuy"');
  const floor = (column: string, value: number | undefined) => {
    if (value === undefined || value <= 0) return;
    parts.push(`${column} IS NOT NULL AND ${column} >= ?`);
    binds.push(value);
  };
  floor('"marketCapUsd"', p.minMarketCap);
  floor('"sharePriceUsd"', p.minSharePrice);
  floor('"averageDollarVolume3MonthUsd"', p.minDollarVolume);
  return { sql: parts.join(' AND '), binds };
}

type RankedRow = SentimentRow & { scored_count: number; total?: number };

const strip = ({ scored_count: _scored, total: _total, ...row }: RankedRow): SentimentRow => row;

export async function sentimentScores(ctx: EngineContext, p: SentimentParams): Promise<Sentiment> {
  const today = todayInNewYork(ctx.clock);
  const binds = [today, addDays(today, -SENTIMENT_WINDOW_DAYS), today, today, addDays(today, -91), today];
  const base = { windowDays: SENTIMENT_WINDOW_DAYS };
  if (p.ticker !== undefined) {
    const ticker = p.ticker.key;
    const [row] = await ctx.store.all<RankedRow>(`SELECT * FROM (${RANKED}) WHERE ticker = ?`, [...binds, ticker]);
    if (row === undefined) {
      throw notFound(
        `${ticker} is outside the scored universe: no officer or director reported a counted open-market trade of it in the last ${SENTIMENT_WINDOW_DAYS} days.`,
      );
    }
    return { ...base, totalScored: row.scored_count, data: [strip(row)], meta: { limit: p.limit, offset: 0, count: 1, hasMore: false, total: 1 } };
  }
  const where = filters(p);
  const order = p.bottom === true ? 'rank DESC' : 'rank';
  const rows = await ctx.store.all<RankedRow>(
    `SELECT *, count(*) OVER () AS total FROM (${RANKED}) WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`,
    [...binds, ...where.binds, p.limit, p.offset],
  );
  let totalScored = rows[0]?.scored_count;
  let total = rows[0]?.total;
  if (totalScored === undefined || total === undefined) {
    // A page past the end: count on its own.
    const counts = await ctx.store.one<{ scored: number; total: number }>(
      `SELECT count(*) AS scored, count(*) FILTER (WHERE ${where.sql}) AS total FROM (${RANKED})`,
      [...where.binds, ...binds],
    );
    totalScored = counts?.scored ?? 0;
    total = counts?.total ?? 0;
  }
  const data = rows.map(strip);
  return { ...base, totalScored, data, meta: { limit: p.limit, offset: p.offset, count: data.length, hasMore: p.offset + data.length < total, total } };
}
