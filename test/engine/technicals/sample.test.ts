/** The indicator operations on the sample set: declarations, default windows, young listings, ETFs and non-US listings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndicatorResult } from '../../../src/engine/technicals/schemas';
import { registry } from '../../../src/operations/index';
import { sampleStore, type SampleFixture } from '../../support/store';
import { call } from '../../support/invoke';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore('2026-11-20', '2026-11-21T15:00:00Z');
});
afterAll(() => fx.store.close());

const indicator = (name: string, ticker: string, query: Record<string, string> = {}) =>
  call<IndicatorResult>(fx.ctx, `technicals.${name}`, { ticker }, query);

const positiveBars = async (ticker: string, from = '0001-01-01') =>
  (await fx.store.one<{ n: number }>('SELECT count(*) AS n FROM prices WHERE ticker = ? AND volume > 0 AND date >= CAST(? AS DATE)', [ticker, from]))!.n;

describe('technicals on the sample set', () => {
  it('declares one operation per indicator under /v1/stocks/{ticker}/technicals/, plus correlations, on every plan', () => {
    const ours = registry.filter((op) => op.tag === 'technicals');
    expect(ours.map((op) => op.path)).toEqual([
      '/v1/stocks/{ticker}/technicals/sma',
      '/v1/stocks/{ticker}/technicals/ema',
      '/v1/stocks/{ticker}/technicals/bollinger-bands',
      '/v1/stocks/{ticker}/technicals/rsi',
      '/v1/stocks/{ticker}/technicals/macd',
      '/v1/stocks/{ticker}/technicals/atr',
      '/v1/stocks/{ticker}/technicals/stochastic',
      '/v1/stocks/{ticker}/correlations',
    ]);
    expect(ours.every((op) => op.access === 'anyPlan' && op.method === 'GET' && op.cache === 'store')).toBe(true);
  });

  it('defaults to the 365 days ending on the newest positive-volume bar, every such bar one row', async () => {
    const rsi = await indicator('rsi', 'AAPL');
    expect(rsi.window).toEqual({ startDate: '2025-11-21', endDate: '2026-11-20' });
    expect(rsi.meta.total).toBe(await positiveBars('AAPL', '2025-11-21'));
    expect(rsi.data[0]!.date).toBe('2026-11-20');
    expect(rsi.data.at(-1)!.date >= '2025-11-21').toBe(true);
  });

  it("ends the default window at KO's last positive-volume bar, skipping its newest carry-forward candle", async () => {
    const sma = await indicator('sma', 'KO', { limit: '500' });
    expect(sma.window.endDate).toBe('2026-11-19');
    const candles = await fx.store.all<{ date: string }>("SELECT CAST(date AS VARCHAR) AS date FROM prices WHERE ticker = 'KO' AND volume = 0");
    const dates = new Set(sma.data.map((r) => r.date));
    expect(candles.some((c) => dates.has(c.date))).toBe(false);
  });

  it('returns no row for sessions without enough history (CRCL, a 150-session listing)', async () => {
    const n = await positiveBars('CRCL');
    // SMA 20: the first row is the 20th bar. MACD 12/26/9: the first row is bar 26 + 9 − 1 = 34.
    expect((await indicator('sma', 'CRCL')).meta.total).toBe(n - 19);
    expect((await indicator('macd', 'CRCL')).meta.total).toBe(n - 33);
    // RSI 14 and ATR 14 need 15 bars; stochastic 14/3 needs 16.
    expect((await indicator('rsi', 'CRCL')).meta.total).toBe(n - 14);
    expect((await indicator('atr', 'CRCL')).meta.total).toBe(n - 14);
    expect((await indicator('stochastic', 'CRCL')).meta.total).toBe(n - 15);
  });

  it('warms the default-period indicators up on the whole history', async () => {
    for (const name of ['ema', 'rsi', 'macd', 'atr']) {
      const whole = await indicator(name, 'MSFT', { startDate: '2026-06-01', limit: '500' });
      const narrow = await indicator(name, 'MSFT', { startDate: '2026-10-01', endDate: '2026-10-31' });
      const first = narrow.data.at(-1)!;
      expect(first, name).toEqual(whole.data.find((r) => r.date === first.date));
    }
  });

  it('serves ETFs and non-US listings (values in the listing currency)', async () => {
    const spy = await indicator('bollinger-bands', 'SPY', { limit: '1' });
    expect(spy).toMatchObject({ ticker: 'SPY', companyName: 'SPDR S&P 500 ETF Trust', indicator: 'bollinger-bands' });
    const band = spy.data[0]!;
    expect(Number(band.upperBand)).toBeGreaterThan(Number(band.middleBand));
    expect(Number(band.middleBand)).toBeGreaterThan(Number(band.lowerBand));
    const vod = await indicator('sma', 'XLON:VOD', { limit: '1' });
    expect(vod.ticker).toBe('XLON:VOD');
    expect(Number(vod.data[0]!.sma)).toBeLessThan(2);
  });
});
