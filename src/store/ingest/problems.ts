/**
 * How ingest reports a file it refuses: always 400 `invalid_parameter` naming the `file` parameter and the
 * file itself, and, for a bad value, the column and the first bad row. Rows count data records from 1 (a
 * CSV header is not a row). Every refusal leaves the store unchanged, and the message says so.
 */
import { invalidParameter, type ApiError } from '../../core/errors';

const UNCHANGED = 'Nothing was ingested; the store is unchanged.';

/** A problem with the file as a whole (missing, empty, unreadable, wrong columns). */
export function fileProblem(file: string, problem: string): ApiError {
  return invalidParameter(`Invalid parameter 'file': ${file} ${problem}. ${UNCHANGED}`);
}

/** A bad value: the file, the 1-based row, the column and what is wrong with it. */
export function rowProblem(file: string, row: number, column: string | null, problem: string): ApiError {
  const where = column === null ? `row ${row}` : `row ${row}, column '${column}'`;
  return invalidParameter(`Invalid parameter 'file': ${file}, ${where}: ${problem}. ${UNCHANGED}`);
}

/** Quotes a file value for a message, shortened so one huge cell cannot flood it. */
export function quoteValue(value: string): string {
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return JSON.stringify(shown);
}

/** The first line of a DuckDB error, without its class prefix: enough to say what is wrong with a file. */
export function readerDetail(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? message).replace(/^[A-Za-z ]+ Error: /, '').trim();
}
