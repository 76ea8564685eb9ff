/**
 * What the FINRA and SEC short-selling importers share: their files are pipe-delimited text without
 * quoting (an SEC description may hold a stray `"`), with a header line and sometimes trailer lines after
 * the data. DuckDB reads the file as text and splits it into lines and cells, so every staged line keeps
 * its exact file line for refusals, whatever quotes or blank lines the file holds. And how a capture of a
 * stored key is written: identical rows add nothing, rows whose figures differ replace the stored ones.
 */
import type { Sql, WriteTx } from '../../store';
import { findProblems, type RowCheck } from '../find-problems';
import { fileProblem, fileProblems, quoteValue, readerDetail, readJsonFile, type FileIssue } from '../problems';

/**
 * (Re)creates `table` with one row per line of `path`: `line` (1-based), `text` (without CR and, on line
 * 1, a byte-order mark) and `cells`, the text split on `|`. `shown` names the file in a refusal.
 */
export async function stageLines(tx: WriteTx, path: string, shown: string, table: string): Promise<void> {
  try {
    await tx.run(
      `CREATE OR REPLACE TEMP TABLE ${table} AS
       SELECT line, text, string_split(text, '|') AS cells
       FROM (
         SELECT i AS line, CASE WHEN i = 1 THEN ltrim(rtrim(parts[i], chr(13)), chr(65279)) ELSE rtrim(parts[i], chr(13)) END AS text
         FROM (SELECT string_split(content, chr(10)) AS parts FROM read_text(?)), range(1, len(parts) + 1) AS t(i)
       )`,
      [path],
    );
  } catch (error) {
    throw fileProblem(shown, `cannot be read as text: ${readerDetail(error)}`);
  }
}

/** The header cells of a staged file (line 1), trimmed. */
export async function headerOf(sql: Sql, table: string): Promise<string[]> {
  const row = await sql.one<{ cells: string[] | null }>(`SELECT cells FROM ${table} WHERE line = 1`);
  return (row?.cells ?? []).map((cell) => cell.trim());
}

/**
 * Refuses a file whose header is not `expected` (names compared ignoring case and spaces), saying what it
 * is not and quoting the header found.
 */
export function expectHeader(shown: string, header: readonly string[], expected: readonly string[], what: string): void {
  const compact = (name: string) => name.toLowerCase().replace(/\s+/g, '');
  const matches = header.length === expected.length && expected.every((name, i) => compact(name) === compact(header[i]!));
  if (!matches) throw fileProblem(shown, `is not ${what}: expected the header ${expected.join('|')}, found ${quoteValue(header.join('|'))}`);
}

/** SQL: a `yyyyMMdd` cell as a DATE, NULL when it is not a calendar date. */
export const compactDate = (cell: string): string =>
  `CAST(CASE WHEN regexp_full_match(trim(${cell}), '[0-9]{8}') THEN TRY_STRPTIME(trim(${cell}), '%Y%m%d') END AS DATE)`;

/** SQL: a `yyyy-MM-dd` cell as a DATE, NULL when it is not a calendar date. */
export const dashedDate = (cell: string): string =>
  `CAST(CASE WHEN regexp_full_match(trim(${cell}), '[0-9]{4}-[0-9]{2}-[0-9]{2}') THEN TRY_STRPTIME(trim(${cell}), '%Y-%m-%d') END AS DATE)`;

/** SQL: a cell of digits (a whole number, at most 18 of them) as BIGINT, NULL otherwise. */
export const wholeNumber = (cell: string): string =>
  `CASE WHEN regexp_full_match(trim(${cell}), '[0-9]{1,18}') THEN CAST(trim(${cell}) AS BIGINT) END`;

/** SQL: a signed whole number (`-2835`) as BIGINT, NULL otherwise. */
export const signedWholeNumber = (cell: string): string =>
  `CASE WHEN regexp_full_match(trim(${cell}), '-?[0-9]{1,18}') THEN CAST(trim(${cell}) AS BIGINT) END`;

