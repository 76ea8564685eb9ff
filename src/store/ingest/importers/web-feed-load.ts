/**
 * The reading code of the `web-feed` importer (the layout is described in `./web-feed.ts`): reads the one
 * JSON object, checks the feed and every run set-based, stores the feed and its new runs, then applies the
 * feed's history bounds. Loaded only when such a file is ingested.
 */
import { ACCESS_MODES } from '../../../engine/feeds/run-states';
import { replaceSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import type { Provenance } from '../load';
import { fileProblem, quoteValue, readerDetail } from '../problems';
import { applyHistoryBounds } from './web-feed-bounds';
import { isInstant, RUN_RULES, utcInstant } from './web-feed-checks';
import type { ImportCounts, Importer } from './importer';

const DOC = 'web_feed_ingest_doc';
const RUNS = 'web_feed_ingest_runs';
const NEW = 'web_feed_ingest_new';
/** One file may hold a long history; DuckDB's default cap on one JSON object is 16 MB. */
const MAX_OBJECT_BYTES = 512 * 1024 * 1024;

interface FeedFields {
  doc_type: string | null;
  feed_type: string | null;
  runs_type: string | null;
  id: string | null;
  id_type: string | null;
  account: string | null;
  account_type: string | null;
  name: string | null;
  name_type: string | null;
  schedule: string | null;
  schedule_type: string | null;
  access_mode: string | null;
  created_type: string | null;
  created_ok: boolean | null;
}

export interface FeedIdentity {
  id: string;
  account: string;
  name: string;
  schedule: string;
  accessMode: string;
  /** The createdAt text, or null when the file gives none. */
  createdAt: string | null;
}

const field = (name: string): string => `json_extract_string(doc, '$.feed.${name}')`;
const typeOf = (name: string): string => `json_type(doc, '$.feed.${name}')`;

async function readDocument(tx: WriteTx, file: string): Promise<void> {
  try {
    await tx.run(
      `CREATE OR REPLACE TEMP TABLE ${DOC} AS SELECT json AS doc FROM read_json_objects(?, format = 'auto', maximum_object_size = ${MAX_OBJECT_BYTES})`,
      [file],
    );
  } catch (error) {
    throw fileProblem(file, `cannot be read as JSON: ${readerDetail(error)}`);
  }
  const count = await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${DOC}`);
  if (count?.n !== 1) throw fileProblem(file, `must hold exactly one JSON object {"feed": …, "runs": […]}, not ${count?.n ?? 0}`);
}

/** A string field of the feed: present, a non-empty string, at most `max` characters. */
function text(file: string, value: string | null, type: string | null, name: string, max: number): string {
  if (type !== 'VARCHAR' || value === null || value.trim() === '' || value.length > max) {
    throw fileProblem(file, `has feed.${name} ${type === null ? 'missing' : type === 'VARCHAR' ? quoteValue(value ?? '') : `of JSON type ${type}`}: it must be a non-empty string of at most ${max} characters`);
  }
  return value;
}

/** The feed object of the file, checked field by field. */
async function readFeed(tx: WriteTx, file: string): Promise<FeedIdentity> {
  const f = await tx.one<FeedFields>(`
    SELECT json_type(doc) AS doc_type, json_type(doc, '$.feed') AS feed_type, json_type(doc, '$.runs') AS runs_type,
      ${field('id')} AS id, ${typeOf('id')} AS id_type, ${field('account')} AS account, ${typeOf('account')} AS account_type,
      ${field('name')} AS name, ${typeOf('name')} AS name_type, ${field('schedule')} AS schedule, ${typeOf('schedule')} AS schedule_type,
      CASE WHEN ${typeOf('accessMode')} = 'VARCHAR' THEN ${field('accessMode')} END AS access_mode,
      ${typeOf('createdAt')} AS created_type, ${isInstant(field('createdAt'))} AS created_ok
    FROM ${DOC}`);
  if (f === undefined || f.doc_type !== 'OBJECT') throw fileProblem(file, 'must hold one JSON object {"feed": …, "runs": […]}');
  if (f.feed_type !== 'OBJECT') throw fileProblem(file, 'has no feed object: "feed" must be {id, account, name, schedule, accessMode}');
  if (f.runs_type !== 'ARRAY') throw fileProblem(file, 'has no runs array: "runs" must be an array of runs (it may be empty)');
  const accessMode = f.access_mode ?? '';
  if (!(ACCESS_MODES as readonly string[]).includes(accessMode)) {
    throw fileProblem(file, `has feed.accessMode ${quoteValue(accessMode)}: it must be one of ${ACCESS_MODES.join(', ')}`);
  }
  const noCreated = f.created_type === null || f.created_type === 'NULL';
  if (!noCreated && f.created_ok !== true) {
    throw fileProblem(file, 'has a feed.createdAt that is not an ISO-8601 timestamp with seconds and a zone (2026-11-20T10:00:00Z)');
  }
  return {
    id: text(file, f.id, f.id_type, 'id', 128),
    account: text(file, f.account, f.account_type, 'account', 128),
    name: text(file, f.name, f.name_type, 'name', 256),
    schedule: text(file, f.schedule, f.schedule_type, 'schedule', 256),
    accessMode,
    createdAt: noCreated ? null : (await tx.one<{ t: string }>(`SELECT ${field('createdAt')} AS t FROM ${DOC}`))!.t,
  };
}

/** Stages the runs, one row each with its 1-based position `n`, and refuses the first that breaks a rule. */
async function stageRuns(tx: WriteTx, file: string): Promise<number> {
  await tx.run(`
    CREATE OR REPLACE TEMP TABLE ${RUNS} AS
    SELECT i AS n, runs[i] AS run
    FROM (SELECT json_extract(doc, '$.runs[*]') AS runs FROM ${DOC}), range(1, len(runs) + 1) AS t(i)`);
  const checks = RUN_RULES.map((rule, k) => `SELECT n, ${k} AS k FROM ${RUNS} WHERE ${rule.failed}`);
  const bad = await tx.one<{ n: number; k: number }>(`SELECT n, k FROM (${checks.join(' UNION ALL ')}) ORDER BY n, k LIMIT 1`);
  if (bad !== undefined) {
    const rule = RUN_RULES[bad.k]!;
    throw fileProblem(file, `has runs[${bad.n - 1}]${rule.field === '' ? '' : `.${rule.field}`} that ${rule.problem}`);
  }
  const repeated = await tx.one<{ n: number; id: string }>(`
    SELECT n, json_extract_string(run, '$.runId') AS id FROM ${RUNS}
    QUALIFY row_number() OVER (PARTITION BY json_extract_string(run, '$.runId') ORDER BY n) > 1
    ORDER BY n LIMIT 1`);
  if (repeated !== undefined) throw fileProblem(file, `has runs[${repeated.n - 1}].runId ${quoteValue(repeated.id)} that repeats an earlier run of the file`);
  return (await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${RUNS}`))?.n ?? 0;
}

