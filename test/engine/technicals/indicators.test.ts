/**
 * Every indicator checked against values worked out by hand on an eight-bar series (HAND), with a
 * zero-volume carry-forward candle in the middle that must not count. Periods are shortened (3, MACD
 * 2/3/2, stochastic 3/2) so the arithmetic fits in a comment; the definitions are the standard ones.
 *
 *   i  date        high  low   close   (volume 1000)
 *   0  2026-01-05  10.5   9.5  10
 *   1  2026-01-06  11.5  10    11
 *   2  2026-01-07  12.5  11    12
 *   3  2026-01-08  12    10.5  11
 *   4  2026-01-09  13.5  11    13
 *   -  2026-01-12  100   100   100     volume 0: carry-forward candle, excluded
 *   5  2026-01-13  14.5  13.5  14
 *   6  2026-01-14  14    12.5  13
 *   7  2026-01-15  15.5  13    15
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyStore, type SampleFixture } from '../../support/store';
import { call, callError } from '../../support/invoke';
import type { IndicatorResult } from '../../../src/engine/technicals/schemas';
import { addBars, addListing } from './fixture';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await emptyStore();
  await addListing(fx.store, 'HAND', 'Hand Worked Co');
  await addBars(fx.store, 'HAND', [
    { date: '2026-01-05', high: 10.5, low: 9.5, close: 10 },
    { date: '2026-01-06', high: 11.5, low: 10, close: 11 },
    { date: '2026-01-07', high: 12.5, low: 11, close: 12 },
    { date: '2026-01-08', high: 12, low: 10.5, close: 11 },
    { date: '2026-01-09', high: 13.5, low: 11, close: 13 },
    { date: '2026-01-12', high: 100, low: 100, close: 100, volume: 0 },
    { date: '2026-01-13', high: 14.5, low: 13.5, close: 14 },
    { date: '2026-01-14', high: 14, low: 12.5, close: 13 },
    { date: '2026-01-15', high: 15.5, low: 13, close: 15 },
  ]);
  await addListing(fx.store, 'EMPTY', 'Listed Without Bars');
});
afterAll(() => fx.store.close());

const indicator = (name: string, query: Record<string, string> = {}, ticker = 'HAND') =>
  call<IndicatorResult>(fx.ctx, `technicals.${name}`, { ticker }, query);

/** The rows oldest first, without dates, for comparing with the hand table. */
const oldestFirst = (result: IndicatorResult) => result.data.map(({ date: _date, ...values }) => values).reverse();
const datesOldestFirst = (result: IndicatorResult) => result.data.map((r) => r.date).reverse();

