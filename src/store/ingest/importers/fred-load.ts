/**
 * The reading code of the `fred` importer (the layout is described in `./fred.ts`): checks the file's
 * layout, stages its lines, refuses it with every bad date or value and every series whose dates do not fit
 * its frequency, and inserts the new observations. Loaded only when such a file is ingested.
 */
import { open } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { trackedSeries } from '../../../engine/fred/catalogue';
import type { WriteTx } from '../../store';
import { findProblems, type FoundProblems, type RowCheck } from '../find-problems';
import type { Provenance } from '../load';
import { replaceSample, type ReplacedSample } from '../../sample-keys';
import { fileProblem, fileProblems, quoteValue, readerDetail, type FileIssue } from '../problems';
import { cadenceProblem, dateStats } from './fred-cadence';
import type { ImportCounts, Importer } from './importer';
import { findRecordProblems } from './record-lines';

/**
 * The file's lines as text, in file order: `record` (the 1-based data row, or observation), `d` the date
 * and `v0`, `v1`, … the value of each series (names from code, never from the file).
 */
const LINES = 'fred_ingest_lines';
/** The lines as read, before they are numbered. */
const READ = 'fred_ingest_read';
/** The observations as text, one row per series and line. */
const RAW = 'fred_ingest_raw';
/** Typed observations with a value, ready to insert. */
const STAGED = 'fred_ingest_rows';

const DATE_HEADERS = ['date', 'observation_date'];
/** SQL: a value cell that holds a value: not NULL (an empty CSV field), not empty, not FRED's '.'. */
const hasValue = (cell: string): string => `${cell} IS NOT NULL AND trim(${cell}) NOT IN ('', '.')`;
/** SQL: the date of a cell in yyyy-MM-dd form, NULL when it is not one. */
const isoDate = (cell: string): string => `TRY_STRPTIME(trim(${cell}), '%Y-%m-%d')`;

/** The first line of the file (up to 64 KB), without a byte-order mark or line end. */
async function firstLine(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8').replace(/^\uFEFF/, '');
    return text.split(/\r?\n/, 1)[0] ?? '';
  } finally {
    await handle.close();
  }
}

const unquote = (cell: string): string => cell.trim().replace(/^"(.*)"$/, '$1').trim();

/** The series ids of a graph CSV header, in column order; refuses any other header. */
export function csvSeriesColumns(file: string, header: string): string[] {
  const cells = header.split(',').map(unquote);
  if (!DATE_HEADERS.includes(cells[0]!.toLowerCase())) {
    throw fileProblem(file, `is not a FRED observations CSV: the first column must be DATE or observation_date, not ${quoteValue(cells[0]!)}`);
  }
  const columns = cells.slice(1);
  if (columns.length === 0) throw fileProblem(file, 'has no series column after the date column');
  const ids: string[] = [];
  for (const column of columns) {
    const series = trackedSeries(column);
    if (series === undefined) throw fileProblem(file, `has column ${quoteValue(column)}, which is not a tracked FRED series id`);
    if (ids.includes(series.id)) throw fileProblem(file, `has the series column ${series.id} twice`);
    ids.push(series.id);
  }
  return ids;
}

/** The series a JSON body holds, named by the file: `…_DGS10.json` or `DGS10.json`. */
export function jsonSeriesFromName(file: string): string {
  const stem = basename(file, extname(file));
  const token = stem.split('_').at(-1) ?? stem;
  const series = trackedSeries(token);
  if (series === undefined) {
    throw fileProblem(file, `does not name a tracked FRED series: a FRED API JSON file is named after its series (series_observations_DGS10.json or DGS10.json), and ${quoteValue(token)} is not tracked`);
  }
  return series.id;
}

async function reading(file: string, format: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    throw fileProblem(file, `cannot be read as ${format}: ${readerDetail(error)}`);
  }
}

/** The names a refusal gives a layout's dates and the values of each series column, in column order. */
interface Layout {
  dateLabel: string;
  valueLabels: readonly string[];
}