/** Creates the feed, or checks its owner and updates its description; runs of another feed are refused. */
async function storeFeed(tx: WriteTx, file: string, feed: FeedIdentity, provenance: Provenance): Promise<void> {
  const stored = await tx.one<{ account_id: string }>('SELECT account_id FROM web_feeds WHERE id = ?', [feed.id]);
  if (stored !== undefined && stored.account_id !== feed.account) {
    throw fileProblem(file, `has feed.account ${quoteValue(feed.account)}, but feed ${quoteValue(feed.id)} is stored for another account; a feed never changes owner`);
  }
  const elsewhere = await tx.one<{ n: number; id: string }>(
    `SELECT s.n, r.run_id AS id FROM ${RUNS} s JOIN web_feed_runs r ON r.run_id = json_extract_string(s.run, '$.runId')
     WHERE r.feed_id <> ? ORDER BY s.n LIMIT 1`,
    [feed.id],
  );
  if (elsewhere !== undefined) throw fileProblem(file, `has runs[${elsewhere.n - 1}].runId ${quoteValue(elsewhere.id)} that is stored for another feed`);
  if (stored === undefined) {
    await tx.run(
      `INSERT INTO web_feeds (id, account_id, name, schedule, access_mode, created_at, source, source_file, captured_at)
       VALUES (?, ?, ?, ?, ?, ${utcInstant('?')}, 'ingest', ?, CAST(? AS TIMESTAMP))`,
      [feed.id, feed.account, feed.name, feed.schedule, feed.accessMode, feed.createdAt ?? provenance.capturedAt, provenance.file, provenance.capturedAt],
    );
  } else {
    await tx.run('UPDATE web_feeds SET name = ?, schedule = ?, access_mode = ? WHERE id = ?', [feed.name, feed.schedule, feed.accessMode, feed.id]);
  }
}

const json = (path: string): string =>
  `CASE WHEN coalesce(json_type(run, '${path}'), 'NULL') = 'NULL' THEN NULL ELSE CAST(json_extract(run, '${path}') AS VARCHAR) END`;

/** Inserts the runs not stored yet, in start order; returns their ids' table. */
async function insertNewRuns(tx: WriteTx, feedId: string, provenance: Provenance): Promise<void> {
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${NEW} AS
     SELECT ? AS feed_id, json_extract_string(run, '$.runId') AS run_id,
       ${utcInstant("json_extract_string(run, '$.startedAt')")} AS started_at,
       ${utcInstant("json_extract_string(run, '$.completedAt')")} AS completed_at,
       json_extract_string(run, '$.state') AS state,
       coalesce(TRY_CAST(json_extract(run, '$.verified') AS BOOLEAN), FALSE) AS verified,
       ${json('$.result.normalizedData')} AS normalized_data,
       ${json('$.result.data')} AS data,
       ${json('$.result.sources')} AS sources
     FROM ${RUNS}
     ANTI JOIN web_feed_runs r ON r.run_id = json_extract_string(run, '$.runId')`,
    [feedId],
  );
  await tx.run(
    `INSERT INTO web_feed_runs
     SELECT feed_id, run_id, started_at, completed_at, state, verified, normalized_data, data, sources,
       strlen(coalesce(normalized_data, '') || coalesce(data, '') || coalesce(sources, '')), 'ingest', ?, CAST(? AS TIMESTAMP)
     FROM ${NEW} ORDER BY started_at, run_id`,
    [provenance.file, provenance.capturedAt],
  );
}

export const load: Importer['load'] = async ({ tx, file, provenance }): Promise<ImportCounts> => {
  await readDocument(tx, file);
  const feed = await readFeed(tx, file);
  const rowsRead = await stageRuns(tx, file);
  const replaced = await replaceSample(tx, 'web-feed', 'SELECT ? AS key', [feed.id]);
  await storeFeed(tx, file, feed, provenance);
  await insertNewRuns(tx, feed.id, provenance);
  await applyHistoryBounds(tx, feed.id, provenance.capturedAt);
  // New runs the bounds removed at once (too old, beyond the newest 4,000 or the 20 MB) were not added.
  const kept = await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${NEW} SEMI JOIN web_feed_runs r ON r.run_id = ${NEW}.run_id`);
  for (const table of [NEW, RUNS, DOC]) await tx.run(`DROP TABLE ${table}`);
  return { format: 'json', rowsRead, rowsAdded: kept?.n ?? 0, replaced };
};
