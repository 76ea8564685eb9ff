/**
 * `short.snapshot`: every listing's short interest at one settlement: the newest settlement FINRA has
 * published as of today (its calendar, `calendar.ts`) of which the store holds rows, so a settlement
 * that has settled but is not yet published is never shown, and a store whose captures lag answers its
 * newest published one.
 *
 * Sorted descending by sortBy, ties on ticker. Sorted by daysToCover, readings at FINRA's 999.99 cap
 * (999.99 or more, typically a listing that barely trades) rank after every real reading, and rows with
 * no reading (the zero-volume placeholder, null) come last; the other sorts are plain descending orders
 * (an unknown change last). minDaysToCover above 0 leaves out rows with no reading; minAverageDailyVolume
 * counts an unknown volume as 0.
 */
import type { IsoDate } from '../../core/dates';
import { pageWithTotal } from '../../core/params';
import type { EngineContext } from '../context';
import { todayInNewYork } from '../windows';
import { latestPublishedSettlement } from './calendar';
import { DAYS_TO_COVER_SQL } from './us-interest';
import { DAYS_TO_COVER_CAP, type SnapshotSort } from './us-rules';
import type { Snapshot, SnapshotRow } from './us-schemas';

export interface SnapshotParams {
  minDaysToCover: number;
  minAverageDailyVolume?: number | undefined;
  /** The alias of `minAverageDailyVolume`. */
  minAvgDailyVolume?: number | undefined;
  sortBy: SnapshotSort;
  limit: number;
  offset: number;
}

const NEWEST = 'SELECT max(settlement_date) AS date FROM short_interest WHERE settlement_date <= CAST(? AS DATE)';

/** Fixed orderings, one per sort (never text from the request). */
const ORDER: Readonly<Record<SnapshotSort, string>> = {
  daysToCover: `"daysToCover" IS NULL, "daysToCover" >= ${DAYS_TO_COVER_CAP}, "daysToCover" DESC, ticker`,
  shortPosition: '"shortPosition" DESC, ticker',
  change: '"changeInShortPosition" DESC NULLS LAST, ticker',
};

/** The settlement's rows that pass the floors. Binds: settlement date, minDaysToCover, minAverageDailyVolume. */
const PASSING = `
SELECT s.ticker, coalesce(l.name, s.issue_name) AS name, s.short_position AS "shortPosition",
       s.change_in_short_position AS "changeInShortPosition", s.average_daily_volume AS "averageDailyVolume",
       ${DAYS_TO_COVER_SQL} AS "daysToCover"
FROM short_interest s LEFT JOIN listings l ON l.ticker = s.ticker
WHERE s.settlement_date = CAST(? AS DATE)
  AND coalesce(${DAYS_TO_COVER_SQL}, 0) >= ?
  AND coalesce(s.average_daily_volume, 0) >= ?`;

const page = (sort: SnapshotSort) => `
SELECT *, count(*) OVER () AS total FROM (${PASSING})
ORDER BY ${ORDER[sort]}
LIMIT ? OFFSET ?`;

const COUNT = `SELECT count(*) AS total FROM (${PASSING})`;

export async function shortInterestSnapshot(ctx: EngineContext, p: SnapshotParams): Promise<Snapshot> {
  const published = latestPublishedSettlement(todayInNewYork(ctx.clock));
  const settlementDate = published === null ? null : ((await ctx.store.one<{ date: IsoDate | null }>(NEWEST, [published.settlementDate]))?.date ?? null);
  if (settlementDate === null) return { settlementDate, ...pageWithTotal([], p.limit, p.offset, 0) };
  const binds = [settlementDate, p.minDaysToCover, p.minAverageDailyVolume ?? p.minAvgDailyVolume ?? 0];
  const rows = await ctx.store.all<SnapshotRow & { total: number }>(page(p.sortBy), [...binds, p.limit, p.offset]);
  // The count rides along with the page; only a page past the end needs its own.
  const total = rows[0]?.total ?? (p.offset === 0 ? 0 : ((await ctx.store.one<{ total: number }>(COUNT, binds))?.total ?? 0));
  const data = rows.map(({ total: _total, ...row }) => row);
  return { settlementDate, ...pageWithTotal(data, p.limit, p.offset, total) };
}
