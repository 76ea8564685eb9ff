/**
 * How ingest has DuckDB read a CSV file: the typed reader of the one-pass path, the text reader of the
 * staged path, and a reader of the file's bare lines that tells which line a staged row came from. Each
 * binds the path (and the delimiter) as parameters; the SQL texts hold only names written in code.
 */
import type { Sql } from '../store';
import type { CanonicalColumn, ColumnType } from './datasets';
import { ISO_DATE } from './price-downloads';

/** DuckDB's record of CSV lines it could not split into the declared columns. */
export const REJECTS = 'ingest_rejects';
export const REJECT_SCANS = 'ingest_reject_scans';

/**
 * Bytes the CSV reader takes at a time. Larger than DuckDB's default on purpose: each buffer becomes a
 * batch of the insert, and small batches of a large file are rewritten again when the store checkpoints.
 */
const CSV_BUFFER_BYTES = 64 * 1024 * 1024;

/** Lines DuckDB cannot read go to {@link REJECTS} instead of failing the read, so they can be reported. */
const KEEP_REJECTS = `store_rejects = true, rejects_table = '${REJECTS}', rejects_scan = '${REJECT_SCANS}'`;

/** How the one-pass reader types each column. Whole numbers are read as DOUBLE so 1.5 stays 1.5 (and is refused). */
const typedAs: Readonly<Record<ColumnType, string>> = {
  ticker: 'VARCHAR',
  date: 'DATE',
  number: 'DOUBLE',
  integer: 'DOUBLE',
  currency: 'VARCHAR',
  timestamp: 'VARCHAR',
  transport: 'VARCHAR',
};

/**
 * The typed reader of the one-pass path: the file's columns in file order under their canonical names
 * (the header row is skipped, so its spelling does not matter here). A `load` read keeps its rejects in
 * {@link REJECTS}; a `sample` read (a look at the first rows) skips them and reads in DuckDB's default,
 * smaller buffers. Binds the path and the delimiter, in that order.
 */
export function typedCsvReader(present: readonly CanonicalColumn[], purpose: 'load' | 'sample' = 'load'): string {
  const types = present.map((c) => `'${c.name}': '${typedAs[c.type]}'`).join(', ');
  const rest = purpose === 'load' ? `buffer_size = ${CSV_BUFFER_BYTES}, ${KEEP_REJECTS}` : 'ignore_errors = true';
  return `read_csv(?, delim = ?, header = true, dateformat = '${ISO_DATE.strptime}', columns = {${types}}, ${rest})`;
}

/**
 * The text reader of the staged path: every column as written (an empty field is NULL), named `names`
 * in file order, with `ordinal`, the row's place among the data rows (1 for the first). DuckDB numbers
 * rows in file order here: insertion order is preserved and `row_number() OVER ()` streams. Binds the
 * path and the delimiter.
 */
export function textCsvReader(names: readonly string[]): string {
  const columns = names.map((name) => `'${name}': 'VARCHAR'`).join(', ');
  return `SELECT row_number() OVER () AS ordinal, * FROM read_csv(?, delim = ?, header = true, columns = {${columns}}, buffer_size = ${CSV_BUFFER_BYTES}, ${KEEP_REJECTS})`;
}

/** True when the last read kept rejected lines. */
export async function csvRejected(sql: Sql): Promise<boolean> {
  const found = await sql.one<{ found: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${REJECTS}) AS found`);
  return found?.found === true;
}

/**
 * Every line of the file, numbered from 1, blank ones included (as NULL): one column, no quoting, a
 * separator no text line holds, and nothing guessed. The CSV reader skips blank lines and rejected ones,
 * so a data row's line is found by counting the lines that became rows. Binds the path.
 */
export const CSV_LINES = `SELECT row_number() OVER () AS line, text FROM read_csv(?, header = false, columns = {'text': 'VARCHAR'},
  delim = E'\\x01', quote = '', escape = '', auto_detect = false, strict_mode = false)`;
