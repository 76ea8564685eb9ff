/**
 * The history bounds of one web data feed (see `engine/feeds/limits.ts`), applied after each ingest: runs
 * started more than 12 months before the ingest time, beyond the newest 4,000, or beyond 20 MB of results
 * counted from the newest, are deleted. Counting from the newest makes every bound drop the oldest first.
 * One statement that runs unchanged on the embedded store and on a PostgreSQL state store.
 */
import { FEED_HISTORY_MAX_BYTES, FEED_HISTORY_MAX_RUNS, FEED_HISTORY_MONTHS } from '../../../engine/feeds/limits';
import type { Sql } from '../../store';

const PRUNE = `
DELETE FROM web_feed_runs
WHERE feed_id = ? AND run_id IN (
  SELECT run_id FROM (
    SELECT run_id, started_at,
      row_number() OVER newest_first AS rank,
      sum(bytes) OVER (newest_first ROWS UNBOUNDED PRECEDING) AS bytes_so_far
    FROM web_feed_runs WHERE feed_id = ?
    WINDOW newest_first AS (ORDER BY started_at DESC, run_id DESC)
  ) ranked
  WHERE started_at < CAST(? AS TIMESTAMP) - INTERVAL '${FEED_HISTORY_MONTHS} months'
     OR rank > ${FEED_HISTORY_MAX_RUNS}
     OR bytes_so_far > ${FEED_HISTORY_MAX_BYTES}
)`;

/** Deletes the runs of `feedId` outside the bounds at `now` (ISO-8601); returns how many. */
export function applyHistoryBounds(tx: Sql, feedId: string, now: string): Promise<number> {
  return tx.run(PRUNE, [feedId, feedId, now]);
}
