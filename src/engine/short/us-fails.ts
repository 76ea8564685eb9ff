/**
 * `short.failsToDeliver`: a US listing's fails-to-deliver from the SEC's files, newest settlement date
 * first, with the span over which an absent date means no reported fails.
 *
 * `quantity` is the aggregate outstanding fail balance on its date: a balance, never summed across dates.
 * A listing filed under two CUSIPs on one date (a CUSIP change) is one row of that date, its balances
 * added; `price` is the file's (the prior trading day's close) on the larger of them, and `value` the
 * dollar sum, null when a price is missing.
 *
 * Coverage: each ingested file records the settlement dates it covers, complete unless its trailer
 * disagrees with its rows (a cut copy). The newest unbroken run of complete spans is the coverage:
 * from `coverageStartDate` through `coverageEndDate` an absent date means no reported fails; before it
 * (a missing or cut file breaks the run) dates are only partially covered, and after it not yet.
 */
import { addDays, type IsoDate } from '../../core/dates';
import { pageFromProbe } from '../../core/params';
import type { EngineContext } from '../context';
import { lastMonthsWindow } from '../windows';
import { requireKnownUsTicker, requireUsListing } from './us-listing';
import { DEFAULT_MONTHS } from './us-rules';
import type { FailsPage, FailsRow } from './us-schemas';
import type { TickerPageParams } from '../prices/query-params';

const PAGE = `
SELECT settlement_date AS "settlementDate", sum(quantity) AS quantity, arg_max(price, quantity) AS price,
       CASE WHEN count(price) = count(*) THEN round(sum(quantity * price), 2) END AS value
FROM fails_to_deliver
WHERE ticker = ? AND settlement_date BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)
GROUP BY settlement_date
ORDER BY settlement_date DESC
LIMIT ? OFFSET ?`;

const SPANS = `
SELECT DISTINCT period_start AS start, period_end AS "end" FROM fails_to_deliver_periods WHERE complete ORDER BY start, "end"`;

interface Span {
  start: IsoDate;
  end: IsoDate;
}

/** The newest unbroken run of spans (sorted by start): spans that overlap or meet day to day join. */
export function newestRun(spans: readonly Span[]): Span | null {
  const runs: Span[] = [];
  for (const span of spans) {
    const last = runs.at(-1);
    if (last !== undefined && span.start <= addDays(last.end, 1)) {
      if (span.end > last.end) last.end = span.end;
    } else {
      runs.push({ ...span });
    }
  }
  return runs.at(-1) ?? null;
}

export async function listFails(ctx: EngineContext, p: TickerPageParams): Promise<FailsPage> {
  requireUsListing(p.ticker);
  const ticker = p.ticker.key;
  const window = lastMonthsWindow(ctx.clock, p, DEFAULT_MONTHS.failsToDeliver);
  const rows = await ctx.store.all<FailsRow>(PAGE, [ticker, window.startDate, window.endDate, p.limit + 1, p.offset]);
  if (rows.length === 0) await requireKnownUsTicker(ctx, ticker);
  const coverage = newestRun(await ctx.store.all<Span>(SPANS));
  return { ...pageFromProbe(rows, p.limit, p.offset), coverageStartDate: coverage?.start ?? null, coverageEndDate: coverage?.end ?? null };
}
