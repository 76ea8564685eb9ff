/**
 * Conventions: "Prices are US dollars unless a field names a currency." Every price-bearing row of a
 * listing not quoted in dollars names its currency, in major units (Portfolio rule 10's rule for pence:
 * a GBX listing is answered in pounds); a dollar listing's rows are exactly as the spec shows them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DividendPage, LatestResponse, PricePage } from '../../../src/engine/prices/schemas';
import type { IndicatorResult } from '../../../src/engine/technicals/schemas';
import { insertBars, insertDividend, insertListing } from '../../support/captures';
import { call } from '../../support/invoke';
import { emptyStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await emptyStore('2026-11-21T15:00:00Z');
  // A London listing quoted in pence, one quoted in pounds, and a dollar listing, with the same sessions.
  await insertListing(fx.store, 'XLON:BARC', { currency: 'GBX' });
  await insertListing(fx.store, 'XLON:VOD', { currency: 'GBP' });
  await insertListing(fx.store, 'KO');
  const sessions = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
  const pence = [200.5, 201.25, 199.75, 202, 203.5];
  await insertBars(fx.store, 'XLON:BARC', sessions.map((date, i) => ({ date, close: pence[i]!, open: 199, high: 210.1, low: 190.3, adjustedClose: 195.55 })));
  await insertBars(fx.store, 'XLON:VOD', sessions.map((date, i) => ({ date, close: 0.7 + i / 100 })));
  await insertBars(fx.store, 'KO', sessions.map((date, i) => ({ date, close: 60 + i })));
  await insertDividend(fx.store, 'XLON:BARC', '2026-08-07', 5.3, 'GBX');
  await insertDividend(fx.store, 'XLON:VOD', '2026-08-07', 0.0225, 'GBP');
});
afterAll(() => fx.store.close());

describe('prices of a listing quoted in pence are answered in pounds and say so', () => {
  it('/prices: every bar of a GBX listing is in GBP, each price divided by 100 exactly', async () => {
    const page = await call<PricePage>(fx.ctx, 'prices.list', { ticker: 'XLON:BARC' }, { limit: '1' });
    expect(page.data).toEqual([
      { date: '2026-11-20', open: 1.99, high: 2.101, low: 1.903, close: 2.035, adjustedClose: 1.9555, volume: 1000, currency: 'GBP' },
    ]);
  });

  it('/prices/latest: the row of a GBX listing is in GBP, its change and 52-week range too', async () => {
    const body = await call<LatestResponse>(fx.ctx, 'prices.latest', {}, { tickers: 'XLON:BARC' });
    expect(body.data[0]).toMatchObject({
      ticker: 'XLON:BARC', date: '2026-11-20', close: 2.035, adjustedClose: 1.9555, previousClose: 2.02, change: 0.015,
      high52Week: 2.035, low52Week: 1.9975, currency: 'GBP',
    });
    expect(body.data[0]!.changePercent).toBeCloseTo(0.7426, 4);
  });

  it('/dividends: an amount declared in pence is answered in pounds', async () => {
    const page = await call<DividendPage>(fx.ctx, 'prices.dividends', { ticker: 'XLON:BARC' });
    expect(page.data).toEqual([{ exDate: '2026-08-07', amountPerShare: 0.053, currency: 'GBP' }]);
  });

  it('technicals: price-valued indicators are in GBP and say so; an oscillator names no currency', async () => {
    const sma = await call<IndicatorResult>(fx.ctx, 'technicals.sma', { ticker: 'XLON:BARC' }, { period: '2', limit: '1' });
    expect(sma.data).toEqual([{ date: '2026-11-20', sma: 2.0275, currency: 'GBP' }]);
    const rsi = await call<IndicatorResult>(fx.ctx, 'technicals.rsi', { ticker: 'XLON:BARC' }, { period: '2', limit: '1' });
    expect(Object.keys(rsi.data[0]!)).toEqual(['date', 'rsi']);
  });
});

describe('a listing quoted in pounds names GBP on every price-bearing row', () => {
  it('/prices, /prices/latest and technicals name GBP; prices are as stored', async () => {
    const page = await call<PricePage>(fx.ctx, 'prices.list', { ticker: 'XLON:VOD' }, { limit: '1' });
    expect(page.data[0]).toMatchObject({ close: 0.74, currency: 'GBP' });
    const latest = await call<LatestResponse>(fx.ctx, 'prices.latest', {}, { tickers: 'XLON:VOD,KO' });
    expect(latest.data.map((r) => [r.ticker, r.close, r.currency])).toEqual([['XLON:VOD', 0.74, 'GBP'], ['KO', 64, undefined]]);
    const ema = await call<IndicatorResult>(fx.ctx, 'technicals.ema', { ticker: 'XLON:VOD' }, { period: '2', limit: '1' });
    expect(ema.data[0]).toMatchObject({ currency: 'GBP' });
  });
});

describe('US-dollar prices are named by no field, as the spec shows them', () => {
  it('/prices, /prices/latest and technicals rows of a dollar listing carry no currency field', async () => {
    const page = await call<PricePage>(fx.ctx, 'prices.list', { ticker: 'KO' }, { limit: '1' });
    expect(Object.keys(page.data[0]!)).toEqual(['date', 'open', 'high', 'low', 'close', 'adjustedClose', 'volume']);
    const latest = await call<LatestResponse>(fx.ctx, 'prices.latest', {}, { tickers: 'KO' });
    expect(latest.data[0]).not.toHaveProperty('currency');
    const sma = await call<IndicatorResult>(fx.ctx, 'technicals.sma', { ticker: 'KO' }, { period: '2', limit: '1' });
    expect(Object.keys(sma.data[0]!)).toEqual(['date', 'sma']);
  });
});
