/**
 * `institutions.portfolio`: an institution's positions in one quarter (the one asked, else its newest),
 * largest value first, each with the listing its CUSIP maps to (null when none) and its share of the
 * portfolio. `institutions.summary`: the same quarter's size and concentration, and its change from the
 * quarter before.
 */
import { pageWithTotal } from '../../core/params';
import type { EngineContext } from '../context';
import { WITH_CUSIP_MAP } from './cusips';
import { requireInstitution, tenDigits } from './institution';
import { previousQuarterEnd } from './quarters';
import type { Portfolio, Summary } from './schemas';
import { changePercent } from './stock';

export interface PortfolioParams {
  cik: string;
  reportDate?: string | undefined;
  limit: number;
  offset: number;
}

/** $1 cik, $2 quarter, $3 portfolio value, $4 limit, $5 offset. */
const POSITIONS = `${WITH_CUSIP_MAP}
SELECT p.issuer_name AS "issuerName", p.cusip, m.ticker AS "listedTicker", p.position_type AS "positionType", p.shares, p.value,
       CASE WHEN $3 > 0 THEN round(p.value / $3 * 100, 4) ELSE 0 END AS "percentOfPortfolio"
FROM thirteenf_positions p LEFT JOIN cusip_map m USING (cusip)
WHERE p.filer_cik = $1 AND p.report_date = CAST($2 AS DATE)
ORDER BY p.value DESC, p.cusip, p.position_type
LIMIT $4 OFFSET $5`;

export async function institutionPortfolio(ctx: EngineContext, p: PortfolioParams): Promise<Portfolio> {
  const { positionCount, ...head } = await requireInstitution(ctx, p.cik, p.reportDate);
  const rows = await ctx.store.all<Portfolio['data'][number]>(POSITIONS, [head.cik, head.reportDate, head.portfolioValue, p.limit, p.offset]);
  return { ...head, ...pageWithTotal(rows, p.limit, p.offset, positionCount) };
}

/** $1 cik, $2 quarter. */
const CONCENTRATION = `
WITH ranked AS (SELECT value, row_number() OVER (ORDER BY value DESC, cusip, position_type) AS rank
                FROM thirteenf_positions WHERE filer_cik = $1 AND report_date = CAST($2 AS DATE))
SELECT max(value) AS largest, coalesce(sum(value) FILTER (WHERE rank <= 10), 0) AS top10,
       (SELECT total_value FROM thirteenf_reports WHERE filer_cik = $1 AND report_date = CAST($3 AS DATE)) AS previous,
       (SELECT CAST(min(report_date) AS VARCHAR) FROM thirteenf_reports WHERE filer_cik = $1) AS first,
       (SELECT count(*)::INTEGER FROM thirteenf_reports WHERE filer_cik = $1) AS quarters
FROM ranked`;

const percent = (part: number | null, whole: number): number | null => (part === null || whole <= 0 ? null : Math.round((part / whole) * 100 * 10_000) / 10_000);

export async function institutionSummary(ctx: EngineContext, p: { cik: string; reportDate?: string | undefined }): Promise<Summary> {
  const head = await requireInstitution(ctx, tenDigits(p.cik), p.reportDate);
  const row = await ctx.store.one<{ largest: number | null; top10: number; previous: number | null; first: string; quarters: number }>(CONCENTRATION, [
    head.cik, head.reportDate, previousQuarterEnd(head.reportDate),
  ]);
  const previous = row?.previous ?? null;
  return {
    ...head,
    largestPositionPercent: percent(row?.largest ?? null, head.portfolioValue),
    top10Percent: percent(row?.largest === null ? null : (row?.top10 ?? null), head.portfolioValue),
    previousPortfolioValue: previous,
    qoqChangePercent: head.isFilingWindowOpen ? null : changePercent(head.portfolioValue, previous),
    firstReportDate: row?.first ?? head.reportDate,
    quartersReported: row?.quarters ?? 1,
  };
}
