/**
 * `advisers.search`: investment advisers by name, from the newest extract of each CRD. The legal name and
 * the doing-business-as name (primaryBusinessName) both match. Tiers, best first:
 *   1. exact: the query's words are exactly the words of either name;
 *   2. every word: each word of the query is a word of one of the names (in any order);
 *   3. any word: only when no adviser is in tier 1 or 2, advisers whose names hold any word of the query.
 * Words are whole words compared ignoring case and punctuation, so a short token never matches inside a
 * longer word. Within the answer: tier, then largest total regulatory AUM (unknown last), legal name, CRD.
 * totalMatches counts every match of the answered tiers before `limit`.
 */
import type { EngineContext } from '../context';
import type { AdviserSearch, AdviserSearchRow } from './schemas';
import { answeredTiers, nameWords, nameWordsSql as WORDS_SQL, withTotalMatches } from '../../core/name-words';
import { NEWEST_EXTRACTS } from './sql';

export interface AdviserSearchParams {
  query: string;
  limit: number;
}

const SEARCH = `
WITH advisers AS (${NEWEST_EXTRACTS}),
q AS (SELECT string_split(?, ' ') AS words, ? AS phrase),
named AS (
  SELECT a.*, ${WORDS_SQL('a.legal_name')} AS legal_words, ${WORDS_SQL('a.primary_business_name')} AS business_words FROM advisers a
),
tiered AS (
  SELECT n.*, CASE
      WHEN array_to_string(legal_words, ' ') = q.phrase OR array_to_string(business_words, ' ') = q.phrase THEN 1
      WHEN list_has_all(legal_words, q.words) OR list_has_all(business_words, q.words) THEN 2
      WHEN list_has_any(legal_words, q.words) OR list_has_any(business_words, q.words) THEN 3 END AS tier
  FROM named n, q
),
answered AS (${answeredTiers('tiered')})
SELECT CAST(crd AS BIGINT) AS crd, legal_name AS "legalName", primary_business_name AS "primaryBusinessName", city, state, country,
       total_regulatory_aum AS "totalRegulatoryAum", number_of_employees AS "numberOfEmployees", as_of_date AS "asOfDate",
       count(*) OVER () AS total
FROM answered
ORDER BY tier, total_regulatory_aum DESC NULLS LAST, legal_name, crd
LIMIT ?`;

export async function searchAdvisers(ctx: EngineContext, p: AdviserSearchParams): Promise<AdviserSearch> {
  const words = nameWords(p.query);
  if (words.length === 0) return { totalMatches: 0, data: [] };
  const phrase = words.join(' ');
  return withTotalMatches(await ctx.store.all<AdviserSearchRow & { total: number }>(SEARCH, [phrase, phrase, p.limit]));
}
