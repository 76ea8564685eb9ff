/**
 * The arithmetic of every technical indicator, over a listing's whole bar history oldest first. Each
 * function returns one entry per input bar, aligned by index, `null` where the bar has too little history
 * for the indicator. Nothing here rounds, reads the store or knows about dates: the caller slices the
 * requested window out of the full series, so the first returned value is exactly the one the whole
 * history gives (no cold start at the window's edge).
 */

/** What the indicators read of a daily bar: split-adjusted high, low and close. */
export interface OhlcBar {
  high: number;
  low: number;
  close: number;
}

export type Series = readonly (number | null)[];

const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * Applies `reduce` to each trailing window of `period` values that contains no null. The window is summed
 * afresh at every step (not a running sum) so long histories accumulate no floating-point drift.
 */
function rolling(values: Series, period: number, reduce: (window: number[]) => number): Series {
  return values.map((_, i) => {
    if (i + 1 < period) return null;
    const window = values.slice(i + 1 - period, i + 1);
    return window.every((v): v is number => v !== null) ? reduce(window) : null;
  });
}

/** Simple moving average of the last `period` values. */
export const sma = (values: Series, period: number): Series => rolling(values, period, mean);

/** Population standard deviation of the last `period` values (divides by `period`, the Bollinger definition). */
export const populationSd = (values: Series, period: number): Series =>
  rolling(values, period, (window) => {
    const m = mean(window);
    return Math.sqrt(mean(window.map((v) => (v - m) ** 2)));
  });

/**
 * Exponential moving average with smoothing `2 / (period + 1)`, seeded with the simple average of the
 * first `period` non-null values; leading nulls of the input (another indicator's warm-up) are skipped.
 */
export function ema(values: Series, period: number): Series {
  const alpha = 2 / (period + 1);
  return wilderLike(values, period, (previous, value) => previous + alpha * (value - previous));
}

/**
 * Wilder's smoothing (a moving average with smoothing `1 / period`), seeded like `ema`. Used by RSI and ATR.
 */
export function wilder(values: Series, period: number): Series {
  return wilderLike(values, period, (previous, value) => (previous * (period - 1) + value) / period);
}

/** A recursive average seeded with the mean of the first `period` values after any leading nulls. */
function wilderLike(values: Series, period: number, step: (previous: number, value: number) => number): Series {
  const out: (number | null)[] = values.map(() => null);
  const first = values.findIndex((v) => v !== null);
  if (first < 0 || first + period > values.length) return out;
  let current = mean(values.slice(first, first + period) as number[]);
  out[first + period - 1] = current;
  for (let i = first + period; i < values.length; i++) {
    current = step(current, values[i] as number);
    out[i] = current;
  }
  return out;
}

/** Bollinger bands: the simple average of closes plus and minus `deviations` population standard deviations. */
export function bollinger(closes: readonly number[], period: number, deviations: number): ({ middle: number; upper: number; lower: number } | null)[] {
  const middle = sma(closes, period);
  const sd = populationSd(closes, period);
  return middle.map((m, i) => {
    const s = sd[i];
    return m === null || s === null || s === undefined ? null : { middle: m, upper: m + deviations * s, lower: m - deviations * s };
  });
}

/**
 * Wilder's RSI: gains and losses of close-to-close changes, each smoothed with `wilder` from the simple
 * average of the first `period` changes, then `100 − 100 / (1 + avgGain / avgLoss)`. The first value needs
 * `period + 1` closes. With no losses the RSI is 100; with neither gains nor losses (a flat series) it is 50.
 */
export function rsi(closes: readonly number[], period: number): Series {
  const changes: Series = closes.map((c, i) => (i === 0 ? null : c - closes[i - 1]!));
  const gains = wilder(changes.map((d) => (d === null ? null : Math.max(d, 0))), period);
  const losses = wilder(changes.map((d) => (d === null ? null : Math.max(-d, 0))), period);
  return gains.map((gain, i) => {
    const loss = losses[i];
    if (gain === null || loss === null || loss === undefined) return null;
    if (loss === 0) return gain === 0 ? 50 : 100;
    return 100 - 100 / (1 + gain / loss);
  });
}

/**
 * True range: the greatest of high − low, |high − previous close| and |low − previous close|. The first bar
 * has no previous close, so its true range is null (the ATR starts from the second bar, as Wilder's does).
 */
export const trueRange = (bars: readonly OhlcBar[]): Series =>
  bars.map((bar, i) => {
    if (i === 0) return null;
    const previousClose = bars[i - 1]!.close;
    return Math.max(bar.high - bar.low, Math.abs(bar.high - previousClose), Math.abs(bar.low - previousClose));
  });

/** Wilder's average true range; the first value needs `period + 1` bars. */
export const atr = (bars: readonly OhlcBar[], period: number): Series => wilder(trueRange(bars), period);

/**
 * MACD: the fast EMA minus the slow EMA of closes; the signal line is the EMA of the MACD line (seeded with
 * the average of its first `signal` values); the histogram is MACD − signal. Only bars where all three
 * exist count, so the first needs `slow + signal − 1` closes.
 */
export function macd(closes: readonly number[], fast: number, slow: number, signal: number): ({ macd: number; signal: number; histogram: number } | null)[] {
  const fastEma = ema(closes, fast);
  const slowEma = ema(closes, slow);
  const line: Series = fastEma.map((f, i) => {
    const s = slowEma[i];
    return f === null || s === null || s === undefined ? null : f - s;
  });
  const signalLine = ema(line, signal);
  return line.map((m, i) => {
    const s = signalLine[i];
    return m === null || s === null || s === undefined ? null : { macd: m, signal: s, histogram: m - s };
  });
}

/**
 * The stochastic oscillator: %K = 100 × (close − lowest low) ÷ (highest high − lowest low) over the last
 * `kPeriod` bars (50 when the range is zero, a flat window), %D = the simple average of the last `dPeriod`
 * %K values. Only bars with both count: the first needs `kPeriod + dPeriod − 1` bars.
 */
export function stochastic(bars: readonly OhlcBar[], kPeriod: number, dPeriod: number): ({ k: number; d: number } | null)[] {
  const k: Series = bars.map((bar, i) => {
    if (i + 1 < kPeriod) return null;
    const window = bars.slice(i + 1 - kPeriod, i + 1);
    const highest = Math.max(...window.map((b) => b.high));
    const lowest = Math.min(...window.map((b) => b.low));
    return highest === lowest ? 50 : (100 * (bar.close - lowest)) / (highest - lowest);
  });
  const d = sma(k, dPeriod);
  return k.map((kValue, i) => {
    const dValue = d[i];
    return kValue === null || dValue === null || dValue === undefined ? null : { k: kValue, d: dValue };
  });
}
