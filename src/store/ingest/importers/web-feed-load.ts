/**
 * The reading code of the `web-feed` importer (the layout is described in `./web-feed.ts`): reads the one
 * JSON object, checks the feed and every run set-based (a refusal lists every problem, each at its place:
 * `feed.accessMode`, `runs[3].state`), stores the feed and its new runs, then applies the feed's history
 * bounds. Loaded only when such a file is ingested.
 *
 * Feeds are state: they are stored where the server keeps its state. On the embedded store all of it is
 * one DuckDB transaction. With a PostgreSQL state store (`fds serve --state`) DuckDB still reads and
 * checks the file (in temporary tables), and the feed and its runs are written in one PostgreSQL
 * transaction, under one lock that every feed ingest of every server takes (run ids are unique across
 * feeds); the file's `ingest_files` record commits in DuckDB just after it.
 */
import type { StateStore, StateTx } from '../../../state/state';
import { replaceSample } from '../../sample-keys';
import type { Sql, WriteTx } from '../../store';
import type { Provenance } from '../load';
import { findProblems, type FoundProblems } from '../find-problems';
import { fileProblem, fileProblems, quoteValue, readerDetail, type FileIssue } from '../problems';
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
/** The file's run ids already stored (in the state store), with their feed: the state store's rows copied in. */
const STORED = 'web_feed_ingest_stored';
/** Every feed ingest into a shared state store holds it: run ids are unique across feeds. */
const INGEST_LOCK = 'web-feed-ingest';
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

/** Lists the runs, one row each with its 1-based position `n`, its JSON and its run id. */
async function listRuns(tx: WriteTx): Promise<void> {
  await tx.run(`
    CREATE OR REPLACE TEMP TABLE ${LISTED} AS
    SELECT i AS n, runs[i] AS run, json_extract_string(runs[i], '$.runId') AS run_id
    FROM (SELECT json_extract(doc, '$.runs[*]') AS runs FROM ${DOC}), range(1, len(runs) + 1) AS t(i)`);
}

/**
 * Stages the listed runs, one row each with its position `n`, the first position of its run id in the
 * file (`first_n`) and whether the id is stored for another feed than `feedId` (`other_feed`), as table
 * `stored` (run_id, feed_id) says.
 */
