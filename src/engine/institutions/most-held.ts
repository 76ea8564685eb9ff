/**
 * `institutions.mostHeld`: the stocks the most 13F filers hold in a quarter, set-based in one statement:
 * per listing, the filers with a Shares position and their value, the change from the quarter before
 * (only when that comparison is meaningful) and the share of the quarter's reporting filers holding it.
 */
import type { EngineContext } from '../context';
import { WITH_SHARED_CUSIP_MAP } from './cusips';
import type { MostHeld } from './schemas';
import { companyName, marketQuarter, NOTHING_STORED } from './universe';

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

/** SQL: `(ticker, filers, value)` of the Shares positions at the quarter `at`, per listing, one level of grouping. */
const perListing = (at: string): string => `
SELECT m.ticker, count(*) FILTER (WHERE NOT m.shared) + count(DISTINCT p.filer_cik) FILTER (WHERE m.shared) AS filers, sum(p.value) AS value
FROM thirteenf_positions p JOIN cusip_map m USING (cusip)
WHERE p.report_date = ${at} AND p.position_type = 'Shares'
GROUP BY m.ticker`;

/**
 * $1 quarter, $2 quarter before, $3 compare (boolean), $4 limit. Filers and value are counted per listing in
 * one grouping (a filer holding a listing under two CUSIPs counts once); the company is the listing's name,
 * else the issuer the CUSIP map names, read for the page's listings only.
 */
export const mostHeldSql = (sort: MostHeldParams['sort']): string => `${WITH_SHARED_CUSIP_MAP},
cur AS (${perListing('CAST($1 AS DATE)')}),
prev AS (SELECT * FROM (${perListing('CAST($2 AS DATE)')}) WHERE $3),
universe AS (SELECT count(*) AS n FROM thirteenf_reports WHERE report_date = CAST($1 AS DATE) AND report_type <> 'NOTICE'),
page AS (
  SELECT c.ticker, c.filers::INTEGER AS "filerCount",
         CASE WHEN $3 THEN (c.filers - coalesce(p.filers, 0))::INTEGER END AS "deltaFilerCount",
         c.value AS "totalValue", CASE WHEN $3 THEN c.value - coalesce(p.value, 0) END AS "deltaValue",
         round(c.filers / greatest(u.n, 1) * 100, 4) AS "percentOfUniverse", u.n::INTEGER AS universe
  FROM cur c LEFT JOIN prev p USING (ticker), universe u
  ORDER BY ${ORDER[sort]}, c.ticker
  LIMIT $4),
issuers AS (
  SELECT g.ticker, coalesce(min(c.issuer_name), g.ticker) AS issuer FROM page g LEFT JOIN cusip_listings c USING (ticker) GROUP BY g.ticker)
SELECT g.ticker, ${companyName('i')} AS company, g."filerCount", g."deltaFilerCount", g."totalValue", g."deltaValue", g."percentOfUniverse", g.universe
FROM page g JOIN issuers i USING (ticker)
ORDER BY ${ORDER[sort].split(', ').map((term) => `g.${term}`).join(', ')}, g.ticker`;

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
