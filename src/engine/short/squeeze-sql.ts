/**
 * The squeeze-score universe as one set-based DuckDB statement (rules in `squeeze.ts`): the six factors
 * of every scored stock, their percentiles over the universe, the weighted base score, the catalyst
 * boost and the rank, in rank order.
 */
import { percentileSql } from '../percentile-sql';
import { listingSharesSql, splitStepsSql } from '../listings/shares-sql';
import { dailyShortVolumeSql } from './forecast-sql';

/** Factor weights, in percent of the base score (a missing factor's weight drops out of the mean). */
export const FACTOR_WEIGHTS = {
  shortInterest: 30,
  daysToCover: 20,
  shortVolumeTrend: 15,
  shortInterestChange: 15,
  failsToDeliver: 10,
  priceAboveVwap: 10,
} as const;

/** Each catalyst flag adds this much, and the boost is capped at CATALYST_CAP. */
export const CATALYST_POINTS = 10;
export const CATALYST_CAP = 20;
/** A price spike: the newest close at least this multiple of the close five sessions before. */
export const PRICE_SPIKE_RATIO = 1.1;
/** A volume surge: the latest five sessions' average volume at least this multiple of the twenty before them. */
export const VOLUME_SURGE_RATIO = 2;
/** SQL: the catalyst boost of boolean flag expressions, CATALYST_POINTS each, capped at CATALYST_CAP. */
export const catalystBoostSql = (flags: readonly string[]): string =>
  `least(${CATALYST_CAP}, ${CATALYST_POINTS} * (${flags.map((flag) => `(${flag})::INT`).join(' + ')}))`;

/** SQL: the score, base plus boost clamped to 100. */
export const scoreSql = (base: string, boost: string): string => `least(100, ${base} + ${boost})`;

/** Fewest captured sessions of each short-volume window, and fewest bars of the VWAP window. */
export const MIN_TREND_SESSIONS = { recent: 5, base: 10 } as const;
export const MIN_VWAP_BARS = 5;

/**
 * Binds: `$1` settlement, `$2` the calendar settlement before it (null when none), `$3` the newest settled
 * session (the anchor, and today's split basis), `$4` … `$8` the sessions 5, 10, 20, 25 and 30 trading
 * days before it (each window runs from after one of them through the anchor), `$9`/`$10` first and last
 * date of the newest complete fails-to-deliver period (null when none), `$11` its trading days.
 */
