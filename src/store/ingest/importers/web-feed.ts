/**
 * Importer of web data feed runs (`fds ingest web-feed FILE.json`): fds's own JSON layout, one feed and its
 * collection runs per file (see `manual`). Key: the run id; a run stored already is skipped, so re-ingesting
 * adds nothing. The feed's history bounds (12 months, 4,000 runs, 20 MB) are applied after every ingest,
 * oldest run removed first.
 */
import { FEED_HISTORY_MAX_BYTES, FEED_HISTORY_MAX_RUNS, FEED_HISTORY_MONTHS } from '../../../engine/feeds/limits';
import type { Importer } from './importer';

export const webFeedImporter: Importer = {
  name: 'web-feed',
  description: 'web data feed runs and results (fds feed JSON: one feed, its runs)',
  manual:
    'One JSON object per file: {"feed": {...}, "runs": [...]}. feed holds id (the dashboard\'s feed id, up to 128 characters), '
    + 'account (the owning account\'s id; local for the local owner), name, schedule (free text such as "daily 06:00 '
    + 'America/New_York"), accessMode (public or authenticated) and optionally createdAt (default: the ingest time). Every run holds runId (unique across '
    + 'feeds, up to 128 characters), state (Running, Succeeded or Failed), startedAt, completedAt (required once Succeeded or '
    + 'Failed, not before startedAt; null or absent while Running), verified (true or false, required for Succeeded; only a '
    + 'verified result is ever served) and, for Succeeded only, result: {normalizedData, data, sources}. data is the extraction '
    + 'envelope (any JSON value but null); sources an array of objects each with a url; normalizedData an object with '
    + 'nothingStated (boolean), shared (object) and rows (array of objects), or null or absent for a legacy result. '
    + 'Timestamps are ISO-8601 with seconds and a zone: 2026-11-20T10:00:42Z or 2026-11-20T05:00:42-05:00 (stored to the '
    + 'millisecond, in UTC). The first file naming a feed creates it; a later one must name the same account and updates its '
    + 'name, schedule and access mode. A run id stored already for the feed is skipped (the first capture wins); one stored '
    + `for another feed, or repeated in the file, refuses the file. After the runs are stored the feed keeps at most ${FEED_HISTORY_MONTHS} `
    + `months of runs (by start time, counted back from the ingest time), the newest ${FEED_HISTORY_MAX_RUNS.toLocaleString('en-US')} runs and `
    + `${FEED_HISTORY_MAX_BYTES / 1_000_000} MB of results (UTF-8 bytes of normalizedData, data and sources), the oldest run `
    + 'removed first; rowsAdded counts the new runs that remain. A refusal lists every problem of the file, each at its place '
    + '(feed.accessMode, runs[2].completedAt) with the JSON value as written, and ingests nothing.',
  extensions: ['.json'],
  // The reading code loads only when a file of this layout is ingested.
  load: async (input) => (await import('./web-feed-load')).load(input),
};
