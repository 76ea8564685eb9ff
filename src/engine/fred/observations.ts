/**
 * `GET /v1/fred/series/{seriesId}/observations`: a tracked series' stored observations in a date window
 * (default: the last year, ending today), newest first. An untracked id is a 404; a tracked series with
 * nothing stored in the window answers an empty page.
 */
import type { IsoDate } from '../../core/dates';
import { notFound } from '../../core/errors';
import { pageFromProbe } from '../../core/params';
import type { EngineContext } from '../context';
import { trackedSeries } from './catalogue';
import type { Observation, Observations } from './schemas';
import { lastSynced } from './sync';
import { lastYearWindow } from '../windows';

export interface ObservationParams {
  seriesId: string;
  startDate?: IsoDate | undefined;
  endDate?: IsoDate | undefined;
  limit: number;
  offset: number;
}

const PAGE = `
SELECT date, value
FROM fred_observations
WHERE series_id = ? AND date BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)
ORDER BY date DESC
LIMIT ? OFFSET ?`;

export async function listObservations(ctx: EngineContext, p: ObservationParams): Promise<Observations> {
  const series = trackedSeries(p.seriesId);
  if (series === undefined) {
    throw notFound(`Series '${p.seriesId}' is not a tracked economic data series; find one with GET /v1/fred/series?query=.`);
  }
  const window = lastYearWindow(ctx.clock, p);
  const rows = await ctx.store.all<Observation>(PAGE, [series.id, window.startDate, window.endDate, p.limit + 1, p.offset]);
  const synced = await lastSynced(ctx, [series.id]);
  const { id, title, units, frequency, seasonalAdjustment } = series;
  return {
    series: { id, title, units, frequency, seasonalAdjustment, lastUpdated: synced.get(id) ?? null },
    ...pageFromProbe(rows, p.limit, p.offset),
  };
}
