/**
 * Documented fixtures, exact to the cent: mixed currencies in a EUR portfolio, partial closes, shorts and
 * written options. Every expected number is worked out by hand in the comments from the rows each test
 * writes; none is taken from the code's own output.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { valuePortfolio } from '../../../src/engine/portfolios/valuation';
import type { Lot, PortfolioValuation, Position } from '../../../src/engine/portfolios/valuation-schemas';
import { emptyStore, type SampleFixture } from '../../support/store';
import { seedContract, seedSnapshot, snapshot } from '../options/seed';
import { seedBar, seedListing, seedLot, seedPortfolio, seedRate } from './valuation-seed';

let f: SampleFixture;
beforeEach(async () => {
  f = await emptyStore();
});
afterEach(() => f.store.close());

/** The lot of a fully sold instrument: no longer a position, listed in closedLots. */
const closedLotOf = (v: PortfolioValuation, ticker: string, occ: string | null = null): Lot => {
  const found = v.closedLots.find((l) => l.ticker === ticker && l.occTicker === occ);
  if (found === undefined) throw new Error(`no closed lot ${ticker} ${occ ?? ''}`);
  return found;
};

const position = (v: PortfolioValuation, ticker: string, occ: string | null = null): Position => {
  const found = v.positions.find((p) => p.ticker === ticker && p.occTicker === occ);
  if (found === undefined) throw new Error(`no position ${ticker} ${occ ?? ''}`);
  return found;
};

