/**
 * The reading code of the `fred` importer (the layout is described in `./fred.ts`): checks the file's
 * layout, stages and validates its rows set-based, and inserts the new ones. Loaded only when such a file
 * is ingested.
 */
import { open } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { trackedSeries } from '../../../engine/fred/catalogue';
import type { WriteTx } from '../../store';
import type { Provenance } from '../load';
import { replaceSample, type ReplacedSample } from '../../sample-keys';
import { fileProblem, quoteValue, readerDetail, rowProblem } from '../problems';
import type { ImportCounts, Importer } from './importer';

/** The file's observations as text, one row per series and date, `row` the 1-based data row. */
const RAW = 'fred_ingest_raw';
/** Typed observations with a value, ready to insert. */
const STAGED = 'fred_ingest_rows';

/**
 * The 1-based data row of a line of the file. A temporary table's rowids follow insertion (file) order but
 * do not start at 0 inside a transaction, so they are counted from the first.
 */
const LINE = '(rowid - (SELECT min(rowid) FROM fred_ingest_lines) + 1)';

const DATE_HEADERS = ['date', 'observation_date'];
/** A value cell that holds a value: not NULL (an empty CSV field), not empty, not FRED's '.'. */
const HAS_VALUE = "value_text IS NOT NULL AND trim(value_text) NOT IN ('', '.')";

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

/** Graph CSV → {@link RAW}: one text row per series column and data row. */
async function rawFromCsv(tx: WriteTx, file: string, ids: readonly string[]): Promise<void> {
  // Column names come from code (d, v0, v1, …), never from the file; the header row is skipped.
  const names = ['d', ...ids.map((_, i) => `v${i}`)];
  const reader = `read_csv(?, header = true, all_varchar = true, delim = ',', quote = '"', names = [${names.map((n) => `'${n}'`).join(', ')}])`;
  await reading(file, 'CSV', () => tx.run(`CREATE OR REPLACE TEMP TABLE fred_ingest_lines AS SELECT * FROM ${reader}`, [file]));
  const perSeries = ids.map((_, i) => `SELECT ? AS series_id, d AS date_text, v${i} AS value_text, ${LINE} AS row, ${i} AS col FROM fred_ingest_lines`);
  await tx.run(`CREATE OR REPLACE TEMP TABLE ${RAW} AS ${perSeries.join(' UNION ALL ')}`, [...ids]);
  await tx.run('DROP TABLE fred_ingest_lines');
}

/** API JSON → {@link RAW}. */
async function rawFromJson(tx: WriteTx, file: string, id: string): Promise<void> {
  const reader = `read_json(?, columns = {observations: 'STRUCT(date VARCHAR, value VARCHAR)[]'})`;
  await reading(file, 'JSON', () => tx.run(`CREATE OR REPLACE TEMP TABLE fred_ingest_lines AS SELECT unnest(observations) AS o FROM ${reader}`, [file]));
  const has = await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${reader} WHERE observations IS NOT NULL`, [file]);
  if ((has?.n ?? 0) === 0) throw fileProblem(file, 'is not a FRED API observations body: it has no "observations" array');
  await tx.run(`CREATE OR REPLACE TEMP TABLE ${RAW} AS SELECT ? AS series_id, o.date AS date_text, o.value AS value_text, ${LINE} AS row, 0 AS col FROM fred_ingest_lines`, [id]);
  await tx.run('DROP TABLE fred_ingest_lines');
}

interface Bad {
  row: number;
  series_id: string;
  text: string | null;
}

/** Refuses the first date that is not yyyy-MM-dd, then the first value that is neither missing nor a number. */
async function checkValues(tx: WriteTx, file: string, dateColumn: string, valueColumn: (seriesId: string) => string): Promise<void> {
  const badDate = await tx.one<Bad>(
    `SELECT row, series_id, date_text AS text FROM ${RAW} WHERE TRY_STRPTIME(trim(date_text), '%Y-%m-%d') IS NULL ORDER BY row, col LIMIT 1`,
  );
  if (badDate) throw rowProblem(file, badDate.row, dateColumn, `${quoteValue(badDate.text ?? '')} is not a date in yyyy-MM-dd form`);
  const badValue = await tx.one<Bad>(
    `SELECT row, series_id, value_text AS text FROM ${RAW}
     WHERE ${HAS_VALUE} AND TRY_CAST(trim(value_text) AS DOUBLE) IS NULL
     ORDER BY row, col LIMIT 1`,
  );
  if (badValue) {
    throw rowProblem(file, badValue.row, valueColumn(badValue.series_id), `${quoteValue(badValue.text ?? '')} is neither a number nor a missing value ('.' or empty)`);
  }
}

/** Stages the observations with a value and inserts the new ones, in key order. */
async function insertNew(tx: WriteTx, provenance: Provenance): Promise<{ rowsRead: number; rowsAdded: number; replaced: ReplacedSample[] }> {
  const read = await tx.one<{ n: number }>(`SELECT count(*) AS n FROM ${RAW} WHERE ${HAS_VALUE}`);
  // A date repeated for a series keeps the value of its first row.
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${STAGED} AS
     SELECT series_id, CAST(strptime(trim(date_text), '%Y-%m-%d') AS DATE) AS date, CAST(trim(value_text) AS DOUBLE) AS value
     FROM ${RAW}
     WHERE ${HAS_VALUE}
     QUALIFY row_number() OVER (PARTITION BY series_id, date ORDER BY row) = 1`,
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
    await rawFromJson(tx, file, id);
    await checkValues(tx, file, 'date', () => 'value');
    return { format: 'json', ...(await insertNew(tx, provenance)) };
  }
  const header = await firstLine(file);
  const ids = csvSeriesColumns(file, header);
  const dateColumn = unquote(header.split(',')[0]!);
  const columns = new Map(header.split(',').slice(1).map((cell) => [trackedSeries(unquote(cell))!.id, unquote(cell)]));
  await rawFromCsv(tx, file, ids);
  await checkValues(tx, file, dateColumn, (id) => columns.get(id) ?? id);
  return { format: 'csv', ...(await insertNew(tx, provenance)) };
};
