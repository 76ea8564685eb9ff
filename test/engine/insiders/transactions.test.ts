/** `GET /v1/stocks/{ticker}/insider-transactions` over the sample (as of 2026-11-20, today 2026-11-21). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionPage } from '../../../src/engine/insiders/schemas';
import { call, callError } from '../../support/invoke';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const list = (ticker: string, query: Record<string, string> = {}) => call<TransactionPage>(fx.ctx, 'insiders.transactions', { ticker }, query);

describe('insider transactions', () => {
  it('returns {data, meta}, most recent first, both the non-derivative and the derivative table', async () => {
    const page = await list('AAPL', { limit: '500' });
    const dates = page.data.map((r) => r.transactionDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(page.data.map((r) => r.securityKind))).toEqual(new Set(['Non-derivative', 'Derivative']));
    expect(page.meta).toEqual({ limit: 500, offset: 0, count: 8, hasMore: false });
  });

  it('isOpenMarketTrade is true only for a filed purchase or sale; transactionCode carries the filed meaning', async () => {
    const rows = (await list('AAPL', { limit: '500' })).data;
    for (const r of rows) expect(r.isOpenMarketTrade).toBe(r.transactionCode === 'Purchase' || r.transactionCode === 'Sale');
    expect(new Set(rows.map((r) => `${r.transactionType}/${r.transactionCode}`))).toEqual(
      new Set(['Sell/Sale', 'Award/Award', 'TaxPayment/Tax Payment', 'Exercise/Exercise', 'Gift/Gift', 'Buy/Purchase']),
    );
  });

  it('isRule10b5One is null on a filing that predates the checkbox (schema X0306), true or false after it', async () => {
    const rows = (await list('AAPL', { limit: '500' })).data;
    const old = rows.find((r) => r.transactionDate < '2025-01-01')!;
    expect(old.isRule10b5One).toBeNull();
    expect(rows.filter((r) => r.transactionDate >= '2025-01-01').map((r) => r.isRule10b5One)).toContain(true);
    expect(rows.filter((r) => r.transactionDate >= '2025-01-01').every((r) => r.isRule10b5One !== null)).toBe(true);
  });

  it('filters combine: dates (inclusive), transactionType and insiderName', async () => {
    const sells = await list('AAPL', { transactionType: 'Sell' });
    expect(sells.data.map((r) => r.transactionDate)).toEqual(['2026-10-31', '2026-10-11']);
    const window = await list('AAPL', { transactionType: 'Sell', startDate: '2026-10-11', endDate: '2026-10-11' });
    expect(window.data.map((r) => r.shares)).toEqual([10_000]);
    const named = await list('AAPL', { insiderName: 'daniel OKAFOR' });
    expect(new Set(named.data.map((r) => r.insiderName))).toEqual(new Set(['Okafor Daniel J']));
    expect((await list('AAPL', { insiderName: 'okafor', transactionType: 'Buy' })).data.map((r) => r.transactionDate)).toEqual(['2024-12-20']);
  });

  it('Purchase and Sale are accepted as aliases of Buy and Sell, case ignored', async () => {
    expect(await list('AAPL', { transactionType: 'sale' })).toEqual(await list('AAPL', { transactionType: 'Sell' }));
    expect(await list('JPM', { transactionType: 'Purchase' })).toEqual(await list('JPM', { transactionType: 'buy' }));
  });

  it('Other is every code no other type claims', async () => {
    expect((await list('AAPL', { transactionType: 'Other' })).data).toEqual([]);
  });

  it('pages with limit and offset', async () => {
    const all = (await list('AAPL', { limit: '500' })).data;
    const page = await list('AAPL', { limit: '3', offset: '3' });
    expect(page.data).toEqual(all.slice(3, 6));
    expect(page.meta).toEqual({ limit: 3, offset: 3, count: 3, hasMore: true });
  });

  it('an unknown ticker is 404; a known one with nothing in range is an empty page', async () => {
    expect((await callError(fx.ctx, 'insiders.transactions', { ticker: 'ZZZZ' })).status).toBe(404);
    expect((await list('SPY')).data).toEqual([]);
  });

  it('bad input is a 400 naming the parameter', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ transactionType: 'Bought' }, "'transactionType'"],
      [{ limit: '501' }, "'limit'"],
      [{ startDate: '2026-02-30' }, "'startDate'"],
      [{ startDate: '2026-05-01', endDate: '2026-04-01' }, "'startDate'"],
    ];
    for (const [query, name] of cases) {
      const error = await callError(fx.ctx, 'insiders.transactions', { ticker: 'AAPL' }, query);
      expect({ status: error.status, code: error.code }).toEqual({ status: 400, code: 'invalid_parameter' });
      expect(error.message).toContain(name);
    }
  });
});
