/**
 * `short.offExchange`: a US listing's weekly off-exchange volume from FINRA's OTC transparency data,
 * newest week first: alternative trading systems (ATS) and other over-the-counter trading (non-ATS OTC)
 * side by side, never mixed.
 *
 * The rows of a ticker, week and venue are summed: from the week of {@link CASE_SEPARATED_FROM} FINRA files
 * symbols that differ only by case separately, and they are one listing's volume. Before it FINRA folded
 * them into one row, so a week before it may include a case-folded sibling's volume, and says so. A venue
 * with no row stored for a week is null (not captured, or nothing reported), and so is the total then.
 */
import { pageFromProbe } from '../../core/params';
import type { EngineContext } from '../context';
import { lastMonthsWindow } from '../windows';
import { requireKnownUsTicker, requireUsListing } from './us-listing';
import { CASE_SEPARATED_FROM, DEFAULT_MONTHS } from './us-rules';
import type { OffExchangePage, OffExchangeRow } from './us-schemas';
import type { TickerPageParams } from '../prices/query-params';

const PAGE = `
SELECT week_start_date AS "weekStartDate",
       sum(share_volume) FILTER (WHERE venue = 'ATS') AS "atsVolume",
       sum(trade_count) FILTER (WHERE venue = 'ATS') AS "atsTradeCount",
       sum(share_volume) FILTER (WHERE venue = 'OTC') AS "nonAtsOtcVolume",
       sum(trade_count) FILTER (WHERE venue = 'OTC') AS "nonAtsOtcTradeCount",
       sum(share_volume) FILTER (WHERE venue = 'ATS') + sum(share_volume) FILTER (WHERE venue = 'OTC') AS "totalOffExchangeVolume",
       week_start_date < CAST(? AS DATE) AS "mayIncludeCaseFoldedSiblingVolume"
FROM off_exchange_weekly
WHERE ticker = ? AND week_start_date BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)
GROUP BY week_start_date
ORDER BY week_start_date DESC
LIMIT ? OFFSET ?`;

export async function listOffExchange(ctx: EngineContext, p: TickerPageParams): Promise<OffExchangePage> {
  requireUsListing(p.ticker);
  const ticker = p.ticker.key;
  const window = lastMonthsWindow(ctx.clock, p, DEFAULT_MONTHS.offExchange);
  const rows = await ctx.store.all<OffExchangeRow>(PAGE, [CASE_SEPARATED_FROM, ticker, window.startDate, window.endDate, p.limit + 1, p.offset]);
  if (rows.length === 0) await requireKnownUsTicker(ctx, ticker);
  return pageFromProbe(rows, p.limit, p.offset);
}
