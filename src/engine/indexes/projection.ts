/**
 * Projections: rank by the published measure (market cap) among the measured eligible companies, then
 * apply the published buffer.
 *
 * Nasdaq-100 (entry/retain ranks): a non-member ranked within `entryRank` enters; a member ranked within
 * `retainRank` stays (between the two it is kept only by the buffer: at risk); a member ranked beyond it,
 * or no longer eligible, leaves.
 *
 * Russell (rank range with a band): ranks are cut at cumulative market-cap percentiles; a company is
 * assigned inside the range when its cumulative percentile lies inside the range's breakpoints, and a
 * member keeps its place while it stays within `bandPercent` points of a breakpoint (at risk when outside
 * the range but inside the band). A non-member enters only beyond the band.
 *
 * Ranks are over the tracked companies of the store, not the whole market.
 */
import type { Buckets, Scored } from './buckets';
import type { ForecastRow } from './forecast-schemas';
import type { IndexRules } from './rules';

type ProjectionBuckets = Omit<Buckets, 'memberExits'>;

export function rankProjection(scored: readonly Scored[], rules: IndexRules): ProjectionBuckets {
  const ranking = rules.ranking;
  if (ranking === undefined) throw new Error('a projection needs a ranking');
  const ranked = scored
    .filter((s) => s.verdict === 'eligible' && s.row.marketCapUsd !== null)
    .sort((a, b) => b.row.marketCapUsd! - a.row.marketCapUsd! || a.row.ticker.localeCompare(b.row.ticker))
    .map((s, i) => ({ ...s.row, rank: i + 1 }));
  const eligible = ranked.filter((row) => !row.isMember);
  // Members failing an applied rule leave; unmeasured members are in no departure bucket.
  const failingMembers = scored.filter((s) => s.row.isMember && s.verdict === 'failing').map((s) => s.row);
  if ('entryRank' in ranking) {
    return {
      likelyJoins: eligible.filter((row) => row.rank <= ranking.entryRank),
      eligible,
      atRiskMembers: ranked.filter((row) => row.isMember && row.rank > ranking.entryRank && row.rank <= ranking.retainRank),
      likelyExits: [...ranked.filter((row) => row.isMember && row.rank > ranking.retainRank), ...failingMembers],
    };
  }
  const total = ranked.reduce((sum, row) => sum + row.marketCapUsd!, 0);
  let cumulative = 0;
  const placed = ranked.map((row) => {
    cumulative += row.marketCapUsd!;
    return { row, percentile: total === 0 ? 100 : (100 * cumulative) / total };
  });
  // Breakpoints: the cumulative percentile at the rank before the range and at its last rank.
  const percentileAt = (rank: number): number => (rank <= 0 ? 0 : (placed[Math.min(rank, placed.length) - 1]?.percentile ?? 100));
  const low = percentileAt(ranking.fromRank - 1);
  const high = percentileAt(ranking.toRank);
  const band = ranking.bandPercent;
  const lowBand = ranking.fromRank === 1 ? -Infinity : low - band;
  const highBand = ranking.toRank >= placed.length ? Infinity : high + band;
  const inRange = (row: ForecastRow): boolean => row.rank! >= ranking.fromRank && row.rank! <= ranking.toRank;
  return {
    likelyJoins: placed.filter((p) => !p.row.isMember && inRange(p.row) && p.percentile > low + (ranking.fromRank === 1 ? 0 : band) && p.percentile < (highBand === Infinity ? Infinity : high - band)).map((p) => p.row),
    eligible,
    atRiskMembers: placed.filter((p) => p.row.isMember && !inRange(p.row) && p.percentile > lowBand && p.percentile <= highBand).map((p) => p.row),
    likelyExits: [...placed.filter((p) => p.row.isMember && (p.percentile <= lowBand || p.percentile > highBand)).map((p) => p.row), ...failingMembers],
  };
}
