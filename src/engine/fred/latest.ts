/**
 * `GET /v1/fred/latest`: the newest stored value of every tracked series (or of one category), with the
 * value before it and the change between them. A series with nothing stored has date and value null; with
 * one observation, `previous` is null and `change` is absent.
 */
import type { EngineContext } from '../context';
import { TRACKED_SERIES, type Category } from './catalogue';
import type { LatestRow } from './schemas';

/** The two newest observations of every series that has any, one statement for all. */
const NEWEST_TWO = `
SELECT series_id AS "seriesId", date, value, rank
FROM (
  SELECT series_id, date, value, row_number() OVER (PARTITION BY series_id ORDER BY date DESC) AS rank
  FROM fred_observations
  WHERE ? IS NULL OR series_id IN (SELECT unnest(string_split(?, ',')))
)
WHERE rank <= 2`;

interface Newest {
  seriesId: string;
  date: string;
  value: number;
  rank: number;
}

/** Decimal places `change` keeps: enough for every FRED unit, few enough to drop binary noise (0.1 − 0.3). */
const CHANGE_DECIMALS = 6;
export const roundChange = (x: number): number => {
  const rounded = Number(x.toFixed(CHANGE_DECIMALS));
  return Object.is(rounded, -0) ? 0 : rounded;
};

export async function latestValues(ctx: EngineContext, p: { category?: Category | undefined }): Promise<{ data: LatestRow[] }> {
  const series = p.category === undefined ? TRACKED_SERIES : TRACKED_SERIES.filter((s) => s.category === p.category);
  const ids = p.category === undefined ? null : series.map((s) => s.id).join(',');
  const rows = await ctx.store.all<Newest>(NEWEST_TWO, [ids, ids]);
  const newest = new Map<string, Newest>();
  const before = new Map<string, Newest>();
  for (const row of rows) (row.rank === 1 ? newest : before).set(row.seriesId, row);
  return {
    data: series.map((s) => {
      const last = newest.get(s.id);
      const prior = before.get(s.id);
      const row: LatestRow = {
        seriesId: s.id, title: s.title, category: s.category, units: s.units,
        date: last?.date ?? null, value: last?.value ?? null, previous: prior?.value ?? null,
      };
      if (last !== undefined && prior !== undefined) row.change = roundChange(last.value - prior.value);
      return row;
    }),
  };
}
