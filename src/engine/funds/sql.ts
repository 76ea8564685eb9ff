/** SQL the fund rules share: the newest report of each series, its stored holding count and coverage, and a fund id's series. */

/**
 * One row per series: its report with the greatest reporting period (a late amendment of an older quarter
 * never shadows it), with `holding_count` (stored rows), the series' own ticker and fund type.
 */
export const NEWEST_REPORTS = `
SELECT r.*, coalesce(h.n, 0) AS holding_count, t.ticker, t.fund_type
FROM (SELECT * FROM fund_reports QUALIFY row_number() OVER (PARTITION BY series_id ORDER BY report_period_date DESC) = 1) r
LEFT JOIN (SELECT series_id, report_period_date, count(*) AS n FROM fund_holdings GROUP BY ALL) h USING (series_id, report_period_date)
LEFT JOIN (SELECT series_id, min(ticker) AS ticker, min(fund_type) AS fund_type FROM fund_tickers WHERE class_id IS NULL GROUP BY ALL) t USING (series_id)`;

/** SQL: the holdings coverage of a report from its stored and reported counts. */
export const COVERAGE_SQL = (stored: string, reported: string): string => `
CASE WHEN ${reported} IS NULL OR ${stored} > ${reported} THEN 'unknown'
     WHEN ${stored} = ${reported} THEN 'fullPortfolio'
     ELSE 'trackedEquitiesOnly' END`;

/**
 * The series a fund id names (one `?`, upper case): its profile id (the SEC series id) first, then a
 * series' own ticker, then a verified share-class ticker; a real ticker before a synthetic sample fund's
 * with the same ticker. Only series with a stored report answer.
 */
export const SERIES_OF_ID = `
SELECT series_id FROM (
  SELECT series_id, 1 AS rank, FALSE AS synthetic FROM fund_reports WHERE series_id = $1
  UNION ALL SELECT series_id, 2, source = 'sample' FROM fund_tickers WHERE class_id IS NULL AND upper(ticker) = $1
  UNION ALL SELECT series_id, 3, source = 'sample' FROM fund_tickers WHERE class_id IS NOT NULL AND upper(ticker) = $1
) m
WHERE EXISTS (SELECT 1 FROM fund_reports r WHERE r.series_id = m.series_id)
ORDER BY rank, synthetic, series_id
LIMIT 1`;
