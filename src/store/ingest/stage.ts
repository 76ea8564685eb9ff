/**
 * Staging: the file is read once, set-based, into {@link RAW}, every value as the text the file wrote
 * with each row's place in the file (`ordinal`). The checks run on that text, so a value that does not
 * convert is reported with its line and exactly as written. Once the file is found fine, {@link STAGED}
 * holds its rows converted: every canonical column of the dataset (an absent optional column is all NULL),
 * tickers as stored keys, rows without data left out, in file order. Everything after it — the insert —
 * works on that table, inside the caller's transaction.
 *
 * The SQL texts here are assembled only from the layout declarations (column names and formats written in
 * code) and the table names below; values from the file, the file path included, are always bound
 * parameters.
 */
import type { WriteTx } from '../store';
import { converted, quoted, stagedType } from './convert';
import { REJECTS, REJECT_SCANS, textCsvReader } from './csv-read';
import type { IngestFormat } from './formats';
import { rawReaderSql } from './formats';
import { fileProblem, readerDetail } from './problems';
import { withoutDataSql, type SourceLayout } from './source-layout';
import { tickerKeyOf } from './tickers';

/** The file's rows as written: `ordinal` (1 for the first data row) and one text column per file column. */
export const RAW = 'ingest_raw';
/** The typed rows of the file being ingested, in file order. */
export const STAGED = 'ingest_rows';

/** The file to stage: its absolute path, its format and, for CSV, the delimiter `describeFile` found. */
export interface StagedSource {
  path: string;
  format: IngestFormat;
  delimiter: string | null;
}

/** Runs a statement that reads the file; a failure there is the file's fault, reported as a 400. */
async function reading<T>(file: string, format: IngestFormat, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw fileProblem(file, `cannot be read as ${format.toUpperCase()}: ${readerDetail(error)}`);
  }
}

/**
 * Reads the file into {@link RAW} and returns how many data rows it has. A CSV line DuckDB cannot split
 * into the header's columns is kept aside in its rejects table (see `staged-problems.ts`). JSON and
 * Parquet values are read as text too (a Parquet DOUBLE volume of 1.5 becomes "1.5", which the whole-number
 * rule can then refuse); their columns are selected by the names the file gives them.
 */
export async function stageText(tx: WriteTx, source: StagedSource, layout: SourceLayout): Promise<number> {
  const names = layout.columns.map((c) => c.name);
  // JSON and Parquet columns are found by the file's own names (`adjustedClose` for adjusted_close).
  const asText = layout.columns.map((c) => `CAST(${quoted(c.header)} AS VARCHAR) AS ${quoted(c.name)}`).join(', ');
  if (source.format === 'csv') {
    await reading(source.path, 'csv', () =>
      tx.run(`CREATE OR REPLACE TEMP TABLE ${RAW} AS ${textCsvReader(names)}`, [source.path, source.delimiter ?? ',']),
    );
  } else {
    const reader = rawReaderSql[source.format];
    await reading(source.path, source.format, () =>
      tx.run(`CREATE OR REPLACE TEMP TABLE ${RAW} AS SELECT row_number() OVER () AS ordinal, ${asText} FROM ${reader}`, [source.path]),
    );
  }
  const counted = await tx.one<{ rows: number }>(`SELECT count(*) AS rows FROM ${RAW}`);
  return counted?.rows ?? 0;
}

/** How many staged rows are days the layout writes without data. */
export async function countWithoutData(tx: WriteTx, layout: SourceLayout): Promise<number> {
  const skipped = withoutDataSql(layout);
  if (skipped === null) return 0;
  const counted = await tx.one<{ rows: number }>(`SELECT count(*) AS rows FROM ${RAW} WHERE ${skipped}`);
  return counted?.rows ?? 0;
}

/**
 * Turns the checked text rows of {@link RAW} into {@link STAGED}, with the very expressions the checks
 * used, tickers as their stored keys (see `tickers.ts`).
 */
export async function convertStaged(tx: WriteTx, layout: SourceLayout): Promise<void> {
  const byName = new Map(layout.columns.flatMap((c) => (c.canonical === null ? [] : [[c.canonical.name, c] as const])));
  const projection = layout.dataset.columns.map((canonical) => {
    const column = byName.get(canonical.name);
    const expression =
      canonical.type === 'ticker'
        ? tickerKeyOf(layout, RAW)
        : column === undefined
          ? `CAST(NULL AS ${stagedType[canonical.type]})`
          : (converted(layout, column) ?? quoted(column.name));
    return `${expression} AS ${quoted(canonical.name)}`;
  });
  const skipped = withoutDataSql(layout);
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${STAGED} AS SELECT ${projection.join(', ')} FROM ${RAW} ${skipped === null ? '' : `WHERE NOT ${skipped}`} ORDER BY ordinal`,
  );
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
 * staging inserts in file order. Superseded by `findProblems`, which finds every bad row; kept for layouts
 * not moved to it yet.
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
