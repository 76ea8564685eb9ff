/**
 * `prices.splits`: a listing's captured splits, newest effective date first, announced ones included,
 * with `meta.total`. `priceHistoryAdjusted` follows the reconciliation rule in `store/reconcile-splits`.
 */
import { pageWithTotal } from '../../core/params';
import { priceHistoryAdjusted } from '../../store/reconcile-splits';
import type { EngineContext } from '../context';
import { requireKnown } from './listing';
import { inWindow, windowBinds, type TickerPageParams } from './query-params';
import type { SplitPage } from './schemas';
import { exchangeToday } from './sessions';

const PAGE = `
SELECT effective_date AS "effectiveDate", numerator, denominator, restated, count(*) OVER () AS total
FROM splits
WHERE ticker = ? AND ${inWindow('effective_date')}
ORDER BY effective_date DESC
LIMIT ? OFFSET ?`;

const TOTAL = `SELECT count(*) AS total FROM splits WHERE ticker = ? AND ${inWindow('effective_date')}`;

interface StoredSplit {
  effectiveDate: string;
  numerator: number;
  denominator: number;
  restated: boolean;
  total: number;
}

export async function listSplits(ctx: EngineContext, p: TickerPageParams): Promise<SplitPage> {
  const ticker = p.ticker.key;
  const binds = [ticker, ...windowBinds(p)];
  const rows = await ctx.store.all<StoredSplit>(PAGE, [...binds, p.limit, p.offset]);
  // The window count rides along with the page; only a page past the end needs its own count.
  let total = rows[0]?.total;
  if (total === undefined) {
    await requireKnown(ctx, ticker);
    total = (await ctx.store.one<{ total: number }>(TOTAL, binds))?.total ?? 0;
  }
  const today = exchangeToday(p.ticker.mic, ctx.clock.now());
  const data = rows.map((s) => ({
    effectiveDate: s.effectiveDate,
    numerator: s.numerator,
    denominator: s.denominator,
    priceHistoryAdjusted: priceHistoryAdjusted(s, today),
  }));
  return pageWithTotal(data, p.limit, p.offset, total);
}
