/**
 * `prices.dividends`: a listing's own declared dividends, newest ex-date first, future ex-dates included
 * once declared. A known listing without dividends answers an empty page; an unknown ticker 404.
 */
import { pageFromProbe } from '../../core/params';
import type { EngineContext } from '../context';
import { requireKnown } from './listing';
import { inWindow, windowBinds, type TickerPageParams } from './query-params';
import type { DividendPage, DividendRow } from './schemas';

const PAGE = `
SELECT ex_date AS "exDate", amount AS "amountPerShare", currency
FROM dividends
WHERE ticker = ? AND ${inWindow('ex_date')}
ORDER BY ex_date DESC
LIMIT ? OFFSET ?`;

export async function listDividends(ctx: EngineContext, p: TickerPageParams): Promise<DividendPage> {
  const ticker = p.ticker.key;
  const rows = await ctx.store.all<DividendRow>(PAGE, [ticker, ...windowBinds(p), p.limit + 1, p.offset]);
  if (rows.length === 0) await requireKnown(ctx, ticker);
  return pageFromProbe(rows, p.limit, p.offset);
}
