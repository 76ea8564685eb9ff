/**
 * What the forecast model (`forecast-model.ts`) reads from the store, set-based: every operating-company
 * stock's settlement windows (its short-position change and short-volume share shift), the pooled fit at
 * each starting settlement over the year of windows before it, each stock's residuals under that fit,
 * and the windows to estimate. The live forecast reads every stock's pending window in one pass (kept
 * until the next ingest); the accuracy walk estimates every stored window from the windows before it. Both run this one statement, so what is measured is
 * what is served.
 */
import { shortInterestSettlements } from './calendar';
import { CHANGE_CLIP, MIN_WINDOW_SESSIONS, type OwnResiduals, type PooledFit } from './forecast-model';

/**
 * CTE `daily(ticker, date, short, total)`: one short-volume figure per ticker and trade date. A CNMS row
 * wins: it already is the sum of the facility rows, so those are summed only on a date without one.
 * `from` (exclusive) and `through` (inclusive) are SQL date expressions.
 */
export const dailyShortVolumeSql = (from: string, through: string): string => `
daily AS (
  SELECT ticker, date,
         coalesce(sum(short_volume) FILTER (WHERE facility = 'CNMS'), sum(short_volume)) AS short,
         coalesce(sum(total_volume) FILTER (WHERE facility = 'CNMS'), sum(total_volume)) AS total
  FROM short_volume_daily
  WHERE date > ${from} AND date <= ${through}
  GROUP BY ticker, date
)`;

/** The calendar's windows as the JSON `$1` binds: each settlement with the one before it. */
export function calendarWindowsJson(): string {
  const settlements = shortInterestSettlements();
  return JSON.stringify(settlements.slice(1).map((s, i) => ({ s: s.settlementDate, p: settlements[i]!.settlementDate })));
}

/**
 * Which windows are estimated: every operating-company stock's window of the one settlement a JSON object
 * names (`$5`: {s, p}; the live forecast), or every stored window (the walk).
 */
export type Targets = 'pending' | 'walk';

const TARGETS: Readonly<Record<Targets, string>> = {
  pending: `SELECT st.ticker, w.s, w.p FROM stocks st, (SELECT unnest(from_json(CAST($5 AS JSON), '{"s":"DATE","p":"DATE"}'), recursive := true)) w`,
  walk: 'SELECT ticker, s, p FROM windows',
};

/**
 * Binds: `$1` calendar windows (calendarWindowsJson), `$2` first date of data read (exclusive), `$3` last
 * date read (inclusive: the newest window estimated ends there), `$4` today (the split basis), and for
 * `pending` targets `$5` the window as JSON {s, p}. One row per target.
 */
