/**
 * The catalogue of indicators: for each, its path segment, its tunable parameters (defaults and ranges as
 * plain data, turned into wire parsers by the registry), the fields of a data row and the function that
 * computes them from the bar history. Adding an indicator is one entry here plus its arithmetic in
 * `./indicators`.
 */
import { z } from 'zod';
import { atr, bollinger, ema, macd, rsi, sma, stochastic, type OhlcBar, type Series } from './indicators';

/** A tunable number of an indicator: whole periods, or a decimal multiplier. */
export interface IndicatorParam {
  kind: 'whole' | 'decimal';
  default: number;
  min: number;
  max: number;
  description: string;
}

/** One indicator. `V` is the row's values besides `date`, unrounded. */
export interface IndicatorDefinition<P extends Record<string, number> = Record<string, number>> {
  /** Path segment (`/v1/stocks/{ticker}/technicals/{indicator}`) and the response's `indicator`. */
  indicator: string;
  /** Human name, for summaries and the manual. */
  title: string;
  /** One-paragraph rule of the computation, published in the API description. */
  rule: string;
  params: { readonly [K in keyof P]: IndicatorParam };
  /** The data row's value fields, each described. */
  values: z.ZodRawShape;
  /** True when the values are prices (in the listing's price unit, so a row names a non-dollar currency); false for 0–100 oscillators. */
  pricedValues: boolean;
  /** A rule between parameters that the ranges cannot say; returns the offending parameter and why. */
  check?(params: P): { param: keyof P & string; message: string } | undefined;
  compute(bars: readonly OhlcBar[], params: P): (Record<string, number> | null)[];
}

export const PERIOD_MIN = 2;
export const PERIOD_MAX = 200;

const period = (fallback: number, what: string): IndicatorParam => ({
  kind: 'whole',
  default: fallback,
  min: PERIOD_MIN,
  max: PERIOD_MAX,
  description: `${what} in sessions (default ${fallback}, ${PERIOD_MIN} to ${PERIOD_MAX}).`,
});

const price = (description: string) => z.number().describe(description);
const oscillator = (description: string) => z.number().min(0).max(100).describe(description);

/** Keeps the non-null entries of a series as one-field rows. */
const single = (field: string, series: Series) => series.map((v) => (v === null ? null : { [field]: v }));

const closes = (bars: readonly OhlcBar[]) => bars.map((b) => b.close);

export const SMA: IndicatorDefinition<{ period: number }> = {
  indicator: 'sma',
  title: 'Simple moving average',
  rule: 'The average of the last `period` closes.',
  pricedValues: true,
  params: { period: period(20, 'Averaging window') },
  values: { sma: price('Average of the last `period` closes.') },
  compute: (bars, p) => single('sma', sma(closes(bars), p.period)),
};

export const EMA: IndicatorDefinition<{ period: number }> = {
  indicator: 'ema',
  title: 'Exponential moving average',
  rule: 'Smoothing 2 ÷ (period + 1), seeded with the simple average of the first `period` closes of the history.',
  pricedValues: true,
  params: { period: period(20, 'Averaging window') },
  values: { ema: price('Exponential moving average of closes.') },
  compute: (bars, p) => single('ema', ema(closes(bars), p.period)),
};

export const BOLLINGER: IndicatorDefinition<{ period: number; standardDeviations: number }> = {
  indicator: 'bollinger-bands',
  title: 'Bollinger bands',
  rule:
    'middleBand is the simple average of the last `period` closes; upperBand and lowerBand lie `standardDeviations` '
    + 'population standard deviations (divided by `period`) of those closes above and below it.',
  pricedValues: true,
  params: {
    period: period(20, 'Averaging window'),
    standardDeviations: {
      kind: 'decimal',
      default: 2,
      min: 0.1,
      max: 10,
      description: 'Band width in population standard deviations (default 2, 0.1 to 10).',
    },
  },
  values: {
    middleBand: price('Simple average of the last `period` closes.'),
    upperBand: price('middleBand + standardDeviations × population standard deviation of the same closes.'),
    lowerBand: price('middleBand − standardDeviations × population standard deviation of the same closes.'),
  },
  compute: (bars, p) =>
    bollinger(closes(bars), p.period, p.standardDeviations).map((b) =>
      b === null ? null : { middleBand: b.middle, upperBand: b.upper, lowerBand: b.lower },
    ),
};

