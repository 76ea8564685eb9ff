/**
 * `prices.list`: a listing's daily bars, newest first. Zero-volume carry-forward candles never appear.
 * One statement reads only the listing's rows and fetches one row past the page to learn `hasMore`.
 */
import { pageFromProbe } from '../../core/params';
import type { EngineContext } from '../context';
import { noReadings, presenceOf, unknownTicker } from './listing';
import { inWindow, windowBinds, type TickerPageParams } from './query-params';
import type { PriceBar, PricePage } from './schemas';

const PAGE = `
SELECT date, open, high, low, close, adjusted_close AS "adjustedClose", volume
FROM prices
WHERE ticker = ? AND volume > 0 AND ${inWindow('date')}
ORDER BY date DESC
LIMIT ? OFFSET ?`;

export async function listPrices(ctx: EngineContext, p: TickerPageParams): Promise<PricePage> {
  const ticker = p.ticker.key;
  const rows = await ctx.store.all<PriceBar>(PAGE, [ticker, ...windowBinds(p), p.limit + 1, p.offset]);
  if (rows.length === 0) {
    const presence = await presenceOf(ctx, ticker);
    if (!presence.known) throw unknownTicker(ticker);
    if (!presence.priced) throw noReadings(ticker);
  }
  return pageFromProbe(rows, p.limit, p.offset);
}