describe('mixed currencies: USD and GBP lots in a EUR portfolio', () => {
  it('converts cost at the purchase-date rate or the lot fxRate, value at the latest official rate, exact to the cent', async () => {
    // Official rates (units per EUR): USD 1.25 on 2026-03-02, 1.08 on 2026-04-01, 1.2 on 2026-11-20;
    // GBP 0.85 on 2026-06-01, 0.8 on 2026-11-20.
    await seedRate(f.store, '2026-03-02', 'USD', '1.25');
    await seedRate(f.store, '2026-04-01', 'USD', '1.08');
    await seedRate(f.store, '2026-11-20', 'USD', '1.2');
    await seedRate(f.store, '2026-06-01', 'GBP', '0.85');
    await seedRate(f.store, '2026-11-20', 'GBP', '0.8');
    await seedListing(f.store, { ticker: 'AAPL' });
    await seedListing(f.store, { ticker: 'XLON:VOD', currency: 'GBX', name: 'Vodafone Group Plc' });
    await seedBar(f.store, 'AAPL', '2026-11-20', 180);
    await seedBar(f.store, 'XLON:VOD', '2026-11-20', 72.5); // pence: 0.725 GBP
    const reached = await seedPortfolio(f.store, 'EUR');
    const id = reached.portfolio.id;
    await seedLot(f.store, id, { ticker: 'AAPL', quantity: '10', cost: '150', acquired: '2026-03-02' });
    await seedLot(f.store, id, { ticker: 'AAPL', quantity: '3', cost: '100', acquired: '2026-04-01' });
    await seedLot(f.store, id, { ticker: 'XLON:VOD', quantity: '1000', cost: '0.70', acquired: '2026-05-05', fxRate: '1.15' });
    await seedLot(f.store, id, { ticker: 'XLON:VOD', quantity: '200', cost: '0.65', acquired: '2026-06-01' });

    const v = await valuePortfolio(f.ctx, reached);

    const aapl = position(v, 'AAPL');
    // USD: cost 10 × 150 + 3 × 100 = 1800.00; value 13 × 180 = 2340.00; gain 540.00 = 30.00 % of 1800.
    expect(aapl).toMatchObject({ currency: 'USD', quantity: 13, costBasis: 1800, marketValue: 2340, unrealizedGain: 540, unrealizedGainPercent: 30 });
    // Average 1800 / 13 = 138.461538… → 138.461538 (6 places).
    expect(aapl.averageCostPerUnit).toBe(138.461538);
    // EUR cost: 1500 / 1.25 = 1200 and 300 / 1.08 = 277.777…, sum 1477.777… → 1477.78.
    // EUR value: 2340 / 1.2 = 1950.00; gain 1950 − 1477.777… = 472.222… → 472.22; 472.222… / 1477.777… = 31.9548… % → 31.95.
    expect(aapl).toMatchObject({ convertedCostBasis: 1477.78, convertedMarketValue: 1950, convertedUnrealizedGain: 472.22, convertedUnrealizedGainPercent: 31.95 });
    expect(aapl.lots.map((l) => l.convertedCostBasis)).toEqual([1200, 277.78]);
    expect(aapl.lots[0]!.purchaseRate).toEqual({ from: 'USD', to: 'EUR', rate: 0.8, asOf: '2026-03-02' });
    // 1 / 1.08 = 0.925925925925… → 10 places.
    expect(aapl.lots[1]!.purchaseRate).toEqual({ from: 'USD', to: 'EUR', rate: 0.9259259259, asOf: '2026-04-01' });

    const vod = position(v, 'VOD');
    // Listed in pence: the close 72.5 GBX is 0.725 GBP. Cost 1000 × 0.70 + 200 × 0.65 = 830.00 GBP (average 0.691666… → 0.691667);
    // value 1200 × 0.725 = 870.00; gain 40.00 = 4.8192… % → 4.82.
    expect(vod).toMatchObject({
      exchange: 'XLON', name: 'Vodafone Group Plc', currency: 'GBP', quantity: 1200, markPerUnit: 0.725, costBasis: 830, averageCostPerUnit: 0.691667,
      marketValue: 870, unrealizedGain: 40, unrealizedGainPercent: 4.82,
    });
    // Cost: broker rate 1.15 → 700 × 1.15 = 805.00 EUR; official 2026-06-01 GBP→EUR 1 / 0.85 = 1.17647… → 130 / 0.85 = 152.941176… EUR;
    // sum 957.941176… → 957.94. Value at the latest GBP→EUR 1 / 0.8 = 1.25: 870 × 1.25 = 1087.50.
    // Gain 1087.50 − 957.941176… = 129.558823… → 129.56 = 13.5247… % → 13.52.
    expect(vod).toMatchObject({ convertedCostBasis: 957.94, convertedMarketValue: 1087.5, convertedUnrealizedGain: 129.56, convertedUnrealizedGainPercent: 13.52 });
    expect(vod.lots.map((l) => l.convertedCostBasis)).toEqual([805, 152.94]);
    expect(vod.lots[0]).toMatchObject({ purchaseFxRate: 1.15, purchaseFxCurrency: 'EUR', purchaseRate: { from: 'GBP', to: 'EUR', rate: 1.15, asOf: '2026-05-05' } });
    expect(vod.lots[1]).toMatchObject({ purchaseFxRate: null, purchaseFxCurrency: null, purchaseRate: { from: 'GBP', to: 'EUR', rate: 1.1764705882, asOf: '2026-06-01' } });

    // Totals in EUR: cost 1477.777… + 957.941176… = 2435.718954… → 2435.72; value 1950 + 1087.50 = 3037.50;
    // gain 472.222… + 129.558823… = 601.781045… → 601.78; 601.781045… / 2435.718954… = 24.7065… % → 24.71.
    expect(v).toMatchObject({ currency: 'EUR', costBasis: 2435.72, marketValue: 3037.5, unrealizedGain: 601.78, unrealizedGainPercent: 24.71, realizedGain: 0 });
    expect(v.conversionRates).toEqual([
      { from: 'USD', to: 'EUR', rate: 0.8333333333, asOf: '2026-11-20' },
      { from: 'GBP', to: 'EUR', rate: 1.25, asOf: '2026-11-20' },
    ]);
    expect(v).toMatchObject({ unvaluedPositionCount: 0, unconvertedPositionCount: 0, unconvertedClosedLotCount: 0, coverageNote: null });
  });

  it('closed proceeds convert at the closing-date rate', async () => {
    // Bought 10 AAPL at 150 USD when USD was 1.25 per EUR: cost 1500 / 1.25 = 1200.00 EUR.
    // Sold at 165 when USD was 1.10 per EUR: proceeds 1650 / 1.10 = 1500.00 EUR. Realized 300.00 EUR (150.00 USD).
    await seedRate(f.store, '2026-03-02', 'USD', '1.25');
    await seedRate(f.store, '2026-09-01', 'USD', '1.10');
    await seedListing(f.store, { ticker: 'AAPL' });
    const reached = await seedPortfolio(f.store, 'EUR');
    await seedLot(f.store, reached.portfolio.id, { ticker: 'AAPL', quantity: '10', cost: '150', acquired: '2026-03-02', closed: '2026-09-01', closePrice: '165' });

    const v = await valuePortfolio(f.ctx, reached);

    expect(v.positions).toEqual([]);
    const lot = closedLotOf(v, 'AAPL');
    expect(lot).toMatchObject({ isOpen: false, realizedGain: 150, convertedCostBasis: 1200, convertedRealizedGain: 300, marketValue: null, unrealizedGain: null });
    expect(lot.closeRate).toEqual({ from: 'USD', to: 'EUR', rate: 0.9090909091, asOf: '2026-09-01' });
    expect(v).toMatchObject({ realizedGain: 300, costBasis: 0, unconvertedClosedLotCount: 0 });
  });
});

