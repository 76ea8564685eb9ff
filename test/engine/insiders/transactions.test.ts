/** `GET /v1/stocks/{ticker}/insider-transactions` over the sample (as of 2026-11-20, today 2026-11-21). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionPage, TransactionRow } from '../../../src/engine/insiders/schemas';
import { call, callError } from '../../support/invoke';
import { ingestFilings } from '../../support/ownership-filing';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';

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

  it('insiderName keeps a row only when every word occurs in the filed name', async () => {
    expect((await list('AAPL', { insiderName: 'okafor' })).data.length).toBeGreaterThan(0);
    expect((await list('AAPL', { insiderName: 'harper' })).data.length).toBeGreaterThan(0);
    // Each word names someone, but no one name holds both.
    expect((await list('AAPL', { insiderName: 'okafor harper' })).data).toEqual([]);
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

describe('insider transactions: the vocabulary of filed codes', () => {
  // One row per code; the shares tell the rows apart.
  const CODES: [letter: string, transactionCode: TransactionRow['transactionCode'], transactionType: TransactionRow['transactionType']][] = [
    ['P', 'Purchase', 'Buy'], ['S', 'Sale', 'Sell'], ['A', 'Award', 'Award'], ['C', 'Conversion', 'Conversion'],
    ['M', 'Exercise', 'Exercise'], ['X', 'Exercise', 'Exercise'], ['O', 'Exercise', 'Exercise'], ['F', 'Tax Payment', 'TaxPayment'],
    ['E', 'Expiration', 'Expiration'], ['H', 'Expiration', 'Expiration'], ['G', 'Gift', 'Gift'], ['W', 'Inheritance', 'Inheritance'],
    ['I', 'Discretionary', 'Discretionary'], ['J', 'Other', 'Other'], ['K', 'Other', 'Other'], ['D', 'Other', 'Other'],
  ];
  let coded: SampleFixture;
  const codedList = (query: Record<string, string> = {}) => call<TransactionPage>(coded.ctx, 'insiders.transactions', { ticker: 'EXMP' }, { limit: '500', ...query });
  const letterOf = (r: TransactionRow) => CODES[r.shares! - 1]![0];

  beforeAll(async () => {
    coded = await emptyStore();
    await ingestFilings(coded, [{
      ticker: 'EXMP', issuerCik: 12_345, owners: [{ cik: 1_000_001, name: 'Doe Jane', director: true }], signed: '2026-11-02',
      rows: [
        ...CODES.map(([code], i) => ({ date: '2026-11-01', code, shares: i + 1, price: 2.5, after: 100 })),
        { title: null, date: '2026-10-01', code: 'P', shares: 40, price: null, after: 140 },
      ],
    }]);
  });
  afterAll(() => coded?.store.close());

  it('transactionCode is the meaning of the filed code and transactionType its coarse label', async () => {
    const rows = (await codedList({ startDate: '2026-11-01' })).data;
    expect(rows.map((r) => [letterOf(r), r.transactionCode, r.transactionType]).sort()).toEqual(CODES.map((c) => [...c]).sort());
  });

  it('isOpenMarketTrade is true for a filed purchase or sale and false for every other code', async () => {
    const rows = (await codedList({ startDate: '2026-11-01' })).data;
    expect(rows.filter((r) => r.isOpenMarketTrade).map(letterOf).sort()).toEqual(['P', 'S']);
    expect(rows.every((r) => typeof r.isOpenMarketTrade === 'boolean')).toBe(true);
  });

  it('each transactionType keeps exactly the rows of its codes; Other is every code no other type claims', async () => {
    for (const type of new Set(CODES.map(([, , t]) => t))) {
      const rows = (await codedList({ transactionType: type, startDate: '2026-11-01' })).data;
      expect([type, rows.map(letterOf).sort()]).toEqual([type, CODES.filter(([, , t]) => t === type).map(([l]) => l).sort()]);
    }
  });

  it('value is shares × pricePerShare, null without a price; securityTitle is null when the filing gives none', async () => {
    const rows = (await codedList()).data;
    expect(rows.find((r) => r.shares === 1)).toMatchObject({ transactionCode: 'Purchase', pricePerShare: 2.5, value: 2.5, securityTitle: 'Common Stock' });
    expect(rows.find((r) => r.shares === 40)).toMatchObject({ pricePerShare: null, value: null, securityTitle: null });
  });
});
