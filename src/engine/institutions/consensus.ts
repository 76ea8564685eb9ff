/**
 * `institutions.consensus`: the stocks a set of institutions (2 to 25 CIKs) hold in common in one quarter
 * (the one asked, else the newest any of them reported), by CUSIP: Shares positions held by at least
 * `minFunds` of them, most holders first, then combined value.
 */
import type { EngineContext } from '../context';
import { todayInNewYork } from '../windows';
import { WITH_CUSIP_MAP } from './cusips';
import { filingDeadline, isQuarterEnd } from './quarters';
import type { Consensus } from './schemas';
import { invalidParameter } from '../../core/errors';

export interface ConsensusParams {
  institutions: string[];
  reportDate?: string | undefined;
  minFunds: number;
  limit: number;
}

/** $1 CIKs (a VARCHAR[] literal), $2 quarter, $3 minFunds, $4 limit + 1. */
const CONSENSUS = `${WITH_CUSIP_MAP},
held AS (
  SELECT p.cusip, p.filer_cik, p.value, p.issuer_name FROM thirteenf_positions p
  WHERE p.report_date = CAST($2 AS DATE) AND p.position_type = 'Shares' AND p.filer_cik IN (SELECT unnest(CAST($1 AS VARCHAR[]))))
SELECT m.ticker, h.cusip, coalesce(any_value(l.name), min(h.issuer_name)) AS company, count(*)::INTEGER AS "holderCount",
       list(h.filer_cik ORDER BY list_position(CAST($1 AS VARCHAR[]), h.filer_cik)) AS holders, sum(h.value) AS "totalValue"
FROM held h LEFT JOIN cusip_map m USING (cusip) LEFT JOIN listings l ON l.ticker = m.ticker
GROUP BY m.ticker, h.cusip
HAVING count(*) >= $3
ORDER BY "holderCount" DESC, "totalValue" DESC, h.cusip
LIMIT $4`;

export async function consensusHoldings(ctx: EngineContext, p: ConsensusParams): Promise<Consensus> {
  if (p.minFunds > p.institutions.length) {
    throw invalidParameter(`Invalid parameter 'minFunds': ${p.minFunds} is more than the ${p.institutions.length} institutions given.`);
  }
  if (p.reportDate !== undefined && !isQuarterEnd(p.reportDate)) {
    throw invalidParameter(`Invalid parameter 'reportDate': ${p.reportDate} is not a calendar quarter end (03-31, 06-30, 09-30 or 12-31).`);
  }
  const list = `[${p.institutions.join(',')}]`;
  const newest = await ctx.store.one<{ d: string | null }>(
    'SELECT CAST(max(report_date) AS VARCHAR) AS d FROM thirteenf_reports WHERE filer_cik IN (SELECT unnest(CAST(? AS VARCHAR[])))',
    [list],
  );
  const quarter = p.reportDate ?? newest?.d ?? null;
  const names = quarter === null ? [] : await ctx.store.all<{ cik: string; name: string }>(
    'SELECT filer_cik AS cik, filer_name AS name FROM thirteenf_reports WHERE report_date = CAST(? AS DATE) AND filer_cik IN (SELECT unnest(CAST(? AS VARCHAR[])))',
    [quarter, list],
  );
  const named = new Map(names.map((row) => [row.cik, row.name]));
  const rows = quarter === null ? [] : await ctx.store.all<Consensus['data'][number]>(CONSENSUS, [list, quarter, p.minFunds, p.limit + 1]);
  const data = rows.slice(0, p.limit);
  return {
    reportDate: quarter,
    isFilingWindowOpen: quarter !== null && todayInNewYork(ctx.clock) <= filingDeadline(quarter),
    institutions: p.institutions.map((cik) => ({ cik, name: named.get(cik) ?? null, reported: named.has(cik) })),
    data,
    meta: { limit: p.limit, count: data.length, hasMore: rows.length > p.limit },
  };
}
