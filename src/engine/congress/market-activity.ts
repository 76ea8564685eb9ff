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

/**
 * $1 first filing date, $2 today, $3 chamber or null, $4 direction sign (1 buys, -1 sells), $5 limit. Flows
 * are summed per ticker and member first; the page of tickers is chosen from those sums, and only its
 * tickers' members are named (the names of every ticker would be read only to be dropped).
 */
const ACTIVITY = `
WITH trades AS (
  SELECT ticker, transaction_type = 'Purchase' AS buy, member_id, filer_name,
         CASE WHEN amount_to IS NULL THEN amount_from ELSE (amount_from + amount_to) / 2 END AS flow, filing_date, transaction_date
  FROM congress_trades
  WHERE ticker IS NOT NULL AND transaction_type IN ('Purchase', 'Sale')
    AND filing_date BETWEEN CAST($1 AS DATE) AND CAST($2 AS DATE)
    AND ($3 IS NULL OR chamber = $3)
),
by_member AS (
  SELECT ticker, buy, member_id, any_value(filer_name) AS filer_name, sum(flow) AS flow, count(*) AS trades,
         max(filing_date) AS filed, max(transaction_date) AS traded
  FROM trades GROUP BY ticker, buy, member_id
),
flows AS (
  SELECT ticker,
         count(*) FILTER (WHERE buy) AS "distinctBuyers", count(*) FILTER (WHERE NOT buy) AS "distinctSellers",
         coalesce(sum(trades) FILTER (WHERE buy), 0) AS "buyTrades", coalesce(sum(trades) FILTER (WHERE NOT buy), 0) AS "sellTrades",
         coalesce(sum(flow) FILTER (WHERE buy), 0) AS "estimatedBuyFlowUsd", coalesce(sum(flow) FILTER (WHERE NOT buy), 0) AS "estimatedSellFlowUsd",
         max(filed) AS "latestFilingDate", max(traded) AS "latestTransactionDate"
  FROM by_member GROUP BY ticker
),
page AS (
  SELECT *, "estimatedBuyFlowUsd" - "estimatedSellFlowUsd" AS "estimatedNetFlowUsd", count(*) OVER () AS total
  FROM flows
  WHERE $4 * ("estimatedBuyFlowUsd" - "estimatedSellFlowUsd") > 0
  ORDER BY $4 * ("estimatedBuyFlowUsd" - "estimatedSellFlowUsd") DESC, ticker
  LIMIT $5
),
tops AS (
  SELECT b.ticker,
         list(coalesce(m.name, b.filer_name) ORDER BY b.flow DESC, coalesce(m.name, b.filer_name)) FILTER (WHERE b.buy) AS buyers,
         list(coalesce(m.name, b.filer_name) ORDER BY b.flow DESC, coalesce(m.name, b.filer_name)) FILTER (WHERE NOT b.buy) AS sellers
  FROM by_member b JOIN page p USING (ticker) LEFT JOIN congress_members m ON m.member_id = b.member_id
  GROUP BY b.ticker
)
SELECT p.ticker, p."distinctBuyers", p."distinctSellers", p."buyTrades", p."sellTrades", p."estimatedBuyFlowUsd", p."estimatedSellFlowUsd",
       p."estimatedNetFlowUsd", coalesce(list_slice(t.buyers, 1, ${TOP_NAMES}), []) AS "topBuyers",
       coalesce(list_slice(t.sellers, 1, ${TOP_NAMES}), []) AS "topSellers", p."latestFilingDate", p."latestTransactionDate", p.total
FROM page p JOIN tops t USING (ticker)
ORDER BY $4 * p."estimatedNetFlowUsd" DESC, p.ticker`;

export async function congressMarketActivity(ctx: EngineContext, p: MarketActivityParams): Promise<MarketActivity> {
  const today = todayInNewYork(ctx.clock);
  const sign = p.direction === 'buys' ? 1 : -1;
  const params = [addDays(today, -(p.days - 1)), today, p.chamber ?? null, sign];
  const rows = await ctx.store.all<MarketActivityRow & { total: number | bigint }>(ACTIVITY, [...params, p.limit]);
  const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return { windowDays: p.days, direction: p.direction, chamber: p.chamber ?? null, data: rows.map(({ total: _t, ...row }) => row), total };
}