export const SQUEEZE_UNIVERSE = `
WITH stocks AS (
  SELECT ticker FROM listings WHERE kind = 'Stock' AND mic IS NULL AND active
),
${splitStepsSql('CAST($3 AS DATE)')},
${listingSharesSql('CAST($3 AS DATE)')},
readings AS (
  SELECT si.ticker, si.settlement_date,
         si.short_position * exp(coalesce((SELECT sum(x.lr) FROM steps x WHERE x.ticker = si.ticker AND x.effective_date > si.settlement_date), 0)) AS position,
         CASE WHEN NOT si.days_to_cover_placeholder THEN si.days_to_cover END AS days_to_cover
  FROM short_interest si
  WHERE si.settlement_date IN (CAST($1 AS DATE), CAST($2 AS DATE)) AND si.ticker IN (SELECT ticker FROM stocks)
),
universe AS (
  SELECT r.ticker, r.position, r.days_to_cover, s.shares
  FROM readings r JOIN shares s USING (ticker)
  WHERE r.settlement_date = CAST($1 AS DATE) AND s.shares > 0
),
${dailyShortVolumeSql('CAST($8 AS DATE)', 'CAST($3 AS DATE)')},
flow AS (
  SELECT ticker,
         sum(short) FILTER (WHERE date > CAST($5 AS DATE)) / nullif(sum(total) FILTER (WHERE date > CAST($5 AS DATE)), 0) AS recent_share,
         count(*) FILTER (WHERE date > CAST($5 AS DATE)) AS recent_sessions,
         sum(short) FILTER (WHERE date <= CAST($5 AS DATE)) / nullif(sum(total) FILTER (WHERE date <= CAST($5 AS DATE)), 0) AS base_share,
         count(*) FILTER (WHERE date <= CAST($5 AS DATE)) AS base_sessions
  FROM daily WHERE ticker IN (SELECT ticker FROM universe)
  GROUP BY ticker
),
bars AS (
  SELECT ticker,
         arg_max(close, date) AS close,
         arg_max(close, date) FILTER (WHERE date <= CAST($4 AS DATE)) AS close_before,
         sum((high + low + close) / 3 * volume) FILTER (WHERE date > CAST($6 AS DATE))
           / nullif(sum(volume) FILTER (WHERE date > CAST($6 AS DATE)), 0) AS vwap,
         count(*) FILTER (WHERE date > CAST($6 AS DATE)) AS vwap_bars,
         arg_max(close, date) FILTER (WHERE date > CAST($6 AS DATE)) AS vwap_close,
         avg(close * volume) FILTER (WHERE date > CAST($6 AS DATE)) AS dollar_volume,
         avg(volume) FILTER (WHERE date > CAST($4 AS DATE)) AS volume_recent,
         avg(volume) FILTER (WHERE date > CAST($7 AS DATE) AND date <= CAST($4 AS DATE)) AS volume_base
  FROM prices
  WHERE volume > 0 AND date > CAST($8 AS DATE) AND date <= CAST($3 AS DATE) AND ticker IN (SELECT ticker FROM universe)
  GROUP BY ticker
),
fails AS (
  SELECT f.ticker,
         sum(f.quantity * exp(coalesce((SELECT sum(x.lr) FROM steps x WHERE x.ticker = f.ticker AND x.effective_date > f.settlement_date), 0))) AS quantity
  FROM fails_to_deliver f
  WHERE f.settlement_date >= CAST($9 AS DATE) AND f.settlement_date <= CAST($10 AS DATE) AND f.ticker IN (SELECT ticker FROM universe)
  GROUP BY f.ticker
),
factors AS (
  SELECT u.ticker, u.shares,
         u.position / u.shares AS si_fraction,
         u.days_to_cover,
         CASE WHEN fl.recent_sessions >= ${MIN_TREND_SESSIONS.recent} AND fl.base_sessions >= ${MIN_TREND_SESSIONS.base}
              THEN fl.recent_share - fl.base_share END AS sv_trend,
         CASE WHEN p.position > 0 THEN u.position / p.position - 1 END AS si_change,
         CASE WHEN CAST($9 AS DATE) IS NOT NULL THEN coalesce(fa.quantity, 0) / CAST($11 AS DOUBLE) / u.shares END AS ftd_fraction,
         CASE WHEN b.vwap_bars >= ${MIN_VWAP_BARS} AND b.vwap > 0 THEN b.vwap_close / b.vwap - 1 END AS above_vwap,
         coalesce(b.close >= ${PRICE_SPIKE_RATIO} * b.close_before, FALSE) AS spike,
         coalesce(b.volume_recent >= ${VOLUME_SURGE_RATIO} * b.volume_base, FALSE) AS surge,
         -- Earnings-call dates are not in the store yet.
         FALSE AS earnings,
         u.shares * b.close AS market_cap,
         b.dollar_volume
  FROM universe u
  LEFT JOIN readings p ON p.ticker = u.ticker AND p.settlement_date = CAST($2 AS DATE)
  LEFT JOIN flow fl ON fl.ticker = u.ticker
  LEFT JOIN bars b ON b.ticker = u.ticker
  LEFT JOIN fails fa ON fa.ticker = u.ticker
),
percentiles AS (
  SELECT *,
         ${percentileSql('si_fraction')} AS p_si,
         ${percentileSql('days_to_cover')} AS p_dtc,
         ${percentileSql('sv_trend')} AS p_trend,
         ${percentileSql('si_change')} AS p_change,
         ${percentileSql('ftd_fraction')} AS p_ftd,
         ${percentileSql('above_vwap')} AS p_vwap
  FROM factors
),
scored AS (
  SELECT *,
         (${FACTOR_WEIGHTS.shortInterest} * coalesce(p_si, 0) + ${FACTOR_WEIGHTS.daysToCover} * coalesce(p_dtc, 0)
          + ${FACTOR_WEIGHTS.shortVolumeTrend} * coalesce(p_trend, 0) + ${FACTOR_WEIGHTS.shortInterestChange} * coalesce(p_change, 0)
          + ${FACTOR_WEIGHTS.failsToDeliver} * coalesce(p_ftd, 0) + ${FACTOR_WEIGHTS.priceAboveVwap} * coalesce(p_vwap, 0))
         / (${FACTOR_WEIGHTS.shortInterest} * (p_si IS NOT NULL)::INT + ${FACTOR_WEIGHTS.daysToCover} * (p_dtc IS NOT NULL)::INT
          + ${FACTOR_WEIGHTS.shortVolumeTrend} * (p_trend IS NOT NULL)::INT + ${FACTOR_WEIGHTS.shortInterestChange} * (p_change IS NOT NULL)::INT
          + ${FACTOR_WEIGHTS.failsToDeliver} * (p_ftd IS NOT NULL)::INT + ${FACTOR_WEIGHTS.priceAboveVwap} * (p_vwap IS NOT NULL)::INT) AS base,
         ${catalystBoostSql(['spike', 'surge', 'earnings'])} AS boost
  FROM percentiles
)
SELECT ticker,
       row_number() OVER (ORDER BY round(${scoreSql('base', 'boost')}, 6) DESC, ticker)::INTEGER AS rank,
       round(${scoreSql('base', 'boost')}, 2) AS score,
       round(base, 2) AS "baseScore",
       boost::INTEGER AS "catalystBoost",
       round(si_fraction, 8) AS "shortInterestPercentOfShares",
       days_to_cover AS "daysToCover",
       round(sv_trend, 6) AS "shortVolumeShareTrend",
       round(si_change, 6) AS "shortInterestChangePercent",
       round(ftd_fraction, 10) AS "failsToDeliverPercentOfShares",
       round(above_vwap, 6) AS "priceAboveVwap",
       round(p_si, 2) AS "shortInterestPercentile",
       round(p_dtc, 2) AS "daysToCoverPercentile",
       round(p_trend, 2) AS "shortVolumeTrendPercentile",
       round(p_change, 2) AS "shortInterestChangePercentile",
       round(p_ftd, 2) AS "failsToDeliverPercentile",
       round(p_vwap, 2) AS "priceAboveVwapPercentile",
       spike AS "hasPriceSpikeCatalyst",
       surge AS "hasVolumeSurgeCatalyst",
       earnings AS "hasEarningsProximityCatalyst",
       round(market_cap, 2) AS "marketCapitalization",
       round(dollar_volume, 2) AS "averageDailyDollarVolume"
FROM scored
ORDER BY rank`;

/** The percentile fields of a row, each absent when its factor is missing. */
export const PERCENTILE_FIELDS = [
  'shortInterestPercentile',
  'daysToCoverPercentile',
  'shortVolumeTrendPercentile',
  'shortInterestChangePercentile',
  'failsToDeliverPercentile',
  'priceAboveVwapPercentile',
] as const;
