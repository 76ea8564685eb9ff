/**
 * The most-correlated-stocks read against return series built by hand. Over 25 weekdays (24 returns):
 *   x_t = +1% on odd t, −1% on even t (t = 1..24): mean 0, population variance 0.0001.
 *   e_t = +1%, +1%, −1%, −1% repeating: mean 0, variance 0.0001, and Σ x·e = 0 over every 4 steps.
 * Closes are chained from those returns, so:
 *   AAA  returns x                      (the listing asked about)
 *   BBB  returns 2x                     → correlation 1 (scale does not matter), 24 observations
 *   CCC  returns −x                     → −1
 *   YYY  returns x + e                  → cov(x, x+e) / (sd x · sd(x+e)) = 0.0001 / (0.01 · √0.0002) = 1/√2 = 0.7071
 *   DDD  returns 2x, but a zero-volume carry-forward candle (close 999) on t = 10
 *        → no return on t = 10 or t = 11 (the candle is not a bar), 22 observations of 2x → 1
 *   HHH  returns 2x, but no bar at all on t = 10 (a skipped session)
 *        → the t = 11 bar is two sessions after t = 9, so no return there either: 22 observations → 1
 *   FFF  returns x, bars from t = 6 only → 18 observations, under the minimum of 20 → not ranked
 *   XLON:GGG (a London listing, GBP) returns x → 1, on the dates both have a return
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorrelationPage } from '../../../src/engine/technicals/schemas';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';
import { call, callError } from '../../support/invoke';
import { addBars, addListing, weekdays, type FixtureBar } from './fixture';

const DATES = weekdays('2026-03-02', 25);
const x = (t: number) => (t % 2 === 1 ? 0.01 : -0.01);
const e = (t: number) => ([0.01, 0.01, -0.01, -0.01] as const)[(t - 1) % 4]!;

/** Bars whose close-to-close returns are `ret(t)` for t = 1..24, starting at `start`. */
function chained(start: number, ret: (t: number) => number): FixtureBar[] {
  let close = start;
  return DATES.map((date, t) => {
    if (t > 0) close *= 1 + ret(t);
    return { date, high: close, low: close, close };
  });
}

let fx: SampleFixture;
beforeAll(async () => {
  fx = await emptyStore();
  const series: [string, string, FixtureBar[], string | null][] = [
    ['AAA', 'Alpha Co', chained(100, x), null],
    ['BBB', 'Beta Co', chained(50, (t) => 2 * x(t)), null],
    ['CCC', 'Gamma Co', chained(80, (t) => -x(t)), null],
    ['YYY', 'Upsilon Co', chained(60, (t) => x(t) + e(t)), null],
    ['DDD', 'Delta Co', chained(40, (t) => 2 * x(t)).map((b, t) => (t === 10 ? { ...b, close: 999, high: 999, low: 999, volume: 0 } : b)), null],
    ['HHH', 'HHH', chained(40, (t) => 2 * x(t)).filter((_, t) => t !== 10), null],
    ['FFF', 'Phi Co', chained(70, x).filter((_, t) => t >= 6), null],
    ['XLON:GGG', 'Gee Plc', chained(30, x), 'XLON'],
  ];
  for (const [ticker, name, bars, mic] of series) {
    await addListing(fx.store, ticker, name, mic);
    await addBars(fx.store, ticker, bars);
  }
  await addListing(fx.store, 'EMPTY', 'Listed Without Bars');
});
afterAll(() => fx.store.close());

const correlations = (ticker: string, query: Record<string, string> = {}, ctx = fx.ctx) =>
  call<CorrelationPage>(ctx, 'technicals.correlations', { ticker }, query);