/** Graph CSV → {@link LINES}; the header row is skipped by the reader. */
async function linesFromCsv(tx: WriteTx, file: string, ids: readonly string[]): Promise<void> {
  const names = ['d', ...ids.map((_, i) => `v${i}`)];
  const reader = `read_csv(?, header = true, all_varchar = true, delim = ',', quote = '"', names = [${names.map((n) => `'${n}'`).join(', ')}])`;
  await reading(file, 'CSV', () => tx.run(`CREATE OR REPLACE TEMP TABLE ${READ} AS SELECT * FROM ${reader}`, [file]));
  // Rowids follow the file's order but need not start at 0 inside a transaction, so lines are ranked by them.
  await tx.run(`CREATE OR REPLACE TEMP TABLE ${LINES} AS SELECT row_number() OVER (ORDER BY rowid) AS record, * FROM ${READ}`);
  await tx.run(`DROP TABLE ${READ}`);
}

/** API JSON → {@link LINES}, one line per element of `observations`, `record` its 1-based position. */
async function linesFromJson(tx: WriteTx, file: string): Promise<void> {
  const reader = `read_json(?, columns = {observations: 'STRUCT(date VARCHAR, value VARCHAR)[]'})`;
  await reading(file, 'JSON', () =>
    tx.run(`CREATE OR REPLACE TEMP TABLE ${LINES} AS SELECT i AS record, observations[i].date AS d, observations[i].value AS v0
            FROM ${reader}, range(1, len(observations) + 1) AS t(i)`, [file]));
  const has = await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${reader} WHERE observations IS NOT NULL`, [file]);
  if ((has?.n ?? 0) === 0) throw fileProblem(file, 'is not a FRED API observations body: it has no "observations" array');
}

/** Every date that is not yyyy-MM-dd and every value that is neither missing nor a number. */
function lineChecks(layout: Layout): RowCheck[] {
  return [
    { failed: `${isoDate('d')} IS NULL`, column: layout.dateLabel, value: 'd', problem: 'is not a date in yyyy-MM-dd form' },
    ...layout.valueLabels.map((label, i): RowCheck => ({
      failed: `${hasValue(`v${i}`)} AND NOT coalesce(isfinite(TRY_CAST(trim(v${i}) AS DOUBLE)), false)`,
      column: label,
      value: `v${i}`,
      problem: "is neither a number nor a missing value ('.' or empty)",
    })),
  ];
}

/** The problems of a JSON body, placed by element (`observations[3].value`): a body has no lines to name. */
async function jsonProblems(tx: WriteTx, layout: Layout): Promise<FoundProblems> {
  const found = await findProblems(tx, LINES, 'record', lineChecks(layout));
  const placed = found.issues.map((issue): FileIssue => ({ ...issue, line: null, at: `observations[${(issue.line ?? 1) - 1}].${issue.column}`, column: null }));
  return { issues: placed, total: found.total };
}

/** {@link LINES} → {@link RAW}: one text row per series and line. Series ids are bound, one per column. */
async function rawFromLines(tx: WriteTx, ids: readonly string[]): Promise<void> {
  const perSeries = ids.map((_, i) => `SELECT CAST(? AS VARCHAR) AS series_id, d AS date_text, v${i} AS value_text, record, ${i} AS col FROM ${LINES}`);
  await tx.run(`CREATE OR REPLACE TEMP TABLE ${RAW} AS ${perSeries.join(' UNION ALL ')}`, [...ids]);
  await tx.run(`DROP TABLE ${LINES}`);
}

/**
 * The distinct observation dates of every series, as a relation for the cadence check. A date FRED marks
 * missing (".") is one of the series' own dates when the file holds that series alone (a holiday, a
 * skipped week); in a graph CSV of several series it may only be another series' date, so there each
 * series is judged by the dates it has a value on.
 */
const observationDates = (seriesCount: number): string => {
  const listed = seriesCount === 1 ? `(${hasValue('value_text')} OR trim(value_text) = '.')` : hasValue('value_text');
  return `(SELECT DISTINCT series_id, CAST(${isoDate('date_text')} AS DATE) AS date FROM ${RAW} WHERE ${listed} AND ${isoDate('date_text')} IS NOT NULL)`;
};

/** A problem for each series whose dates do not fit its frequency; `place` says where in the file the series is. */
async function cadenceIssues(tx: WriteTx, seriesCount: number, place: (seriesId: string) => Pick<FileIssue, 'column' | 'at'>): Promise<FileIssue[]> {
  return (await dateStats(tx, observationDates(seriesCount))).flatMap((stats): FileIssue[] => {
    const problem = cadenceProblem(trackedSeries(stats.series_id)!, stats);
    return problem === null ? [] : [{ line: null, ...place(stats.series_id), problem }];
  });
}

/** Refuses the file with the series that do not fit their frequency first, then the bad lines; returns when none. */
function refuseIfAny(file: string, cadence: readonly FileIssue[], lines: FoundProblems): void {
  const total = cadence.length + lines.total;
  if (total > 0) throw fileProblems(file, [...cadence, ...lines.issues], total);
}

/** Stages the observations with a value and inserts the new ones, in key order. */
async function insertNew(tx: WriteTx, provenance: Provenance): Promise<{ rowsRead: number; rowsAdded: number; replaced: ReplacedSample[] }> {
  const read = await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${RAW} WHERE ${hasValue('value_text')}`);
  // A date repeated for a series keeps the value of its first row.
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${STAGED} AS
     SELECT series_id, CAST(strptime(trim(date_text), '%Y-%m-%d') AS DATE) AS date, CAST(trim(value_text) AS DOUBLE) AS value
     FROM ${RAW}
     WHERE ${hasValue('value_text')}
     QUALIFY row_number() OVER (PARTITION BY series_id, date ORDER BY record) = 1`,
  );
  const replaced = await replaceSample(tx, 'fred-series', `SELECT DISTINCT series_id AS key FROM ${STAGED}`);
  const rowsAdded = await tx.run(
    `INSERT INTO fred_observations (series_id, date, value, source, source_file, captured_at)
     SELECT s.series_id, s.date, s.value, 'ingest', ?, CAST(? AS TIMESTAMP)
     FROM ${STAGED} s
     ANTI JOIN fred_observations o ON o.series_id = s.series_id AND o.date = s.date
     ORDER BY s.series_id, s.date`,
    [provenance.file, provenance.capturedAt],
  );
  await tx.run(`DROP TABLE ${STAGED}`);
  await tx.run(`DROP TABLE ${RAW}`);
  return { rowsRead: read?.n ?? 0, rowsAdded, replaced };
}

export const load: Importer['load'] = async ({ tx, file, extension, provenance }): Promise<ImportCounts> => {
  if (extension === '.json') {
    const id = jsonSeriesFromName(file);
    await linesFromJson(tx, file);
    const lines = await jsonProblems(tx, { dateLabel: 'date', valueLabels: ['value'] });
    await rawFromLines(tx, [id]);
    refuseIfAny(file, await cadenceIssues(tx, 1, () => ({ column: null, at: 'observations' })), lines);
    return { format: 'json', ...(await insertNew(tx, provenance)) };
  }
  const header = await firstLine(file);
  const ids = csvSeriesColumns(file, header);
  const cells = header.split(',').map(unquote);
  const layout: Layout = { dateLabel: cells[0]!, valueLabels: cells.slice(1) };
  await linesFromCsv(tx, file, ids);
  const lines = await findRecordProblems(tx, { path: file, skipLines: 0, headerRecords: 1 }, LINES, 'record', lineChecks(layout));
  await rawFromLines(tx, ids);
  refuseIfAny(file, await cadenceIssues(tx, ids.length, (id) => ({ column: layout.valueLabels[ids.indexOf(id)] ?? id })), lines);
  return { format: 'csv', ...(await insertNew(tx, provenance)) };
};
