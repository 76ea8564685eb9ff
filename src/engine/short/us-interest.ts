/**
 * `short.interest`: a US listing's bi-monthly short interest as FINRA published it, newest settlement
 * first. Positions are as published (FINRA's split flag says when a split fell inside the reporting
 * period). daysToCover keeps FINRA's 999.99 cap, a real reading meaning 999.99 or more; the 999.99 FINRA
 * files as a placeholder for zero average daily volume is not a reading and is returned as null.
 */
import { pageFromProbe } from '../../core/params';
import type { EngineContext } from '../context';
import { lastMonthsWindow } from '../windows';
import { requireKnownUsTicker, requireUsListing } from './us-listing';
import { DEFAULT_MONTHS } from './us-rules';
import type { ShortInterestPage, ShortInterestRow } from './us-schemas';
import type { TickerPageParams } from '../prices/query-params';

/** SQL: days to cover as served: FINRA's figure, or null where it is the zero-volume placeholder. */
export const DAYS_TO_COVER_SQL = 'CASE WHEN days_to_cover_placeholder THEN NULL ELSE days_to_cover END';

const PAGE = `
SELECT settlement_date AS "settlementDate", short_position AS "shortPosition", change_in_short_position AS "changeInShortPosition",
       average_daily_volume AS "averageDailyVolume", ${DAYS_TO_COVER_SQL} AS "daysToCover", split AS "splitInPeriod"
FROM short_interest
WHERE ticker = ? AND settlement_date BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)
ORDER BY settlement_date DESC
LIMIT ? OFFSET ?`;

export async function listShortInterest(ctx: EngineContext, p: TickerPageParams): Promise<ShortInterestPage> {
  requireUsListing(p.ticker);
  const ticker = p.ticker.key;
  const window = lastMonthsWindow(ctx.clock, p, DEFAULT_MONTHS.shortInterest);
  const rows = await ctx.store.all<ShortInterestRow>(PAGE, [ticker, window.startDate, window.endDate, p.limit + 1, p.offset]);
  if (rows.length === 0) await requireKnownUsTicker(ctx, ticker);
  return pageFromProbe(rows, p.limit, p.offset);
}
