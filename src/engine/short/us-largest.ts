/**
 * `short.largest`: the market's largest daily short volume on one trade date (default: the newest date
 * with short volume stored, on or before today), largest first, ties on ticker.
 *
 * Each figure is the one `short.volume` returns for that ticker and date (CNMS wins over facility rows,
 * restated onto today's split basis, whole shares), so the board and a listing's own series agree; the
 * floors apply to those figures. Dates before the daily coverage start answer an empty board.
 */
import type { IsoDate } from '../../core/dates';
import { pageWithTotal } from '../../core/params';
import type { EngineContext } from '../context';
import { todayInNewYork } from '../windows';
import { SHORT_VOLUME_START, type LargestSort } from './us-rules';
import type { Largest, LargestRow } from './us-schemas';
import { restatedDaysSql } from './us-volume';

export interface LargestParams {
  date?: IsoDate | undefined;
  minShortVolume: number;
  minTotalVolume: number;
  sortBy: LargestSort;
  limit: number;
  offset: number;
}

const NEWEST = `SELECT max(date) AS date FROM short_volume_daily WHERE date BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)`;

/** Fixed orderings, one per sort (never text from the request). */
const ORDER: Readonly<Record<LargestSort, string>> = {
  shortVolume: 'r."shortVolume" DESC, r.ticker',
  shortPercent: 'r."shortVolumePercent" DESC NULLS LAST, r.ticker',
};

/** The day's rows that pass the floors. Binds: date, today, minShortVolume, minTotalVolume. */
const PASSING = `
SELECT r.ticker, l.name, r."shortVolume", r."shortExemptVolume", r."totalVolume", r."shortVolumePercent"
FROM (${restatedDaysSql('date = CAST(? AS DATE)')}) r
LEFT JOIN listings l ON l.ticker = r.ticker
WHERE r."shortVolume" >= ? AND r."totalVolume" >= ?`;

const board = (sort: LargestSort) => `
SELECT *, count(*) OVER () AS total FROM (${PASSING}) r
ORDER BY ${ORDER[sort]}
LIMIT ? OFFSET ?`;

const COUNT = `SELECT count(*) AS total FROM (${PASSING})`;

export async function largestShortVolume(ctx: EngineContext, p: LargestParams): Promise<Largest> {
  const today = todayInNewYork(ctx.clock);
  const date = p.date ?? (await ctx.store.one<{ date: IsoDate | null }>(NEWEST, [SHORT_VOLUME_START, today]))?.date ?? null;
  if (date === null || date < SHORT_VOLUME_START) return { date, ...pageWithTotal([], p.limit, p.offset, 0) };
  const binds = [date, today, p.minShortVolume, p.minTotalVolume];
  const rows = await ctx.store.all<LargestRow & { total: number }>(board(p.sortBy), [...binds, p.limit, p.offset]);
  // The count rides along with the page; only a page past the end needs its own.
  const total = rows[0]?.total ?? (p.offset === 0 ? 0 : ((await ctx.store.one<{ total: number }>(COUNT, binds))?.total ?? 0));
  const data = rows.map(({ total: _total, ...row }) => row);
  return { date, ...pageWithTotal(data, p.limit, p.offset, total) };
}
