/**
 * `institutions.changes`: what an institution changed in a quarter against the quarter before: positions
 * opened (New), added to, trimmed and exited, by CUSIP and position type. Empty, with the reason, when the
 * comparison is not meaningful (the quarter's window is open, or the institution's report of the quarter
 * before is not stored: a first 13F has no changes, only holdings).
 */
import { pageWithTotal } from '../../core/params';
import type { EngineContext } from '../context';
import { todayInNewYork } from '../windows';
import { WITH_CUSIP_MAP } from './cusips';
import { requireInstitution } from './institution';
import { filingDeadline, previousQuarterEnd } from './quarters';
import type { Changes } from './schemas';

export interface ChangesParams {
  cik: string;
  reportDate?: string | undefined;
  change?: Changes['data'][number]['change'] | undefined;
  limit: number;
  offset: number;
}

/** $1 cik, $2 quarter, $3 quarter before, $4 change or null, $5 limit, $6 offset. */
const CHANGES = `${WITH_CUSIP_MAP},
cur AS (SELECT * FROM thirteenf_positions WHERE filer_cik = $1 AND report_date = CAST($2 AS DATE)),
prev AS (SELECT * FROM thirteenf_positions WHERE filer_cik = $1 AND report_date = CAST($3 AS DATE)),
changed AS (
  SELECT coalesce(c.issuer_name, p.issuer_name) AS "issuerName", cusip, m.ticker AS "listedTicker",
         CASE WHEN p.cusip IS NULL THEN 'New' WHEN c.cusip IS NULL THEN 'Exited' WHEN c.shares > p.shares THEN 'Added' ELSE 'Trimmed' END AS change,
         coalesce(p.shares, 0) AS "previousShares", coalesce(c.shares, 0) AS "currentShares",
         coalesce(c.shares, 0) - coalesce(p.shares, 0) AS "deltaShares", coalesce(c.value, 0) - coalesce(p.value, 0) AS "deltaValue", position_type
  FROM cur c FULL JOIN prev p USING (cusip, position_type) LEFT JOIN cusip_map m USING (cusip)
  WHERE coalesce(c.shares, 0) <> coalesce(p.shares, 0))
SELECT *, count(*) OVER () AS total FROM changed
WHERE $4 IS NULL OR change = $4
ORDER BY abs("deltaValue") DESC, cusip, position_type
LIMIT $5 OFFSET $6`;

export async function institutionChanges(ctx: EngineContext, p: ChangesParams): Promise<Changes> {
  const head = await requireInstitution(ctx, p.cik, p.reportDate);
  const previousReportDate = previousQuarterEnd(head.reportDate);
  const prior = await ctx.store.one<{ n: number }>('SELECT count(*)::INTEGER AS n FROM thirteenf_reports WHERE filer_cik = ? AND report_date = CAST(? AS DATE)', [head.cik, previousReportDate]);
  const isFilingWindowOpen = todayInNewYork(ctx.clock) <= filingDeadline(head.reportDate);
  const reason = isFilingWindowOpen
    ? `The filing window of the quarter ended ${head.reportDate} is open until ${filingDeadline(head.reportDate)}: the report may still be amended.`
    : (prior?.n ?? 0) === 0 ? `No 13F report of CIK ${head.cik} for the quarter ended ${previousReportDate} is stored, so there is nothing to compare with.` : null;
  const vintage = { reportDate: head.reportDate, previousReportDate, isFilingWindowOpen, comparisonAvailable: reason === null, comparisonUnavailableReason: reason };
  const rows = reason !== null ? [] : await ctx.store.all<Changes['data'][number] & { total: number | bigint; position_type: string }>(CHANGES, [
    head.cik, head.reportDate, previousReportDate, p.change ?? null, p.limit, p.offset,
  ]);
  const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  const data = rows.map(({ total: _t, position_type: _p, ...row }) => row);
  return { cik: head.cik, name: head.name, ...vintage, ...pageWithTotal(data, p.limit, p.offset, total) };
}