describe('partial closes', () => {
  it('the remainder keeps its original cost basis and the sold part moves into realizedGain', async () => {
    await seedListing(f.store, { ticker: 'MSFT' });
    await seedBar(f.store, 'MSFT', '2026-11-20', 70);
    const reached = await seedPortfolio(f.store, 'USD');
    const id = reached.portfolio.id;
    // A lot of 100 at 50 was partly closed: 40 sold at 65 (closed part), 60 remain open at the original 50.
    await seedLot(f.store, id, { ticker: 'MSFT', quantity: '60', cost: '50', acquired: '2026-02-02' });
    await seedLot(f.store, id, { ticker: 'MSFT', quantity: '40', cost: '50', acquired: '2026-02-02', closed: '2026-06-01', closePrice: '65' });
    // A second lot of 10 at 33.333 sold at 30: realized 10 × (30 − 33.333) = −33.33.
    await seedLot(f.store, id, { ticker: 'MSFT', quantity: '10', cost: '33.333', acquired: '2026-03-02', closed: '2026-07-01', closePrice: '30' });

    const v = await valuePortfolio(f.ctx, reached);

    const msft = position(v, 'MSFT');
    // Open: 60 × 50 = 3000.00 cost, 60 × 70 = 4200.00 value, gain 1200.00 = 40.00 %.
    expect(msft).toMatchObject({ quantity: 60, costBasis: 3000, averageCostPerUnit: 50, marketValue: 4200, unrealizedGain: 1200, unrealizedGainPercent: 40 });
    // Realized: 40 × (65 − 50) = 600.00 and −33.33.
    expect(msft.lots.map((l) => [l.isOpen, l.quantity, l.realizedGain])).toEqual([[true, 60, null], [false, 40, 600], [false, 10, -33.33]]);
    // Totals: cost and value of the open lot only; realized 600 − 33.33 = 566.67.
    expect(v).toMatchObject({ costBasis: 3000, marketValue: 4200, unrealizedGain: 1200, unrealizedGainPercent: 40, realizedGain: 566.67 });
    // Closed and open quantities of the original lot add up to it: 60 + 40 = 100.
    expect(msft.lots.filter((l) => l.acquiredDate === '2026-02-02').reduce((s, l) => s + l.quantity, 0)).toBe(100);
  });
});

describe('shorts', () => {
  it('a short has a negative costBasis (proceeds received) and unrealizedGain = marketValue − costBasis', async () => {
    await seedListing(f.store, { ticker: 'TSLA' });
    await seedBar(f.store, 'TSLA', '2026-11-20', 200);
    const reached = await seedPortfolio(f.store, 'USD');
    // Sold short 20 at 250: cost −5000.00 (received). Marked at 200: value −4000.00; gain −4000 − (−5000) = +1000.00 = 1000 / 5000 = 20.00 %.
    await seedLot(f.store, reached.portfolio.id, { ticker: 'TSLA', quantity: '-20', cost: '250', acquired: '2026-08-03' });
    // Another short of 10 at 250 bought back at 270: realized −10 × (270 − 250) = −200.00.
    await seedLot(f.store, reached.portfolio.id, { ticker: 'TSLA', quantity: '-10', cost: '250', acquired: '2026-08-03', closed: '2026-09-01', closePrice: '270' });

    const v = await valuePortfolio(f.ctx, reached);

    expect(position(v, 'TSLA')).toMatchObject({ quantity: -20, costBasis: -5000, averageCostPerUnit: 250, marketValue: -4000, unrealizedGain: 1000, unrealizedGainPercent: 20 });
    expect(v).toMatchObject({ costBasis: -5000, marketValue: -4000, unrealizedGain: 1000, unrealizedGainPercent: 20, realizedGain: -200 });
  });
});

