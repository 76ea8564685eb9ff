/**
 * The published entry rules of the forecastable indexes and the S&P 500 probability model, as data
 * (data/index-rules.json): thresholds live there with their source and effective date, never in code.
 */
import table from '../../../data/index-rules.json';
import type { ForecastKind } from './universe';

export type RuleSpec =
  | { rule: 'MarketCap'; minUsd: number; maxUsd: number | null }
  | { rule: 'FloatMarketCap'; minUsd: number }
  | { rule: 'FloatFraction'; min: number }
  | { rule: 'Liquidity'; minRatio: number; lookbackDays: number }
  | { rule: 'GaapEarnings' }
  | { rule: 'Seasoning'; months: number }
  | { rule: 'Domicile'; country: string }
  | { rule: 'Exchange'; allowed: string[] }
  | { rule: 'SectorExcluded'; sectors: string[] }
  | { rule: 'AverageDailyVolume'; minShares: number; lookbackDays: number }
  | { rule: 'MinPrice'; minUsd: number }
  | { rule: 'SectorBalance' | 'NotInBankruptcy'; notApplied: string };

export type RuleName = RuleSpec['rule'];

/** Nasdaq-100: ranked in up to `entryRank`, kept up to `retainRank`. Russell: ranks `fromRank`..`toRank` with a band. */
export type Ranking =
  | { measure: 'MarketCap'; entryRank: number; retainRank: number; size: number }
  | { measure: 'MarketCap'; fromRank: number; toRank: number; bandPercent: number };

/** Whether a value was checked against a published document, and which one when it is not the index's own source. */
export interface Provenance {
  sourced: boolean;
  citation?: string;
}

export interface IndexRules {
  kind: ForecastKind;
  source: string;
  sourceUrl: string;
  effectiveDate: string;
  rules: (RuleSpec & Provenance)[];
  ranking?: Ranking & Provenance;
}

export interface ProbabilityModel {
  index: string;
  version: string;
  horizonDays: number;
  source: string;
  sourceUrl: string;
  joinIntercept: number;
  joinSlope: number;
  exitBaseline: number;
  exitCalibrationSource: string;
  exitCalibrationSourceUrl: string;
  exitCalibrationMethod: string;
  exitIntercept: number;
  exitSlope: number;
}

const byIndex = table.indexes as unknown as Readonly<Record<string, IndexRules>>;

/** The entry rules of an index by slug; undefined for one without quantitative rules. */
export const rulesOf = (slug: string): IndexRules | undefined => byIndex[slug];

/** Every forecastable index's rules, for the manual. */
export const ALL_RULES: Readonly<Record<string, IndexRules>> = byIndex;

export const PROBABILITY_MODEL: ProbabilityModel = table.probabilityModel;
