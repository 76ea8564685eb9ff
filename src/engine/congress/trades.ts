/**
 * `congress.trades`: the disclosed trades of a ticker, of a member, or of a member in a ticker (both given:
 * both must hold). Transaction dates default to the trailing year ending today; a start after the end is
 * 400. Exchanges are stored as filed but are neither a purchase nor a sale, so they are not listed. Newest
 * transaction first, then newest filing, then filing order.
 */
import { pageFromProbe } from '../../core/params';
import type { EngineContext } from '../context';
import { lastYearWindow } from '../windows';
import type { CongressTrade, CongressTrades } from './schemas';

export interface CongressTradesParams {
  ticker?: { key: string } | undefined;
  memberId?: string | undefined;
  transactionType?: 'Purchase' | 'Sale' | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  limit: number;
  offset: number;
}

/** $1 ticker or null, $2 member id or null, $3 type or null, $4 start, $5 end, $6 limit + 1, $7 offset. */
const TRADES = `
SELECT t.transaction_date AS "transactionDate", t.filing_date AS "filingDate", t.ticker, CAST(t.member_id AS VARCHAR) AS "memberId",
       coalesce(m.name, t.filer_name) AS "memberName", coalesce(m.position, '') AS "memberPosition", t.transaction_type AS "transactionType",
       t.asset_name AS "assetName", t.asset_type AS "assetType", t.subholding, t.owner_type AS "ownerType",
       t.amount_from AS "amountFrom", t.amount_to AS "amountTo"
FROM congress_trades t LEFT JOIN congress_members m USING (member_id)
WHERE t.transaction_type IN ('Purchase', 'Sale')
  AND ($1 IS NULL OR t.ticker = $1)
  AND ($2 IS NULL OR t.member_id = CAST($2 AS UUID))
  AND ($3 IS NULL OR t.transaction_type = $3)
  AND t.transaction_date BETWEEN CAST($4 AS DATE) AND CAST($5 AS DATE)
ORDER BY t.transaction_date DESC, t.filing_date DESC, t.filing_id, t.row_in_filing
LIMIT $6 OFFSET $7`;

export async function congressTrades(ctx: EngineContext, p: CongressTradesParams): Promise<CongressTrades> {
  const window = lastYearWindow(ctx.clock, p);
  const rows = await ctx.store.all<CongressTrade>(TRADES, [
    p.ticker?.key ?? null, p.memberId ?? null, p.transactionType ?? null, window.startDate, window.endDate, p.limit + 1, p.offset,
  ]);
  return pageFromProbe(rows, p.limit, p.offset);
}