export const RSI: IndicatorDefinition<{ period: number }> = {
  indicator: 'rsi',
  title: 'Relative strength index',
  rule:
    "Wilder's RSI: average gain and average loss of close-to-close changes, each seeded with the simple average of "
    + 'the first `period` changes and then smoothed as (previous × (period − 1) + current) ÷ period; '
    + 'RSI = 100 − 100 ÷ (1 + average gain ÷ average loss). 100 when there are no losses, 50 when there are neither gains nor losses.',
  pricedValues: false,
  params: { period: period(14, 'Smoothing window') },
  values: { rsi: oscillator("Wilder's relative strength index, 0 to 100.") },
  compute: (bars, p) => single('rsi', rsi(closes(bars), p.period)),
};

export const ATR: IndicatorDefinition<{ period: number }> = {
  indicator: 'atr',
  title: 'Average true range',
  rule:
    "Wilder's ATR: the true range of a bar is the greatest of high − low, |high − previous close| and |low − previous "
    + 'close| (the first bar has none); the ATR is seeded with the simple average of the first `period` true ranges and '
    + 'then smoothed as (previous × (period − 1) + current) ÷ period.',
  pricedValues: true,
  params: { period: period(14, 'Smoothing window') },
  values: { atr: price("Wilder's average true range, in the listing's price units.") },
  compute: (bars, p) => single('atr', atr(bars, p.period)),
};

export const MACD: IndicatorDefinition<{ fastPeriod: number; slowPeriod: number; signalPeriod: number }> = {
  indicator: 'macd',
  title: 'Moving average convergence/divergence',
  rule:
    'macd is the fastPeriod EMA minus the slowPeriod EMA of closes; signal is the signalPeriod EMA of macd (seeded with '
    + 'the average of its first signalPeriod values); histogram is macd − signal. Every EMA is seeded with a simple average.',
  pricedValues: true,
  params: {
    fastPeriod: period(12, 'Fast EMA window'),
    slowPeriod: period(26, 'Slow EMA window, longer than fastPeriod'),
    signalPeriod: period(9, 'Signal-line EMA window'),
  },
  values: {
    macd: price('Fast EMA − slow EMA of closes.'),
    signal: price('EMA of macd over signalPeriod.'),
    histogram: price('macd − signal.'),
  },
  check: (p) =>
    p.fastPeriod < p.slowPeriod ? undefined : { param: 'fastPeriod', message: `must be less than slowPeriod (${p.slowPeriod})` },
  compute: (bars, p) => macd(closes(bars), p.fastPeriod, p.slowPeriod, p.signalPeriod),
};

export const STOCHASTIC: IndicatorDefinition<{ kPeriod: number; dPeriod: number }> = {
  indicator: 'stochastic',
  title: 'Stochastic oscillator',
  rule:
    '%K = 100 × (close − lowest low) ÷ (highest high − lowest low) over the last kPeriod bars (50 when the window is flat); '
    + '%D is the simple average of the last dPeriod %K values.',
  pricedValues: false,
  params: {
    kPeriod: period(14, '%K look-back window'),
    dPeriod: { kind: 'whole', default: 3, min: 1, max: 50, description: '%D averaging window in sessions (default 3, 1 to 50).' },
  },
  values: {
    k: oscillator('%K: where the close lies in the range of the last kPeriod bars, 0 to 100.'),
    d: oscillator('%D: simple average of the last dPeriod %K values.'),
  },
  compute: (bars, p) => stochastic(bars, p.kPeriod, p.dPeriod),
};

/** Every indicator, in the order the registry publishes them. */
export const INDICATORS = [SMA, EMA, BOLLINGER, RSI, MACD, ATR, STOCHASTIC] as const;
