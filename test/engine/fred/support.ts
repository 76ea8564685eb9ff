/** Test helpers of the economic data family: hand-written observations and release dates in a store. */
import type { Store } from '../../../src/store/store';

export interface ObservationRow {
  seriesId: string;
  date: string;
  value: number;
  capturedAt?: string;
}

/** Inserts observations as an ingest would, captured at `capturedAt` (default 2026-11-20T12:00:00Z). */
export function insertObservations(store: Store, rows: readonly ObservationRow[]): Promise<void> {
  return store.write(async (tx) => {
    for (const r of rows) {
      await tx.run(
        "INSERT INTO fred_observations VALUES (?, CAST(? AS DATE), ?, 'ingest', 'test.csv', CAST(? AS TIMESTAMP))",
        [r.seriesId, r.date, r.value, r.capturedAt ?? '2026-11-20T12:00:00Z'],
      );
    }
  });
}

export interface ReleaseRow {
  date: string;
  release: string;
  importance: 'High' | 'Medium' | 'Low';
  series: string[];
}

export function insertReleases(store: Store, rows: readonly ReleaseRow[]): Promise<void> {
  return store.write(async (tx) => {
    for (const r of rows) {
      await tx.run(
        "INSERT INTO fred_release_dates VALUES (CAST(? AS DATE), ?, ?, string_split(?, ','), 'ingest', 'test.csv', CAST(? AS TIMESTAMP))",
        [r.date, r.release, r.importance, r.series.join(','), '2026-11-20T12:00:00Z'],
      );
    }
  });
}