export const forecastSql = (targets: Targets): string => `
WITH cal AS (
  SELECT unnest(from_json(CAST($1 AS JSON), '[{"s":"DATE","p":"DATE"}]'), recursive := true)
),
stocks AS (SELECT ticker FROM listings WHERE kind = 'Stock' AND mic IS NULL),
${dailyShortVolumeSql('CAST($2 AS DATE)', 'CAST($3 AS DATE)')},
flow AS (
  SELECT d.ticker, c.s, sum(d.short) / nullif(sum(d.total), 0) AS share, count(*) AS sessions, max(d.date) AS last_date
  FROM daily d JOIN cal c ON d.date > c.p AND d.date <= c.s
  WHERE d.ticker IN (SELECT ticker FROM stocks)
  GROUP BY d.ticker, c.s
),
shifts AS (
  SELECT f.ticker, f.s, f.sessions, f.last_date,
         CASE WHEN f.sessions >= ${MIN_WINDOW_SESSIONS} AND b.sessions >= ${MIN_WINDOW_SESSIONS} THEN f.share - b.share END AS shift
  FROM flow f JOIN cal c ON c.s = f.s LEFT JOIN flow b ON b.ticker = f.ticker AND b.s = c.p
),
positions AS (
  SELECT si.ticker, si.settlement_date AS s,
         si.short_position * exp(coalesce(sum(ln(x.numerator / x.denominator)), 0)) AS position
  FROM short_interest si
  JOIN stocks USING (ticker)
  LEFT JOIN splits x ON x.ticker = si.ticker AND x.effective_date > si.settlement_date AND x.effective_date <= CAST($4 AS DATE)
  WHERE si.settlement_date > CAST($2 AS DATE) AND si.settlement_date <= CAST($3 AS DATE) AND si.short_position > 0
  GROUP BY si.ticker, si.settlement_date, si.short_position
),
windows AS (
  SELECT c.s, c.p, cur.ticker, greatest(-${CHANGE_CLIP}, least(${CHANGE_CLIP}, ln(cur.position / prev.position))) AS change, sh.shift
  FROM cal c
  JOIN positions cur ON cur.s = c.s
  JOIN positions prev ON prev.ticker = cur.ticker AND prev.s = c.p
  LEFT JOIN shifts sh ON sh.ticker = cur.ticker AND sh.s = c.s
),
targets AS (${TARGETS[targets]}),
cutoffs AS (SELECT DISTINCT p AS cutoff FROM targets),
training AS (
  SELECT k.cutoff, w.ticker, w.change, w.shift
  FROM cutoffs k JOIN windows w ON w.s <= k.cutoff AND w.s > k.cutoff - INTERVAL 1 YEAR
),
fits AS (
  SELECT cutoff, regr_count(change, shift) AS n, regr_intercept(change, shift) AS a, regr_slope(change, shift) AS b,
         regr_sxx(change, shift) AS sxx, regr_syy(change, shift) AS syy, regr_sxy(change, shift) AS sxy,
         count(change) AS changes, avg(change) AS mean_change, var_samp(change) AS change_variance
  FROM training GROUP BY cutoff
),
own AS (
  SELECT t.cutoff, t.ticker,
         count(*) FILTER (WHERE t.shift IS NOT NULL) AS fit_n,
         coalesce(sum(pow(t.change - (f.a + f.b * t.shift), 2)) FILTER (WHERE t.shift IS NOT NULL), 0) AS fit_squares,
         count(*) AS drift_n,
         sum(pow(t.change - f.mean_change, 2)) AS drift_squares
  FROM training t JOIN fits f USING (cutoff)
  WHERE t.ticker IN (SELECT ticker FROM targets)
  GROUP BY t.cutoff, t.ticker
)
SELECT g.ticker, CAST(g.s AS VARCHAR) AS "settlementDate", CAST(g.p AS VARCHAR) AS "previousSettlementDate",
       prev.position AS previous, cur.position AS actual,
       sh.shift, coalesce(sh.sessions, 0) AS sessions, CAST(sh.last_date AS VARCHAR) AS "lastSession",
       coalesce(f.n, 0) AS n, f.a, f.b, f.sxx, f.syy, f.sxy,
       coalesce(f.changes, 0) AS changes, f.mean_change AS "meanChange", f.change_variance AS "changeVariance",
       coalesce(o.fit_n, 0) AS "fitN", coalesce(o.fit_squares, 0) AS "fitSquares",
       coalesce(o.drift_n, 0) AS "driftN", coalesce(o.drift_squares, 0) AS "driftSquares"
FROM targets g
LEFT JOIN positions prev ON prev.ticker = g.ticker AND prev.s = g.p
LEFT JOIN positions cur ON cur.ticker = g.ticker AND cur.s = g.s
LEFT JOIN shifts sh ON sh.ticker = g.ticker AND sh.s = g.s
LEFT JOIN fits f ON f.cutoff = g.p
LEFT JOIN own o ON o.cutoff = g.p AND o.ticker = g.ticker
ORDER BY g.s, g.ticker`;

/** One row of {@link forecastSql}: the window, the pooled fit at its start and the stock's own residuals. */
export interface ForecastRow extends PooledFit, OwnResiduals {
  ticker: string;
  settlementDate: string;
  previousSettlementDate: string;
  /** Positions on today's split basis; `actual` is null for a window not yet published. */
  previous: number | null;
  actual: number | null;
  shift: number | null;
  sessions: number;
  lastSession: string | null;
}
