/**
 * How ingest reports a file it refuses: always 400 `invalid_parameter` naming the `file` parameter and the
 * file itself. A file with bad values is refused once, listing every problem found (up to
 * {@link LISTED_PROBLEMS}, the rest counted), each with the file's line number, the column and the value as
 * written, so one try shows everything to fix. Every refusal leaves the store unchanged, and says so.
 */
import { readFile } from 'node:fs/promises';
import { invalidParameter, type ApiError } from '../../core/errors';

/** How every refusal ends: a file is refused whole. */
export const UNCHANGED = 'Nothing was ingested; the store is unchanged.';

/** How many problems one refusal lists; the others are only counted. */
export const LISTED_PROBLEMS = 20;

/** One bad value (or line) of a file. */
export interface FileIssue {
  /** 1-based line of the file, counting its header and any preamble; null when the layout has no lines (JSON). */
  line: number | null;
  /** Where in a line-less file the value is, e.g. `runs[3].state`; used when `line` is null. */
  at?: string | undefined;
  /** The column as the file names it; null for a problem with the whole line. */
  column: string | null;
  /** The value exactly as written; null when the cell is empty or absent; undefined when `problem` says it. */
  value?: string | null | undefined;
  /** What is wrong with it, e.g. `is not a date in yyyy-MM-dd form`. */
  problem: string;
}

/** A problem with the file as a whole (missing, empty, unreadable, wrong columns). */
export function fileProblem(file: string, problem: string): ApiError {
  return invalidParameter(`Invalid parameter 'file': ${file} ${problem}. ${UNCHANGED}`);
}

/** Where an issue is and what is wrong with it: `line 4, column 'high': "12.1" is below …`. */
export function describeIssue(issue: FileIssue): string {
  const where = [
    issue.line === null ? (issue.at ?? null) : `line ${issue.line}`,
    issue.column === null ? null : `column '${issue.column}'`,
  ].filter((part): part is string => part !== null);
  const shown = issue.value === undefined ? '' : issue.value === null ? 'an empty value ' : `${quoteValue(issue.value)} `;
  return `${where.length > 0 ? `${where.join(', ')}: ` : ''}${shown}${issue.problem}`;
}

/**
 * Refuses `file` for `issues` (in file order; `total` counts every problem found, listed or not). One
 * problem reads as one sentence; several are listed one per line under a count.
 */
export function fileProblems(file: string, issues: readonly FileIssue[], total = issues.length): ApiError {
  if (issues.length === 0) throw new Error('fileProblems needs at least one issue');
  if (total === 1) return invalidParameter(`Invalid parameter 'file': ${file}, ${describeIssue(issues[0]!)}. ${UNCHANGED}`);
  const listed = issues.slice(0, LISTED_PROBLEMS);
  const more = total - listed.length;
  const lines = listed.map((issue) => `  ${describeIssue(issue)}`);
  if (more > 0) lines.push(`  … and ${more} more problem${more === 1 ? '' : 's'}`);
  return invalidParameter(`Invalid parameter 'file': ${file} has ${total} problems:\n${lines.join('\n')}\n${UNCHANGED}`);
}

/**
 * A single bad value at a 1-based data row (a CSV header is not a row). Superseded by {@link fileProblems},
 * which names file lines and lists every problem; kept for layouts not moved to it yet.
 */
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

/** The parsed JSON of a file, or a refusal saying why it is not JSON. */
export async function readJsonFile(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    throw fileProblem(file, `is not JSON (${readerDetail(error)})`);
  }
}
