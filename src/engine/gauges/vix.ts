/**
 * `market.vix`: daily open, high, low and close of the Cboe volatility index, newest first. The series
 * begins 1990-01-02; a window reaching earlier simply finds nothing there.
 */
import { pageFromProbe } from '../../core/params';
import type { EngineContext } from '../context';
import { inWindow, windowBinds, type DateWindow } from '../prices/query-params';
import type { VixPage, VixRow } from './schemas';

export interface VixParams extends DateWindow {
  limit: number;
  offset: number;
}

const PAGE = `
SELECT date, open, high, low, close
FROM vix_daily
WHERE ${inWindow('date')}
ORDER BY date DESC
LIMIT ? OFFSET ?`;

/** A page of daily levels in the window, fetched with one probe row past the page for `hasMore`. */
export async function listVix(ctx: EngineContext, p: VixParams): Promise<VixPage> {
  const rows = await ctx.store.all<VixRow>(PAGE, [...windowBinds(p), p.limit + 1, p.offset]);
  return pageFromProbe(rows, p.limit, p.offset);
}
