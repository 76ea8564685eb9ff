/**
 * `short.volume`: a US listing's daily short-sale volume from FINRA's Reg SHO files, newest trade date
 * first.
 *
 * A day's figure is the consolidated (CNMS) row when one is stored; only without it is it the sum of the
 * facility rows of that date (the CNMS row already is their sum, so the two are never added). Daily
 * coverage begins {@link SHORT_VOLUME_START}: earlier dates answer an empty page, whatever is stored.
 *
 * FINRA files volumes on the basis of the trade date, in fractional shares. Each is restated onto today's
 * split basis (multiplied by the ratio of every split effective after the trade date and by today), then
 * rounded to the nearest whole share, halves away from zero. shortVolumePercent comes from the unrounded
 * figures (a restatement does not change it), to two decimals.
 */
import type { IsoDate } from '../../core/dates';
import { pageFromProbe } from '../../core/params';
import type { EngineContext } from '../context';
import { splitFactorSql } from '../split-basis';
import { lastMonthsWindow, todayInNewYork } from '../windows';
import { requireKnownUsTicker, requireUsListing } from './us-listing';
import { DEFAULT_MONTHS, SHORT_VOLUME_START } from './us-rules';
import type { ShortVolumePage, ShortVolumeRow } from './us-schemas';
import type { TickerPageParams } from '../prices/query-params';

/**
 * SQL: one row per ticker and date of `short_volume_daily` rows matching `where`, with the day's `short`,
 * `exempt` and `total` as filed (CNMS wins over the facility rows), multiplied by the split factor onto
 * the basis of the date bound last (today).
 */
export const restatedDaysSql = (where: string): string => `
WITH days AS (
  SELECT ticker, date,
         coalesce(sum(short_volume) FILTER (WHERE facility = 'CNMS'), sum(short_volume)) AS short,
         coalesce(sum(short_exempt_volume) FILTER (WHERE facility = 'CNMS'), sum(short_exempt_volume)) AS exempt,
         coalesce(sum(total_volume) FILTER (WHERE facility = 'CNMS'), sum(total_volume)) AS total
  FROM short_volume_daily
  WHERE ${where}
  GROUP BY ticker, date
),
factored AS (SELECT *, ${splitFactorSql('days.ticker', 'days.date', 'CAST(? AS DATE)')} AS factor FROM days)
SELECT ticker, date,
       CAST(round(short * factor) AS BIGINT) AS "shortVolume",
       CAST(round(exempt * factor) AS BIGINT) AS "shortExemptVolume",
       CAST(round(total * factor) AS BIGINT) AS "totalVolume",
       CASE WHEN total > 0 THEN round(100 * short / total, 2) END AS "shortVolumePercent"
FROM factored`;

const PAGE = `
SELECT date, "shortVolume", "shortExemptVolume", "totalVolume", "shortVolumePercent"
FROM (${restatedDaysSql('ticker = ? AND date BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)')})
ORDER BY date DESC
LIMIT ? OFFSET ?`;

/** The later of two dates. */
const later = (a: IsoDate, b: IsoDate): IsoDate => (a > b ? a : b);

export async function listShortVolume(ctx: EngineContext, p: TickerPageParams): Promise<ShortVolumePage> {
  requireUsListing(p.ticker);
  const ticker = p.ticker.key;
  const window = lastMonthsWindow(ctx.clock, p, DEFAULT_MONTHS.shortVolume);
  const today = todayInNewYork(ctx.clock);
  const start = later(window.startDate, SHORT_VOLUME_START);
  const rows = await ctx.store.all<ShortVolumeRow>(PAGE, [ticker, start, window.endDate, today, p.limit + 1, p.offset]);
  if (rows.length === 0) await requireKnownUsTicker(ctx, ticker);
  return pageFromProbe(rows, p.limit, p.offset);
}
