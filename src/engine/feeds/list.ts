/** GET /v1/web-data-feeds: the caller's feeds with the state of their newest run. Never contacts a source. */
import type { EngineContext } from '../context';
import { feedOwner } from './owner';
import type { AccessMode, RunState } from './run-states';
import type { FeedList } from './schemas';

interface Stored {
  id: string;
  name: string;
  schedule: string;
  access_mode: AccessMode;
  created_at: string;
  run_id: string | null;
  state: RunState | null;
  started_at: string | null;
  completed_at: string | null;
  last_result_at: string | null;
}

// The newest run is the one started last (a Running run counts); the last result is the newest verified success.
const FEEDS = `
WITH mine AS (SELECT * FROM web_feeds WHERE account_id = ?),
runs AS (SELECT r.* FROM web_feed_runs r WHERE r.feed_id IN (SELECT id FROM mine)),
newest AS (
  SELECT * FROM (SELECT runs.*, row_number() OVER (PARTITION BY feed_id ORDER BY started_at DESC, run_id DESC) AS place FROM runs) ranked
  WHERE place = 1),
good AS (SELECT feed_id, max(completed_at) AS last_result_at FROM runs WHERE state = 'Succeeded' AND verified GROUP BY feed_id)
SELECT m.id, m.name, m.schedule, m.access_mode, m.created_at,
       n.run_id, n.state, n.started_at, n.completed_at, g.last_result_at
FROM mine m
LEFT JOIN newest n ON n.feed_id = m.id
LEFT JOIN good g ON g.feed_id = m.id
ORDER BY m.name, m.id`;

/** The caller's feeds, by name then id; `{data: []}` for an account without feeds. */
export async function listFeeds(ctx: EngineContext): Promise<FeedList> {
  const owner = feedOwner(ctx.caller);
  const rows = await ctx.state.all<Stored>(FEEDS, [owner]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      schedule: r.schedule,
      accessMode: r.access_mode,
      createdAtUtc: r.created_at,
      latestRun:
        r.run_id === null || r.state === null || r.started_at === null
          ? null
          : { runId: r.run_id, state: r.state, startedAtUtc: r.started_at, completedAtUtc: r.completed_at },
      lastResultAtUtc: r.last_result_at,
    })),
  };
}
