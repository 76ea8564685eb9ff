/**
 * `prices.list`: a listing's daily bars, newest first. Zero-volume carry-forward candles never appear.
 * One statement reads only the listing's rows and fetches one row past the page to learn `hasMore`. Prices
 * of a listing not quoted in US dollars are answered in its currency's major unit, named on each bar.
 */
import { pageFromProbe } from '../../core/params';
import type { EngineContext } from '../context';
import { noReadings, presenceOf, unknownTicker } from './listing';
import { currencyField, listingPriceUnit, type PriceUnit } from './price-currency';
import { inWindow, windowBinds, type TickerPageParams } from './query-params';
import type { PriceBar, PricePage } from './schemas';

const PAGE = `
SELECT date, open, high, low, close, adjusted_close AS "adjustedClose", volume
FROM prices
WHERE ticker = ? AND volume > 0 AND ${inWindow('date')}
ORDER BY date DESC
LIMIT ? OFFSET ?`;

/** A stored bar as answered: US-dollar bars unchanged, others in the major unit with their currency named. */
function answered(bar: PriceBar, unit: PriceUnit): PriceBar {
  if (unit.currency === undefined) return bar;
  const { toMajor } = unit;
  return {
    ...bar,
    open: toMajor(bar.open), high: toMajor(bar.high), low: toMajor(bar.low), close: toMajor(bar.close), adjustedClose: toMajor(bar.adjustedClose),
    ...currencyField(unit),
  };
}

export async function listPrices(ctx: EngineContext, p: TickerPageParams): Promise<PricePage> {
  const ticker = p.ticker.key;
  const [stored, unit] = await Promise.all([
    ctx.store.all<PriceBar>(PAGE, [ticker, ...windowBinds(p), p.limit + 1, p.offset]),
    listingPriceUnit(ctx, ticker),
  ]);
  const rows = stored.map((bar) => answered(bar, unit));
  if (rows.length === 0) {
    const presence = await presenceOf(ctx, ticker);
    if (!presence.known) throw unknownTicker(ticker);
    if (!presence.priced) throw noReadings(ticker);
  }
  return pageFromProbe(rows, p.limit, p.offset);
}
