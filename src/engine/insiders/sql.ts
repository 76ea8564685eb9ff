/** SQL fragments the insider rules share (columns of `insider_transactions`). */

/** The relationship of a filing's owner as one label: officer title, Director, 10% Owner, Other. */
export const ROLE_SQL = `concat_ws(', ',
  CASE WHEN is_officer THEN coalesce(nullif(trim(officer_title), ''), 'Officer') END,
  CASE WHEN is_director THEN 'Director' END,
  CASE WHEN is_ten_percent_owner THEN '10% Owner' END,
  CASE WHEN is_other THEN 'Other' END)`;

/** The stored footnotes (one per line) as a list. */
export const FOOTNOTES_SQL = `CASE WHEN footnotes IS NULL OR footnotes = '' THEN []::VARCHAR[] ELSE string_split(footnotes, chr(10)) END`;

