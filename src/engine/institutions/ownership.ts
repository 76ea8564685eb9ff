/**
 * `institutions.ownership`: a stock's institutional ownership over the newest `periods` stored quarters
 * (a quarter no filer holds it in counts 0), with the change of shares from the quarter before. A change is
 * given only when the quarter before is stored and the quarter's own filing window has closed.
 */
import type { EngineContext } from '../context';
import { todayInNewYork } from '../windows';
import { WITH_CUSIP_MAP } from './cusips';
import { filingDeadline, previousQuarterEnd } from './quarters';
import type { Ownership } from './schemas';
import { changePercent, requireMappedTicker } from './stock';

export interface OwnershipParams {
  ticker: { key: string };
  periods: number;
}

/** $1 ticker, $2 periods. */
const QUARTERS = `${WITH_CUSIP_MAP},
quarters AS (SELECT DISTINCT report_date FROM thirteenf_reports ORDER BY report_date DESC LIMIT $2 + 1),
held AS (
  SELECT p.report_date, p.filer_cik, sum(p.shares) AS shares, sum(p.value) AS value
  FROM thirteenf_positions p JOIN cusip_map m USING (cusip)
  WHERE m.ticker = $1 AND p.position_type = 'Shares' AND p.report_date IN (SELECT report_date FROM quarters)
  GROUP BY ALL)
SELECT CAST(q.report_date AS VARCHAR) AS "reportDate", count(h.filer_cik)::INTEGER AS institutions,
       coalesce(sum(h.shares), 0) AS "totalShares", coalesce(sum(h.value), 0) AS "totalValue",
       coalesce(bool_or(r.report_type = 'COMBINATION'), false) AS "isCombinedQuarter"
FROM quarters q LEFT JOIN held h USING (report_date)
LEFT JOIN thirteenf_reports r ON r.filer_cik = h.filer_cik AND r.report_date = h.report_date
GROUP BY q.report_date
ORDER BY q.report_date DESC`;

type Row = Omit<Ownership['data'][number], 'changePercent' | 'isFilingWindowOpen'>;

export async function institutionalOwnership(ctx: EngineContext, p: OwnershipParams): Promise<Ownership> {
  const ticker = await requireMappedTicker(ctx, p.ticker.key);
  const rows = await ctx.store.all<Row>(QUARTERS, [ticker, p.periods]);
  const byDate = new Map(rows.map((row) => [row.reportDate, row]));
  const today = todayInNewYork(ctx.clock);
  const data = rows.slice(0, p.periods).map((row) => {
    const isFilingWindowOpen = today <= filingDeadline(row.reportDate);
    const before = byDate.get(previousQuarterEnd(row.reportDate));
    return { ...row, changePercent: isFilingWindowOpen ? null : changePercent(row.totalShares, before?.totalShares ?? null), isFilingWindowOpen };
  });
  return { ticker, data };
}
