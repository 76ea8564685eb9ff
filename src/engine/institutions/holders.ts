/**
 * `institutions.holders`: the filers reporting a position in a stock in one quarter (the one asked, else
 * the newest stored), one row per filer and position type, largest value first. Totals count the Shares
 * positions (the stock itself, not options on it or principal amounts).
 */
import { pageWithTotal } from '../../core/params';
import type { EngineContext } from '../context';
import { WITH_CUSIP_MAP } from './cusips';
import { chooseQuarter, vintageOf } from './quarters';
import type { Holders } from './schemas';
import { requireMappedTicker } from './stock';

export interface HoldersParams {
  ticker: { key: string };
  reportDate?: string | undefined;
  limit: number;
  offset: number;
}

/** $1 ticker, $2 quarter. */
const POSITIONS = `
pos AS (
  SELECT p.filer_cik, p.position_type, sum(p.shares) AS shares, sum(p.value) AS value
  FROM thirteenf_positions p JOIN cusip_map m USING (cusip)
  WHERE m.ticker = $1 AND p.report_date = CAST($2 AS DATE)
  GROUP BY ALL)`;

const TOTALS = `${WITH_CUSIP_MAP}, ${POSITIONS}
SELECT count(*)::INTEGER AS "rows",
       count(DISTINCT filer_cik) FILTER (WHERE position_type = 'Shares')::INTEGER AS institutions,
       coalesce(sum(shares) FILTER (WHERE position_type = 'Shares'), 0) AS shares,
       coalesce(sum(value) FILTER (WHERE position_type = 'Shares'), 0) AS value,
       coalesce((SELECT bool_or(r.report_type = 'COMBINATION') FROM thirteenf_reports r
                 WHERE r.report_date = CAST($2 AS DATE) AND r.filer_cik IN (SELECT filer_cik FROM pos)), false) AS combined
FROM pos`;

/** $3 total Shares, $4 limit, $5 offset. */
const ROWS = `${WITH_CUSIP_MAP}, ${POSITIONS}
SELECT r.filer_name AS name, pos.filer_cik AS cik, pos.shares, pos.value,
       CASE WHEN pos.position_type = 'Shares' AND $3 > 0 THEN round(pos.shares / $3 * 100, 4) END AS "percentOfTotal",
       $1 AS "listedTicker", pos.position_type AS "positionType"
FROM pos JOIN thirteenf_reports r ON r.filer_cik = pos.filer_cik AND r.report_date = CAST($2 AS DATE)
ORDER BY pos.value DESC, r.filer_name, pos.filer_cik, pos.position_type
LIMIT $4 OFFSET $5`;

export async function institutionalHolders(ctx: EngineContext, p: HoldersParams): Promise<Holders> {
  const ticker = await requireMappedTicker(ctx, p.ticker.key);
  const quarter = await chooseQuarter(ctx, p.reportDate);
  const empty = { rows: 0, institutions: 0, shares: 0, value: 0, combined: false };
  const totals = quarter === null ? empty : ((await ctx.store.one<typeof empty>(TOTALS, [ticker, quarter])) ?? empty);
  const rows = quarter === null ? [] : await ctx.store.all<Holders['data'][number]>(ROWS, [ticker, quarter, totals.shares, p.limit, p.offset]);
  const page = pageWithTotal(rows, p.limit, p.offset, totals.rows);
  const vintage = quarter === null ? null : await vintageOf(ctx, quarter);
  return {
    data: page.data,
    meta: {
      ...page.meta, reportDate: quarter, isFilingWindowOpen: vintage?.isFilingWindowOpen ?? false, isCombinedQuarter: totals.combined,
      totalInstitutions: totals.institutions, totalShares: totals.shares, totalValue: totals.value,
    },
  };
}