describe('GET /v1/stocks/{ticker}/correlations', () => {
  it('ranks by the Pearson correlation of daily returns, descending, ties by ticker', async () => {
    const page = await correlations('AAA');
    expect(page.data).toEqual([
      { ticker: 'BBB', companyName: 'Beta Co', correlation: 1, observations: 24 },
      { ticker: 'DDD', companyName: 'Delta Co', correlation: 1, observations: 22 },
      // HHH is stored under its own ticker only (a placeholder name): companyName is null.
      { ticker: 'HHH', companyName: null, correlation: 1, observations: 22 },
      { ticker: 'XLON:GGG', companyName: 'Gee Plc', correlation: 1, observations: 24 },
      { ticker: 'YYY', companyName: 'Upsilon Co', correlation: 0.7071, observations: 24 },
      { ticker: 'CCC', companyName: 'Gamma Co', correlation: -1, observations: 24 },
    ]);
    expect(page).toMatchObject({ ticker: 'AAA', companyName: 'Alpha Co' });
  });

  it('never lists the ticker itself', async () => {
    const page = await correlations('BBB');
    expect(page.data.map((r) => r.ticker)).not.toContain('BBB');
    expect(page.data[0]).toEqual({ ticker: 'AAA', companyName: 'Alpha Co', correlation: 1, observations: 24 });
  });

  it('leaves zero-volume candles out: a return needs positive-volume bars on two consecutive sessions', async () => {
    // DDD (candle on t = 10) and HHH (no bar on t = 10) both lose the returns of t = 10 and t = 11 and
    // stay perfectly correlated; counting the candle's 999 close, or spanning the gap, would not.
    const page = await correlations('DDD');
    expect(page.window.returns).toBe(22);
    expect(page.data.find((r) => r.ticker === 'HHH')).toEqual({ ticker: 'HHH', companyName: null, correlation: 1, observations: 22 });
  });

  it('excludes pairs with fewer common returns than the minimum overlap', async () => {
    // FFF has 18 returns; the minimum is max(20, ⌈80% × 24⌉ = 20) = 20.
    const page = await correlations('AAA');
    expect(page.window).toEqual({ sessions: 90, startDate: DATES[1], endDate: DATES[24], returns: 24, minObservations: 20 });
    expect(page.data.map((r) => r.ticker)).not.toContain('FFF');
  });

  it("limits the window to the listing's newest `window` sessions up to endDate", async () => {
    // window 20: the newest 21 bars (t = 4..24) give returns t = 5..24. DDD and HHH keep only 18 of them
    // and FFF 18 too (t = 7..24): all three drop under the minimum of 20.
    const page = await correlations('AAA', { window: '20' });
    expect(page.window).toEqual({ sessions: 20, startDate: DATES[5], endDate: DATES[24], returns: 20, minObservations: 20 });
    expect(page.data.map((r) => r.ticker)).toEqual(['BBB', 'XLON:GGG', 'YYY', 'CCC']);
    // Ending earlier: t = 1..21 gives 21 returns, and DDD, HHH keep 19 < 20.
    const earlier = await correlations('AAA', { endDate: DATES[21]! });
    expect(earlier.window).toMatchObject({ startDate: DATES[1], endDate: DATES[21], returns: 21, minObservations: 20 });
    expect(earlier.data.map((r) => r.ticker)).toEqual(['BBB', 'XLON:GGG', 'YYY', 'CCC']);
  });

  it('pages with limit and offset', async () => {
    const page = await correlations('AAA', { limit: '2', offset: '3' });
    expect(page.data.map((r) => r.ticker)).toEqual(['XLON:GGG', 'YYY']);
    expect(page.meta).toEqual({ limit: 2, offset: 3, count: 2, hasMore: true });
    const last = await correlations('AAA', { limit: '2', offset: '5' });
    expect(last.meta).toEqual({ limit: 2, offset: 5, count: 1, hasMore: false });
    expect((await correlations('AAA')).meta).toEqual({ limit: 10, offset: 0, count: 6, hasMore: false });
  });

  it('answers 200 with an empty ranking when the window holds no return', async () => {
    const page = await correlations('AAA', { endDate: '2026-01-01' });
    expect(page.data).toEqual([]);
    expect(page.window).toEqual({ sessions: 90, startDate: null, endDate: null, returns: 0, minObservations: 20 });
  });

  it('answers 404 for an unknown ticker and for a listing with no bars', async () => {
    const unknown = await callError(fx.ctx, 'technicals.correlations', { ticker: 'NOPE' });
    expect([unknown.status, unknown.code]).toEqual([404, 'not_found']);
    const empty = await callError(fx.ctx, 'technicals.correlations', { ticker: 'EMPTY' });
    expect(empty.status).toBe(404);
    expect(empty.message).toContain('No price readings are stored for EMPTY');
  });

  it.each([
    [{ window: '19' }, "Invalid parameter 'window': must be at least 20."],
    [{ window: '501' }, "Invalid parameter 'window': must be at most 500."],
    [{ limit: '51' }, "Invalid parameter 'limit': must be at most 50."],
    [{ endDate: '2026-02-30' }, "Invalid parameter 'endDate': must be a calendar date in yyyy-MM-dd form."],
  ])('%o answers 400 naming the parameter', async (query, message) => {
    const error = await callError(fx.ctx, 'technicals.correlations', { ticker: 'AAA' }, query);
    expect([error.status, error.message]).toEqual([400, message]);
  });
});

describe('correlations on the sample set', () => {
  let sample: SampleFixture;
  beforeAll(async () => {
    sample = await sampleStore();
  });
  afterAll(() => sample.store.close());

  it('lists twin share classes, which are separate series (GOOG/GOOGL, BRK-A/BRK-B)', async () => {
    const goog = await correlations('GOOG', {}, sample.ctx);
    expect(goog.data[0]!.ticker).toBe('GOOGL');
    expect(goog.data[0]!.correlation).toBeGreaterThan(0.5);
    const brk = await correlations('BRK-B', { limit: '50' }, sample.ctx);
    expect(brk.data.map((r) => r.ticker)).toContain('BRK-A');
    expect(brk.data.map((r) => r.ticker)).not.toContain('BRK-B');
  });

  it('breaks the return chain at each carry-forward candle of KO inside the window', async () => {
    const candles = await sample.store.all<{ date: string }>(
      "SELECT date FROM prices WHERE ticker = 'KO' AND volume = 0 ORDER BY date DESC",
    );
    const ko = await correlations('KO', { window: '500' }, sample.ctx);
    // The window is KO's newest 501 positive-volume bars, so the newest stored row (a candle) is not its end.
    // A candle is not a bar: the bar after it is two sessions from the one before, so each candle inside
    // the window takes one of the 500 links of the chain away.
    const inside = candles.filter((c) => c.date > ko.window.startDate! && c.date < ko.window.endDate!).length;
    expect(inside).toBeGreaterThan(0);
    expect(ko.window.endDate! < candles[0]!.date).toBe(true);
    expect(ko.window.returns).toBe(500 - inside);
  });
});
