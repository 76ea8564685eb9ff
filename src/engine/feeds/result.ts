/**
 * GET /v1/web-data-feeds/{id}: the stored result of one of the caller's feeds. Without `at`, the newest
 * verified successful result; with `at`, the newest one completed at or before that instant. A newer
 * failed, running or unverified run never hides it. Never contacts a source.
 */
import { notFound } from '../../core/errors';
import type { EngineContext } from '../context';
import { feedNotFound, feedOwner } from './owner';
import type { FeedResult } from './schemas';

export interface FeedResultParams {
  id: string;
  /** The instant the result must have been completed by; absent: the latest result. */
  at?: Date;
}

interface StoredRun {
  run_id: string;
  completed_at: string;
  normalized_data: string | null;
  data: string;
  sources: string;
}

const FEED = 'SELECT id, name FROM web_feeds WHERE id = ? AND account_id = ?';
const SERVED = "feed_id = ? AND state = 'Succeeded' AND verified";
const NEWEST = 'ORDER BY completed_at DESC, run_id DESC LIMIT 1';
const COLUMNS = 'SELECT run_id, completed_at, normalized_data, data, sources FROM web_feed_runs';
const LATEST = `${COLUMNS} WHERE ${SERVED} ${NEWEST}`;
const AT_OR_BEFORE = `${COLUMNS} WHERE ${SERVED} AND completed_at <= CAST(? AS TIMESTAMP) ${NEWEST}`;

/** The result of feed `id` (see the module comment); 404 when it is not the caller's or has no such result. */
export async function feedResult(ctx: EngineContext, params: FeedResultParams): Promise<FeedResult> {
  const owner = feedOwner(ctx.caller);
  // One lookup keyed by id and owner: another account's feed and a missing one take the same path.
  const feed = await ctx.state.one<{ id: string; name: string }>(FEED, [params.id, owner]);
  if (feed === undefined) throw feedNotFound(params.id);
  const run = params.at === undefined
    ? await ctx.state.one<StoredRun>(LATEST, [feed.id])
    : await ctx.state.one<StoredRun>(AT_OR_BEFORE, [feed.id, params.at.toISOString()]);
  if (run === undefined) {
    throw notFound(
      params.at === undefined
        ? `Web data feed '${feed.id}' has no verified successful result stored yet.`
        : `Web data feed '${feed.id}' has no verified successful result completed at or before ${params.at.toISOString()}.`,
    );
  }
  return {
    id: feed.id,
    name: feed.name,
    runId: run.run_id,
    capturedAtUtc: run.completed_at,
    normalizedData: run.normalized_data === null ? null : (JSON.parse(run.normalized_data) as FeedResult['normalizedData']),
    data: JSON.parse(run.data) as unknown,
    sources: JSON.parse(run.sources) as unknown[],
  };
}
