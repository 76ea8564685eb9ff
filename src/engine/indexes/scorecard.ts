/**
 * One company's scorecard against an index's entry rules: each rule is Pass or Fail on a figure read from
 * the captures, NotEvaluated when that figure could not be read (it blocks an entry verdict), or
 * NotApplied when the service runs the rule for nobody (disclosed, excluded from the verdict).
 */
import { daysBetween } from '../../core/dates';
import type { RuleOutcome, ScorecardEntry } from './forecast-schemas';
import type { CompanyMeasures } from './measures';
import type { RuleSpec } from './rules';

/** A threshold in words: US$22.7 billion, US$30 million. */
const usd = (n: number): string =>
  n >= 1e9 ? `US$${Number((n / 1e9).toFixed(2))} billion` : n >= 1e6 ? `US$${Number((n / 1e6).toFixed(2))} million` : `US$${n.toFixed(2)}`;

const entry = (rule: string, threshold: string, value: number | string | null, pass: boolean | null): ScorecardEntry => ({
  rule,
  threshold,
  value,
  outcome: value === null || pass === null ? 'NotEvaluated' : pass ? 'Pass' : 'Fail',
});

export const marketCapOf = (c: CompanyMeasures): number | null =>
  c.sharesOutstanding === null || c.close === null ? null : c.sharesOutstanding * c.close;

/** Fraction of the shares the public holds: public float over market cap at the float's date. */
const floatFraction = (c: CompanyMeasures): number | null =>
  c.publicFloatUsd === null || c.marketCapAtFloatDate === null || c.marketCapAtFloatDate <= 0 ? null : Math.min(1, c.publicFloatUsd / c.marketCapAtFloatDate);

const round = (n: number | null, digits: number): number | null => (n === null ? null : Number(n.toFixed(digits)));

/** Months between two dates, whole months counted by calendar. */
const monthsBetween = (from: string, to: string): number => Math.floor(daysBetween(from, to) / 30.4375);

export function scoreRule(spec: RuleSpec, c: CompanyMeasures, session: string): ScorecardEntry {
  const cap = marketCapOf(c);
  switch (spec.rule) {
    case 'MarketCap': {
      const threshold = spec.maxUsd === null ? `at least ${usd(spec.minUsd)}` : `${usd(spec.minUsd)} to ${usd(spec.maxUsd)}`;
      return entry(spec.rule, `unadjusted company market cap ${threshold}`, round(cap, 0), cap === null ? null : cap >= spec.minUsd && (spec.maxUsd === null || cap <= spec.maxUsd));
    }
    case 'FloatMarketCap': {
      const ff = floatFraction(c);
      const fmc = cap === null || ff === null ? null : cap * ff;
      return entry(spec.rule, `float-adjusted market cap at least ${usd(spec.minUsd)}`, round(fmc, 0), fmc === null ? null : fmc >= spec.minUsd);
    }
    case 'FloatFraction': {
      const ff = floatFraction(c);
      return entry(spec.rule, `public float at least ${spec.min} of the shares`, round(ff, 4), ff === null ? null : ff >= spec.min);
    }
    case 'Liquidity': {
      const ff = floatFraction(c);
      const ratio = cap === null || ff === null || c.dollarVolume365 === null || cap * ff <= 0 ? null : c.dollarVolume365 / (cap * ff);
      return entry(spec.rule, `dollar value traded over ${spec.lookbackDays} days at least ${spec.minRatio} of float-adjusted market cap`, round(ratio, 4), ratio === null ? null : ratio >= spec.minRatio);
    }
    case 'GaapEarnings': {
      const q = c.netIncomeQuarters;
      const sum = q === null ? null : q.reduce((s, v) => s + v, 0);
      return entry(spec.rule, 'GAAP net income positive over the trailing four quarters and in the latest quarter', sum, q === null ? null : sum! > 0 && q[0]! > 0);
    }
    case 'Seasoning': {
      const months = c.firstBarDate === null ? null : monthsBetween(c.firstBarDate, session);
      return entry(spec.rule, `trading for at least ${spec.months} months`, months, months === null ? null : months >= spec.months);
    }
    case 'Domicile':
      return entry(spec.rule, `domiciled in ${spec.country}`, c.domicile, c.domicile === null ? null : c.domicile === spec.country);
    case 'Exchange':
      return entry(spec.rule, `listed on ${spec.allowed.join(' or ')}`, c.exchange, c.exchange === null ? null : spec.allowed.some((x) => x.toLowerCase() === c.exchange!.toLowerCase()));
    case 'SectorExcluded':
      return entry(spec.rule, `not in ${spec.sectors.join(', ')}`, c.sector, c.sector === null ? null : !spec.sectors.some((s) => s.toLowerCase() === c.sector!.toLowerCase()));
    case 'AverageDailyVolume':
      return entry(spec.rule, `average daily volume over ${spec.lookbackDays} days at least ${spec.minShares.toLocaleString('en-US')} shares`, round(c.averageVolume91, 0), c.averageVolume91 === null ? null : c.averageVolume91 >= spec.minShares);
    case 'MinPrice':
      return entry(spec.rule, `close at least US$${spec.minUsd.toFixed(2)}`, c.close, c.close === null ? null : c.close >= spec.minUsd);
    case 'SectorBalance':
    case 'NotInBankruptcy':
      return { rule: spec.rule, outcome: 'NotApplied', value: null, threshold: spec.notApplied };
  }
}

/** The verdict of a scorecard: eligible (every applied rule passes), failing, or unmeasured (a NotEvaluated rule). */
export function verdictOf(card: readonly ScorecardEntry[]): 'eligible' | 'failing' | 'unmeasured' {
  const outcomes = new Set<RuleOutcome>(card.map((e) => e.outcome));
  if (outcomes.has('NotEvaluated')) return 'unmeasured';
  return outcomes.has('Fail') ? 'failing' : 'eligible';
}
