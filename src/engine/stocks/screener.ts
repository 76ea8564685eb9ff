/**
 * `stocks.screener`: the US stock listings whose figures pass every filter given, sorted and paged. The
 * figures are read as of three vintages the clock decides: the newest settled session (prices, volume,
 * dividends), the newest short-interest settlement FINRA has published by today that the store holds
 * (as the short-interest snapshot reads it), and the newest stored 13F quarter whose filing window has
 * closed (a quarter still being filed would understate ownership).
 */
import type { IsoDate } from '../../core/dates';
import type { SqlValue } from '../../store/store';
import type { EngineContext } from '../context';
import { filingDeadline, storedQuarters } from '../institutions/quarters';
import { sessionsBefore } from '../market/calendar';
import { lastSettledSession } from '../prices/sessions';
import { latestPublishedSettlement } from '../short/calendar';
import { todayInNewYork } from '../windows';
import { maxParam, minParam, RANGE_FIELDS, VOLUME_SESSIONS, type SortField, type SortOrder } from './screener-fields';
import { SCREENER_COUNT, screenerPage } from './screener-sql';
import type { Screener, ScreenerRow } from './schemas';

export type ScreenerParams = {
  page: number;
  limit: number;
  sort: SortField;
  order: SortOrder;
  sector?: string | undefined;
} & Partial<Record<string, unknown>>;

const SETTLEMENT = 'SELECT CAST(max(settlement_date) AS VARCHAR) AS d FROM short_interest WHERE settlement_date <= CAST(? AS DATE)';

/** The newest settlement published by today that the store holds; null when none is. */
async function settlementOf(ctx: EngineContext): Promise<IsoDate | null> {
  const published = latestPublishedSettlement(todayInNewYork(ctx.clock));
  return published === null ? null : ((await ctx.store.one<{ d: string | null }>(SETTLEMENT, [published.settlementDate]))?.d ?? null);
}

/** The newest stored 13F quarter whose filing window has closed; null when none has. */
async function closedQuarterOf(ctx: EngineContext): Promise<IsoDate | null> {
  const today = todayInNewYork(ctx.clock);
  return (await storedQuarters(ctx)).find((quarter) => filingDeadline(quarter) < today) ?? null;
}

const bound = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export async function screenStocks(ctx: EngineContext, p: ScreenerParams): Promise<Screener> {
  const priceDate = lastSettledSession(null, ctx.clock.now());
  const [settlement, quarter] = await Promise.all([settlementOf(ctx), closedQuarterOf(ctx)]);
  const binds: SqlValue[] = [
    priceDate,
    sessionsBefore(priceDate, VOLUME_SESSIONS),
    settlement,
    quarter,
    ...RANGE_FIELDS.flatMap((f) => [bound(p[minParam(f)]), bound(p[maxParam(f)])]),
    p.sector ?? null,
  ];
  const offset = (p.page - 1) * p.limit;
  const rows = await ctx.store.all<ScreenerRow & { total: number }>(screenerPage(p.sort, p.order), [...binds, p.limit, offset]);
  // The count rides along with the page; only a page past the end needs its own.
  const totalCount = Number(rows[0]?.total ?? (offset === 0 ? 0 : ((await ctx.store.one<{ total: number }>(SCREENER_COUNT, binds))?.total ?? 0)));
  const data = rows.map(({ total: _total, ...row }) => row);
  return {
    totalCount,
    count: data.length,
    page: p.page,
    totalPages: Math.ceil(totalCount / p.limit),
    vintages: { priceDate, shortInterestSettlementDate: settlement, thirteenFQuarterEnd: quarter },
    data,
  };
}
