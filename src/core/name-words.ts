/** Name matching shared by the searches over people and firms (insiders, investment advisers). */

/** The words of a name or query: lower case, dots and apostrophes dropped (J.P. is jp), split on anything else. */
export function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** {@link nameWords} in DuckDB SQL, for a stored name column (a null name has no words). */
export const nameWordsSql = (column: string): string =>
  `list_filter(regexp_split_to_array(regexp_replace(lower(coalesce(${column}, '')), '[.''’]', '', 'g'), '[^[:alnum:]]+'), w -> w <> '')`;

/**
 * SQL: the rows of `tiered` (a CTE with a `tier` column: 1 and 2 the strong matches, 3 any word, NULL no
 * match) a search answers: its strong matches, or, only when there is none, the sparse any-word tier.
 */
export const answeredTiers = (tiered: string): string =>
  `SELECT * FROM ${tiered} WHERE tier IS NOT NULL AND (tier < 3 OR NOT EXISTS (SELECT 1 FROM ${tiered} WHERE tier < 3))`;

/**
 * A search's answer from rows that each carry the count of every match (`count(*) OVER ()` as `total`):
 * the count rides on each row, so a limit past the matches still reads it when there is any match.
 */
export function withTotalMatches<T extends object>(rows: readonly (T & { total: number | bigint })[]): { totalMatches: number; data: T[] } {
  const totalMatches = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return { totalMatches, data: rows.map(({ total: _total, ...row }) => row as unknown as T) };
}