describe('written options', () => {
  it('a written call is valued at quantity × mark × sharesPerContract, premium received as negative cost', async () => {
    const occ = 'AAPL261218C00200000';
    await seedListing(f.store, { ticker: 'AAPL', name: 'Apple Inc.' });
    await seedContract(f.store, { occ, underlying: 'AAPL', type: 'Call', strike: 200, expiration: '2026-12-18', shares: 100 });
    await seedSnapshot(f.store, snapshot(occ, '2026-11-20 21:00:00', { close: 2.1, snapshotDate: '2026-11-20' }));
    const reached = await seedPortfolio(f.store, 'USD');
    // Wrote 2 contracts at 3.50 premium per share: cost −2 × 100 × 3.50 = −700.00.
    // Marked at 2.10: value −2 × 100 × 2.10 = −420.00; gain −420 − (−700) = +280.00 = 280 / 700 = 40.00 %.
    await seedLot(f.store, reached.portfolio.id, { ticker: 'AAPL', occ, quantity: '-2', cost: '3.50', acquired: '2026-10-01' });

    const v = await valuePortfolio(f.ctx, reached);

    expect(position(v, 'AAPL', occ)).toMatchObject({
      instrumentKind: 'Option', name: 'Apple Inc.', currency: 'USD', contractType: 'Call', strikePrice: 200, expirationDate: '2026-12-18',
      sharesPerContract: 100, quantity: -2, costBasis: -700, averageCostPerUnit: 3.5, markPerUnit: 2.1, markSource: 'OptionDailyClose',
      markAsOf: '2026-11-20', marketValue: -420, unrealizedGain: 280, unrealizedGainPercent: 40, expired: false,
    });
    expect(v).toMatchObject({ costBasis: -700, marketValue: -420, unrealizedGain: 280 });
  });

  it('a written option bought back realizes premium received minus the buy-back cost, in the portfolio currency at each date\'s rate', async () => {
    const occ = 'SPY261218P00500000';
    await seedListing(f.store, { ticker: 'SPY' });
    await seedContract(f.store, { occ, underlying: 'SPY', type: 'Put', strike: 500, expiration: '2026-12-18', shares: 100 });
    // GBP portfolio. USD per EUR / GBP per EUR: on 2026-06-01 1.25 / 0.85; on 2026-10-01 1.20 / 0.90.
    await seedRate(f.store, '2026-06-01', 'USD', '1.25');
    await seedRate(f.store, '2026-06-01', 'GBP', '0.85');
    await seedRate(f.store, '2026-10-01', 'USD', '1.20');
    await seedRate(f.store, '2026-10-01', 'GBP', '0.90');
    const reached = await seedPortfolio(f.store, 'GBP');
    // Wrote 3 puts at 4.00 on 2026-06-01, bought back at 1.50 on 2026-10-01.
    // USD: cost −3 × 100 × 4 = −1200; proceeds −3 × 100 × 1.5 = −450; realized −450 − (−1200) = 750.00.
    // GBP: USD→GBP 0.85 / 1.25 = 0.68 at purchase: cost −1200 × 0.68 = −816.00;
    //      0.90 / 1.20 = 0.75 on closing: proceeds −450 × 0.75 = −337.50; realized −337.50 − (−816) = 478.50.
    await seedLot(f.store, reached.portfolio.id, { ticker: 'SPY', occ, quantity: '-3', cost: '4', acquired: '2026-06-01', closed: '2026-10-01', closePrice: '1.5' });

    const v = await valuePortfolio(f.ctx, reached);

    const lot = closedLotOf(v, 'SPY', occ);
    expect(lot).toMatchObject({ costBasis: -1200, realizedGain: 750, convertedCostBasis: -816, convertedRealizedGain: 478.5 });
    expect(lot.purchaseRate).toEqual({ from: 'USD', to: 'GBP', rate: 0.68, asOf: '2026-06-01' });
    expect(lot.closeRate).toEqual({ from: 'USD', to: 'GBP', rate: 0.75, asOf: '2026-10-01' });
    expect(v.realizedGain).toBe(478.5);
  });
});
