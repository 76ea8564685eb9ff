/**
 * `prices.dividends`: a listing's own declared dividends, newest ex-date first, future ex-dates included
 * once declared. A known listing without dividends answers an empty page; an unknown ticker 404. Amounts
 * are in the major unit of the row's currency (pence become pounds).
 */
import { pageFromProbe } from '../../core/params';
import type { EngineContext } from '../context';
import { requireKnown } from './listing';
import { priceUnit } from './price-currency';
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
  const stored = await ctx.store.all<DividendRow>(PAGE, [ticker, ...windowBinds(p), p.limit + 1, p.offset]);
  // Every row names its currency already; an amount in pence is answered in pounds like any other price.
  const rows = stored.map((row) => {
    const unit = priceUnit(row.currency);
    return { ...row, amountPerShare: unit.toMajor(row.amountPerShare), currency: unit.currency ?? 'USD' };
  });
  if (rows.length === 0) await requireKnown(ctx, ticker);
  return pageFromProbe(rows, p.limit, p.offset);
}
