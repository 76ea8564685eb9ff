/**
 * Staging: the file is read once, set-based, into a typed temporary table holding every canonical column
 * of the dataset (an absent optional column is all NULL). Everything after it — rules, tickers, the
 * insert — works on that table, inside the caller's transaction.
 *
 * The SQL texts here are assembled only from the dataset declarations in `datasets.ts` (column names and
 * types written in code) and the table names below; values from the file, the file path included, are
 * always bound parameters.
 */
import type { WriteTx } from '../store';
import type { CanonicalColumn, ColumnType, DatasetLayout } from './datasets';
import { columnTypeLabels } from './datasets';
import type { IngestFormat } from './formats';
import { rawReaderSql } from './formats';
import { fileProblem, quoteValue, readerDetail, rowProblem } from './problems';

/** The typed rows of the file being ingested, in file order. */
export const STAGED = 'ingest_rows';
/** JSON and Parquet values as text, before conversion. */
const RAW = 'ingest_raw';
/** DuckDB's record of CSV rows it could not read. */
const REJECTS = 'ingest_rejects';
const REJECT_SCANS = 'ingest_reject_scans';

/**
 * How each column type is stored while staging. Whole numbers are staged as DOUBLE on purpose: DuckDB's
 * own BIGINT conversion rounds `1.5` to 2, and a rule must see the 1.5 to refuse it.
 */
const stagedType: Readonly<Record<ColumnType, string>> = {
  ticker: 'VARCHAR',
  date: 'DATE',
  number: 'DOUBLE',
  integer: 'DOUBLE',
  currency: 'VARCHAR',
  timestamp: 'TIMESTAMP',
  transport: 'VARCHAR',
};

/**
 * How the CSV reader types each column. A timestamp is read as text and converted afterwards, like in
 * JSON and Parquet, because DuckDB's own reader would take a time without an offset as UTC.
 */
const csvReadType = (type: ColumnType): string => (type === 'timestamp' ? 'VARCHAR' : stagedType[type]);

/** Columns the CSV reader leaves as text, converted to their staged type after the read. */
const textInCsv = (column: CanonicalColumn): boolean => csvReadType(column.type) !== stagedType[column.type];

/**
 * An ISO-8601 date and time with an offset: `T` or a space between them, seconds and fractions optional,
 * `Z` or `±hh`, `±hhmm`, `±hh:mm` after. DuckDB's TIMESTAMPTZ cast then checks the calendar and applies
 * the offset.
 */
const ISO_TIMESTAMP = String.raw`\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?[ ]?(Z|z|[+-]\d{2}(:?\d{2})?)`;

/** The UTC instant of a timestamp text as a TIMESTAMP, or NULL when it is not one with an offset. */
const utcInstant = (text: string): string =>
  `CASE WHEN regexp_full_match(trim(${text}), '${ISO_TIMESTAMP}') THEN make_timestamp(epoch_us(TRY_CAST(trim(${text}) AS TIMESTAMPTZ))) END`;

/** The one date form accepted, read by DuckDB's strptime. */
const DATE_FORMAT = '%Y-%m-%d';

export const quoted = (name: string): string => `"${name}"`;

/** Every canonical column, taken from the file when it has it, else a typed NULL. */
function stagedProjection(layout: DatasetLayout, present: readonly CanonicalColumn[], expression: (c: CanonicalColumn) => string): string {
  const inFile = new Set(present.map((c) => c.name));
  return layout.columns
    .map((c) => (inFile.has(c.name) ? `${expression(c)} AS ${quoted(c.name)}` : `CAST(NULL AS ${stagedType[c.type]}) AS ${quoted(c.name)}`))
    .join(', ');
}

/** Runs a statement that reads the file; a failure there is the file's fault, reported as a 400. */
async function reading<T>(file: string, format: IngestFormat, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw fileProblem(file, `cannot be read as ${format.toUpperCase()}: ${readerDetail(error)}`);
  }
}

/** The file to stage: its absolute path, its format and, for CSV, the delimiter `describeFile` found. */
export interface StagedSource {
  path: string;
  format: IngestFormat;
  delimiter: string | null;
}

/**
 * Stages the file into {@link STAGED} and returns how many rows it has. `present` lists the file's columns
 * in file order (see `matchColumns`). A value that cannot be read as its column's type is refused here,
 * with its row and column.
 */
