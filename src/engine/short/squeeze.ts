/**
 * `short.squeeze`: a market-wide ranking of short-squeeze pressure, computed set-based in DuckDB
 * (`squeeze-sql.ts`) and kept per settlement until the next ingest (`squeeze-universe.ts`).
 *
 * The scored universe: active US operating-company stocks (listings of kind Stock on the US market; no
 * ETF, no listing outside the US) with a short-interest reading at the settlement scored (the newest one
 * published by today that the store holds) and a known share count. Shares outstanding come from the
 * listing's own issuer record (`insider_issuers`, the exchange record's count) and otherwise from SEC
 * company facts (`EntityCommonStockSharesOutstanding`, the newest on or before the session) of the
 * company the listing is linked to by CIK (SEC's ticker links, else an issuer record), used only when that
 * company has no other US stock listing (a company-wide count is not one share class's). Every count is
 * restated onto today's split basis.
 *
 * Factors (weights 30/20/15/15/10/10), all fractions: short interest ÷ shares outstanding; FINRA's days
 * to cover (the zero-volume placeholder is missing, a 999.99 cap is a real reading); the short-volume
 * share trend (latest 10 sessions against the 20 before them, CNMS figures winning); the short-interest
 * change from the calendar's previous settlement; the average daily fails-to-deliver balance over the
 * newest complete fails period (an absent date there is no fails) ÷ shares outstanding; the newest close
 * against the 20-session volume-weighted average price. Each becomes a percentile (average ranks) over
 * the scored universe; a missing factor drops out of the weighted mean and its percentile is absent.
 * Catalysts (a 10% price spike over five sessions, a doubling of volume, an earnings call within two
 * weeks — not yet available, the store holds no earnings dates) add 10 each, at most 20; the score is
 * base plus boost, clamped to 100. `rank` is stamped on the whole universe before the liquidity floors.
 */
import { notFound } from '../../core/errors';
import type { ListingKey } from '../../core/tickers';
import type { EngineContext } from '../context';
import { unknownTicker } from '../prices/listing';
import type { SqueezeRow, SqueezeScores } from './squeeze-schemas';
import { scoredUniverse, type ScoredUniverse } from './squeeze-universe';

export interface SqueezeParams {
  ticker?: ListingKey | undefined;
  minMarketCap?: number | undefined;
  minDollarVolume?: number | undefined;
  limit: number;
  offset: number;
}

/** A floor above 0 is set, and then leaves out rows whose value is unknown. */
const meets = (value: number | null, floor: number | undefined): boolean =>
  floor === undefined || floor <= 0 || (value !== null && value >= floor);

const DIAGNOSIS = `
SELECT l.kind, l.mic, l.active,
       EXISTS (SELECT 1 FROM short_interest s WHERE s.ticker = l.ticker AND s.settlement_date = CAST(? AS DATE)) AS reported
FROM listings l WHERE l.ticker = ?`;

/** The 404 of a stock outside the scored universe, naming why. */
async function outsideUniverse(ctx: EngineContext, ticker: string, universe: ScoredUniverse): Promise<Error> {
  const outside = `${ticker} is outside the scored universe`;
  const listing = await ctx.store.one<{ kind: string; mic: string | null; active: boolean; reported: boolean }>(DIAGNOSIS, [universe.settlementDate, ticker]);
  if (listing === undefined) return unknownTicker(ticker);
  if (listing.kind !== 'Stock') return notFound(`${outside}: it is an ETF, and only operating-company stocks are scored.`);
  if (listing.mic !== null) return notFound(`${outside}: it is listed outside the US, and FINRA short interest covers US listings only.`);
  if (!listing.active) return notFound(`${outside}: the listing is not active.`);
  if (universe.settlementDate === null) return notFound(`${outside}: the store holds no short-interest settlement published by today, so no stock is scored.`);
  if (!listing.reported) return notFound(`${outside}: it has no short-interest reading for the ${universe.settlementDate} settlement.`);
  return notFound(
    `${outside}: its shares outstanding are unknown (no issuer record with a share count, and no SEC share count that is the listing's own), `
      + 'so its short interest cannot be set against the company\'s size.',
  );
}

export async function squeezeScores(ctx: EngineContext, p: SqueezeParams): Promise<SqueezeScores> {
  const universe = await scoredUniverse(ctx.store, ctx.clock);
  const scoredCount = universe.rows.length;
  if (p.ticker !== undefined) {
    const row = universe.byTicker.get(p.ticker.key);
    if (row === undefined) throw await outsideUniverse(ctx, p.ticker.key, universe);
    return { settlementDate: universe.settlementDate, rank: row.rank, data: [row], scoredCount };
  }
  const kept: SqueezeRow[] = universe.rows.filter((row) => meets(row.marketCapitalization, p.minMarketCap) && meets(row.averageDailyDollarVolume, p.minDollarVolume));
  return { settlementDate: universe.settlementDate, data: kept.slice(p.offset, p.offset + p.limit), scoredCount, total: kept.length };
}
