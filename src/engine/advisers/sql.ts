/** SQL the adviser rules share: the newest extract of each adviser. */

/**
 * One row per adviser: the newest stored extract of its CRD. Several monthly extracts may be stored; an
 * older one never answers while a newer one exists.
 */
export const NEWEST_EXTRACTS = `
SELECT * FROM investment_advisers
QUALIFY row_number() OVER (PARTITION BY crd ORDER BY as_of_date DESC) = 1`;
