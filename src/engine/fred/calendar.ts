/**
 * `GET /v1/fred/calendar`: stored release dates in a window (default today through 30 days out), at or
 * above `minImportance`, by date, then importance High → Low, then release name. There is no offset: the
 * low tier emits several rows per business day, so a page can clip the window; `meta.hasMore` says so and
 * a narrower window, a larger `limit` or a higher `minImportance` shows the rest.
 */
import type { IsoDate } from '../../core/dates';
import { pageFromProbe } from '../../core/params';
import type { EngineContext } from '../context';
import { admitted, type MinImportance } from './releases';
import type { Calendar, CalendarRow } from './schemas';
import { calendarWindow } from './windows';

export interface CalendarParams {
  startDate?: IsoDate | undefined;
  endDate?: IsoDate | undefined;
  minImportance: MinImportance;
  limit: number;
}

/** Rows repeated by a re-captured calendar are shown once. */
const PAGE = `
SELECT DISTINCT date, release, importance, series,
  CASE importance WHEN 'High' THEN 0 WHEN 'Medium' THEN 1 ELSE 2 END AS tier
FROM fred_release_dates
WHERE date BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)
  AND importance IN (SELECT unnest(string_split(?, ',')))
ORDER BY date, tier, release
LIMIT ?`;

export async function releaseCalendar(ctx: EngineContext, p: CalendarParams): Promise<Calendar> {
  const window = calendarWindow(ctx, p);
  const rows = await ctx.store.all<CalendarRow & { tier: number }>(PAGE, [
    window.startDate, window.endDate, admitted[p.minImportance].join(','), p.limit + 1,
  ]);
  const data = rows.map(({ date, release, importance, series }) => ({ date, release, importance, series }));
  return pageFromProbe(data, p.limit, 0);
}
