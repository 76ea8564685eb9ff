/**
 * A seeded walk of random lot writes (adds, whole and partial closes, edits, removals, and refused
 * requests in between), checking the invariants after every step: closed and open quantities of each
 * acquisition add up to what was bought (exactly, in decimals), a refused request changes nothing, the
 * summary counts the stored lots, and the valuation's totals are the sums of its lots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal, type Decimal } from '../../../src/engine/money';
import type { Lot, PortfolioSummary } from '../../../src/engine/portfolios/schemas';
import type { PortfolioValuation } from '../../../src/engine/portfolios/valuation-schemas';
import { Random } from '../../../src/store/sample/random';
import { sampleStore, type SampleFixture } from '../../support/store';
import { addLot, createPortfolio, refused, send, stateSnapshot } from './support';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

interface Tracked {
  /** The lot a closed part was split from; its own id for an acquisition. */
  root: string;
  quantity: Decimal;
  open: boolean;
  acquiredDate: string;
}

const TICKERS = ['AAPL', 'MSFT', 'XLON:VOD', 'KO'];
const DATES = ['2026-01-05', '2026-03-02', '2026-06-01'];

describe('random walk of lot writes', () => {
  it('keeps every invariant after each of 120 steps', async () => {
    const random = new Random('portfolio writes fuzz');
    const pick = <T>(items: readonly T[]): T => items[random.int(0, items.length - 1)]!;
    // Up to 3 decimals, so splits exercise decimal exactness (0.1 + 0.2).
    const amount = (max: number): number => random.int(1, max * 1000) / 1000;
    const portfolio = await createPortfolio(fx.ctx, 'Fuzz', 'EUR');
    const id = portfolio.id;
    const lots = new Map<string, Tracked>();
    /** What each acquisition still accounts for: bought, minus removals, plus edits. */
    const acquired = new Map<string, Decimal>();
    const openLots = () => [...lots.entries()].filter(([, l]) => l.open);

    for (let step = 0; step < 120; step++) {
      const open = openLots();
      const roll = random.uniform();
      if (open.length === 0 || roll < 0.3) {
        const quantity = (random.uniform() < 0.25 ? -1 : 1) * amount(50);
        const lot = await addLot(fx.ctx, id, { ticker: pick(TICKERS), quantity, costPerUnit: amount(300), acquiredDate: pick(DATES) });
        lots.set(lot.id, { root: lot.id, quantity: toDecimal(quantity), open: true, acquiredDate: lot.acquiredDate });
        acquired.set(lot.id, toDecimal(quantity));
      } else if (roll < 0.6) {
        const [lotId, lot] = pick(open);
        const whole = random.uniform() < 0.3;
        const part = whole ? lot.quantity : lot.quantity.times(random.int(1, 999)).div(1000).round(3, 0);
        const quantity = part.eq(0) ? lot.quantity : part;
        const body = { ...(whole ? {} : { quantity: Number(quantity.toFixed()) }), pricePerUnit: amount(300), closedDate: '2026-11-20' };
        const { closed, remainder } = await send<{ closed: Lot; remainder: Lot | null }>(fx.ctx, 'portfolios.lots.close', { id, lotId }, body);
        if (remainder === null) {
          expect(closed.id).toBe(lotId);
          lot.open = false;
        } else {
          expect(remainder.id).toBe(lotId);
          lot.quantity = lot.quantity.minus(quantity);
          lots.set(closed.id, { root: lotId, quantity, open: false, acquiredDate: lot.acquiredDate });
        }
      } else if (roll < 0.7) {
        const [lotId, lot] = pick(open);
        const quantity = (lot.quantity.lt(0) ? -1 : 1) * amount(50);
        await send(fx.ctx, 'portfolios.lots.edit', { id, lotId }, { quantity });
        acquired.set(lot.root, acquired.get(lot.root)!.plus(toDecimal(quantity)).minus(lot.quantity));
        lot.quantity = toDecimal(quantity);
      } else if (roll < 0.8) {
        const [lotId, lot] = pick([...lots.entries()]);
        await send(fx.ctx, 'portfolios.lots.remove', { id, lotId });
        acquired.set(lot.root, acquired.get(lot.root)!.minus(lot.quantity));
        lots.delete(lotId);
      } else {
        // A refused request: the store must not change at all.
        const before = await stateSnapshot(fx.ctx);
        const [lotId, lot] = pick(open);
        const attempts: [string, Record<string, string>, unknown][] = [
          ['portfolios.lots.close', { id, lotId }, { quantity: Number(lot.quantity.times(2).toFixed()), pricePerUnit: 1, closedDate: '2026-11-20' }],
          ['portfolios.lots.close', { id, lotId }, { quantity: Number(lot.quantity.neg().toFixed()), pricePerUnit: 1, closedDate: '2026-11-20' }],
          ['portfolios.lots.close', { id, lotId }, { pricePerUnit: 1, closedDate: '2025-12-31' }],
          ['portfolios.lots.edit', { id, lotId }, { costPerUnit: -1 }],
          ['portfolios.lots.add', { id }, { ticker: 'ZZZZ', quantity: 1, costPerUnit: 1, acquiredDate: '2026-01-05' }],
        ];
        const [op, path, body] = pick(attempts);
        expect((await refused(fx.ctx, op, path, body)).status).toBe(400);
        expect(await stateSnapshot(fx.ctx)).toBe(before);
      }
      await checkInvariants(id, lots, acquired, step);
    }
    // The walk reached every kind of state: split-off closed parts, whole closes, open lots, shorts.
    const all = [...lots.entries()];
    expect(all.some(([lotId, l]) => l.root !== lotId)).toBe(true);
    expect(all.some(([lotId, l]) => l.root === lotId && !l.open)).toBe(true);
    expect(all.some(([, l]) => l.open && l.quantity.lt(0))).toBe(true);
  });
});