async function stageRuns(tx: WriteTx, feedId: string, stored: string): Promise<number> {
  // Joined once the runs are rows: the id's first place in the file, and a feed other than this one holding it.
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${RUNS} AS
     SELECT l.n, l.run, min(l.n) OVER (PARTITION BY l.run_id) AS first_n, coalesce(o.elsewhere, FALSE) AS other_feed
     FROM ${LISTED} l
     LEFT JOIN (SELECT DISTINCT run_id, TRUE AS elsewhere FROM ${stored} WHERE feed_id <> ?) o ON o.run_id = l.run_id
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

/** When the feed was created, as the stored instant (UTC, to the millisecond): the file's createdAt, else the ingest time. */
async function createdAt(tx: WriteTx, feed: FeedIdentity, provenance: Provenance): Promise<string> {
  const row = await tx.one<{ at: string }>(`SELECT ${utcInstant('?')} AS at`, [feed.createdAt ?? provenance.capturedAt]);
  return row!.at;
}

/** Creates the feed in `db` (the state store), or checks its owner and updates its description. */
async function storeFeed(db: Sql, file: string, feed: FeedIdentity, created: string, provenance: Provenance): Promise<void> {
  const stored = await db.one<{ account_id: string }>('SELECT account_id FROM web_feeds WHERE id = ?', [feed.id]);
  if (stored !== undefined && stored.account_id !== feed.account) {
    throw fileProblem(file, `has feed.account ${quoteValue(feed.account)}, but feed ${quoteValue(feed.id)} is stored for another account; a feed never changes owner`);
  }
  if (stored === undefined) {
    await db.run(
      `INSERT INTO web_feeds (id, account_id, name, schedule, access_mode, created_at, source, source_file, captured_at)
       VALUES (?, ?, ?, ?, ?, CAST(? AS TIMESTAMP), 'ingest', ?, CAST(? AS TIMESTAMP))`,
      [feed.id, feed.account, feed.name, feed.schedule, feed.accessMode, created, provenance.file, provenance.capturedAt],
    );
  } else {
    await db.run('UPDATE web_feeds SET name = ?, schedule = ?, access_mode = ? WHERE id = ?', [feed.name, feed.schedule, feed.accessMode, feed.id]);
  }
}

const json = (path: string): string =>
  `CASE WHEN coalesce(json_type(run, '${path}'), 'NULL') = 'NULL' THEN NULL ELSE CAST(json_extract(run, '${path}') AS VARCHAR) END`;

/** Stages, as table NEW, the runs of the file not in `stored` yet, each with its result's size in bytes. */
async function stageNewRuns(tx: WriteTx, feedId: string, stored: string): Promise<void> {
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${NEW} AS
     SELECT *, strlen(coalesce(normalized_data, '') || coalesce(data, '') || coalesce(sources, '')) AS bytes FROM (
       SELECT ? AS feed_id, json_extract_string(run, '$.runId') AS run_id,
         ${utcInstant("json_extract_string(run, '$.startedAt')")} AS started_at,
         ${utcInstant("json_extract_string(run, '$.completedAt')")} AS completed_at,
         json_extract_string(run, '$.state') AS state,
         coalesce(TRY_CAST(json_extract(run, '$.verified') AS BOOLEAN), FALSE) AS verified,
         ${json('$.result.normalizedData')} AS normalized_data,
         ${json('$.result.data')} AS data,
         ${json('$.result.sources')} AS sources
       FROM ${RUNS}
       ANTI JOIN ${stored} r ON r.run_id = json_extract_string(run, '$.runId'))`,
    [feedId],
  );
}

/** Refuses the file with every problem of its feed object and runs, if it has any; returns the runs read. */
async function checkedRuns(tx: WriteTx, file: string, feed: FeedIdentity, feedIssues: FileIssue[], stored: string): Promise<number> {
  const rowsRead = await stageRuns(tx, feed.id, stored);
  const runs = await runIssues(tx);
  const total = feedIssues.length + runs.total;
  if (total > 0) throw fileProblems(file, [...feedIssues, ...runs.issues], total);
  return rowsRead;
}

const dropStaging = async (tx: WriteTx): Promise<void> => {
  for (const table of [NEW, RUNS, DOC]) await tx.run(`DROP TABLE IF EXISTS ${table}`);
};

export const load: Importer['load'] = async ({ tx, file, provenance, state }): Promise<ImportCounts> => {
  await readDocument(tx, file);
  await checkShape(tx, file);
  const { identity: feed, issues: feedIssues } = await readFeed(tx, DOC);
  if (state !== undefined && state.kind !== 'embedded') return loadIntoState(state, tx, file, feed, feedIssues, provenance);
  await listRuns(tx);
  const rowsRead = await checkedRuns(tx, file, feed, feedIssues, 'web_feed_runs');
  const replaced = await replaceSample(tx, 'web-feed', 'SELECT ? AS key', [feed.id]);
  await storeFeed(tx, file, feed, await createdAt(tx, feed, provenance), provenance);
  await stageNewRuns(tx, feed.id, 'web_feed_runs');
  await tx.run(
    `INSERT INTO web_feed_runs
     SELECT feed_id, run_id, started_at, completed_at, state, verified, normalized_data, data, sources, bytes, 'ingest', ?, CAST(? AS TIMESTAMP)
     FROM ${NEW} ORDER BY started_at, run_id`,
    [provenance.file, provenance.capturedAt],
  );
  await applyHistoryBounds(tx, feed.id, provenance.capturedAt);
  // New runs the bounds removed at once (too old, beyond the newest 4,000 or the 20 MB) were not added.
  const kept = await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${NEW} SEMI JOIN web_feed_runs r ON r.run_id = ${NEW}.run_id`);
  await dropStaging(tx);
  return { format: 'json', rowsRead, rowsAdded: kept?.n ?? 0, replaced };
};

/** A JSON array of `values`, bound as one parameter (PostgreSQL reads it with json_array_elements_text). */
const jsonList = (values: readonly unknown[]): string => JSON.stringify(values);