/** SQL: a plain decimal (`9699860.835956`, `-0.49`; no exponent, no separators) as DOUBLE, NULL otherwise. */
export const decimal = (cell: string, signed = false): string =>
  `CASE WHEN regexp_full_match(trim(${cell}), '${signed ? '-?' : ''}([0-9]+(\\.[0-9]*)?|\\.[0-9]+)') THEN CAST(trim(${cell}) AS DOUBLE) END`;

/** SQL: the cell is empty (or absent on a short line). */
export const empty = (cell: string): string => `coalesce(trim(${cell}), '') = ''`;

/** Where a capture goes and how its rows are keyed. */
export interface Capture {
  /** The capture table. */
  table: string;
  /** The key columns: one stored row per key. */
  key: readonly string[];
  /** The other columns, compared to tell a revised row from the stored one. */
  values: readonly string[];
  /** Columns the rows are stored sorted by (the lookup key). */
  order: readonly string[];
}

/**
 * Writes the rows of `staged` (a table with every column of `capture`, one row per key) to the capture
 * table: a key already stored with the same values adds nothing; a key stored with different values (a
 * corrected or revised publication) is replaced; a new key is inserted. Returns the rows written.
 */
export async function writeCapture(tx: WriteTx, capture: Capture, staged: string, provenance: { file: string; capturedAt: string }): Promise<number> {
  const { table, key, values, order } = capture;
  const sameKey = key.map((k) => `t.${k} = s.${k}`).join(' AND ');
  const differs = values.map((v) => `t.${v} IS DISTINCT FROM s.${v}`).join(' OR ');
  await tx.run(`DELETE FROM ${table} t WHERE EXISTS (SELECT 1 FROM ${staged} s WHERE ${sameKey} AND (${differs}))`);
  const columns = [...key, ...values];
  return tx.run(
    `INSERT INTO ${table} (${columns.join(', ')}, source, source_file, captured_at)
     SELECT ${columns.map((c) => `s.${c}`).join(', ')}, 'ingest', ?, CAST(? AS TIMESTAMP)
     FROM ${staged} s
     WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE ${sameKey})
     ORDER BY ${order.map((c) => `s.${c}`).join(', ')}`,
    [provenance.file, provenance.capturedAt],
  );
}

/**
 * (Re)creates `table` in the shape of {@link stageLines} from a JSON body that is an array of objects (a
 * FINRA Query API response): `line` is the object's 1-based place in the array, `cells` its `fields` in
 * order, each as text (a number as written by JSON, null or absent as NULL, anything else as its JSON).
 * Returns how many objects there are; a body of another shape is refused.
 */
export async function stageJsonRecords(tx: WriteTx, file: string, table: string, fields: readonly string[], what: string): Promise<number> {
  const body = await readJsonFile(file);
  if (!Array.isArray(body)) throw fileProblem(file, `is not ${what}: expected a JSON array of records, found ${body === null ? 'null' : typeof body}`);
  const text = (value: unknown): string | null =>
    value === undefined || value === null ? null : typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
  const records = body.map((record: unknown, i) => {
    const object = typeof record === 'object' && record !== null && !Array.isArray(record) ? (record as Record<string, unknown>) : null;
    return { line: i + 1, text: JSON.stringify(record), object: object !== null, cells: fields.map((f) => (object === null ? null : text(object[f]))) };
  });
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${table} AS
     SELECT line, text, object, cells FROM (SELECT unnest(from_json(CAST(? AS JSON), '[{"line":"INTEGER","text":"VARCHAR","object":"BOOLEAN","cells":"VARCHAR[]"}]'), recursive := true))`,
    [JSON.stringify(records)],
  );
  return records.length;
}

/**
 * Refuses `file` with every problem `checks` find in the staged `table`: by file line for a text layout,
 * by place (`[3].settlementDate`) for a JSON body. Returns when there is none.
 */
export async function refuseStaged(sql: Sql, file: string, table: string, checks: readonly RowCheck[], json: boolean): Promise<void> {
  const found = await findProblems(sql, table, 'line', checks);
  if (found.total === 0) return;
  const issues = json
    ? found.issues.map((issue): FileIssue => ({ ...issue, line: null, at: `[${(issue.line ?? 1) - 1}]${issue.column === null ? '' : `.${issue.column}`}`, column: null }))
    : found.issues;
  throw fileProblems(file, issues, found.total);
}