async function checkInvariants(id: string, lots: Map<string, Tracked>, acquired: Map<string, Decimal>, step: number): Promise<void> {
  const where = `step ${step}`;
  const stored = await fx.store.all<{ id: string; root: string; quantity: string; closed: boolean }>(
    `SELECT id, COALESCE(split_from, id) AS root, CAST(quantity AS VARCHAR) AS quantity, closed_date IS NOT NULL AS closed
     FROM lots WHERE portfolio_id = ?`,
    [id],
  );
  // Every stored lot is one the walk knows, with its exact quantity and state.
  expect(stored.length, where).toBe(lots.size);
  for (const row of stored) {
    const tracked = lots.get(row.id);
    expect(tracked, where).toBeDefined();
    expect([row.root, toDecimal(row.quantity).eq(tracked!.quantity), row.closed], where).toEqual([tracked!.root, true, !tracked!.open]);
  }
  // Closed parts plus the open remainder of each acquisition add up to what it accounts for, exactly.
  for (const [root, total] of acquired) {
    const parts = stored.filter((row) => row.root === root).reduce((sum, row) => sum.plus(toDecimal(row.quantity)), toDecimal(0));
    expect(parts.eq(total), `${where}: acquisition ${root} holds ${parts.toFixed()} of ${total.toFixed()}`).toBe(true);
  }
  const summary = (await send<{ data: PortfolioSummary[] }>(fx.ctx, 'portfolios.list', {})).data.find((p) => p.id === id)!;
  const openCount = [...lots.values()].filter((l) => l.open).length;
  expect([summary.openLotCount, summary.closedLotCount], where).toEqual([openCount, lots.size - openCount]);

  const v = await send<PortfolioValuation>(fx.ctx, 'portfolios.get', { id });
  // Every lot shows once: under its position while the instrument is held, in closedLots once it is not.
  const valued = [...v.positions.flatMap((p) => p.lots), ...v.closedLots];
  expect(valued.map((l) => l.id).sort(), where).toEqual([...lots.keys()].sort());
  expect(v.closedLots.every((l) => !l.isOpen), where).toBe(true);
  const near = (total: number, parts: number[]): void =>
    expect(Math.abs(total - parts.reduce((s, x) => s + x, 0)), where).toBeLessThanOrEqual(0.005 * parts.length + 1e-9);
  near(v.costBasis, valued.filter((l) => l.isOpen).map((l) => l.convertedCostBasis ?? 0));
  near(v.realizedGain, valued.filter((l) => !l.isOpen).map((l) => l.convertedRealizedGain ?? 0));
  for (const p of v.positions) {
    const openParts = p.lots.filter((l) => l.isOpen);
    expect(openParts.length, where).toBeGreaterThan(0);
    expect(p.quantity, where).toBeCloseTo(openParts.reduce((s, l) => s + l.quantity, 0), 6);
    near(p.costBasis, openParts.map((l) => l.costBasis));
  }
}
