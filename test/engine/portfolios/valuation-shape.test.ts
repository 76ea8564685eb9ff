/**
 * What a client of the valuation can rely on: fields the spec types as numbers are numbers, `positions`
 * holds only held instruments (a fully sold one's lots are in `closedLots`), a position converts as a whole
 * or not at all (Portfolio rule 12), and the 200-lot limit (rule 13) counts acquisitions (rule 4), so a
 * partial close at the limit still records the sale.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { valuePortfolio } from '../../../src/engine/portfolios/valuation';
import type { Lot } from '../../../src/engine/portfolios/valuation-schemas';
import { emptyStore, type SampleFixture } from '../../support/store';
import { refused, send } from './support';
import { seedBar, seedListing, seedLot, seedPortfolio, seedRate, seedWatch } from './valuation-seed';

let f: SampleFixture;
beforeEach(async () => {
  f = await emptyStore();
  await seedListing(f.store, { ticker: 'AAPL' });
  await seedBar(f.store, 'AAPL', '2026-11-20', 200);
});
afterEach(() => f.store.close());

describe('numbers the spec types as numbers', () => {
  it('an empty portfolio answers unrealizedGainPercent 0, not null', async () => {
    const v = await valuePortfolio(f.ctx, await seedPortfolio(f.store));
    expect(v).toMatchObject({ costBasis: 0, marketValue: 0, unrealizedGain: 0, unrealizedGainPercent: 0, realizedGain: 0 });
  });

  it('a portfolio of closed lots only answers unrealizedGainPercent 0 and its realized result', async () => {
    const reached = await seedPortfolio(f.store);
    await seedLot(f.store, reached.portfolio.id, { ticker: 'AAPL', quantity: '2', cost: '150', acquired: '2026-01-05', closed: '2026-03-02', closePrice: '160' });
    expect(await valuePortfolio(f.ctx, reached)).toMatchObject({ unrealizedGainPercent: 0, realizedGain: 20 });
  });

  it('every position has a numeric averageCostPerUnit: a closed position is not a position', async () => {
    const reached = await seedPortfolio(f.store);
    await seedLot(f.store, reached.portfolio.id, { ticker: 'AAPL', quantity: '2', cost: '150', acquired: '2026-01-05' });
    await seedLot(f.store, reached.portfolio.id, { ticker: 'AAPL', quantity: '1', cost: '120', acquired: '2026-01-06', closed: '2026-03-02', closePrice: '160' });
    const v = await valuePortfolio(f.ctx, reached);
    expect(v.positions.map((p) => [p.ticker, p.quantity, p.averageCostPerUnit, p.lots.length])).toEqual([['AAPL', 2, 150, 2]]);
  });
});

describe('positions are held instruments', () => {
  it('a fully sold instrument leaves positions; its closed lots are listed in closedLots with their realized result', async () => {
    await seedListing(f.store, { ticker: 'MSFT' });
    const reached = await seedPortfolio(f.store);
    await seedLot(f.store, reached.portfolio.id, { ticker: 'AAPL', quantity: '1', cost: '150', acquired: '2026-01-05' });
    const sold = await seedLot(f.store, reached.portfolio.id, { ticker: 'MSFT', quantity: '2', cost: '300', acquired: '2026-01-05', closed: '2026-03-02', closePrice: '310' });
    const v = await valuePortfolio(f.ctx, reached);
    expect(v.positions.map((p) => p.ticker)).toEqual(['AAPL']);
    expect(v.closedLots.map((l) => [l.id, l.ticker, l.isOpen, l.realizedGain])).toEqual([[sold, 'MSFT', false, 20]]);
    // 2 × (310 − 300) = 20.00, still in the realized total.
    expect(v).toMatchObject({ realizedGain: 20, unvaluedPositionCount: 0 });
  });

  it('a watched instrument that was sold is listed in watching again, with its mark', async () => {
    const reached = await seedPortfolio(f.store);
    await seedLot(f.store, reached.portfolio.id, { ticker: 'AAPL', quantity: '1', cost: '150', acquired: '2026-01-05', closed: '2026-03-02', closePrice: '160' });
    const watchId = await seedWatch(f.store, reached.portfolio.id, 'AAPL');
    const v = await valuePortfolio(f.ctx, reached);
    expect(v.positions).toEqual([]);
    expect(v.watching).toMatchObject([{ watchId, ticker: 'AAPL', markPerUnit: 200 }]);
  });
});

describe('a position converts as a whole or not at all (Portfolio rule 12)', () => {
  it('a lot without a purchase-date rate (bought 1850) leaves every converted field of its position null, and the value out of marketValue', async () => {
    await seedRate(f.store, '2026-01-05', 'USD', '1.25');
    await seedRate(f.store, '2026-11-20', 'USD', '1.25');
    const reached = await seedPortfolio(f.store, 'EUR');
    await seedLot(f.store, reached.portfolio.id, { ticker: 'AAPL', quantity: '1', cost: '150', acquired: '2026-01-05' });
    const old = await seedLot(f.store, reached.portfolio.id, { ticker: 'AAPL', quantity: '1', cost: '1', acquired: '1850-01-01' });
    const v = await valuePortfolio(f.ctx, reached);
    const p = v.positions[0]!;
    expect(p).toMatchObject({ convertedCostBasis: null, convertedMarketValue: null, convertedUnrealizedGain: null, convertedUnrealizedGainPercent: null });
    expect(p.conversionUnavailableReason).toContain(old);
    // The lot's own facts stay: no rate exists for 1850, so none is shown (never guessed).
    expect(p.lots.find((l) => l.id === old)).toMatchObject({ purchaseRate: null, convertedCostBasis: null });
    // costBasis is per lot (the 2026 lot converts: 150 / 1.25 = 120); the half-convertible position adds no value.
    expect(v).toMatchObject({ costBasis: 120, marketValue: 0, unrealizedGain: 0, unrealizedGainPercent: 0, unconvertedPositionCount: 1 });
  });
});

describe('the 200-lot limit counts acquisitions (Portfolio rules 4, 8, 13)', () => {
  async function fullPortfolio(): Promise<{ id: string; first: string }> {
    const reached = await seedPortfolio(f.store);
    const id = reached.portfolio.id;
    await f.store.write((tx) =>
      tx.run(
        `INSERT INTO lots SELECT CAST(uuid() AS VARCHAR), ?, 'Stock', 'AAPL', NULL, 10, 100, DATE '2026-01-05', NULL, NULL, NULL, NULL, NULL,
           TIMESTAMP '2026-11-01 00:00:00', i + 1 FROM range(200) t(i)`,
        [id],
      ),
    );
    const first = await f.store.one<{ id: string }>('SELECT id FROM lots WHERE portfolio_id = ? AND seq = 1', [id]);
    return { id, first: first!.id };
  }

  it('a partial close at 200 lots splits the lot and records the sale; another acquisition is still refused', async () => {
    const { id, first } = await fullPortfolio();
    const { closed, remainder } = await send<{ closed: Lot; remainder: Lot }>(f.ctx, 'portfolios.lots.close', { id, lotId: first }, {
      quantity: 4, pricePerUnit: 120, closedDate: '2026-06-01',
    });
    expect([closed.quantity, closed.realizedGain, remainder.id, remainder.quantity]).toEqual([4, 80, first, 6]);
    const again = await send<{ closed: Lot }>(f.ctx, 'portfolios.lots.close', { id, lotId: first }, { quantity: 1, pricePerUnit: 120, closedDate: '2026-06-02' });
    expect(again.closed.quantity).toBe(1);
    const add = await refused(f.ctx, 'portfolios.lots.add', { id }, { ticker: 'AAPL', quantity: 1, costPerUnit: 1, acquiredDate: '2026-01-05' });
    expect(add).toMatchObject({ status: 400, code: 'invalid_parameter' });
    expect(add.message).toContain('at most 200 lots');
  });

  it('the closed parts of a removed lot still count as that acquisition until they are removed too', async () => {
    const { id, first } = await fullPortfolio();
    const { closed } = await send<{ closed: Lot }>(f.ctx, 'portfolios.lots.close', { id, lotId: first }, { quantity: 4, pricePerUnit: 120, closedDate: '2026-06-01' });
    await send(f.ctx, 'portfolios.lots.remove', { id, lotId: first });
    const lot = { ticker: 'AAPL', quantity: 1, costPerUnit: 1, acquiredDate: '2026-01-05' };
    expect((await refused(f.ctx, 'portfolios.lots.add', { id }, lot)).status).toBe(400);
    await send(f.ctx, 'portfolios.lots.remove', { id, lotId: closed.id });
    expect(await send<Lot>(f.ctx, 'portfolios.lots.add', { id }, lot)).toMatchObject({ quantity: 1, isOpen: true });
  });
});