export async function stageFile(tx: WriteTx, source: StagedSource, layout: DatasetLayout, present: readonly CanonicalColumn[]): Promise<number> {
  if (source.format === 'csv') await stageCsv(tx, source.path, source.delimiter ?? ',', layout, present);
  else await stageRaw(tx, source.path, source.format, layout, present);
  const counted = await tx.one<{ rows: number }>(`SELECT count(*) AS rows FROM ${STAGED}`);
  return counted?.rows ?? 0;
}

interface Reject {
  line: number;
  column_name: string | null;
  error_type: string;
  error_message: string;
}

/**
 * Bytes the CSV reader takes at a time. Larger than DuckDB's default on purpose: each buffer becomes a
 * batch of the insert, and small batches of a large file are rewritten again when the store checkpoints.
 */
const CSV_BUFFER_BYTES = 64 * 1024 * 1024;

/**
 * The typed CSV reader: the file's columns in file order under their canonical names (the header row is
 * skipped, so its spelling does not matter here), with the delimiter found when the header was read. Rows
 * DuckDB cannot convert go to a rejects table instead of aborting the read, so the first of them can be
 * named precisely. A `sample` read (a look at the first rows) skips them instead and reads in DuckDB's
 * default, smaller buffers. Binds the path and the delimiter, in that order.
 */
export function csvReaderSql(present: readonly CanonicalColumn[], purpose: 'load' | 'sample' = 'load'): string {
  const types = present.map((c) => `'${c.name}': '${csvReadType(c.type)}'`).join(', ');
  const rest =
    purpose === 'load'
      ? `buffer_size = ${CSV_BUFFER_BYTES}, store_rejects = true, rejects_table = '${REJECTS}', rejects_scan = '${REJECT_SCANS}'`
      : 'ignore_errors = true';
  return `read_csv(?, delim = ?, header = true, dateformat = '${DATE_FORMAT}', columns = {${types}}, ${rest})`;
}

/** The first row the typed CSV read rejected, as a 400 naming it; null when it rejected none. */
export async function firstCsvReject(tx: WriteTx, file: string, layout: DatasetLayout): Promise<Error | null> {
  const reject = await tx.one<Reject>(`SELECT line, column_name, error_type, error_message FROM ${REJECTS} ORDER BY line LIMIT 1`);
  return reject ? csvReject(file, layout, reject) : null;
}

async function stageCsv(tx: WriteTx, file: string, delimiter: string, layout: DatasetLayout, present: readonly CanonicalColumn[]): Promise<void> {
  const text = present.filter(textInCsv);
  const target = text.length === 0 ? STAGED : RAW;
  const projection = text.length === 0 ? stagedProjection(layout, present, (c) => quoted(c.name)) : '*';
  await reading(file, 'csv', () =>
    tx.run(`CREATE OR REPLACE TEMP TABLE ${target} AS SELECT ${projection} FROM ${csvReaderSql(present)}`, [file, delimiter]),
  );
  const rejected = await firstCsvReject(tx, file, layout);
  if (rejected) throw rejected;
  if (text.length > 0) await convertRaw(tx, file, layout, present, text);
}

function csvReject(file: string, layout: DatasetLayout, reject: Reject): Error {
  // Line 1 is the header. Canonical columns hold no text that could span lines, so record N is on line N+1.
  const row = reject.line - 1;
  const column = layout.columns.find((c) => c.name === reject.column_name);
  if (reject.error_type === 'CAST' && column) {
    const value = /Could not convert string "(.*)" to/s.exec(reject.error_message)?.[1];
    const shown = value === undefined ? 'the value' : quoteValue(value);
    return rowProblem(file, row, column.name, `${shown} is not a ${columnTypeLabels[column.type]}`);
  }
  return rowProblem(file, row, null, readerDetail(reject.error_message));
}

/** The expression that converts a text value to its staged type, or NULL when it cannot. */
function tryConvert(column: CanonicalColumn): string | null {
  const name = quoted(column.name);
  switch (column.type) {
    case 'date':
      return `TRY_STRPTIME(${name}, '${DATE_FORMAT}')`;
    case 'number':
    case 'integer':
      return `TRY_CAST(${name} AS DOUBLE)`;
    case 'timestamp':
      return utcInstant(name);
    case 'ticker':
    case 'currency':
    case 'transport':
      return null;
  }
}

