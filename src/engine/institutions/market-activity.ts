/**
 * `institutions.marketActivity`: where 13F filers moved money in a quarter, market-wide, against the
 * quarter before: the stocks most bought (top-buys) or sold (top-sells) in shares' value, or opened
 * (new-positions) or closed (sold-out-positions) by the most filers. Only filers that reported for both
 * quarters count, so a filer that has not filed yet never reads as a seller, nor a first filer as a buyer.
 * Empty, with the reason, when the comparison is not meaningful.
 */
import type { EngineContext } from '../context';
import { WITH_CUSIP_MAP } from './cusips';
import type { MarketActivity } from './schemas';
import { companyName, heldAt, marketQuarter, NOTHING_STORED } from './universe';

export type Bucket = MarketActivity['bucket'];

export interface MarketActivityParams {
  bucket: Bucket;
  reportDate?: string | undefined;
  limit: number;
}

/** Which filer changes a bucket counts, and how its stocks are ordered. */
const BUCKETS: Readonly<Record<Bucket, { where: string; order: string }>> = {
  'top-buys': { where: 'delta_shares > 0', order: '"deltaValue" DESC' },
  'top-sells': { where: 'delta_shares < 0', order: '"deltaValue" ASC' },
  'new-positions': { where: 'prev_shares IS NULL', order: '"filerCount" DESC, "deltaValue" DESC' },
  'sold-out-positions': { where: 'cur_shares IS NULL', order: '"filerCount" DESC, "deltaValue" ASC' },
};

/** $1 quarter, $2 quarter before, $3 limit. */
export const marketActivitySql = (bucket: Bucket): string => `${WITH_CUSIP_MAP},
both_filed AS (
  SELECT filer_cik FROM thirteenf_reports WHERE report_date = CAST($1 AS DATE)
  INTERSECT SELECT filer_cik FROM thirteenf_reports WHERE report_date = CAST($2 AS DATE)),
cur AS (${heldAt('CAST($1 AS DATE)')}),
prev AS (${heldAt('CAST($2 AS DATE)')}),
changes AS (
  SELECT ticker, filer_cik, c.shares AS cur_shares, p.shares AS prev_shares,
         coalesce(c.shares, 0) - coalesce(p.shares, 0) AS delta_shares, coalesce(c.value, 0) - coalesce(p.value, 0) AS delta_value,
         coalesce(c.issuer, p.issuer) AS issuer
  FROM cur c FULL JOIN prev p USING (ticker, filer_cik)
  WHERE filer_cik IN (SELECT filer_cik FROM both_filed)),
bucket AS (
  SELECT ticker, sum(delta_shares) AS "deltaShares", sum(delta_value) AS "deltaValue", count(*)::INTEGER AS "filerCount", min(issuer) AS issuer
  FROM changes WHERE ${BUCKETS[bucket].where} GROUP BY ticker)
SELECT b.ticker, ${companyName('b')} AS company, b."deltaShares", b."deltaValue", b."filerCount"
FROM bucket b
ORDER BY ${BUCKETS[bucket].order}, b.ticker
LIMIT $3`;

export async function marketActivity(ctx: EngineContext, p: MarketActivityParams): Promise<MarketActivity> {
  const vintage = await marketQuarter(ctx, p.reportDate);
  if (vintage === null) return { ...NOTHING_STORED, bucket: p.bucket, data: [] };
  if (!vintage.comparisonAvailable) return { ...vintage, bucket: p.bucket, data: [] };
  const data = await ctx.store.all<MarketActivity['data'][number]>(marketActivitySql(p.bucket), [vintage.reportDate, vintage.previousReportDate, p.limit]);
  return { ...vintage, bucket: p.bucket, data };
}
