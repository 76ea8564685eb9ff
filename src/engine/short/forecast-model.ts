/**
 * The short-interest forecast model, as pure arithmetic over what `forecast-sql.ts` reads from the store.
 *
 * A settlement window is the span of trading days from one FINRA settlement (exclusive) to the next
 * (inclusive). For every operating-company stock and window the store can tell:
 *   change  the log change of the short position from the window's first settlement to its last, on
 *           today's split basis, clipped to ±1 (a tiny position's jump would otherwise steer the line);
 *   shift   the change of the daily short-volume share (short ÷ total, CNMS figures winning) from the
 *           window before to this one, when each window has five or more captured sessions.
 * The line `change = a + b · shift` is fitted by least squares over every stock's windows of the year
 * before the estimate's starting settlement (pooled: one stock has too few windows of its own). The
 * pending window's shift gives the central estimate; the residual spread (the stock's own, shrunk toward
 * the pooled one) gives the likely range, the central 80% of a normal spread around it. Without a line
 * (fewer than MIN_FIT_WINDOWS windows with a shift) or without the pending window's shift, the estimate
 * is the average change (drift) with its spread, and confidence is low.
 *
 * Confidence says how far the direction of the estimate can be trusted: the probability, under the
 * spread, that the change has the estimated sign, gated by how much evidence the line rests on.
 */
import type { Confidence } from './forecast-schemas';

/** Fewest windows with a shift and a change for the line to be used. */
export const MIN_FIT_WINDOWS = 20;
/** Fewest past changes (any stock) for an estimate at all: below it there is no spread to size a range. */
export const MIN_HISTORY_CHANGES = 10;
/** Windows of the pooled spread a stock's own residuals are shrunk with. */
export const SHRINK_WINDOWS = 6;
/** Changes are clipped to ±this log change before fitting. */
export const CHANGE_CLIP = 1;
/** Captured sessions each window needs for its short-volume share to count. */
export const MIN_WINDOW_SESSIONS = 5;
/** z of the likely range's ends: the 10th and 90th percentiles of a normal spread. */
export const RANGE_Z = 1.2816;

/** What the line needs for `high`, and for `medium`. */
export const CONFIDENCE_RULES = {
  high: { windows: 100, slopeT: 2, coverage: 1, direction: 0.7 },
  medium: { windows: 30, coverage: 0.8, direction: 0.6 },
} as const;

/** The pooled fit at one starting settlement (a row of the `fits` CTE). */
export interface PooledFit {
  /** Windows with both a shift and a change. */
  n: number;
  a: number | null;
  b: number | null;
  sxx: number | null;
  syy: number | null;
  sxy: number | null;
  /** Windows with a change (shift or not), their mean and sample variance. */
  changes: number;
  meanChange: number | null;
  changeVariance: number | null;
}

/** The stock's own residuals under the pooled line and around the drift. */
export interface OwnResiduals {
  fitN: number;
  fitSquares: number;
  driftN: number;
  driftSquares: number;
}

/** The pending (or walked) window of the stock. */
export interface TargetWindow {
  /** Short-volume share change into the window; null when a window lacks sessions. */
  shift: number | null;
  /** Captured sessions in the window, and the trading days it has. */
  sessions: number;
  tradingDays: number;
}

export interface Estimate {
  /** Central log change. */
  change: number;
  /** Spread (standard deviation) of the log change around it. */
  spread: number;
  /** Probability that the change has the estimated sign. */
  direction: number;
  confidence: Confidence;
  /** `line` when the short-volume line made it, `drift` when only the average change did. */
  model: 'line' | 'drift';
}

/** Standard normal cumulative distribution (Abramowitz and Stegun 7.1.26; error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The pooled line's residual variance and slope t statistic, or null when there is no usable line. */
function line(fit: PooledFit): { a: number; b: number; variance: number; slopeT: number } | null {
  if (fit.n < MIN_FIT_WINDOWS || fit.a === null || fit.b === null || fit.sxx === null || fit.syy === null || fit.sxy === null || fit.sxx <= 0) return null;
  const variance = Math.max(0, fit.syy - (fit.sxy * fit.sxy) / fit.sxx) / (fit.n - 2);
  const standardError = Math.sqrt(variance / fit.sxx);
  const slopeT = standardError === 0 ? (fit.b === 0 ? 0 : Infinity) : Math.abs(fit.b) / standardError;
  return { a: fit.a, b: fit.b, variance, slopeT };
}

/** The stock's spread: its own residual squares shrunk toward the pooled variance. */
const shrunk = (ownSquares: number, ownN: number, pooledVariance: number): number =>
  Math.sqrt((ownSquares + SHRINK_WINDOWS * pooledVariance) / (ownN + SHRINK_WINDOWS));

/** Probability that a normal change centred on `change` with `spread` has the sign of `change`. */
const directionProbability = (change: number, spread: number): number =>
  (spread === 0 ? (change === 0 ? 0.5 : 1) : normalCdf(Math.abs(change) / spread));

/** The estimate of one window, or null when the store has too little history for any. */
export function estimateWindow(fit: PooledFit, own: OwnResiduals, target: TargetWindow): Estimate | null {
  if (fit.changes < MIN_HISTORY_CHANGES || fit.meanChange === null) return null;
  const fitted = line(fit);
  if (fitted === null || target.shift === null) {
    const spread = shrunk(own.driftSquares, own.driftN, fit.changeVariance ?? 0);
    const change = fit.meanChange;
    return { change, spread, direction: directionProbability(change, spread), confidence: 'low', model: 'drift' };
  }
  const change = fitted.a + fitted.b * target.shift;
  const spread = shrunk(own.fitSquares, own.fitN, fitted.variance);
  const direction = directionProbability(change, spread);
  const coverage = target.tradingDays === 0 ? 0 : target.sessions / target.tradingDays;
  const { high, medium } = CONFIDENCE_RULES;
  const confidence: Confidence =
    fit.n >= high.windows && fitted.slopeT >= high.slopeT && coverage >= high.coverage && direction >= high.direction
      ? 'high'
      : fit.n >= medium.windows && coverage >= medium.coverage && direction >= medium.direction
        ? 'medium'
        : 'low';
  return { change, spread, direction, confidence, model: 'line' };
}

/** The likely range of a position `previous` moved by `estimate`: the central 80% of the spread. */
export function likelyRange(previous: number, estimate: Estimate): { low: number; high: number } {
  return {
    low: Math.round(previous * Math.exp(estimate.change - RANGE_Z * estimate.spread)),
    high: Math.round(previous * Math.exp(estimate.change + RANGE_Z * estimate.spread)),
  };
}
