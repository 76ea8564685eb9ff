/**
 * The file lines of CSV records, so a refusal names the line a user sees in an editor (1-based, the header
 * and any preamble counted) rather than a position among the rows DuckDB read.
 *
 * DuckDB's CSV reader skips empty lines and lets a quoted value span lines, so record N is not always on
 * line N + 1. The file is therefore read once more as text (only when there is something to report) and
 * its record starts are found the way the reader finds them: a line starts a record when it is not empty
 * and the quotes before it are balanced (RFC 4180: a quote inside a value is doubled, so an odd count
 * means a value is still open).
 */
import type { Sql } from '../../store';
import { findProblems, type FoundProblems, type RowCheck } from '../find-problems';
import { fileProblems, type FileIssue } from '../problems';

/** Where a staged file's records come from, to number them as file lines. */
export interface RecordSource {
  /** The file DuckDB read (an unzipped copy, for an archive). */
  path: string;
  /** Lines skipped before reading (DuckDB's `skip`): a preamble the reader never saw. */
  skipLines: number;
  /** Records before the first data record: 1 for a header the reader took (`header = true`), else 0. */
  headerRecords: number;
}

const RECORD_STARTS = `
WITH lines AS (
  SELECT i AS line, parts[i] AS text
  FROM (SELECT string_split(content, chr(10)) AS parts FROM read_text(?)), range(1, len(parts) + 1) AS t(i)
  WHERE i > ?
), balanced AS (
  SELECT line, text,
    coalesce(sum(length(text) - length(replace(text, '"', ''))) OVER (ORDER BY line ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) % 2 = 0 AS opens
  FROM lines
), starts AS (
  SELECT line, row_number() OVER (ORDER BY line) AS n FROM balanced WHERE opens AND rtrim(text, chr(13)) <> ''
)
SELECT n - ? AS record, line FROM starts
WHERE n - ? IN (SELECT unnest(from_json(CAST(? AS JSON), '["BIGINT"]')))`;

/** The file line of each of `records` (1-based data records, in the reader's order). */
export async function recordLines(sql: Sql, source: RecordSource, records: readonly number[]): Promise<Map<number, number>> {
  if (records.length === 0) return new Map();
  const rows = await sql.all<{ record: number; line: number }>(RECORD_STARTS, [
    source.path,
    source.skipLines,
    source.headerRecords,
    source.headerRecords,
    JSON.stringify([...new Set(records)]),
  ]);
  return new Map(rows.map((r) => [Number(r.record), Number(r.line)]));
}

/**
 * Every problem `checks` find in `table`, where `record` is the SQL of a staged row's 1-based data record;
 * each listed problem names its file line.
 */
export async function findRecordProblems(sql: Sql, source: RecordSource, table: string, record: string, checks: readonly RowCheck[]): Promise<FoundProblems> {
  const found = await findProblems(sql, table, record, checks);
  if (found.total === 0) return found;
  const lines = await recordLines(sql, source, found.issues.map((issue) => issue.line ?? 0));
  return { issues: found.issues.map((issue) => onLine(issue, lines)), total: found.total };
}

/** Refuses `file` with every problem {@link findRecordProblems} finds; returns when there is none. */
export async function refuseRecords(sql: Sql, file: string, source: RecordSource, table: string, record: string, checks: readonly RowCheck[]): Promise<void> {
  const found = await findRecordProblems(sql, source, table, record, checks);
  if (found.total > 0) throw fileProblems(file, found.issues, found.total);
}

/** The issue with its record number replaced by the file line (a record not found keeps its number, said so). */
function onLine(issue: FileIssue, lines: ReadonlyMap<number, number>): FileIssue {
  const line = lines.get(issue.line ?? 0);
  return line === undefined ? { ...issue, line: null, at: `record ${issue.line}` } : { ...issue, line };
}
