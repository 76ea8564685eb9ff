/**
 * What the Cboe VIX, Cboe put/call, advisory-catalyst and ECB reference-rate importers share: a look at
 * the first lines of a file to recognise its layout, a staging read of its data rows as text (DuckDB, the
 * path a bound parameter), and the search for every value that breaks a rule, each named by its file
 * line. Values are converted in SQL only after every row has passed, so a refused file writes nothing.
 */
import { open } from 'node:fs/promises';
import type { WriteTx } from '../../store';
import type { RowCheck } from '../find-problems';
import { fileProblem, readerDetail } from '../problems';
import { refuseRecords } from './record-lines';

/**
 * The staged data rows of the file being imported, all text, in file order, each with its 1-based
 * `record` (its place among the rows read; `refuseRecords` turns it into a file line).
 */
export const GAUGE_ROWS = 'gauge_import_rows';
/** The rows as read, before they are numbered. */
const READ_ROWS = 'gauge_import_read';

/** Bytes read to recognise a layout: the Cboe disclaimer line alone is about 700. */
const HEAD_BYTES = 64 * 1024;

/** The first `count` lines of the file (CRLF or LF), without a byte-order mark. */
export async function headLines(file: string, count: number): Promise<string[]> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8').replace(/^\uFEFF/, '');
    return text.split(/\r?\n/).slice(0, count);
  } finally {
    await handle.close();
  }
}

/** The comma-separated cells of a header-like line, trimmed and upper-cased; trailing empty cells dropped. */
export function headerCells(line: string): string[] {
  const cells = line.split(',').map((cell) => cell.trim().toUpperCase());
  while (cells.length > 0 && cells.at(-1) === '') cells.pop();
  return cells;
}

/** A staged text column: its SQL name and the name a refusal message uses. */
export interface StagedColumn {
  name: string;
  label: string;
}

/** SQL true for a row whose every cell is empty (a blank line); such rows are neither read nor refused. */
export const blankRow = (columns: readonly StagedColumn[]): string =>
  columns.map((c) => `coalesce(trim(${c.name}), '') = ''`).join(' AND ');

/**
 * Reads the data rows after the first `skip` lines into {@link GAUGE_ROWS}, every cell as text, and
 * returns how many non-blank rows there are. A file DuckDB cannot split into the columns is refused.
 */
export async function stageRows(tx: WriteTx, file: string, skip: number, columns: readonly StagedColumn[]): Promise<number> {
  const types = columns.map((c) => `'${c.name}': 'VARCHAR'`).join(', ');
  try {
    await tx.run(
      `CREATE OR REPLACE TEMP TABLE ${READ_ROWS} AS
       SELECT * FROM read_csv(?, header = false, skip = ?, delim = ',', quote = '"', escape = '"',
                              columns = {${types}}, null_padding = true, auto_detect = false)`,
      [file, skip],
    );
  } catch (error) {
    throw fileProblem(file, `cannot be read as CSV: ${readerDetail(error)}`);
  }
  // Rowids follow the file's order but need not start at 0 inside a transaction, so rows are ranked by them.
  await tx.run(`CREATE OR REPLACE TEMP TABLE ${GAUGE_ROWS} AS SELECT row_number() OVER (ORDER BY rowid) AS record, * FROM ${READ_ROWS}`);
  await tx.run(`DROP TABLE ${READ_ROWS}`);
  const counted = await tx.one<{ rows: number }>(`SELECT count(*) AS rows FROM ${GAUGE_ROWS} WHERE NOT (${blankRow(columns)})`);
  return counted?.rows ?? 0;
}

/** A rule on one staged column: `failed` is SQL true when the (non-blank) row breaks it. */
export interface RowRule {
  column: StagedColumn;
  failed: string;
  /** What is wrong, said of the quoted value, e.g. `is not a date in MM/DD/YYYY form`. */
  problem: string;
}

/**
 * Refuses the file, listing every value that breaks a rule with its file line (the `skip` lines read past
 * counted), its column and the value as written. Blank rows are exempt.
 */
export async function checkRows(tx: WriteTx, file: string, skip: number, columns: readonly StagedColumn[], rules: readonly RowRule[]): Promise<void> {
  const checks = rules.map((rule): RowCheck => ({
    failed: `NOT (${blankRow(columns)}) AND (${rule.failed})`,
    column: rule.column.label,
    value: rule.column.name,
    problem: rule.problem,
  }));
  await refuseRecords(tx, file, { path: file, skipLines: skip, headerRecords: 0 }, GAUGE_ROWS, 'record', checks);
}

/** SQL: the cell is empty. */
export const missing = (column: StagedColumn): string => `coalesce(trim(${column.name}), '') = ''`;

/** SQL: the cell holds something that is not a non-negative decimal number (an empty cell is `missing`). */
export const notNonNegativeNumber = (column: StagedColumn): string =>
  `NOT ${missing(column)} AND coalesce(TRY_CAST(trim(${column.name}) AS DOUBLE) < 0 OR NOT isfinite(TRY_CAST(trim(${column.name}) AS DOUBLE)), true)`;

/** SQL: the cell is not a whole number of digits (DuckDB's own BIGINT cast would round 1.5). */
export const notWholeNumber = (column: StagedColumn): string =>
  `NOT coalesce(regexp_full_match(trim(${column.name}), '[0-9]+'), false)`;

/** SQL: the date in a `MM/DD/YYYY` cell (one- or two-digit month and day), NULL when it is not one. */
export const usDate = (column: StagedColumn): string =>
  `CAST(CASE WHEN regexp_full_match(trim(${column.name}), '[0-9]{1,2}/[0-9]{1,2}/[0-9]{4}')
             THEN TRY_STRPTIME(trim(${column.name}), '%m/%d/%Y') END AS DATE)`;

/** SQL: the date in a `yyyy-MM-dd` cell, NULL when it is not one. */
export const isoDate = (column: StagedColumn): string =>
  `CAST(CASE WHEN regexp_full_match(trim(${column.name}), '[0-9]{4}-[0-9]{2}-[0-9]{2}')
             THEN TRY_STRPTIME(trim(${column.name}), '%Y-%m-%d') END AS DATE)`;

/** Drops the staging tables (a rollback drops them too: they were created in the transaction). */
export async function dropStagedRows(tx: WriteTx): Promise<void> {
  for (const table of [READ_ROWS, GAUGE_ROWS]) await tx.run(`DROP TABLE IF EXISTS ${table}`);
}
