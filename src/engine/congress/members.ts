/**
 * `congress.members`: members of Congress by name. Name words match in any order against the roster's full
 * name, first and last name, and the verified aliases (nicknames, official names). Tiers: the query is
 * exactly a name or an alias; then every word is a word of the member's names; only when no member is in
 * either, a sparse fallback to members whose names hold any word. Sorted by name; `hasMore` says when more
 * matched than `limit` returned.
 */
import { answeredTiers, nameWords, nameWordsSql as WORDS_SQL } from '../../core/name-words';
import type { EngineContext } from '../context';
import type { CongressMembers } from './schemas';

export interface CongressMembersParams {
  query: string;
  limit: number;
}

const SEARCH = `
WITH q AS (SELECT string_split($1, ' ') AS words, $1 AS phrase),
named AS (
  SELECT m.member_id, m.name, m.position,
         list_transform([m.name, concat_ws(' ', m.first_name, m.last_name)] || m.aliases, n -> array_to_string(${WORDS_SQL('n')}, ' ')) AS spelled,
         flatten(list_transform([m.name] || m.aliases, n -> ${WORDS_SQL('n')})) AS name_words
  FROM congress_members m
),
tiered AS (
  SELECT n.*, CASE
      WHEN list_contains(n.spelled, q.phrase) THEN 1
      WHEN list_has_all(n.name_words, q.words) THEN 2
      WHEN list_has_any(n.name_words, q.words) THEN 3 END AS tier
  FROM named n, q
),
answered AS (${answeredTiers('tiered')})
SELECT CAST(member_id AS VARCHAR) AS id, name, position
FROM answered
ORDER BY tier, name, member_id
LIMIT $2`;

export async function congressMembers(ctx: EngineContext, p: CongressMembersParams): Promise<CongressMembers> {
  const words = nameWords(p.query);
  if (words.length === 0) return { data: [], hasMore: false };
  // One row past the limit tells whether more matched.
  const rows = await ctx.store.all<{ id: string; name: string; position: string }>(SEARCH, [words.join(' '), p.limit + 1]);
  return { data: rows.slice(0, p.limit), hasMore: rows.length > p.limit };
}
