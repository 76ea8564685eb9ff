/**
 * `institutions.search`: 13F filers by name or CIK. A query of digits that is a filer's CIK comes first,
 * then a name that is exactly the query, then names holding every word; only when none match, names
 * holding any word. Largest newest portfolio first within a tier.
 */
import { answeredTiers, nameWords, nameWordsSql } from '../../core/name-words';
import type { EngineContext } from '../context';
import type { InstitutionSearch } from './schemas';

export interface SearchParams {
  query: string;
  limit: number;
}

/** $1 words joined by spaces, $2 CIK or null, $3 limit + 1. */
const SEARCH = `
WITH q AS (SELECT string_split($1, ' ') AS words, $1 AS phrase),
newest AS (SELECT * FROM thirteenf_reports QUALIFY row_number() OVER (PARTITION BY filer_cik ORDER BY report_date DESC) = 1),
tiered AS (
  SELECT n.*, CASE
      WHEN n.filer_cik = $2 THEN 0
      WHEN array_to_string(${nameWordsSql('n.filer_name')}, ' ') = q.phrase THEN 1
      WHEN list_has_all(${nameWordsSql('n.filer_name')}, q.words) THEN 2
      WHEN list_has_any(${nameWordsSql('n.filer_name')}, q.words) THEN 3 END AS tier
  FROM newest n, q),
answered AS (${answeredTiers('tiered')})
SELECT filer_cik AS cik, filer_name AS name, CAST(report_date AS VARCHAR) AS "latestReportDate", total_value AS "portfolioValue",
       position_count AS "positionCount"
FROM answered
ORDER BY tier, total_value DESC, filer_name, filer_cik
LIMIT $3`;

export async function searchInstitutions(ctx: EngineContext, p: SearchParams): Promise<InstitutionSearch> {
  const words = nameWords(p.query);
  const cik = /^\d{1,10}$/.test(p.query.trim()) ? p.query.trim().padStart(10, '0') : null;
  if (words.length === 0 && cik === null) return { data: [], hasMore: false };
  const rows = await ctx.store.all<InstitutionSearch['data'][number]>(SEARCH, [words.join(' '), cik, p.limit + 1]);
  return { data: rows.slice(0, p.limit), hasMore: rows.length > p.limit };
}
