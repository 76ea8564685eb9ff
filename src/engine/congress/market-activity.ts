/**
 * `congress.marketActivity`: where members of Congress put money, market-wide. Trades whose filing date
 * falls in the last `days` days (ending today: the window is when the market could know) are summed per
 * ticker, each at the midpoint of its band (an open band, such as Over $50,000,000, at its lower bound: the
 * least it can be). `buys` lists tickers with net buying, most first; `sells` those with net selling, most
 * first. Set-based in one statement.
 */
import { addDays } from '../../core/dates';
import type { EngineContext } from '../context';
import { todayInNewYork } from '../windows';
import type { MarketActivity, MarketActivityRow } from './schemas';

export interface MarketActivityParams {
  days: number;
  direction: 'buys' | 'sells';
  chamber?: 'senate' | 'house' | undefined;
  limit: number;
}

/** How many names each of topBuyers and topSellers lists. */
export const TOP_NAMES = 5;

/** $1 first filing date, $2 today, $3 chamber or null, $4 direction sign (1 buys, -1 sells), $5 limit. */
const ACTIVITY = `
WITH trades AS (
  SELECT t.ticker, t.transaction_type = 'Purchase' AS buy, coalesce(m.name, t.filer_name) AS member,
         CASE WHEN t.amount_to IS NULL THEN t.amount_from ELSE (t.amount_from + t.amount_to) / 2 END AS flow,
         t.filing_date, t.transaction_date
  FROM congress_trades t LEFT JOIN congress_members m USING (member_id)
  WHERE t.ticker IS NOT NULL AND t.transaction_type IN ('Purchase', 'Sale')
    AND t.filing_date BETWEEN CAST($1 AS DATE) AND CAST($2 AS DATE)
    AND ($3 IS NULL OR t.chamber = $3)
),
by_member AS (
  SELECT ticker, buy, member, sum(flow) AS flow FROM trades GROUP BY ALL
),
tops AS (
  SELECT ticker,
         list(member ORDER BY flow DESC, member) FILTER (WHERE buy) AS buyers,
         list(member ORDER BY flow DESC, member) FILTER (WHERE NOT buy) AS sellers
  FROM by_member GROUP BY ticker
),
flows AS (
  SELECT ticker,
         count(DISTINCT member) FILTER (WHERE buy) AS "distinctBuyers", count(DISTINCT member) FILTER (WHERE NOT buy) AS "distinctSellers",
         count(*) FILTER (WHERE buy) AS "buyTrades", count(*) FILTER (WHERE NOT buy) AS "sellTrades",
         coalesce(sum(flow) FILTER (WHERE buy), 0) AS "estimatedBuyFlowUsd", coalesce(sum(flow) FILTER (WHERE NOT buy), 0) AS "estimatedSellFlowUsd",
         max(filing_date) AS "latestFilingDate", max(transaction_date) AS "latestTransactionDate"
  FROM trades GROUP BY ticker
)
SELECT f.ticker, f."distinctBuyers", f."distinctSellers", f."buyTrades", f."sellTrades", f."estimatedBuyFlowUsd", f."estimatedSellFlowUsd",
       f."estimatedBuyFlowUsd" - f."estimatedSellFlowUsd" AS "estimatedNetFlowUsd",
       coalesce(list_slice(t.buyers, 1, ${TOP_NAMES}), []) AS "topBuyers", coalesce(list_slice(t.sellers, 1, ${TOP_NAMES}), []) AS "topSellers",
       f."latestFilingDate", f."latestTransactionDate", count(*) OVER () AS total
FROM flows f JOIN tops t USING (ticker)
WHERE $4 * (f."estimatedBuyFlowUsd" - f."estimatedSellFlowUsd") > 0
ORDER BY $4 * (f."estimatedBuyFlowUsd" - f."estimatedSellFlowUsd") DESC, f.ticker
LIMIT $5`;

export async function congressMarketActivity(ctx: EngineContext, p: MarketActivityParams): Promise<MarketActivity> {
  const today = todayInNewYork(ctx.clock);
  const sign = p.direction === 'buys' ? 1 : -1;
  const params = [addDays(today, -(p.days - 1)), today, p.chamber ?? null, sign];
  const rows = await ctx.store.all<MarketActivityRow & { total: number | bigint }>(ACTIVITY, [...params, p.limit]);
  const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return { windowDays: p.days, direction: p.direction, chamber: p.chamber ?? null, data: rows.map(({ total: _t, ...row }) => row), total };
}
