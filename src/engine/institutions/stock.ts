/**
 * What the stock reads share: the CUSIPs of a listing (404 when no map names one), and the SQL of the
 * Shares positions in it per filer and quarter.
 */
import { notFound } from '../../core/errors';
import type { EngineContext } from '../context';
import { CUSIP_MAP } from './cusips';

/** The listing's key, once some CUSIP maps to it; else 404 naming what would make it answer. */
export async function requireMappedTicker(ctx: EngineContext, ticker: string): Promise<string> {
  const found = await ctx.store.one<{ n: number }>(`SELECT count(*)::INTEGER AS n FROM (${CUSIP_MAP}) WHERE ticker = ?`, [ticker]);
  if ((found?.n ?? 0) === 0) {
    throw notFound(`No CUSIP is mapped to '${ticker}': 13F holdings are filed by CUSIP, and no CUSIP map the store holds names this listing (fds ingest cusip-map).`);
  }
  return ticker;
}

/**
 * SQL: `(filer_cik, shares, value)` of the Shares positions in the listing `$1` at the quarter `at` (an SQL
 * date expression), summed over the listing's CUSIPs. Needs `cusip_map` in scope.
 */
export const sharesAt = (at: string): string => `
SELECT p.filer_cik, sum(p.shares) AS shares, sum(p.value) AS value
FROM thirteenf_positions p JOIN cusip_map m USING (cusip)
WHERE m.ticker = $1 AND p.report_date = ${at} AND p.position_type = 'Shares'
GROUP BY p.filer_cik`;

/** A percent from a part and a whole, rounded to 4 decimals; null when the whole is 0. */
export const percentOf = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part / whole) * 100 * 10_000) / 10_000);

/** Percent change from `before` to `after`, rounded to 4 decimals; null without a base. */
export const changePercent = (after: number, before: number | null): number | null =>
  before === null || before === 0 ? null : Math.round(((after - before) / before) * 100 * 10_000) / 10_000;
