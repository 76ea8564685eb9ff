/**
 * Finding every bad value of a staged file at once, set-based: each check is a SQL predicate over the
 * staged rows; one scan counts the failing cells of every check, and one statement lists the first
 * {@link LISTED_PROBLEMS} of them in file order (line, then check). Importers and the canonical path
 * refuse with the result through `fileProblems`, so a user sees every problem of a file in one try
 * instead of one per try.
 *
 * The SQL texts are assembled from code (table names, column expressions and predicates written by the
 * importers); values from the file never become SQL text.
 */
import type { Sql } from '../store';
import { fileProblems, LISTED_PROBLEMS, type FileIssue } from './problems';

export interface RowCheck {
  /** SQL true for a staged row that breaks the check. */
  failed: string;
  /** The column as the file names it; null for a problem with the whole line. */
  column: string | null;
  /** SQL of the value to show, as written (text); null to show none. An empty or NULL value shows as empty. */
  value: string | null;
  /** What is wrong, said of the value: `is not a date in yyyy-MM-dd form`. */
  problem: string;
  /** SQL text appended to the problem in parentheses, e.g. the other values a rule compared with. */
  detail?: string;
}

export interface FoundProblems {
  /** The first problems in file order, at most {@link LISTED_PROBLEMS}. */
  issues: FileIssue[];
  /** Every problem found. */
  total: number;
}

/**
 * Every cell of `table` that breaks one of `checks`; `line` is the SQL of a row's 1-based line in the
 * file. A row breaking several checks yields one problem per check, in check order.
 */
export async function findProblems(sql: Sql, table: string, line: string, checks: readonly RowCheck[], limit = LISTED_PROBLEMS): Promise<FoundProblems> {
  if (checks.length === 0) return { issues: [], total: 0 };
  // One scan counts the failures of every check, so a clean file (the usual one, however large) is read
  // once; only the checks that fail are then listed, each a scan of its own.
  const counted = await sql.one<Record<string, number>>(
    `SELECT ${checks.map((check, k) => `count(*) FILTER (WHERE coalesce(${check.failed}, false)) AS c${k}`).join(', ')} FROM ${table}`,
  );
  const failures = checks.map((_, k) => Number(counted?.[`c${k}`] ?? 0));
  const total = failures.reduce((sum, n) => sum + n, 0);
  if (total === 0) return { issues: [], total: 0 };
  const failed = checks.flatMap((check, k) => (failures[k]! > 0 ? [{ check, k }] : []));
  const failing = failed
    .map(({ check, k }) => {
      const value = check.value === null ? 'CAST(NULL AS VARCHAR)' : `CAST(${check.value} AS VARCHAR)`;
      const detail = check.detail === undefined ? 'CAST(NULL AS VARCHAR)' : `CAST(${check.detail} AS VARCHAR)`;
      return `SELECT ${line} AS line, ${k} AS k, ${value} AS value, ${detail} AS detail FROM ${table} WHERE coalesce(${check.failed}, false)`;
    })
    .join('\nUNION ALL\n');
  const rows = await sql.all<{ line: number; k: number; value: string | null; detail: string | null }>(
    `SELECT line, k, value, detail FROM (${failing}) ORDER BY line, k LIMIT ?`,
    [limit],
  );
  const issues = rows.map((row): FileIssue => {
    const check = checks[row.k]!;
    const empty = row.value === null || row.value.trim() === '';
    return {
      line: Number(row.line),
      column: check.column,
      value: check.value === null ? undefined : empty ? null : row.value,
      problem: row.detail === null ? check.problem : `${check.problem} (${row.detail})`,
    };
  });
  return { issues, total };
}

/** Refuses `file` with every problem `checks` find in `table`; returns when there is none. */
export async function refuseProblems(sql: Sql, file: string, table: string, line: string, checks: readonly RowCheck[]): Promise<void> {
  const found = await findProblems(sql, table, line, checks);
  if (found.total > 0) throw fileProblems(file, found.issues, found.total);
}
