/**
 * The screener as one set-based DuckDB statement: every US stock listing's figures (CTEs, each reading only
 * its window of one capture table), the filters, the order and the page. The filters are one fixed text
 * whose bounds are bound values (`? IS NULL OR …`), so a screen never puts request text into SQL; the order
 * is one of a fixed set of texts.
 */
import { LINKED_HOLDINGS } from '../indexes/published';
import { CUSIP_MAP } from '../institutions/cusips';
import { FISCAL_YEAR_DAYS, IPO_DURATION_CONCEPTS } from '../ipos/financial-concepts';
import { listingSharesSql, splitStepsSql } from '../listings/shares-sql';
import { DAYS_TO_COVER_SQL } from '../short/us-interest';
import { REVENUE_CONCEPTS } from '../supply-chain/revenue-concepts';
import { DIVIDEND_DAYS, PRICE_DAYS, RANGE_FIELDS, type SortField, type SortOrder } from './screener-fields';

const REVENUE_RANKS = REVENUE_CONCEPTS.map((concept, i) => `('${concept}', ${i + 1})`).join(', ');
const GROSS_PROFIT = IPO_DURATION_CONCEPTS.grossProfit;
/** SQL: the days a duration fact spans is a fiscal year's. */
const FISCAL_YEAR = (start: string, end: string) => `date_diff('day', ${start}, ${end}) BETWEEN ${FISCAL_YEAR_DAYS.min} AND ${FISCAL_YEAR_DAYS.max}`;
/** SQL: `value` restated onto today's split basis by the listing's splits after `date`. */
const restated = (value: string, ticker: string, date: string) =>
  `${value} * exp(coalesce((SELECT sum(x.lr) FROM steps x WHERE x.ticker = ${ticker} AND x.effective_date > ${date}), 0))`;

/**
 * Binds: `$1` the newest settled US session, `$2` the session the volume window starts after, `$3` the
 * short-interest settlement (null: none), `$4` the 13F quarter end (null: none).
 */