describe('technical indicators against hand-computed values', () => {
  it('SMA is the average of the last `period` closes; rows without enough history are not returned', async () => {
    // i2 (10+11+12)/3 = 11; i3 (12+11+... ) 34/3 = 11.3333; i4 36/3 = 12; i5 38/3 = 12.6667; i6 40/3 = 13.3333; i7 42/3 = 14.
    const result = await indicator('sma', { period: '3' });
    expect(datesOldestFirst(result)).toEqual(['2026-01-07', '2026-01-08', '2026-01-09', '2026-01-13', '2026-01-14', '2026-01-15']);
    expect(oldestFirst(result)).toEqual([{ sma: 11 }, { sma: 11.3333 }, { sma: 12 }, { sma: 12.6667 }, { sma: 13.3333 }, { sma: 14 }]);
  });

  it('EMA uses smoothing 2/(period+1), seeded with the SMA of the first window', async () => {
    // alpha = 2/4 = 0.5. Seed i2 = 11; i3 11 + .5(11−11) = 11; i4 11 + .5(13−11) = 12; i5 12 + .5(14−12) = 13;
    // i6 13 + .5(13−13) = 13; i7 13 + .5(15−13) = 14.
    const result = await indicator('ema', { period: '3' });
    expect(oldestFirst(result)).toEqual([{ ema: 11 }, { ema: 11 }, { ema: 12 }, { ema: 13 }, { ema: 13 }, { ema: 14 }]);
  });

  it('Bollinger bands are the SMA ± k population standard deviations of the window', async () => {
    // i2: closes 10,11,12, mean 11, population variance (1+0+1)/3 = 2/3, sd 0.816497; ±2 sd → 12.633, 9.367.
    // i3: closes 11,12,11, mean 11.3333, variance (1/9+4/9+1/9)/3 = 2/9, sd 0.471405; ±2 sd → 12.2761, 10.3905.
    // i7: closes 14,13,15, mean 14, sd 0.816497 → 15.633, 12.367.
    const result = await indicator('bollinger-bands', { period: '3', standardDeviations: '2' });
    const rows = oldestFirst(result);
    expect(rows[0]).toEqual({ middleBand: 11, upperBand: 12.633, lowerBand: 9.367 });
    expect(rows[1]).toEqual({ middleBand: 11.3333, upperBand: 12.2761, lowerBand: 10.3905 });
    expect(rows[5]).toEqual({ middleBand: 14, upperBand: 15.633, lowerBand: 12.367 });
    // 1.5 deviations: 14 ± 1.5 × 0.816497 = 15.2247, 12.7753.
    const narrow = await indicator('bollinger-bands', { period: '3', standardDeviations: '1.5' });
    expect(narrow.data[0]).toEqual({ date: '2026-01-15', middleBand: 14, upperBand: 15.2247, lowerBand: 12.7753 });
    expect(narrow.parameters).toEqual({ period: 3, standardDeviations: 1.5 });
  });

  it("RSI uses Wilder's smoothing of average gain and loss", async () => {
    // Changes i1..i7: +1 +1 −1 +2 +1 −1 +2.
    // i3 seed: gain (1+1+0)/3 = 2/3, loss (0+0+1)/3 = 1/3, RS 2 → 100 − 100/3 = 66.6667.
    // i4: gain (2/3·2+2)/3 = 10/9, loss (1/3·2)/3 = 2/9, RS 5 → 83.3333.
    // i5: gain (10/9·2+1)/3 = 29/27, loss (2/9·2)/3 = 4/27, RS 7.25 → 100 − 100/8.25 = 87.8788.
    // i6: gain (29/27·2)/3 = 58/81, loss (4/27·2+1)/3 = 35/81, RS 58/35 → 100 − 3500/93 = 62.3656.
    // i7: gain (58/81·2+2)/3 = 278/243, loss (35/81·2)/3 = 70/243, RS 278/70 → 100 − 100/4.971429 = 79.8851.
    const result = await indicator('rsi', { period: '3' });
    expect(oldestFirst(result)).toEqual([{ rsi: 66.6667 }, { rsi: 83.3333 }, { rsi: 87.8788 }, { rsi: 62.3656 }, { rsi: 79.8851 }]);
    expect(datesOldestFirst(result)[0]).toBe('2026-01-08');
  });

  it("ATR is Wilder's smoothing of the true range, which counts gaps from the previous close", async () => {
    // True ranges i1..i7: 1.5, 1.5, 1.5 (|12−10.5| and |10.5−12|), 2.5, 1.5 (|14.5−13| beats 14.5−13.5 = 1),
    // 1.5, 2.5. Seed i3 (1.5+1.5+1.5)/3 = 1.5; i4 (1.5·2+2.5)/3 = 11/6 = 1.8333; i5 (11/6·2+1.5)/3 = 31/18 = 1.7222;
    // i6 (31/18·2+1.5)/3 = 89/54 = 1.6481; i7 (89/54·2+2.5)/3 = 313/162 = 1.9321.
    const result = await indicator('atr', { period: '3' });
    expect(oldestFirst(result)).toEqual([{ atr: 1.5 }, { atr: 1.8333 }, { atr: 1.7222 }, { atr: 1.6481 }, { atr: 1.9321 }]);
  });

  it('stochastic %K places the close in the high-low range of kPeriod bars, %D averages dPeriod %K values', async () => {
    // %K: i2 100·(12−9.5)/(12.5−9.5) = 83.3333; i3 100·(11−10)/(12.5−10) = 40; i4 100·(13−10.5)/(13.5−10.5) = 83.3333;
    // i5 100·(14−10.5)/(14.5−10.5) = 87.5; i6 100·(13−11)/(14.5−11) = 57.142857; i7 100·(15−12.5)/(15.5−12.5) = 83.3333.
    // %D(2): i3 61.6667; i4 61.6667; i5 85.4167; i6 72.3214; i7 70.2381.
    const result = await indicator('stochastic', { kPeriod: '3', dPeriod: '2' });
    expect(oldestFirst(result)).toEqual([
      { k: 40, d: 61.6667 },
      { k: 83.3333, d: 61.6667 },
      { k: 87.5, d: 85.4167 },
      { k: 57.1429, d: 72.3214 },
      { k: 83.3333, d: 70.2381 },
    ]);
  });

  it('MACD is fast EMA − slow EMA, with an EMA signal line and their difference as histogram', async () => {
    // EMA2 (alpha 2/3, seed i1 10.5): i2 11.5, i3 67/6, i4 223/18, i5 727/54, i6 2131/162, i7 6991/486.
    // EMA3 (above): i2 11, i3 11, i4 12, i5 13, i6 13, i7 14.
    // MACD: i2 1/2, i3 1/6, i4 7/18, i5 25/54, i6 25/162, i7 187/486.
    // Signal EMA2 seeded at i3 with (1/2+1/6)/2 = 1/3: i4 1/3 + 2/3·(7/18−1/3) = 10/27; i5 10/27 + 2/3·(25/54−10/27) = 35/81;
    // i6 35/81 + 2/3·(25/162−70/162) = 20/81; i7 20/81 + 2/3·(187/486−120/486) = 247/729.
    // Histogram: i3 −1/6; i4 1/54; i5 5/162; i6 −15/162; i7 187/486 − 247/729 = 67/1458.
    const result = await indicator('macd', { fastPeriod: '2', slowPeriod: '3', signalPeriod: '2' });
    expect(oldestFirst(result)).toEqual([
      { macd: 0.1667, signal: 0.3333, histogram: -0.1667 },
      { macd: 0.3889, signal: 0.3704, histogram: 0.0185 },
      { macd: 0.463, signal: 0.4321, histogram: 0.0309 },
      { macd: 0.1543, signal: 0.2469, histogram: -0.0926 },
      { macd: 0.3848, signal: 0.3388, histogram: 0.046 },
    ]);
  });

  it('excludes zero-volume carry-forward candles from every calculation and every row', async () => {
    for (const name of ['sma', 'ema', 'bollinger-bands', 'rsi', 'atr', 'stochastic', 'macd']) {
      const result = await indicator(name, name === 'macd' ? { fastPeriod: '2', slowPeriod: '3', signalPeriod: '2' } : name === 'stochastic' ? { kPeriod: '3', dPeriod: '2' } : { period: '3' });
      expect(result.data.map((r) => r.date), name).not.toContain('2026-01-12');
    }
    // With the candle counted, the SMA at 2026-01-13 would be (13+100+14)/3; it is (11+13+14)/3.
    const sma = await indicator('sma', { period: '3', startDate: '2026-01-13', endDate: '2026-01-13' });
    expect(sma.data).toEqual([{ date: '2026-01-13', sma: 12.6667 }]);
  });
});

