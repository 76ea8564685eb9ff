/**
 * The two places where text becomes part of a statement instead of a parameter: a file path in COPY …
 * TO and read_parquet (DuckDB takes neither as a parameter, and a view cannot hold one) and a table or
 * column name. Only names from the store's own catalog and paths the operator gave pass through here.
 */

/** `text` as a SQL string literal: single quotes doubled, which is the whole of SQL's string escaping. */
export function sqlString(text: string): string {
  if (text.includes('\u0000')) throw new RangeError('A SQL string cannot hold a NUL character.');
  return `'${text.replaceAll("'", "''")}'`;
}

/** A catalog name as a SQL identifier. */
export const sqlIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;
