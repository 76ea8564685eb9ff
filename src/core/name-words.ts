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
