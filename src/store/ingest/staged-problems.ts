/**
 * Refusing a staged file with every problem it has, each where the user finds it: a CSV problem on its
 * line of the file (the header is line 1, blank lines count), a JSON one at its record, a Parquet one at its
 * row. Lines DuckDB could not even split into the header's columns are problems too, read from its
 * rejects table. Up to `LISTED_PROBLEMS` are listed in file order and all are counted.
 */
import type { WriteTx } from '../store';
import { CSV_LINES, REJECTS } from './csv-read';
import { findProblems, type RowCheck } from './find-problems';
import { fileProblems, LISTED_PROBLEMS, readerDetail, type FileIssue } from './problems';
import type { StagedSource } from './stage';

interface Found {
  issues: FileIssue[];
  total: number;
}

/** What is wrong with a line DuckDB rejected: its count of fields, or DuckDB's own first line. */
function rejectProblem(type: string, message: string): string {
  const counts = /Expected Number of Columns: (\d+) Found: (\d+)/.exec(message);
  if ((type === 'MISSING COLUMNS' || type === 'TOO MANY COLUMNS') && counts) {
    return `has ${counts[2]} fields where the header has ${counts[1]}`;
  }
  return `cannot be read: ${readerDetail(message)}`;
}

/** The lines of a CSV file DuckDB rejected while staging it, one problem per line. */
async function rejectedLines(tx: WriteTx): Promise<Found> {
  const rows = await tx.all<{ line: number; type: string; text: string | null; message: string; total: number }>(
    `SELECT line, any_value(error_type) AS type, any_value(csv_line) AS text, any_value(error_message) AS message, count(*) OVER () AS total
     FROM ${REJECTS} GROUP BY line ORDER BY line LIMIT ?`,
    [LISTED_PROBLEMS],
  );
  const issues = rows.map((row): FileIssue => ({ line: Number(row.line), column: null, value: row.text, problem: rejectProblem(row.type, row.message) }));
  return { issues, total: rows.length === 0 ? 0 : Number(rows[0]!.total) };
}

/**
 * The file lines of the CSV data rows numbered `ordinals`: the n-th data row is on the n-th line after the
 * header that is neither blank nor rejected. (A quoted value spanning lines would shift the count; no value
 * of a prices, dividends, splits or ticks file holds a line break.)
 */
async function csvLinesOf(tx: WriteTx, file: string, ordinals: readonly number[]): Promise<Map<number, number>> {
  if (ordinals.length === 0) return new Map();
  const rows = await tx.all<{ ordinal: number; line: number }>(
    `SELECT ordinal, line FROM (
       SELECT line, row_number() OVER (ORDER BY line) AS ordinal
       FROM (${CSV_LINES})
       WHERE line > 1 AND text IS NOT NULL AND line NOT IN (SELECT line FROM ${REJECTS})
     ) WHERE ordinal IN (SELECT CAST(unnest(string_split(?, ',')) AS BIGINT))`,
    [file, ordinals.join(',')],
  );
  return new Map(rows.map((row) => [Number(row.ordinal), Number(row.line)]));
}

/** `issues`, found by staged row number, placed where the user finds them in the file. */
async function located(tx: WriteTx, source: StagedSource, issues: readonly FileIssue[]): Promise<FileIssue[]> {
  const ordinalOf = (issue: FileIssue): number => issue.line ?? 0;
  if (source.format === 'csv') {
    const lines = await csvLinesOf(tx, source.path, issues.map(ordinalOf));
    return issues.map((issue) => ({ ...issue, line: lines.get(ordinalOf(issue)) ?? null, at: `data row ${ordinalOf(issue)}` }));
  }
  const unit = source.format === 'json' ? 'record' : 'row';
  return issues.map((issue) => ({ ...issue, line: null, at: `${unit} ${ordinalOf(issue)}` }));
}

/**
 * Refuses the file staged in `table` (with its `ordinal` column) when any of `checks` fails on any row or,
 * for a CSV file, DuckDB rejected any line; returns when the file is fine.
 */
export async function refuseStagedFile(tx: WriteTx, source: StagedSource, table: string, checks: readonly RowCheck[]): Promise<void> {
  const values = await findProblems(tx, table, 'ordinal', checks);
  const structural: Found = source.format === 'csv' ? await rejectedLines(tx) : { issues: [], total: 0 };
  const total = values.total + structural.total;
  if (total === 0) return;
  const issues = [...(await located(tx, source, values.issues)), ...structural.issues]
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
    .slice(0, LISTED_PROBLEMS);
  throw fileProblems(source.path, issues, total);
}
