/** SQL the adviser rules share: the newest extract of each adviser, and name words. */

/**
 * One row per adviser: the newest stored extract of its CRD. Several monthly extracts may be stored; an
 * older one never answers while a newer one exists.
 */
export const NEWEST_EXTRACTS = `
SELECT * FROM investment_advisers
QUALIFY row_number() OVER (PARTITION BY crd ORDER BY as_of_date DESC) = 1`;

/**
 * The words of a stored name, as SQL: lower case, dots and apostrophes dropped (J.P. is jp, O'Neil is
 * oneil), split on anything that is neither a letter nor a digit. `nameWords` does the same to a query.
 */
export const WORDS_SQL = (column: string): string =>
  `list_filter(regexp_split_to_array(regexp_replace(lower(coalesce(${column}, '')), '[.''’]', '', 'g'), '[^[:alnum:]]+'), w -> w <> '')`;

/** The words of a query, normalised as {@link WORDS_SQL} normalises stored names. */
export function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}
