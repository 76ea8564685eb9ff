/**
 * The bars the technicals read: a listing's positive-volume daily bars (split-adjusted high, low, close as
 * stored), oldest first, in one statement, with the 404 rules of `/prices` when there are none.
 */
import type { IsoDate } from '../../core/dates';
import type { EngineContext } from '../context';
import { noReadings, presenceOf, unknownTicker } from '../prices/listing';
import type { OhlcBar } from './indicators';

export interface DatedBar extends OhlcBar {
  date: IsoDate;
}

// The warm-up is the whole stored history up to the window's end: the recursive indicators (EMA, MACD,
// RSI, ATR) depend on every earlier bar, and one listing's history is a few thousand rows at most, read
// from the row groups of that ticker alone. Zero-volume carry-forward candles are left out here, once.
const HISTORY = `
SELECT date, high, low, close
FROM prices
WHERE ticker = ? AND volume > 0 AND date <= coalesce(CAST(? AS DATE), DATE 'infinity')
ORDER BY date`;

/**
 * The positive-volume bars of `ticker` dated on or before `through` (all when absent), oldest first.
 * Throws 404 for an unknown ticker or a listing with no reading at all; a priced listing whose bars all
 * lie after `through` gets an empty list.
 */
export async function barHistory(ctx: EngineContext, ticker: string, through: IsoDate | undefined): Promise<DatedBar[]> {
  const bars = await ctx.store.all<DatedBar>(HISTORY, [ticker, through ?? null]);
  if (bars.length === 0) await requirePriced(ctx, ticker);
  return bars;
}

/**
 * Throws the 404 of `/prices` unless `ticker` has at least one positive-volume bar. Asked only after a
 * read came back empty, so the usual path never pays for it.
 */
export async function requirePriced(ctx: EngineContext, ticker: string): Promise<void> {
  const presence = await presenceOf(ctx, ticker);
  if (!presence.known) throw unknownTicker(ticker);
  if (!presence.priced) throw noReadings(ticker);
}
