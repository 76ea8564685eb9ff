/**
 * Reading what a file says about itself before anything is staged: its column names, as written, and
 * for CSV the delimiter. Runs on a reader connection, outside the write transaction: it touches no table.
 */
import { ApiError } from '../../core/errors';
import type { Store } from '../store';
import { rawReaderSql, type IngestFormat } from './formats';
import { fileProblem, readerDetail } from './problems';

export interface FileShape {
  /** Column names exactly as the file writes them, in file order (repeats kept). */
  names: string[];
  /** The CSV field delimiter DuckDB detected; null for JSON and Parquet. */
  delimiter: string | null;
}

// null_padding lets the sniffer settle on the delimiter even when a later row lacks fields; that row is
// then refused by the typed read, which does not pad.
const SNIFF_DELIMITER = 'SELECT Delimiter AS delimiter FROM sniff_csv(?, null_padding = true)';
// The header line as values rather than as column names: DuckDB would rename a repeated `close` to
// `close_1`, and a repeated column must be refused, not renamed.
const CSV_HEADER = 'SELECT * FROM read_csv(?, delim = ?, header = false, all_varchar = true, null_padding = true) LIMIT 1';

const UTF8_BOM = /^\uFEFF/;

async function csvShape(store: Store, file: string): Promise<FileShape> {
  const sniffed = await store.one<{ delimiter: string }>(SNIFF_DELIMITER, [file]);
  const delimiter = sniffed?.delimiter ?? ',';
  const header = await store.one<Record<string, string | null>>(CSV_HEADER, [file, delimiter]);
  const names = Object.values(header ?? {}).map((name, i) => (i === 0 ? (name ?? '').replace(UTF8_BOM, '') : name ?? ''));
  return { names, delimiter };
}

async function recordShape(store: Store, file: string, format: Exclude<IngestFormat, 'csv'>): Promise<FileShape> {
  // A JSON `[]` or an empty Parquet file has no columns to speak of; say it has no rows instead.
  const counted = await store.one<{ rows: number }>(`SELECT count(*) AS rows FROM ${rawReaderSql[format]}`, [file]);
  if (counted?.rows === 0) throw fileProblem(file, 'has no rows');
  const described = await store.all<{ column_name: string }>(`DESCRIBE SELECT * FROM ${rawReaderSql[format]}`, [file]);
  return { names: described.map((c) => c.column_name), delimiter: null };
}

/** The file's columns (and CSV delimiter); a file DuckDB cannot parse is refused with a 400. */
export async function describeFile(store: Store, file: string, format: IngestFormat): Promise<FileShape> {
  try {
    return format === 'csv' ? await csvShape(store, file) : await recordShape(store, file, format);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw fileProblem(file, `cannot be read as ${format.toUpperCase()}: ${readerDetail(error)}`);
  }
}
