/**
 * `GET /v1/stocks/{ticker}/short-interest/forecast` over the sample (as of 2026-11-20, today 2026-11-21:
 * the 2026-11-13 settlement is pending, published 2026-11-24), and the retrospective accuracy walk on a
 * store whose answer is known.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/core/clock';
import { tradingDaysBetween } from '../../../src/engine/market/calendar';
import { shortInterestSettlements } from '../../../src/engine/short/calendar';
import { SAMPLE_WALK } from '../../../commands/manual/short-scores';
import { measureForecastAccuracy } from '../../../src/engine/short/forecast-accuracy';
import { estimateWindow, normalCdf, type PooledFit } from '../../../src/engine/short/forecast-model';
import type { ShortInterestForecast } from '../../../src/engine/short/forecast-schemas';
import { call, callError, expectInvalidParameter } from '../../support/invoke';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';
import { writeStocks, type StockCaptures } from './short-captures';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const forecast = (ticker: string, ctx = fx.ctx) => call<ShortInterestForecast>(ctx, 'short.forecast', { ticker });
const on = (now: string) => ({ ...fx.ctx, clock: fixedClock(now) });

const FIELDS = [
  'ticker', 'settlementDate', 'publicationDate', 'previousSettlementDate', 'previousReportedPosition', 'estimatedShortPosition',
  'estimatedChangePercent', 'likelyRangeLow', 'likelyRangeHigh', 'confidence', 'asOfDate', 'note',
];

describe('short-interest forecast: the pending settlement', () => {
  it('estimates the one settlement pending publication, from the newest published one; fields exactly as the spec lists', async () => {
    const f = await forecast('AAPL');
    expect(Object.keys(f)).toEqual(FIELDS);
    expect(f).toMatchObject({ ticker: 'AAPL', settlementDate: '2026-11-13', publicationDate: '2026-11-24', previousSettlementDate: '2026-10-30', asOfDate: '2026-11-13' });
    const published = await fx.store.one<{ p: number }>("SELECT short_position AS p FROM short_interest WHERE ticker = 'AAPL' AND settlement_date = DATE '2026-10-30'");
    expect(f.previousReportedPosition).toBe(published!.p);
  });

  it('the change, the central estimate and the likely range agree; the range holds the estimate', async () => {
    for (const ticker of ['AAPL', 'NVDA', 'CRCL', 'BRK-A', 'MSFT']) {
      const f = await forecast(ticker);
      expect(f.likelyRangeLow).toBeLessThanOrEqual(f.estimatedShortPosition);
      expect(f.likelyRangeHigh).toBeGreaterThanOrEqual(f.estimatedShortPosition);
      expect(f.estimatedChangePercent).toBeCloseTo((100 * (f.estimatedShortPosition - f.previousReportedPosition)) / f.previousReportedPosition, 1);
      expect(['high', 'medium', 'low']).toContain(f.confidence);
    }
  });

  it('the note always states it is an estimate, whatever the model and confidence', async () => {
    const notes = await Promise.all(['AAPL', 'NVDA', 'CRCL', 'BRK-A', 'KO'].map(async (t) => (await forecast(t)).note));
    for (const note of notes) expect(note).toMatch(/^Estimate, not official FINRA data/);
    // Before daily short volume begins, only the average change is left: still an estimate.
    const early = await forecast('AAPL', on('2026-03-19T15:00:00Z'));
    expect(early).toMatchObject({ settlementDate: '2026-03-13', confidence: 'low' });
    expect(early.note).toMatch(/^Estimate, not official FINRA data: modelled from the average change/);
  });

  it('a low-confidence estimate says its direction is close to a coin flip; a high one does not', async () => {
    // TSLA's short-volume share barely moved since the last settlement: a change near zero, either way.
    const low = await forecast('TSLA');
    expect(low.confidence).toBe('low');
    expect(low.note).toMatch(/coin flip/);
    // AAPL's share fell clearly, on a line resting on hundreds of windows.
    const high = await forecast('AAPL');
    expect(high.confidence).toBe('high');
    expect(high.estimatedChangePercent).toBeLessThan(0);
    expect(high.note).not.toMatch(/coin flip/);
    expect(high.note).toMatch(/^Estimate, not official FINRA data/);
  });
});

describe('short-interest forecast: when there is none', () => {
  it('404 when nothing is pending: after the publication, the normal state until the next settlement', async () => {
    for (const now of ['2026-11-24T15:00:00Z', '2026-11-27T15:00:00Z']) {
      const error = await callError(on(now), 'short.forecast', { ticker: 'AAPL' });
      expect(error.status).toBe(404);
      expect(error.message).toMatch(/No short-interest settlement is pending publication .* nothing to forecast \(normal after a release\)/);
      expect(error.message).toMatch(/published the 2026-11-13 settlement on 2026-11-24.*next settlement is 2026-11-30/);
    }
    // The day before publication it is still pending.
    expect((await forecast('AAPL', on('2026-11-23T15:00:00Z'))).settlementDate).toBe('2026-11-13');
  });

  it('an ETF is refused with a 404 naming why (operating-company listings only)', async () => {
    const error = await callError(fx.ctx, 'short.forecast', { ticker: 'SPY' });
    expect(error.status).toBe(404);
    expect(error.message).toMatch(/SPY is an ETF: short-interest forecasts are made for operating-company listings only/);
  });

  it('a listing outside the US (a secondary listing for FINRA) is refused with a 404', async () => {
    const error = await callError(fx.ctx, 'short.forecast', { ticker: 'XLON:VOD' });
    expect(error.status).toBe(404);
    expect(error.message).toMatch(/outside the US/);
  });

  it('has no paging: limit and offset are refused as unknown parameters (400 naming them)', async () => {
    await expectInvalidParameter(fx.ctx, 'short.forecast', { ticker: 'AAPL' }, { limit: '5' }, 'limit');
    await expectInvalidParameter(fx.ctx, 'short.forecast', { ticker: 'AAPL' }, { offset: '1' }, 'offset');
  });

  it('404 for an unknown ticker and for a stock without a published previous reading', async () => {
    expect((await callError(fx.ctx, 'short.forecast', { ticker: 'NOPE' })).message).toMatch(/Unknown ticker NOPE/);
    expect((await callError(fx.ctx, 'short.forecast', { ticker: 'BF-A' })).message).toMatch(/no published short-interest reading for the 2026-10-30 settlement/);
  });
});

describe('short-interest forecast: inputs kept until the next ingest', () => {
  it('a new short-interest file changes the next forecast at once', async () => {
    const own = await sampleStore();
    try {
      const before = await forecast('AAPL', own.ctx);
      await writeStocks(own.store, []);
      expect(await forecast('AAPL', own.ctx)).toEqual(before);
      await own.store.write((tx) => tx.run("UPDATE short_interest SET short_position = 1000000 WHERE ticker = 'AAPL' AND settlement_date = DATE '2026-10-30'"), { ingest: true });
      expect((await forecast('AAPL', own.ctx)).previousReportedPosition).toBe(1_000_000);
    } finally {
      own.store.close();
    }
  });
});

describe('short-interest forecast: the model', () => {
  const fit: PooledFit = { n: 200, a: 0, b: 0.5, sxx: 1, syy: 0.26, sxy: 0.5, changes: 200, meanChange: 0, changeVariance: 0.01 };
  const own = { fitN: 0, fitSquares: 0, driftN: 0, driftSquares: 0 };
  const full = { sessions: 10, tradingDays: 10 };

  it('confidence is high only with a strong line, a complete window and a clear direction', () => {
    // Residual variance 0.01/198 ≈ 0.00005: spread ≈ 0.0071; a shift of 0.04 gives +0.02, z ≈ 2.8.
    expect(estimateWindow(fit, own, { shift: 0.04, ...full })!.confidence).toBe('high');
    expect(estimateWindow(fit, own, { shift: 0.04, sessions: 9, tradingDays: 10 })!.confidence).toBe('medium');
    expect(estimateWindow({ ...fit, n: 50 }, own, { shift: 0.04, ...full })!.confidence).toBe('medium');
    expect(estimateWindow(fit, own, { shift: 0.001, ...full })!.confidence).toBe('low');
  });

  it('without a shift for the window, or without a line, the drift gives a low-confidence estimate; without history, none', () => {
    expect(estimateWindow(fit, own, { shift: null, ...full })).toMatchObject({ model: 'drift', confidence: 'low' });
    expect(estimateWindow({ ...fit, n: 5 }, own, { shift: 0.04, ...full })).toMatchObject({ model: 'drift', confidence: 'low' });
    expect(estimateWindow({ ...fit, changes: 3 }, own, { shift: 0.04, ...full })).toBeNull();
  });

  it('normalCdf is the standard normal distribution', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.2816)).toBeCloseTo(0.9, 4);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 4);
  });
});

describe('forecast accuracy: the retrospective walk, on a store with a known answer', () => {
  // Twelve stocks, twenty settlements (2026-01-15 to 2026-10-30). Each window's short-volume share moves
  // by a step of 0.005, 0.010 or 0.015, up for seven stocks and down for five, and the short position
  // changes by exactly half of it in log terms, except T00's last window, which goes the other way.
  const settlements = shortInterestSettlements().map((s) => s.settlementDate).filter((d) => d >= '2026-01-15' && d <= '2026-10-30');
  const stocks: StockCaptures[] = Array.from({ length: 12 }, (_, i) => {
    const ticker = `T${String(i).padStart(2, '0')}`;
    const up = i < 7;
    let share = up ? 0.3 : 0.7;
    let position = 100_000_000;
    const shortInterest: { settlement: string; position: number }[] = [];
    const shortVolume: { date: string; short: number; total: number }[] = [];
    settlements.forEach((settlement, k) => {
      const shift = k === 0 ? 0 : (up ? 1 : -1) * 0.005 * (1 + ((k + i) % 3));
      share += shift;
      const contrarian = i === 0 && k === settlements.length - 1;
      position *= Math.exp((contrarian ? -0.5 : 0.5) * shift);
      shortInterest.push({ settlement, position: Math.round(position) });
      const from = k === 0 ? '2026-01-01' : settlements[k - 1]!;
      for (const date of tradingDaysBetween(from, settlement).filter((d) => d > from)) shortVolume.push({ date, short: share * 1_000_000, total: 1_000_000 });
    });
    return { ticker, shortInterest, shortVolume };
  });

  it('counts each estimate once by confidence and scores its direction against the published change', async () => {
    const store = await emptyStore();
    try {
      await writeStocks(store.store, stocks);
      const accuracy = await measureForecastAccuracy(store.ctx);
      // Windows 2 to 19 are estimated (the first has no history before it): 18 settlements × 12 stocks.
      // Window 2 rests on 12 changes (too few for the line): the drift, up on average, gets the seven
      // rising stocks right and the five falling ones wrong (low). Window 3's line rests on 24 windows
      // (low: fewer than 30), windows 4 to 9 on 36 to 96 (medium), windows 10 to 19 on 108 or more
      // (high); the line is exact, so every one is right but T00's contrarian last window.
      expect(accuracy).toMatchObject({
        settlements: 18,
        windows: 216,
        estimates: 216,
        hits: 7 + 12 + 72 + 119,
        byConfidence: {
          low: { estimates: 24, hits: 19 },
          medium: { estimates: 72, hits: 72, accuracy: 1 },
          high: { estimates: 120, hits: 119 },
        },
        byModel: { drift: { estimates: 12, hits: 7 }, line: { estimates: 204, hits: 203 } },
      });
      expect(accuracy.accuracy).toBeCloseTo(210 / 216, 10);
      expect(accuracy.byConfidence.high.accuracy).toBeCloseTo(119 / 120, 10);
    } finally {
      store.store.close();
    }
  });

  it('a store without published settlements measures nothing', async () => {
    const store = await emptyStore();
    try {
      expect(await measureForecastAccuracy(store.ctx)).toMatchObject({ estimates: 0, hits: 0, accuracy: null, windows: 0, rangeCoverage: null });
    } finally {
      store.store.close();
    }
  });

  it('on the sample, finds the relation the sample is built with, as fds-short(1) quotes it', async () => {
    const walk = await measureForecastAccuracy(fx.ctx);
    const tally = (t: { estimates: number; hits: number }) => ({ estimates: t.estimates, hits: t.hits });
    expect({
      settlements: walk.settlements,
      all: tally(walk),
      line: tally(walk.byModel.line),
      drift: tally(walk.byModel.drift),
      high: tally(walk.byConfidence.high),
      medium: tally(walk.byConfidence.medium),
      rangeCoverage: Number(walk.rangeCoverage!.toFixed(3)),
    }).toEqual(SAMPLE_WALK);
    // The short-volume line has skill on a sample built with it, and confidence orders it.
    expect(walk.byModel.line.accuracy!).toBeGreaterThan(0.65);
    expect(walk.byConfidence.high.accuracy!).toBeGreaterThan(walk.byConfidence.medium.accuracy!);
    expect(walk.byConfidence.medium.accuracy!).toBeGreaterThan(walk.byConfidence.low.accuracy!);
  });
});
