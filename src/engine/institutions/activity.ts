/**
 * `institutions.activity`: which filers bought and sold a stock in a quarter (the one asked, else the
 * newest whose filing window has closed), against the quarter before. A filer counts when it reported for
 * the quarter: one that has not filed yet is not a seller. When the comparison is not meaningful (the
 * window is open, or the quarter before is not stored) the lists are empty and the answer says why.
 */
import type { EngineContext } from '../context';
import { WITH_CUSIP_MAP } from './cusips';
import { chooseQuarter, previousQuarterEnd, vintageOf } from './quarters';
import type { Activity, ActivityRow } from './schemas';
import { requireMappedTicker, sharesAt } from './stock';

export interface ActivityParams {
  ticker: { key: string };
  reportDate?: string | undefined;
  limit: number;
}

/** $1 ticker, $2 quarter, $3 quarter before, $4 direction (1 buyers, -1 sellers), $5 limit. */
const CHANGES = `${WITH_CUSIP_MAP},
cur AS (${sharesAt('CAST($2 AS DATE)')}),
prev AS (${sharesAt('CAST($3 AS DATE)')}),
filers AS (SELECT filer_cik FROM cur UNION SELECT filer_cik FROM prev),
reports AS (
  SELECT filer_cik, min(report_date) AS first_report FROM thirteenf_reports
  WHERE filer_cik IN (SELECT filer_cik FROM filers) GROUP BY filer_cik)
SELECT r.filer_name AS name, f.filer_cik AS cik, coalesce(prev.shares, 0) AS "previousShares", coalesce(cur.shares, 0) AS "currentShares",
       coalesce(cur.shares, 0) - coalesce(prev.shares, 0) AS "deltaShares", coalesce(cur.value, 0) - coalesce(prev.value, 0) AS "deltaValue",
       prev.filer_cik IS NULL AS "isNewPosition", cur.filer_cik IS NULL AS "isSoldOut", reports.first_report = CAST($2 AS DATE) AS "isFirst13F"
FROM filers f
JOIN thirteenf_reports r ON r.filer_cik = f.filer_cik AND r.report_date = CAST($2 AS DATE)
JOIN reports ON reports.filer_cik = f.filer_cik
LEFT JOIN cur ON cur.filer_cik = f.filer_cik LEFT JOIN prev ON prev.filer_cik = f.filer_cik
WHERE $4 * (coalesce(cur.shares, 0) - coalesce(prev.shares, 0)) > 0
ORDER BY $4 * (coalesce(cur.shares, 0) - coalesce(prev.shares, 0)) DESC, r.filer_name, f.filer_cik
LIMIT $5`;

export async function institutionalActivity(ctx: EngineContext, p: ActivityParams): Promise<Activity> {
  const ticker = await requireMappedTicker(ctx, p.ticker.key);
  const quarter = await chooseQuarter(ctx, p.reportDate, true);
  if (quarter === null) {
    return {
      ticker, reportDate: null, previousReportDate: null, isFilingWindowOpen: false, comparisonAvailable: false,
      comparisonUnavailableReason: 'No 13F report is stored.', buyers: [], sellers: [],
    };
  }
  const vintage = await vintageOf(ctx, quarter);
  if (!vintage.comparisonAvailable) return { ticker, ...vintage, buyers: [], sellers: [] };
  const side = (sign: number) => ctx.store.all<ActivityRow>(CHANGES, [ticker, quarter, previousQuarterEnd(quarter), sign, p.limit]);
  return { ticker, ...vintage, buyers: await side(1), sellers: await side(-1) };
}
