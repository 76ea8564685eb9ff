/**
 * `institutions.sectors`: an institution's portfolio in one quarter by sector. A position's sector is the
 * one index holdings state for the listing its CUSIP maps to; a position whose CUSIP maps to no listing,
 * or whose listing no index file classifies, is Unclassified.
 */
import type { EngineContext } from '../context';
import { WITH_CUSIP_MAP } from './cusips';
import { requireInstitution } from './institution';
import type { Sectors } from './schemas';

/** $1 cik, $2 quarter, $3 portfolio value. */
const SECTORS = `${WITH_CUSIP_MAP},
sectors AS (SELECT holding_ticker AS ticker, mode(sector) AS sector FROM index_fund_holdings WHERE sector IS NOT NULL AND sector <> '' GROUP BY holding_ticker)
SELECT coalesce(s.sector, 'Unclassified') AS sector, sum(p.value) AS value,
       CASE WHEN $3 > 0 THEN round(sum(p.value) / $3 * 100, 4) ELSE 0 END AS "percentOfPortfolio", count(*)::INTEGER AS "positionCount"
FROM thirteenf_positions p LEFT JOIN cusip_map m USING (cusip) LEFT JOIN sectors s ON s.ticker = m.ticker
WHERE p.filer_cik = $1 AND p.report_date = CAST($2 AS DATE)
GROUP BY ALL
ORDER BY value DESC, sector`;

export async function institutionSectors(ctx: EngineContext, p: { cik: string; reportDate?: string | undefined }): Promise<Sectors> {
  const { positionCount: _n, ...head } = await requireInstitution(ctx, p.cik, p.reportDate);
  const data = await ctx.store.all<Sectors['data'][number]>(SECTORS, [head.cik, head.reportDate, head.portfolioValue]);
  return { ...head, data };
}
