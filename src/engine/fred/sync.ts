/**
 * When the store last synced each series: the newest capture time of its stored observations. It measures
 * pipeline freshness, not the period an observation covers.
 */
import type { EngineContext } from '../context';

const LAST_SYNCED = `
SELECT series_id AS "seriesId", max(captured_at) AS "lastUpdated"
FROM fred_observations
WHERE series_id IN (SELECT unnest(string_split(?, ',')))
GROUP BY series_id`;

/** `lastUpdated` (ISO-8601 UTC) of each of `ids` that has stored observations; absent ids have none. */
export async function lastSynced(ctx: Pick<EngineContext, 'store'>, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.store.all<{ seriesId: string; lastUpdated: string }>(LAST_SYNCED, [ids.join(',')]);
  return new Map(rows.map((r) => [r.seriesId, r.lastUpdated]));
}
