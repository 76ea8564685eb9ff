/**
 * Capture tables of web data feeds: the scheduled page collections an account set up in the dashboard,
 * and every collection run with its result. Written only by ingest (`fds ingest web-feed`) and the sample;
 * the API only reads them. Part of migration 4 (see `../schema.ts`).
 *
 * Run states (see `engine/feeds/run-states.ts`): `Running` (started, not completed: no completed_at, no
 * result), `Succeeded` (completed with a result; `verified` says whether the extraction passed
 * verification, and only a verified one is ever served), `Failed` (completed without a result).
 */
import { PROVENANCE_COLUMNS } from './provenance';

export const FEED_TABLES = `
CREATE TABLE web_feeds (
  id VARCHAR NOT NULL,              -- feed id (a uuid, as the dashboard gives it)
  account_id VARCHAR NOT NULL,      -- the owning account; 'local' for the local CLI's owner
  name VARCHAR NOT NULL,
  schedule VARCHAR NOT NULL,        -- the collection schedule as the dashboard states it, e.g. "daily 06:00 America/New_York"
  access_mode VARCHAR NOT NULL,     -- public | authenticated (whether collecting needs a sign-in)
  created_at TIMESTAMP NOT NULL,    -- when the feed was created (the file's, else its first capture)${PROVENANCE_COLUMNS}
);

CREATE TABLE web_feed_runs (
  feed_id VARCHAR NOT NULL,
  run_id VARCHAR NOT NULL,          -- unique across feeds; the idempotency key of ingest
  started_at TIMESTAMP NOT NULL,    -- UTC, millisecond precision
  completed_at TIMESTAMP,           -- UTC, millisecond precision; null while Running
  state VARCHAR NOT NULL,           -- Running | Succeeded | Failed
  verified BOOLEAN NOT NULL,        -- the extraction passed verification (only ever true for Succeeded)
  normalized_data VARCHAR,          -- JSON text {nothingStated, shared, rows}; null for a legacy result or no result
  data VARCHAR,                     -- JSON text: the original verified extraction envelope; null without a result
  sources VARCHAR,                  -- JSON text: array of the pages captured; null without a result
  bytes BIGINT NOT NULL,            -- UTF-8 bytes of normalized_data + data + sources (the 20 MB history bound)${PROVENANCE_COLUMNS}
);
`;
