/**
 * `market.putCallRatios`: the daily put/call volumes and ratio of one Cboe product, newest first. One
 * statement reads the product's rows in the window and fetches one row past the page to learn `hasMore`.
 */
import { pageFromProbe } from '../../core/params';
import type { EngineContext } from '../context';
import { inWindow, windowBinds, type DateWindow } from '../prices/query-params';
import type { PutCallPage, PutCallRow, PutCallType } from './schemas';

export interface PutCallParams extends DateWindow {
  type: PutCallType;
  limit: number;
  offset: number;
}

const PAGE = `
SELECT date, call_volume AS "callVolume", put_volume AS "putVolume", total_volume AS "totalVolume",
       put_call_ratio AS "putCallRatio"
FROM put_call_ratios
WHERE type = ? AND ${inWindow('date')}
ORDER BY date DESC
LIMIT ? OFFSET ?`;

/** A page of the product's sessions in the window; an empty window is an empty page, not an error. */
export async function listPutCallRatios(ctx: EngineContext, p: PutCallParams): Promise<PutCallPage> {
  const rows = await ctx.store.all<PutCallRow>(PAGE, [p.type, ...windowBinds(p), p.limit + 1, p.offset]);
  return pageFromProbe(rows, p.limit, p.offset);
}
