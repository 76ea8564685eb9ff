/**
 * `funds.directory`: funds by identifier or name, one row per series from its newest report. Tiers, best
 * first:
 *   1. identifier: the query is the series' profile id (SEC series id), its own ticker or a verified
 *      share-class ticker, ignoring case;
 *   2. every word: each word of the query is a word of the series name or the registrant name;
 *   3. any word: only when no fund is in tier 1 or 2, funds whose names hold any word of the query.
 * Words are whole words (see `core/name-words`). Within the answer: tier, then largest net assets (unknown
 * last), series name, profile id. totalMatches counts every match of the answered tiers before `limit`.
 */
import { answeredTiers, nameWords, nameWordsSql as WORDS_SQL, withTotalMatches } from '../../core/name-words';
import type { EngineContext } from '../context';
import type { FundDirectory, FundDirectoryRow } from './schemas';
import { COVERAGE_SQL, NEWEST_REPORTS } from './sql';

export interface FundDirectoryParams {
  query: string;
  limit: number;
}

const DIRECTORY = `
WITH funds AS (${NEWEST_REPORTS}),
q AS (SELECT string_split(?, ' ') AS words, upper(?) AS id),
named AS (SELECT f.*, list_concat(${WORDS_SQL('f.series_name')}, ${WORDS_SQL('f.registrant_name')}) AS words FROM funds f),
tiered AS (
  SELECT n.*, CASE
      WHEN n.series_id = q.id OR upper(n.ticker) = q.id
        OR EXISTS (SELECT 1 FROM fund_tickers t WHERE t.series_id = n.series_id AND upper(t.ticker) = q.id) THEN 1
      WHEN list_has_all(n.words, q.words) THEN 2
      WHEN list_has_any(n.words, q.words) THEN 3 END AS tier
  FROM named n, q
),
answered AS (${answeredTiers('tiered')})
SELECT series_name AS "seriesName", registrant_name AS "registrantName", series_id AS "profileId", ticker, fund_type AS "fundType",
       net_assets AS "netAssets", CAST(holding_count AS INTEGER) AS "holdingCount", reported_holding_count AS "reportedHoldingCount",
       ${COVERAGE_SQL('holding_count', 'reported_holding_count')} AS "holdingsCoverage", report_period_date AS "latestReportPeriodDate",
       count(*) OVER () AS total
FROM answered
ORDER BY tier, net_assets DESC NULLS LAST, series_name, series_id
LIMIT ?`;

export async function fundDirectory(ctx: EngineContext, p: FundDirectoryParams): Promise<FundDirectory> {
  const words = nameWords(p.query);
  if (words.length === 0) return { totalMatches: 0, data: [] };
  return withTotalMatches(await ctx.store.all<FundDirectoryRow & { total: number }>(DIRECTORY, [words.join(' '), p.query.trim(), p.limit]));
}
