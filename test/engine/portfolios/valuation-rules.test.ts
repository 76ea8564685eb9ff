/**
 * Portfolio rules 4, 10–14 and the valuation's coverage fields, each with a test named after it. Rows are
 * written into an empty store; expected numbers are worked out by hand in the comments.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { valuePortfolio } from '../../../src/engine/portfolios/valuation';
import { emptyStore, type SampleFixture } from '../../support/store';
import { seedContract, seedSnapshot, snapshot } from '../options/seed';
import { seedBar, seedListing, seedLot, seedPortfolio, seedRate, seedWatch } from './valuation-seed';

let f: SampleFixture;
beforeEach(async () => {
  f = await emptyStore();
  await seedListing(f.store, { ticker: 'AAPL', name: 'Apple Inc.' });
  await seedBar(f.store, 'AAPL', '2026-11-20', 200);
  await seedListing(f.store, { ticker: 'MSFT' });
  await seedBar(f.store, 'MSFT', '2026-11-20', 400);
});
afterEach(() => f.store.close());

const CALL = 'AAPL261218C00200000';
const PUT = 'AAPL261218P00200000';

async function seedAaplOptions(): Promise<void> {
  await seedContract(f.store, { occ: CALL, underlying: 'AAPL', type: 'Call', strike: 200, expiration: '2026-12-18', shares: 100 });
  await seedContract(f.store, { occ: PUT, underlying: 'AAPL', type: 'Put', strike: 200, expiration: '2026-12-18', shares: 100 });
  await seedSnapshot(f.store, snapshot(CALL, '2026-11-20 21:00:00', { close: 5 }));
  await seedSnapshot(f.store, snapshot(PUT, '2026-11-20 21:00:00', { close: 4 }));
}

describe('positions', () => {
  it('positions are lots rolled up per instrument: a stock by its listing, an option by its OCC symbol', async () => {
    await seedAaplOptions();
    const reached = await seedPortfolio(f.store);
    const id = reached.portfolio.id;
    await seedLot(f.store, id, { ticker: 'AAPL', quantity: '5', cost: '150', acquired: '2026-01-05' });
    await seedLot(f.store, id, { ticker: 'AAPL', occ: CALL, quantity: '1', cost: '6', acquired: '2026-02-02' });
    await seedLot(f.store, id, { ticker: 'AAPL', quantity: '5', cost: '170', acquired: '2026-03-02' });
    await seedLot(f.store, id, { ticker: 'AAPL', occ: PUT, quantity: '2', cost: '3', acquired: '2026-04-01' });
    await seedLot(f.store, id, { ticker: 'AAPL', occ: CALL, quantity: '1', cost: '4', acquired: '2026-05-01' });

    const v = await valuePortfolio(f.ctx, reached);

    // Three instruments, in the order their first lot was added; each position carries its own lots.
    expect(v.positions.map((p) => [p.instrumentKind, p.occTicker, p.lots.length, p.quantity])).toEqual([
      ['Stock', null, 2, 10],
      ['Option', CALL, 2, 2],
      ['Option', PUT, 1, 2],
    ]);
    // Stock: cost 5 × 150 + 5 × 170 = 1600, average 160. Call: (6 + 4) × 100 = 1000, average premium 5 per share.
    expect(v.positions[0]).toMatchObject({ costBasis: 1600, averageCostPerUnit: 160, marketValue: 2000 });
    expect(v.positions[1]).toMatchObject({ costBasis: 1000, averageCostPerUnit: 5, marketValue: 1000, unrealizedGain: 0 });
  });

  it('a lot is one acquisition: the original cost and date stay recoverable on each lot of a position', async () => {
    const reached = await seedPortfolio(f.store);
    await seedLot(f.store, reached.portfolio.id, { ticker: 'MSFT', quantity: '2', cost: '300', acquired: '2026-01-05', note: 'first' });
    await seedLot(f.store, reached.portfolio.id, { ticker: 'MSFT', quantity: '3', cost: '350.5', acquired: '2026-02-06' });
    const [p] = (await valuePortfolio(f.ctx, reached)).positions;
    expect(p!.lots.map((l) => [l.quantity, l.costPerUnit, l.acquiredDate, l.note, l.costBasis])).toEqual([
      [2, 300, '2026-01-05', 'first', 600],
      [3, 350.5, '2026-02-06', null, 1051.5],
    ]);
  });

  it('an instrument whose lots are all closed is no longer a position: its closed lots and their realized result are in closedLots', async () => {
    const reached = await seedPortfolio(f.store);
    await seedLot(f.store, reached.portfolio.id, { ticker: 'MSFT', quantity: '2', cost: '300', acquired: '2026-01-05', closed: '2026-03-02', closePrice: '310' });
    const v = await valuePortfolio(f.ctx, reached);
    expect(v.positions).toEqual([]);
    expect(v.closedLots).toMatchObject([{ ticker: 'MSFT', quantity: 2, isOpen: false, realizedGain: 20 }]);
    // 2 × (310 − 300) = 20.00
    expect(v).toMatchObject({ realizedGain: 20, costBasis: 0, marketValue: 0, unvaluedPositionCount: 0 });
  });
});

describe('watches', () => {
  it('a watched instrument that is later held shows once: the position carries its watchId and watching lists only what is not held', async () => {
    await seedAaplOptions();
    const reached = await seedPortfolio(f.store);
    const id = reached.portfolio.id;
    const aaplWatch = await seedWatch(f.store, id, 'AAPL');
    const msftWatch = await seedWatch(f.store, id, 'MSFT');
    const callWatch = await seedWatch(f.store, id, 'AAPL', CALL);
    await seedLot(f.store, id, { ticker: 'AAPL', quantity: '1', cost: '150', acquired: '2026-01-05' });

    const v = await valuePortfolio(f.ctx, reached);

    expect(v.positions).toHaveLength(1);
    expect(v.positions[0]).toMatchObject({ ticker: 'AAPL', watchId: aaplWatch });
    // Watching an option is not holding its underlying: the call stays a watch row, as does MSFT.
    expect(v.watching.map((w) => [w.watchId, w.ticker, w.occTicker])).toEqual([[msftWatch, 'MSFT', null], [callWatch, 'AAPL', CALL]]);
  });

  it('a watch row carries identity and mark fields only, never a quantity, cost or value', async () => {
    const reached = await seedPortfolio(f.store);
    await seedWatch(f.store, reached.portfolio.id, 'MSFT');
    const [row] = (await valuePortfolio(f.ctx, reached)).watching;
    expect(row).toEqual({
      watchId: expect.any(String), instrumentKind: 'Stock', ticker: 'MSFT', exchange: null, name: 'MSFT Test Corp', occTicker: null,
      expirationDate: null, strikePrice: null, contractType: null, sharesPerContract: null,
      markPerUnit: 400, markSource: 'SettledClose', markAsOf: '2026-11-20', markUnavailableReason: null,
    });
  });

  it('a watch is never part of costBasis, marketValue or any gain figure', async () => {
    const reached = await seedPortfolio(f.store);
    await seedLot(f.store, reached.portfolio.id, { ticker: 'AAPL', quantity: '2', cost: '150', acquired: '2026-01-05' });
    const before = await valuePortfolio(f.ctx, reached);
    await seedWatch(f.store, reached.portfolio.id, 'MSFT');
    await seedWatch(f.store, reached.portfolio.id, 'AAPL');
    const after = await valuePortfolio(f.ctx, reached);
    // 2 × 150 = 300 cost, 2 × 200 = 400 value, with or without the watches.
    const totals = (v: typeof before) => [v.costBasis, v.marketValue, v.unrealizedGain, v.unrealizedGainPercent, v.realizedGain, v.unvaluedPositionCount];
    expect(totals(after)).toEqual([300, 400, 100, 33.33, 0, 0]);
    expect(totals(after)).toEqual(totals(before));
    expect(after.watching).toHaveLength(1);
  });
});

describe('currency', () => {
  it('a position with no official rate into the portfolio currency is never converted with a guessed rate', async () => {
    await seedListing(f.store, { ticker: 'XSWX:NESN', currency: 'CHF' });
    await seedBar(f.store, 'XSWX:NESN', '2026-11-20', 90);
    await seedRate(f.store, '2026-01-05', 'USD', '1.25');
    await seedRate(f.store, '2026-11-20', 'USD', '1.25');
    // No CHF rate at all is stored.
    const reached = await seedPortfolio(f.store, 'EUR');
    await seedLot(f.store, reached.portfolio.id, { ticker: 'AAPL', quantity: '1', cost: '150', acquired: '2026-01-05' });
    await seedLot(f.store, reached.portfolio.id, { ticker: 'XSWX:NESN', quantity: '10', cost: '80', acquired: '2026-01-05' });

    const v = await valuePortfolio(f.ctx, reached);

    const nesn = v.positions[1]!;
    // Its own figures stand in CHF; every converted figure is null, with the reason.
    expect(nesn).toMatchObject({ currency: 'CHF', costBasis: 800, marketValue: 900, convertedCostBasis: null, convertedMarketValue: null, convertedUnrealizedGain: null, convertedUnrealizedGainPercent: null });
    expect(nesn.conversionUnavailableReason).toMatch(/CHF to EUR/);
    expect(nesn.lots[0]).toMatchObject({ purchaseRate: null, convertedCostBasis: null });
    expect(v.positions[0]!.conversionUnavailableReason).toBeNull();
    // Totals cover AAPL only: 150 / 1.25 = 120.00 cost, 200 / 1.25 = 160.00 value.
    expect(v).toMatchObject({ costBasis: 120, marketValue: 160, unrealizedGain: 40, unconvertedPositionCount: 1, unvaluedPositionCount: 0 });
    expect(v.conversionRates).toEqual([{ from: 'USD', to: 'EUR', rate: 0.8, asOf: '2026-11-20' }]);
  });

  it('cost converts only at a rate of the purchase date or shortly before it: a rate more than 7 days old is not used', async () => {
    await seedRate(f.store, '2026-01-02', 'USD', '1.25');
    await seedRate(f.store, '2026-11-20', 'USD', '1.25');
    const reached = await seedPortfolio(f.store, 'EUR');
    // Bought 2026-01-12: the newest rate on or before is 10 days old, so the cost does not convert.
    await seedLot(f.store, reached.portfolio.id, { ticker: 'AAPL', quantity: '1', cost: '150', acquired: '2026-01-12' });
    const v = await valuePortfolio(f.ctx, reached);
    // The position converts as a whole or not at all: its value is not shown converted next to an unconverted cost.
    expect(v.positions[0]).toMatchObject({ convertedCostBasis: null, convertedMarketValue: null, convertedUnrealizedGain: null });
    expect(v.positions[0]!.lots[0]).toMatchObject({ convertedCostBasis: null, convertedMarketValue: 160 });
    expect(v.positions[0]!.conversionUnavailableReason).toMatch(/2026-01-12/);
    expect(v).toMatchObject({ costBasis: 0, marketValue: 0, unrealizedGain: 0, unrealizedGainPercent: 0, unconvertedPositionCount: 1 });
  });

  it('closed lots without a rate on the closing date are left out of realizedGain and counted in unconvertedClosedLotCount', async () => {
    await seedRate(f.store, '2026-01-05', 'USD', '1.25');
    await seedRate(f.store, '2026-03-02', 'USD', '1.20');
    const reached = await seedPortfolio(f.store, 'EUR');
    // Converts: cost 150 / 1.25 = 120.00, proceeds 180 / 1.20 = 150.00, realized 30.00 EUR.
    await seedLot(f.store, reached.portfolio.id, { ticker: 'AAPL', quantity: '1', cost: '150', acquired: '2026-01-05', closed: '2026-03-02', closePrice: '180' });
    // Closed on 2026-06-15, with no rate within 7 days before: realized 10 USD, not converted.
    await seedLot(f.store, reached.portfolio.id, { ticker: 'MSFT', quantity: '1', cost: '300', acquired: '2026-01-05', closed: '2026-06-15', closePrice: '310' });
    const v = await valuePortfolio(f.ctx, reached);
    expect(v.closedLots[1]).toMatchObject({ ticker: 'MSFT', realizedGain: 10, convertedRealizedGain: null, closeRate: null, convertedCostBasis: 240 });
    expect(v).toMatchObject({ realizedGain: 30, unconvertedClosedLotCount: 1, unconvertedPositionCount: 0 });
  });

  it('costBasis covers every open lot, priced or not, whose cost converts; marketValue covers priced positions only', async () => {
    await seedListing(f.store, { ticker: 'BF-A' });
    const reached = await seedPortfolio(f.store);
    await seedLot(f.store, reached.portfolio.id, { ticker: 'AAPL', quantity: '1', cost: '150', acquired: '2026-01-05' });
    await seedLot(f.store, reached.portfolio.id, { ticker: 'BF-A', quantity: '4', cost: '25', acquired: '2026-01-05' });
    const v = await valuePortfolio(f.ctx, reached);
    // Cost 150 + 100 = 250; value and gain from AAPL only: 200 and 50 (50 / 150 = 33.33 %).
    expect(v).toMatchObject({ costBasis: 250, marketValue: 200, unrealizedGain: 50, unrealizedGainPercent: 33.33, unvaluedPositionCount: 1 });
  });

  it('each lot and position is in its listing currency in major units; options are in US dollars', async () => {
    await seedListing(f.store, { ticker: 'XLON:BARC', currency: 'GBX' });
    await seedBar(f.store, 'XLON:BARC', '2026-11-20', 250); // 250 pence
    const reached = await seedPortfolio(f.store, 'GBP');
    await seedLot(f.store, reached.portfolio.id, { ticker: 'XLON:BARC', quantity: '100', cost: '2.10', acquired: '2026-01-05' });
    const [p] = (await valuePortfolio(f.ctx, reached)).positions;
    // 100 × 2.50 GBP = 250.00; same currency as the portfolio, so rate 1 on the purchase date and no conversionRates entry.
    expect(p).toMatchObject({ currency: 'GBP', markPerUnit: 2.5, marketValue: 250, costBasis: 210, convertedMarketValue: 250, convertedCostBasis: 210 });
    expect(p!.lots[0]!.purchaseRate).toEqual({ from: 'GBP', to: 'GBP', rate: 1, asOf: '2026-01-05' });
  });
});

describe('bounds and access', () => {
  it('coverageNote is set when a bound stopped the pass from pricing everything', async () => {
    await seedAaplOptions();
    const reached = await seedPortfolio(f.store);
    await seedLot(f.store, reached.portfolio.id, { ticker: 'AAPL', occ: CALL, quantity: '1', cost: '6', acquired: '2026-02-02' });
    await seedLot(f.store, reached.portfolio.id, { ticker: 'AAPL', occ: PUT, quantity: '1', cost: '3', acquired: '2026-02-02' });
    await seedLot(f.store, reached.portfolio.id, { ticker: 'AAPL', quantity: '1', cost: '150', acquired: '2026-02-02' });

    const bounded = await valuePortfolio(f.ctx, reached, { maxOptionMarks: 1 });
    // The first held option is looked up; the second is not; stocks are not bounded.
    expect(bounded.positions.map((p) => p.markSource)).toEqual(['OptionDailyClose', null, 'SettledClose']);
    expect(bounded.positions[1]!.markUnavailableReason).toMatch(/at most 1 option contracts/);
    expect(bounded.coverageNote).toMatch(/at most 1 option contracts/);
    expect(bounded.unvaluedPositionCount).toBe(1);

    const full = await valuePortfolio(f.ctx, reached);
    expect(full).toMatchObject({ coverageNote: null, unvaluedPositionCount: 0 });
  });

  it('id, name and access are as in the summary; sharedBy is present only when shared', async () => {
    const owned = await seedPortfolio(f.store, 'USD', 'Mine');
    const own = await valuePortfolio(f.ctx, owned);
    expect(own).toMatchObject({ id: owned.portfolio.id, name: 'Mine', access: 'Owner', currency: 'USD', asOfUtc: '2026-11-21T15:00:00.000Z' });
    expect(own).not.toHaveProperty('sharedBy');
    const shared = await valuePortfolio(f.ctx, { ...owned, access: 'View', sharedBy: 'alice' });
    expect(shared).toMatchObject({ access: 'View', sharedBy: 'alice' });
  });
});

describe('invariants over many lots', () => {
  it('totals are the sums of their lots and positions (to half a cent per summed figure), in every currency mix', async () => {
    await seedListing(f.store, { ticker: 'XLON:VOD', currency: 'GBX' });
    await seedBar(f.store, 'XLON:VOD', '2026-11-20', 71.37);
    for (const date of ['2026-01-05', '2026-03-02', '2026-06-01', '2026-11-20']) {
      await seedRate(f.store, date, 'USD', date < '2026-06-01' ? '1.0831' : '1.1703');
      await seedRate(f.store, date, 'GBP', date < '2026-06-01' ? '0.8377' : '0.8611');
    }
    const reached = await seedPortfolio(f.store, 'EUR');
    // A fixed pseudo-random walk (no Math.random): quantities, costs and dates that do not divide evenly.
    let state = 7;
    const next = (n: number): number => {
      state = (state * 48_271) % 2_147_483_647;
      return state % n;
    };
    const tickers = ['AAPL', 'MSFT', 'XLON:VOD'];
    const dates = ['2026-01-05', '2026-03-02', '2026-06-01'];
    for (let i = 0; i < 30; i++) {
      const quantity = String((next(2) === 0 ? -1 : 1) * (1 + next(300)) / (next(3) === 0 ? 3 : 1)).slice(0, 10);
      const closed = next(3) === 0;
      await seedLot(f.store, reached.portfolio.id, {
        ticker: tickers[next(3)]!, quantity, cost: `${1 + next(500)}.${next(1000)}`, acquired: dates[next(2)]!,
        ...(closed ? { closed: '2026-06-01', closePrice: `${1 + next(500)}.${next(100)}` } : {}),
        ...(next(5) === 0 ? { fxRate: '0.9137' } : {}),
      });
    }

    const v = await valuePortfolio(f.ctx, reached);

    const lots = v.positions.flatMap((p) => p.lots);
    const open = lots.filter((l) => l.isOpen);
    const closed = lots.filter((l) => !l.isOpen);
    const near = (total: number, parts: number[]): void => expect(Math.abs(total - parts.reduce((s, x) => s + x, 0))).toBeLessThanOrEqual(0.005 * parts.length + 1e-9);
    near(v.costBasis, open.map((l) => l.convertedCostBasis!));
    near(v.marketValue, v.positions.map((p) => p.convertedMarketValue!));
    near(v.unrealizedGain, v.positions.map((p) => p.convertedUnrealizedGain!));
    near(v.realizedGain, closed.map((l) => l.convertedRealizedGain!));
    for (const p of v.positions) {
      near(p.costBasis, p.lots.filter((l) => l.isOpen).map((l) => l.costBasis));
      near(p.marketValue!, p.lots.filter((l) => l.isOpen).map((l) => l.marketValue!));
      expect(p.quantity).toBeCloseTo(p.lots.filter((l) => l.isOpen).reduce((s, l) => s + l.quantity, 0), 9);
    }
    for (const l of open) near(l.unrealizedGain!, [l.marketValue!, -l.costBasis]);
    expect(v).toMatchObject({ unvaluedPositionCount: 0, unconvertedPositionCount: 0, unconvertedClosedLotCount: 0 });
    expect(open.length).toBeGreaterThan(5);
    expect(closed.length).toBeGreaterThan(5);
  });
});
