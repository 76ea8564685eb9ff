import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SplitPage } from '../../../src/engine/prices/schemas';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';
import { insertListing, insertSplit } from '../../support/captures';
import { call, callError, expectInvalidParameter } from '../../support/invoke';
import { fixedClock } from '../../../src/core/clock';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore('2026-11-20', '2026-11-21T15:00:00Z');
});
afterAll(() => fx.store.close());

const splits = (ticker: string, query: Record<string, string> = {}, ctx = fx.ctx) => call<SplitPage>(ctx, 'prices.splits', { ticker }, query);

describe('GET /v1/stocks/{ticker}/splits', () => {
  it('marks a reconciled 4:1 split priceHistoryAdjusted true, with meta.total', async () => {
    expect(await splits('NVDA')).toEqual({
      data: [{ effectiveDate: expect.any(String), numerator: 4, denominator: 1, priceHistoryAdjusted: true }],
      meta: { limit: 20, offset: 0, count: 1, hasMore: false, total: 1 },
    });
  });

  it('marks a 3:2 split false: the ratio lies strictly between 1:2 and 2:1', async () => {
    const page = await splits('WMT');
    expect(page.data).toEqual([{ effectiveDate: expect.any(String), numerator: 3, denominator: 2, priceHistoryAdjusted: false }]);
  });

  it('lists an announced split before its effective date, marked false', async () => {
    const page = await splits('COST');
    expect(page.data).toHaveLength(1);
    expect(page.data[0]!.effectiveDate > '2026-11-20').toBe(true);
    expect(page.data[0]!.priceHistoryAdjusted).toBe(false);
  });

  it('answers 200 with total 0 for a known listing without splits', async () => {
    expect(await splits('AAPL')).toEqual({ data: [], meta: { limit: 20, offset: 0, count: 0, hasMore: false, total: 0 } });
  });

  it('answers 404 not_found for an unknown ticker', async () => {
    const error = await callError(fx.ctx, 'prices.splits', { ticker: 'NOPE' });
    expect([error.status, error.code]).toEqual([404, 'not_found']);
  });

  describe('on a listing with several splits', () => {
    let own: SampleFixture;
    beforeAll(async () => {
      own = await emptyStore('2026-11-21T15:00:00Z');
      await insertListing(own.store, 'MULTI');
      await insertSplit(own.store, 'MULTI', '2019-03-01', 2, 1, true);
      await insertSplit(own.store, 'MULTI', '2021-07-01', 1, 10, true);
      await insertSplit(own.store, 'MULTI', '2024-05-01', 3, 1, false);
      await insertSplit(own.store, 'MULTI', '2026-11-23', 5, 1, true);
    });
    afterAll(() => own.store.close());

    it('returns them newest effective date first', async () => {
      const page = await splits('MULTI', {}, own.ctx);
      expect(page.data.map((s) => [s.effectiveDate, s.numerator, s.denominator, s.priceHistoryAdjusted])).toEqual([
        ['2026-11-23', 5, 1, false],
        ['2024-05-01', 3, 1, false],
        ['2021-07-01', 1, 10, true],
        ['2019-03-01', 2, 1, true],
      ]);
      expect(page.meta.total).toBe(4);
    });

    it('filters on an inclusive effective-date window; total counts the window', async () => {
      const page = await splits('MULTI', { startDate: '2021-07-01', endDate: '2024-05-01' }, own.ctx);
      expect(page.data.map((s) => s.effectiveDate)).toEqual(['2024-05-01', '2021-07-01']);
      expect(page.meta).toEqual({ limit: 20, offset: 0, count: 2, hasMore: false, total: 2 });
    });

    it('pages with offset, keeping total, and still reports it past the last row', async () => {
      expect((await splits('MULTI', { limit: '2', offset: '1' }, own.ctx)).meta).toEqual({ limit: 2, offset: 1, count: 2, hasMore: true, total: 4 });
      expect((await splits('MULTI', { limit: '2', offset: '2' }, own.ctx)).meta).toEqual({ limit: 2, offset: 2, count: 2, hasMore: false, total: 4 });
      expect(await splits('MULTI', { offset: '9' }, own.ctx)).toEqual({ data: [], meta: { limit: 20, offset: 9, count: 0, hasMore: false, total: 4 } });
    });

    it('turns a restated split true once its effective date arrives', async () => {
      const later = { ...own.ctx, clock: fixedClock('2026-11-23T15:00:00Z') };
      expect((await splits('MULTI', { limit: '1' }, later)).data[0]!.priceHistoryAdjusted).toBe(true);
    });
  });

  it.each([
    [{ limit: '501' }, 'limit'],
    [{ endDate: 'tomorrow' }, 'endDate'],
    [{ startDate: '2026-05-01', endDate: '2026-04-01' }, 'startDate'],
  ])('answers 400 invalid_parameter naming the parameter for %j', async (query, name) => {
    await expectInvalidParameter(fx.ctx, 'prices.splits', { ticker: 'NVDA' }, query, name);
  });
});
