/**
 * The reading code of the `web-feed` importer (the layout is described in `./web-feed.ts`): reads the one
 * JSON object, checks the feed and every run set-based (a refusal lists every problem, each at its place:
 * `feed.accessMode`, `runs[3].state`), stores the feed and its new runs, then applies the feed's history
 * bounds. Loaded only when such a file is ingested.
 */
import { replaceSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import type { Provenance } from '../load';
import { findProblems, type FoundProblems } from '../find-problems';
import { fileProblem, fileProblems, quoteValue, readerDetail } from '../problems';
import { applyHistoryBounds } from './web-feed-bounds';
import { RUN_CHECKS, utcInstant } from './web-feed-checks';
import { readFeed, type FeedIdentity } from './web-feed-identity';
import { jsonIssue } from './web-feed-issues';
import type { ImportCounts, Importer } from './importer';

const DOC = 'web_feed_ingest_doc';
const RUNS = 'web_feed_ingest_runs';
/** The runs as listed in the file, before they are compared. */
const LISTED = 'web_feed_ingest_listed';
const NEW = 'web_feed_ingest_new';
/** One file may hold a long history; DuckDB's default cap on one JSON object is 16 MB. */
const MAX_OBJECT_BYTES = 512 * 1024 * 1024;

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

/** Refuses a document without the feed object or the runs array: nothing else of it can be read. */
async function checkShape(tx: WriteTx, file: string): Promise<void> {
  const shape = await tx.one<{ doc: string | null; feed: string | null; runs: string | null }>(
    `SELECT json_type(doc) AS doc, json_type(doc, '$.feed') AS feed, json_type(doc, '$.runs') AS runs FROM ${DOC}`,
  );
  if (shape?.doc !== 'OBJECT') throw fileProblem(file, 'must hold one JSON object {"feed": …, "runs": […]}');
  if (shape.feed !== 'OBJECT') throw fileProblem(file, 'has no feed object: "feed" must be {id, account, name, schedule, accessMode}');
  if (shape.runs !== 'ARRAY') throw fileProblem(file, 'has no runs array: "runs" must be an array of runs (it may be empty)');
}

/**
 * Stages the runs, one row each with its 1-based position `n`, the first position of its run id in the
 * file (`first_n`) and whether the id is stored for another feed than `feedId` (`other_feed`).
 */
async function stageRuns(tx: WriteTx, feedId: string): Promise<number> {
  await tx.run(`
    CREATE OR REPLACE TEMP TABLE ${LISTED} AS
    SELECT i AS n, runs[i] AS run, json_extract_string(runs[i], '$.runId') AS run_id
    FROM (SELECT json_extract(doc, '$.runs[*]') AS runs FROM ${DOC}), range(1, len(runs) + 1) AS t(i)`);
  // Joined once the runs are rows: the id's first place in the file, and a feed other than this one holding it.
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${RUNS} AS
     SELECT l.n, l.run, min(l.n) OVER (PARTITION BY l.run_id) AS first_n, coalesce(o.elsewhere, FALSE) AS other_feed
     FROM ${LISTED} l
     LEFT JOIN (SELECT DISTINCT run_id, TRUE AS elsewhere FROM web_feed_runs WHERE feed_id <> ?) o ON o.run_id = l.run_id
     ORDER BY l.n`,
    [feedId],
  );
  await tx.run(`DROP TABLE ${LISTED}`);
  return (await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${RUNS}`))?.n ?? 0;
}

/** Every problem of the staged runs, each placed at its run and field (`runs[3].state`). */
async function runIssues(tx: WriteTx): Promise<FoundProblems> {
  const found = await findProblems(tx, RUNS, 'n', RUN_CHECKS);
  const placed = found.issues.map((issue) => {
    const run = `runs[${(issue.line ?? 1) - 1}]`;
    return jsonIssue(issue.column === null || issue.column === '' ? run : `${run}.${issue.column}`, issue.value ?? null, issue.problem);
  });
  return { issues: placed, total: found.total };
}

/** Creates the feed, or checks its owner and updates its description. */
async function storeFeed(tx: WriteTx, file: string, feed: FeedIdentity, provenance: Provenance): Promise<void> {
  const stored = await tx.one<{ account_id: string }>('SELECT account_id FROM web_feeds WHERE id = ?', [feed.id]);
  if (stored !== undefined && stored.account_id !== feed.account) {
    throw fileProblem(file, `has feed.account ${quoteValue(feed.account)}, but feed ${quoteValue(feed.id)} is stored for another account; a feed never changes owner`);
  }
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
  await checkShape(tx, file);
  const { identity: feed, issues: feedIssues } = await readFeed(tx, DOC);
  const rowsRead = await stageRuns(tx, feed.id);
  const runs = await runIssues(tx);
  const total = feedIssues.length + runs.total;
  if (total > 0) throw fileProblems(file, [...feedIssues, ...runs.issues], total);
  const replaced = await replaceSample(tx, 'web-feed', 'SELECT ? AS key', [feed.id]);
  await storeFeed(tx, file, feed, provenance);
  await insertNewRuns(tx, feed.id, provenance);
  await applyHistoryBounds(tx, feed.id, provenance.capturedAt);
  // New runs the bounds removed at once (too old, beyond the newest 4,000 or the 20 MB) were not added.
  const kept = await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${NEW} SEMI JOIN web_feed_runs r ON r.run_id = ${NEW}.run_id`);
  for (const table of [NEW, RUNS, DOC]) await tx.run(`DROP TABLE ${table}`);
  return { format: 'json', rowsRead, rowsAdded: kept?.n ?? 0, replaced };
};
