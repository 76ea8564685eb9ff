import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DividendPage } from '../../../src/engine/prices/schemas';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';
import { insertDividend, insertListing } from '../../support/captures';
import { call, callError, expectInvalidParameter } from '../../support/invoke';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore('2026-11-20', '2026-11-21T15:00:00Z');
});
afterAll(() => fx.store.close());

const dividends = (ticker: string, query: Record<string, string> = {}, ctx = fx.ctx) =>
  call<DividendPage>(ctx, 'prices.dividends', { ticker }, query);

describe('GET /v1/stocks/{ticker}/dividends', () => {
  it('returns exDate, amountPerShare and currency, newest ex-date first, 20 per page by default', async () => {
    const page = await dividends('MSFT');
    expect(page.meta).toEqual({ limit: 20, offset: 0, count: 12, hasMore: false });
    expect(Object.keys(page.data[0]!)).toEqual(['exDate', 'amountPerShare', 'currency']);
    const dates = page.data.map((d) => d.exDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.data[0]).toEqual({ exDate: expect.any(String), amountPerShare: 0.83, currency: 'USD' });
  });

  it('includes a declared future ex-date', async () => {
    const page = await dividends('AAPL', { limit: '1' });
    expect(page.data).toEqual([{ exDate: '2026-11-30', amountPerShare: 0.26, currency: 'USD' }]);
    expect(page.meta.hasMore).toBe(true);
  });

  it('names the currency of a non-US listing (GBP for XLON:VOD)', async () => {
    const page = await dividends('XLON:VOD');
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((d) => d.currency === 'GBP')).toBe(true);
  });

  it('filters on an inclusive ex-date window', async () => {
    const all = await dividends('AAPL', { limit: '500' });
    const inside = all.data.filter((d) => d.exDate >= '2025-01-01' && d.exDate <= '2025-12-31');
    const page = await dividends('AAPL', { startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(page.data).toEqual(inside);
    expect(inside).toHaveLength(4);
    const first = inside.at(-1)!.exDate;
    expect((await dividends('AAPL', { startDate: first, endDate: first })).data).toEqual([inside.at(-1)]);
  });

  it('pages with offset and hasMore', async () => {
    const all = await dividends('AAPL', { limit: '500' });
    const page = await dividends('AAPL', { limit: '3', offset: '2' });
    expect(page.data).toEqual(all.data.slice(2, 5));
    expect(page.meta).toEqual({ limit: 3, offset: 2, count: 3, hasMore: true });
    const last = await dividends('AAPL', { limit: '3', offset: String(all.data.length - 3) });
    expect(last.meta.hasMore).toBe(false);
  });

  it('answers 200 with an empty page for a known listing without dividends', async () => {
    expect(await dividends('AMZN')).toEqual({ data: [], meta: { limit: 20, offset: 0, count: 0, hasMore: false } });
    expect((await dividends('BF-A')).data).toEqual([]);
  });

  it('answers 404 not_found for an unknown ticker', async () => {
    const error = await callError(fx.ctx, 'prices.dividends', { ticker: 'NOPE' });
    expect([error.status, error.code]).toEqual([404, 'not_found']);
  });

  it('reports only the listing\'s own payments, never another class of the issuer', async () => {
    const own = await emptyStore();
    try {
      await insertListing(own.store, 'CLSA');
      await insertListing(own.store, 'CLSB');
      await insertDividend(own.store, 'CLSA', '2026-03-02', 1.5);
      await insertDividend(own.store, 'CLSB', '2026-03-02', 0.01);
      await insertDividend(own.store, 'CLSB', '2026-06-01', 0.01);
      expect((await dividends('CLSA', {}, own.ctx)).data).toEqual([{ exDate: '2026-03-02', amountPerShare: 1.5, currency: 'USD' }]);
      expect((await dividends('CLSB', {}, own.ctx)).data.map((d) => d.amountPerShare)).toEqual([0.01, 0.01]);
    } finally {
      own.store.close();
    }
  });

  it.each([
    [{ limit: '501' }, 'limit'],
    [{ startDate: '2026-13-01' }, 'startDate'],
    [{ startDate: '2026-05-01', endDate: '2026-04-01' }, 'startDate'],
  ])('answers 400 invalid_parameter naming the parameter for %j', async (query, name) => {
    await expectInvalidParameter(fx.ctx, 'prices.dividends', { ticker: 'AAPL' }, query, name);
  });
});
