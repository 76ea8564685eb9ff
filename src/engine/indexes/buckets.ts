/**
 * Sorting scored companies into the forecast's buckets.
 *
 * Screen (S&P composites; a committee decides): `eligible` holds every non-member passing each applied rule;
 * `atRiskMembers` the measured members failing one (a member is never removed for that alone, so it is a
 * risk, not an exit). With the S&P 500 probability model, `likelyJoins` are the eligible with a join
 * probability of at least one half, `memberExits` every member with its exit probability (the full
 * distribution), and `likelyExits` the members whose exit probability is at least one half.
 *
 * Projection (a published ranking decides): measured eligible companies are ranked by market cap, members
 * that are unmeasured left out of the ranking; then the published buffer decides (see `projection.ts`).
 */
import type { ForecastRow } from './forecast-schemas';
import type { CompanyMeasures } from './measures';
import { exitProbability, joinProbability } from './probability';
import { rankProjection } from './projection';
import type { IndexRules, ProbabilityModel } from './rules';
import { marketCapOf, scoreRule, verdictOf } from './scorecard';

export interface Scored {
  row: ForecastRow;
  verdict: 'eligible' | 'failing' | 'unmeasured';
}

export interface Buckets {
  likelyJoins: ForecastRow[];
  eligible: ForecastRow[];
  atRiskMembers: ForecastRow[];
  likelyExits: ForecastRow[];
  memberExits: ForecastRow[];
}

/**
 * Scores every company against the index's rules. In a projection the ranking measure (market cap) is a
 * figure the verdict needs as much as any rule's: a company whose market cap cannot be read is unmeasured,
 * like one with a NotEvaluated rule (counted when a member, never ranked, in no bucket that decides).
 */
export function scoreCompanies(rules: IndexRules, companies: readonly CompanyMeasures[], members: ReadonlySet<string>, session: string): Scored[] {
  return companies.map((c) => {
    const scorecard = rules.rules.map((spec) => scoreRule(spec, c, session));
    const cap = marketCapOf(c);
    return {
      verdict: rules.ranking !== undefined && cap === null ? 'unmeasured' : verdictOf(scorecard),
      row: { ticker: c.ticker, name: c.name, isMember: members.has(c.ticker), marketCapUsd: cap === null ? null : Math.round(cap), rank: null, probability: null, scorecard },
    };
  });
}

const byCap = (a: ForecastRow, b: ForecastRow): number => (b.marketCapUsd ?? -1) - (a.marketCapUsd ?? -1) || a.ticker.localeCompare(b.ticker);
const byProbability = (a: ForecastRow, b: ForecastRow): number => (b.probability ?? 0) - (a.probability ?? 0) || byCap(a, b);

export function screenBuckets(scored: readonly Scored[], rules: IndexRules, model: ProbabilityModel | null): Buckets {
  const threshold = rules.rules.find((r) => r.rule === 'MarketCap');
  const entryMin = threshold?.rule === 'MarketCap' ? threshold.minUsd : 0;
  const eligible = scored.filter((s) => !s.row.isMember && s.verdict === 'eligible').map((s) => s.row);
  const atRisk = scored.filter((s) => s.row.isMember && s.verdict === 'failing').map((s) => s.row);
  if (model === null) return { likelyJoins: [], eligible: eligible.sort(byCap), atRiskMembers: atRisk.sort(byCap), likelyExits: [], memberExits: [] };
  const joins = eligible.map((row) => ({ ...row, probability: joinProbability(model, row.marketCapUsd!, entryMin) })).sort(byProbability);
  const exits = scored
    .filter((s) => s.row.isMember)
    // An unmeasured member's market cap is not trusted: it gets the baseline.
    .map((s) => ({ ...s.row, probability: exitProbability(model, s.verdict === 'unmeasured' ? null : s.row.marketCapUsd, entryMin) }))
    .sort(byProbability);
  const exitOf = new Map(exits.map((row) => [row.ticker, row.probability]));
  const unmeasured = new Set(scored.filter((s) => s.verdict === 'unmeasured').map((s) => s.row.ticker));
  return {
    likelyJoins: joins.filter((row) => row.probability >= 0.5),
    eligible: joins,
    atRiskMembers: atRisk.map((row) => ({ ...row, probability: exitOf.get(row.ticker) ?? null })).sort(byProbability),
    likelyExits: exits.filter((row) => !unmeasured.has(row.ticker) && row.probability >= 0.5),
    memberExits: exits,
  };
}

export function projectionBuckets(scored: readonly Scored[], rules: IndexRules): Buckets {
  return { ...rankProjection(scored, rules), memberExits: [] };
}