/** Run ids among the file's that the state store holds, with their feed, copied into DuckDB as STORED. */
async function copyStoredRuns(tx: WriteTx, stx: StateTx): Promise<void> {
  const listed = await tx.all<{ run_id: string }>(`SELECT DISTINCT run_id FROM ${LISTED} WHERE run_id IS NOT NULL`);
  const stored = await stx.all<{ run_id: string; feed_id: string }>(
    'SELECT DISTINCT run_id, feed_id FROM web_feed_runs WHERE run_id IN (SELECT value FROM json_array_elements_text(CAST(? AS json)))',
    [jsonList(listed.map((r) => r.run_id))],
  );
  await tx.run(`CREATE OR REPLACE TEMP TABLE ${STORED} (run_id VARCHAR, feed_id VARCHAR)`);
  await tx.run(
    `INSERT INTO ${STORED} SELECT r.run_id, r.feed_id FROM (SELECT unnest(from_json(CAST(? AS JSON), '[{"run_id":"VARCHAR","feed_id":"VARCHAR"}]')) AS r)`,
    [JSON.stringify(stored)],
  );
}

/** Largest JSON text of runs bound in one statement; a long history is written in several. */
const BATCH_CHARS = 8_000_000;

const INSERT_RUNS = `
INSERT INTO web_feed_runs (feed_id, run_id, started_at, completed_at, state, verified, normalized_data, data, sources, bytes, source, source_file, captured_at)
SELECT r.feed_id, r.run_id, CAST(r.started_at AS timestamp), CAST(r.completed_at AS timestamp), r.state, r.verified,
  r.normalized_data, r.data, r.sources, r.bytes, 'ingest', ?, CAST(? AS timestamp)
FROM json_to_recordset(CAST(? AS json)) AS r(feed_id text, run_id text, started_at text, completed_at text, state text,
  verified boolean, normalized_data text, data text, sources text, bytes bigint)`;

interface NewRun {
  run_id: string;
}

/** Writes the staged new runs into the state store, set-based: one statement per batch of runs. */
async function insertRuns(tx: WriteTx, stx: StateTx, provenance: Provenance): Promise<string[]> {
  const rows = await tx.all<NewRun>(
    `SELECT feed_id, run_id, started_at, completed_at, state, verified, normalized_data, data, sources, bytes FROM ${NEW} ORDER BY started_at, run_id`,
  );
  let batch: string[] = [];
  let chars = 0;
  const flush = async (): Promise<void> => {
    if (batch.length > 0) await stx.run(INSERT_RUNS, [provenance.file, provenance.capturedAt, `[${batch.join(',')}]`]);
    batch = [];
    chars = 0;
  };
  for (const row of rows) {
    const text = JSON.stringify(row);
    if (chars + text.length > BATCH_CHARS) await flush();
    batch.push(text);
    chars += text.length;
  }
  await flush();
  return rows.map((r) => r.run_id);
}

/**
 * The state-store path of `load`: checked in DuckDB as on the embedded store, written in one transaction
 * of `state` (see the module comment). Sample feeds live only in the embedded store, so none is replaced.
 */
async function loadIntoState(
  state: StateStore,
  tx: WriteTx,
  file: string,
  feed: FeedIdentity,
  feedIssues: FileIssue[],
  provenance: Provenance,
): Promise<ImportCounts> {
  const created = await createdAt(tx, feed, provenance);
  const counts = await state.write(async (stx) => {
    await stx.lock(INGEST_LOCK);
    await listRuns(tx);
    await copyStoredRuns(tx, stx);
    const rowsRead = await checkedRuns(tx, file, feed, feedIssues, STORED);
    await storeFeed(stx, file, feed, created, provenance);
    await stageNewRuns(tx, feed.id, STORED);
    const added = await insertRuns(tx, stx, provenance);
    await applyHistoryBounds(stx, feed.id, provenance.capturedAt);
    const kept = await stx.one<{ n: number }>(
      'SELECT count(*) AS n FROM web_feed_runs WHERE feed_id = ? AND run_id IN (SELECT value FROM json_array_elements_text(CAST(? AS json)))',
      [feed.id, jsonList(added)],
    );
    return { rowsRead, rowsAdded: kept?.n ?? 0 };
  });
  await dropStaging(tx);
  await tx.run(`DROP TABLE IF EXISTS ${STORED}`);
  return { format: 'json', ...counts, replaced: [] };
}