describe('windows, warm-up and paging', () => {
  it('warms up on bars before startDate: the first returned value equals the one from the whole history', async () => {
    for (const [name, query] of [
      ['ema', { period: '3' }],
      ['rsi', { period: '3' }],
      ['atr', { period: '3' }],
      ['macd', { fastPeriod: '2', slowPeriod: '3', signalPeriod: '2' }],
      ['stochastic', { kPeriod: '3', dPeriod: '2' }],
      ['bollinger-bands', { period: '3' }],
    ] as const) {
      const whole = await indicator(name, query);
      const late = await indicator(name, { ...query, startDate: '2026-01-13' });
      expect(late.data.at(-1), name).toEqual(whole.data.find((r) => r.date === '2026-01-13'));
      expect(late.data.map((r) => r.date), name).toEqual(['2026-01-15', '2026-01-14', '2026-01-13']);
    }
    // By hand: the RSI of 2026-01-13 is 87.8788 (i5 above), not the cold start 100 of changes +1 alone.
    expect((await indicator('rsi', { period: '3', startDate: '2026-01-13' })).data.at(-1)).toEqual({ date: '2026-01-13', rsi: 87.8788 });
  });

  it('ignores bars after endDate and reports the window it used', async () => {
    const result = await indicator('sma', { period: '3', endDate: '2026-01-09' });
    expect(result.data).toEqual([
      { date: '2026-01-09', sma: 12 },
      { date: '2026-01-08', sma: 11.3333 },
      { date: '2026-01-07', sma: 11 },
    ]);
    // Default start: 364 days before endDate, so the window is the 365 days ending there.
    expect(result.window).toEqual({ startDate: '2025-01-10', endDate: '2026-01-09' });
  });

  it('defaults the window to the 365 days ending on the newest stored bar, whatever the clock says', async () => {
    const result = await indicator('sma', { period: '3' });
    expect(result.window).toEqual({ startDate: '2025-01-16', endDate: '2026-01-15' });
  });

  it('returns rows newest first with meta.total, paged by limit and offset', async () => {
    const result = await indicator('sma', { period: '3', limit: '2', offset: '1' });
    expect(result.data).toEqual([
      { date: '2026-01-14', sma: 13.3333 },
      { date: '2026-01-13', sma: 12.6667 },
    ]);
    expect(result.meta).toEqual({ limit: 2, offset: 1, count: 2, hasMore: true, total: 6 });
    const defaults = await indicator('sma', { period: '3' });
    expect(defaults.meta).toEqual({ limit: 260, offset: 0, count: 6, hasMore: false, total: 6 });
  });

  it('echoes the ticker, its companyName, the indicator and its parameters with defaults applied', async () => {
    const result = await indicator('macd', {}, 'hand');
    expect(result).toMatchObject({
      ticker: 'HAND',
      companyName: 'Hand Worked Co',
      indicator: 'macd',
      parameters: { fastPeriod: 12, slowPeriod: 26, signalPeriod: 9 },
    });
    // 8 bars are fewer than the 26 + 9 − 1 = 34 MACD needs by default: no row has enough history.
    expect(result.data).toEqual([]);
    expect((await indicator('bollinger-bands')).parameters).toEqual({ period: 20, standardDeviations: 2 });
    expect((await indicator('rsi')).parameters).toEqual({ period: 14 });
    expect((await indicator('atr')).parameters).toEqual({ period: 14 });
    expect((await indicator('stochastic')).parameters).toEqual({ kPeriod: 14, dPeriod: 3 });
    expect((await indicator('sma')).parameters).toEqual({ period: 20 });
    expect((await indicator('ema')).parameters).toEqual({ period: 20 });
  });

  it('answers 200 with no rows for a window before the first bar', async () => {
    const result = await indicator('sma', { period: '3', endDate: '2025-12-31' });
    expect(result.data).toEqual([]);
    expect(result.window).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
  });
});

