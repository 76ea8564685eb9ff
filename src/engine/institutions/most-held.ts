/**
 * `institutions.mostHeld`: the stocks the most 13F filers hold in a quarter, set-based in one statement:
 * per listing, the filers with a Shares position and their value, the change from the quarter before
 * (only when that comparison is meaningful) and the share of the quarter's reporting filers holding it.
 */
import type { EngineContext } from '../context';
import { WITH_CUSIP_MAP } from './cusips';
import type { MostHeld } from './schemas';
import { companyName, heldAt, marketQuarter, NOTHING_STORED } from './universe';

export interface MostHeldParams {
  sort: 'filers' | 'filersDelta' | 'value';
  reportDate?: string | undefined;
  limit: number;
}

const ORDER: Readonly<Record<MostHeldParams['sort'], string>> = {
  filers: '"filerCount" DESC, "totalValue" DESC',
  filersDelta: '"deltaFilerCount" DESC NULLS LAST, "filerCount" DESC',
  value: '"totalValue" DESC, "filerCount" DESC',
};

/** $1 quarter, $2 quarter before, $3 compare (boolean), $4 limit. */
export const mostHeldSql = (sort: MostHeldParams['sort']): string => `${WITH_CUSIP_MAP},
cur AS (SELECT ticker, count(*) AS filers, sum(value) AS value, min(issuer) AS issuer FROM (${heldAt('CAST($1 AS DATE)')}) GROUP BY ticker),
prev AS (SELECT ticker, count(*) AS filers, sum(value) AS value FROM (${heldAt('CAST($2 AS DATE)')}) WHERE $3 GROUP BY ticker),
universe AS (SELECT count(*) AS n FROM thirteenf_reports WHERE report_date = CAST($1 AS DATE) AND report_type <> 'NOTICE')
SELECT c.ticker, ${companyName('c')} AS company, c.filers::INTEGER AS "filerCount",
       CASE WHEN $3 THEN (c.filers - coalesce(p.filers, 0))::INTEGER END AS "deltaFilerCount",
       c.value AS "totalValue", CASE WHEN $3 THEN c.value - coalesce(p.value, 0) END AS "deltaValue",
       round(c.filers / greatest(u.n, 1) * 100, 4) AS "percentOfUniverse", u.n::INTEGER AS universe
FROM cur c LEFT JOIN prev p USING (ticker), universe u
ORDER BY ${ORDER[sort]}, c.ticker
LIMIT $4`;

export async function mostHeld(ctx: EngineContext, p: MostHeldParams): Promise<MostHeld> {
  const vintage = await marketQuarter(ctx, p.reportDate);
  if (vintage === null) return { ...NOTHING_STORED, sort: p.sort, filersInUniverse: 0, data: [] };
  const rows = await ctx.store.all<MostHeld['data'][number] & { universe: number }>(mostHeldSql(p.sort), [
    vintage.reportDate, vintage.previousReportDate, vintage.comparisonAvailable, p.limit,
  ]);
  // The count rides on each row; with no row no filer held a mapped stock, and it is read on its own.
  const universe = rows[0]?.universe ?? (await ctx.store.one<{ n: number }>(
    "SELECT count(*)::INTEGER AS n FROM thirteenf_reports WHERE report_date = CAST(? AS DATE) AND report_type <> 'NOTICE'",
    [vintage.reportDate],
  ))?.n ?? 0;
  return { ...vintage, sort: p.sort, filersInUniverse: universe, data: rows.map(({ universe: _u, ...row }) => row) };
}
