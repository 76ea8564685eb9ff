/**
 * The S&P 500 probability model (parameters in data/index-rules.json): for an eligible non-member, the
 * chance of joining within the horizon is a logistic in the log ratio of its market cap to the entry
 * threshold; for a member, the chance of leaving is the historical baseline, raised by a logistic when its
 * market cap falls below a quarter of the entry threshold. An unmeasured member gets the baseline.
 */
import type { ProbabilityModel } from './rules';

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));
const rounded = (p: number): number => Number(p.toFixed(4));

export function joinProbability(model: ProbabilityModel, marketCap: number, threshold: number): number {
  return rounded(logistic(model.joinIntercept + model.joinSlope * Math.log(marketCap / threshold)));
}

export function exitProbability(model: ProbabilityModel, marketCap: number | null, threshold: number): number {
  const floor = threshold / 4;
  if (marketCap === null || marketCap >= floor) return model.exitBaseline;
  const raised = logistic(model.exitIntercept + model.exitSlope * Math.log(floor / marketCap));
  return rounded(Math.max(model.exitBaseline, raised));
}
