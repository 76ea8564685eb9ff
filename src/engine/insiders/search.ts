/**
 * `insiders.search`: reporting owners by name. Tiers, best first, and only the best tier that matches is
 * returned: (1) the query is an owner's exact legal name or a verified alias; (2) every word of the query
 * is a word of the name; (3) any word of the query is a word of the name. Words are whole words, compared
 * ignoring case and punctuation (O'Neil is oneil, J.P. is jp), so a short token never matches inside a
 * longer word. Sorted by most recent filing activity, then name and CIK.
 */
import { nameWords, nameWordsSql as WORDS_SQL } from '../../core/name-words';
import type { EngineContext } from '../context';
import type { InsiderSearch, InsiderSearchRow } from './schemas';
import { ROLE_SQL } from './sql';

export interface SearchParams {
  query: string;
  limit: number;
  offset: number;
}

const SEARCH = `
WITH owners AS (
  SELECT owner_cik, owner_name AS name, ${ROLE_SQL} AS role, owner_city AS city, owner_state AS state_or_country,
         ticker, issuer_name, filed_date
  FROM insider_transactions
  QUALIFY row_number() OVER (PARTITION BY owner_cik ORDER BY filed_date DESC, document_id DESC) = 1
),
candidates AS (
  SELECT o.*, ${WORDS_SQL('o.name')} AS words,
         array_to_string(${WORDS_SQL('o.name')}, ' ') = ? OR EXISTS (
           SELECT 1 FROM insider_aliases a WHERE a.owner_cik = o.owner_cik AND array_to_string(${WORDS_SQL('a.alias')}, ' ') = ?) AS exact
  FROM owners o
),
tiered AS (
  SELECT *, CASE WHEN exact THEN 1 WHEN list_has_all(words, string_split(?, ' ')) THEN 2
                 WHEN list_has_any(words, string_split(?, ' ')) THEN 3 END AS tier
  FROM candidates
)
SELECT name, lpad(CAST(owner_cik AS VARCHAR), 10, '0') AS cik, role, city, state_or_country AS "stateOrCountry",
       ticker AS "latestCompanyTicker", issuer_name AS "latestCompanyName"
FROM tiered
WHERE tier = (SELECT min(tier) FROM tiered)
ORDER BY filed_date DESC, name, owner_cik
LIMIT ? OFFSET ?`;

export async function searchInsiders(ctx: EngineContext, p: SearchParams): Promise<InsiderSearch> {
  const words = nameWords(p.query).join(' ');
  if (words === '') return { data: [], hasMore: false };
  const rows = await ctx.store.all<InsiderSearchRow>(SEARCH, [words, words, words, words, p.limit + 1, p.offset]);
  return { data: rows.slice(0, p.limit), hasMore: rows.length > p.limit };
}