function convert(column: CanonicalColumn): string {
  const name = quoted(column.name);
  switch (column.type) {
    case 'date':
      return `CAST(strptime(${name}, '${DATE_FORMAT}') AS DATE)`;
    case 'number':
    case 'integer':
      return `CAST(${name} AS DOUBLE)`;
    case 'timestamp':
      // Only values that passed `tryConvert` get here, so the expression yields the instant.
      return utcInstant(name);
    case 'ticker':
    case 'currency':
    case 'transport':
      return name;
  }
}

/**
 * JSON and Parquet: read every value as text first (a Parquet DOUBLE volume of 1.5 becomes "1.5", which
 * the whole-number rule can then refuse), find the first value that does not convert, then convert with
 * the very same expressions. Columns are named by their canonical names; DuckDB binds names
 * case-insensitively, so `Date` in the file is `date` here.
 */
async function stageRaw(
  tx: WriteTx,
  file: string,
  format: Exclude<IngestFormat, 'csv'>,
  layout: DatasetLayout,
  present: readonly CanonicalColumn[],
): Promise<void> {
  const asText = present.map((c) => `CAST(${quoted(c.name)} AS VARCHAR) AS ${quoted(c.name)}`).join(', ');
  await reading(file, format, () => tx.run(`CREATE OR REPLACE TEMP TABLE ${RAW} AS SELECT ${asText} FROM ${rawReaderSql[format]}`, [file]));
  await convertRaw(tx, file, layout, present, present);
}

/**
 * Turns {@link RAW} into {@link STAGED}: the `text` columns are converted from text to their staged type
 * (the first value that does not convert is refused with its row and column), the others are taken as
 * they are.
 */
async function convertRaw(
  tx: WriteTx,
  file: string,
  layout: DatasetLayout,
  present: readonly CanonicalColumn[],
  text: readonly CanonicalColumn[],
): Promise<void> {
  const converted = text.flatMap((c) => {
    const attempt = tryConvert(c);
    return attempt === null ? [] : [{ column: c, failed: `${quoted(c.name)} IS NOT NULL AND ${attempt} IS NULL` }];
  });
  const bad = await firstViolation(tx, RAW, converted.map((c) => c.failed));
  if (bad) {
    const { column } = converted[bad.check]!;
    const cell = await tx.one<{ value: string }>(`SELECT ${quoted(column.name)} AS value FROM ${RAW} WHERE rowid = (SELECT min(rowid) FROM ${RAW} WHERE ${converted[bad.check]!.failed})`);
    throw rowProblem(file, bad.row, column.name, `${quoteValue(cell?.value ?? '')} is not a ${columnTypeLabels[column.type]}`);
  }
  const isText = new Set(text.map((c) => c.name));
  const expression = (c: CanonicalColumn): string => (isText.has(c.name) ? convert(c) : quoted(c.name));
  await tx.run(`CREATE OR REPLACE TEMP TABLE ${STAGED} AS SELECT ${stagedProjection(layout, present, expression)} FROM ${RAW} ORDER BY rowid`);
  await tx.run(`DROP TABLE ${RAW}`);
}

export interface Violation {
  /** Index of the predicate that the row breaks (the first one, when it breaks several). */
  check: number;
  /** 1-based row of the file. */
  row: number;
}

/**
 * The first row of `table` for which any of `predicates` holds, or null. One scan answers whether any row
 * is bad; only then is the row located. Row numbers come from `rowid`, which follows insertion order, and
 * staging inserts in file order.
 */
export async function firstViolation(tx: WriteTx, table: string, predicates: readonly string[]): Promise<Violation | null> {
  if (predicates.length === 0) return null;
  const counts = await tx.one<Record<string, number>>(
    `SELECT ${predicates.map((p, i) => `count(*) FILTER (WHERE ${p}) AS c${i}`).join(', ')} FROM ${table}`,
  );
  let first: Violation | null = null;
  for (const [i, predicate] of predicates.entries()) {
    if (!counts?.[`c${i}`]) continue;
    const located = await tx.one<{ row: number }>(
      `SELECT count(*) AS row FROM ${table} WHERE rowid <= (SELECT min(rowid) FROM ${table} WHERE ${predicate})`,
    );
    const row = located?.row ?? 0;
    if (first === null || row < first.row) first = { check: i, row };
  }
  return first;
}

/** Drops what staging left behind (also dropped by a rollback, since it was created in the transaction). */
export async function dropStaging(tx: WriteTx): Promise<void> {
  for (const table of [STAGED, RAW, REJECTS, REJECT_SCANS]) await tx.run(`DROP TABLE IF EXISTS ${table}`);
}