describe('errors', () => {
  it('answers 404 not_found for an unknown ticker', async () => {
    const error = await callError(fx.ctx, 'technicals.rsi', { ticker: 'NOPE' });
    expect(error.status).toBe(404);
    expect(error.code).toBe('not_found');
    expect(error.message).toContain('Unknown ticker NOPE');
  });

  it('answers 404 for a known listing with no bars, like /prices', async () => {
    const error = await callError(fx.ctx, 'technicals.sma', { ticker: 'EMPTY' });
    expect(error.status).toBe(404);
    expect(error.message).toContain('No price readings are stored for EMPTY');
  });

  it.each([
    ['technicals.sma', { period: '1' }, "Invalid parameter 'period': must be at least 2."],
    ['technicals.rsi', { period: '201' }, "Invalid parameter 'period': must be at most 200."],
    ['technicals.ema', { period: '2.5' }, "Invalid parameter 'period': must be a whole number."],
    ['technicals.bollinger-bands', { standardDeviations: 'wide' }, "Invalid parameter 'standardDeviations': must be a number such as 2 or 2.5."],
    ['technicals.bollinger-bands', { standardDeviations: '11' }, "Invalid parameter 'standardDeviations': must be at most 10."],
    ['technicals.macd', { fastPeriod: '26', slowPeriod: '12' }, "Invalid parameter 'fastPeriod': must be less than slowPeriod (12)."],
    ['technicals.stochastic', { dPeriod: '0' }, "Invalid parameter 'dPeriod': must be at least 1."],
    ['technicals.atr', { limit: '501' }, "Invalid parameter 'limit': must be at most 500."],
    ['technicals.sma', { startDate: '2026-02-01', endDate: '2026-01-01' }, "Invalid parameter 'startDate': must not be after endDate (2026-01-01)."],
    ['technicals.sma', { days: '5' }, "Unknown query parameter 'days'."],
  ] as const)('%s %o answers 400 naming the parameter', async (id, query, message) => {
    const error = await callError(fx.ctx, id, { ticker: 'HAND' }, query);
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_parameter');
    expect(error.message.startsWith(message)).toBe(true);
  });
});