const ROWS = `
stocks AS (SELECT ticker, name FROM listings WHERE kind = 'Stock' AND mic IS NULL AND active),
${splitStepsSql('CAST($1 AS DATE)')},
${listingSharesSql('CAST($1 AS DATE)')},
bars AS (
  SELECT ticker, arg_max(close, date) AS price, avg(volume) FILTER (WHERE date > CAST($2 AS DATE)) AS volume
  FROM prices
  WHERE volume > 0 AND date <= CAST($1 AS DATE) AND date > CAST($1 AS DATE) - INTERVAL ${PRICE_DAYS} DAY AND ticker IN (SELECT ticker FROM stocks)
  GROUP BY ticker
),
paid AS (
  SELECT ticker, sum(amount) AS amount FROM dividends
  WHERE currency = 'USD' AND ex_date <= CAST($1 AS DATE) AND ex_date > CAST($1 AS DATE) - INTERVAL ${DIVIDEND_DAYS} DAY
  GROUP BY ticker
),
shorted AS (
  SELECT ticker, ${restated('short_position', 'short_interest.ticker', 'settlement_date')} AS position, ${DAYS_TO_COVER_SQL} AS days_to_cover
  FROM short_interest WHERE settlement_date = CAST($3 AS DATE)
),
cusip_map AS (${CUSIP_MAP}),
held AS (
  SELECT m.ticker, ${restated('sum(p.shares)', 'm.ticker', 'CAST($4 AS DATE)')} AS shares
  FROM thirteenf_positions p JOIN cusip_map m USING (cusip)
  WHERE p.report_date = CAST($4 AS DATE) AND p.position_type = 'Shares'
  GROUP BY m.ticker
),
-- Each company's fiscal-year flows, the newest filing's value per concept and year end.
annual AS (
  SELECT cik, concept, period_end, arg_max(value, coalesce(filed, DATE '1900-01-01')) AS value
  FROM company_facts
  WHERE unit = 'USD' AND taxonomy = 'us-gaap' AND period_start IS NOT NULL AND period_end <= CAST($1 AS DATE)
    AND concept IN (SELECT concept FROM (VALUES ${REVENUE_RANKS}, ('${GROSS_PROFIT}', 0)) AS c(concept, rank))
    AND ${FISCAL_YEAR('period_start', 'period_end')}
    AND cik IN (SELECT cik FROM ciks)
  GROUP BY ALL
),
-- A year's revenue: the first concept of the preference list tagging it.
revenue AS (
  SELECT a.cik, a.period_end, first(a.value ORDER BY r.rank) AS value
  FROM annual a JOIN (VALUES ${REVENUE_RANKS}) AS r(concept, rank) USING (concept)
  GROUP BY a.cik, a.period_end
),
newest AS (SELECT cik, max(period_end) AS period_end FROM revenue GROUP BY cik),
fundamentals AS (
  SELECT n.cik, cur.value AS revenue, (SELECT first(p.value ORDER BY p.period_end DESC) FROM revenue p WHERE p.cik = n.cik AND ${FISCAL_YEAR('p.period_end', 'n.period_end')}) AS prior,
         g.value AS gross_profit
  FROM newest n JOIN revenue cur USING (cik, period_end)
  LEFT JOIN annual g ON g.cik = n.cik AND g.period_end = n.period_end AND g.concept = '${GROSS_PROFIT}'
),
sectors AS (
  SELECT m.ticker, arg_max(h.sector, h.as_of_date) FILTER (WHERE h.sector IS NOT NULL) AS sector
  FROM (${LINKED_HOLDINGS}) m JOIN index_fund_holdings h USING (fund, as_of_date, position)
  WHERE m.is_linked AND m.ticker IN (SELECT ticker FROM stocks)
  GROUP BY m.ticker
),
screened AS (
  SELECT s.ticker, s.name, sc.sector, b.price,
         round(n.shares * b.price, 2) AS "marketCap",
         round(b.volume) AS volume,
         round(sh.position / nullif(n.shares, 0) * 100, 4) AS "shortInterestPercent",
         sh.days_to_cover AS "daysToCover",
         CASE WHEN b.price > 0 THEN round(coalesce(d.amount, 0) / b.price * 100, 4) END AS "dividendYieldPercent",
         round((f.revenue - f.prior) / nullif(abs(f.prior), 0) * 100, 4) AS "revenueGrowthPercent",
         round(f.gross_profit / nullif(abs(f.revenue), 0) * 100, 4) AS "grossMarginPercent",
         CASE WHEN $4 IS NOT NULL AND s.ticker IN (SELECT ticker FROM cusip_map)
              THEN round(coalesce(hd.shares, 0) / nullif(n.shares, 0) * 100, 4) END AS "institutionalOwnershipPercent"
  FROM stocks s
  LEFT JOIN bars b USING (ticker)
  LEFT JOIN shares n USING (ticker)
  LEFT JOIN paid d USING (ticker)
  LEFT JOIN shorted sh USING (ticker)
  LEFT JOIN held hd USING (ticker)
  LEFT JOIN ciks c USING (ticker)
  LEFT JOIN fundamentals f ON f.cik = c.cik
  LEFT JOIN sectors sc USING (ticker)
)`;

/** Binds of ROWS before the filters'. */
const ROW_BINDS = 4;

/**
 * The filters, one fixed text: each range field's bounds (`min`, then `max`), then the sector, bound in that
 * order after the binds of ROWS. A bound given excludes rows where the field is null.
 */
const FILTERS = [
  ...RANGE_FIELDS.flatMap((f, i) => {
    const min = ROW_BINDS + 2 * i + 1;
    return [`($${min} IS NULL OR "${f.field}" >= $${min})`, `($${min + 1} IS NULL OR "${f.field}" <= $${min + 1})`];
  }),
  `($${ROW_BINDS + 2 * RANGE_FIELDS.length + 1} IS NULL OR lower(sector) = lower($${ROW_BINDS + 2 * RANGE_FIELDS.length + 1}))`,
].join('\n  AND ');

/** The first bind after the filters'. */
const PAGE_BIND = ROW_BINDS + 2 * RANGE_FIELDS.length + 2;

const PASSING = `SELECT * FROM screened WHERE ${FILTERS}`;

const orderBy = (sort: SortField, order: SortOrder): string =>
  `"${sort}" ${order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST${sort === 'ticker' ? '' : ', ticker'}`;

/** The page: rows passing, in order, with the count of every row passing. Binds: the four of ROWS, the filters', limit, offset. */
export const screenerPage = (sort: SortField, order: SortOrder): string => `
WITH ${ROWS}
SELECT *, count(*) OVER () AS total FROM (${PASSING})
ORDER BY ${orderBy(sort, order)}
LIMIT $${PAGE_BIND} OFFSET $${PAGE_BIND + 1}`;

/** How many rows pass, for a page past the last. Binds: the four of ROWS, the filters'. */
export const SCREENER_COUNT = `
WITH ${ROWS}
SELECT count(*) AS total FROM (${PASSING})`;
