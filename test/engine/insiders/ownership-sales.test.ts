/** Insider ownership rosters and Form 144 proposed sales over the sample (as of 2026-11-20). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ownership, ProposedSalePage } from '../../../src/engine/insiders/schemas';
import { call, callError, expectInvalidParameter } from '../../support/invoke';
import { ingestFilings } from '../../support/ownership-filing';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const roster = (ticker: string, query: Record<string, string> = {}) => call<Ownership>(fx.ctx, 'insiders.ownership', { ticker }, query);
const sales = (ticker: string, query: Record<string, string> = {}) => call<ProposedSalePage>(fx.ctx, 'insiders.proposedSales', { ticker }, query);

describe('insider ownership', () => {
  it("restates holdings onto today's split basis before ranking (a balance reported before NVDA's 4:1 split)", async () => {
    const { data } = await roster('NVDA');
    // Filed as 100,000 before the split: 400,000 today, so it now outranks the 250,000 reported after it.
    expect(data.map((r) => [r.insiderName, r.sharesOwned])).toEqual([['Grant Evelyn', 400_000], ['Young Marcus', 250_000]]);
  });

  it('largest holder first; ties break on insider name so pages never repeat or skip', async () => {
    const { data } = await roster('PEP');
    expect(data.map((r) => [r.insiderName, r.sharesOwned, r.lastTransactionType, r.lastTransactionDate])).toEqual([
      ['Abbott Grace', 12_000, 'Holding', null],
      ['Ito Kenji', 12_000, 'Holding', null],
    ]);
    expect((await roster('PEP', { limit: '1', offset: '1' })).data.map((r) => r.insiderName)).toEqual(['Ito Kenji']);
  });

  it('sums the newest balance of each title and ownership form; derivative balances are not shares held', async () => {
    const { data } = await roster('AAPL');
    expect(data.map((r) => [r.insiderName, r.sharesOwned, r.lastTransactionType])).toEqual([
      ['Harper Lena', 400_000, 'Sale'],
      ['Okafor Daniel J', 29_500, 'TaxPayment'],
    ]);
  });

  it('returns a bare data array; a limit above 100 is a 400 naming it', async () => {
    expect(Object.keys(await roster('AAPL'))).toEqual(['data']);
    const error = await callError(fx.ctx, 'insiders.ownership', { ticker: 'AAPL' }, { limit: '101' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 400, code: 'invalid_parameter' });
    expect(error.message).toContain("'limit'");
  });

  it('limit defaults to 30 and goes up to 100; equal holdings page in name order without repeats or gaps', async () => {
    const many = await emptyStore();
    try {
      // One joint filing of 32 directors, each left holding 1,000 shares.
      const owners = Array.from({ length: 32 }, (_, i) => ({ cik: 1_000_100 - i, name: `Holder ${String(i + 1).padStart(2, '0')}`, director: true }));
      await ingestFilings(many, [{ ticker: 'EXMP', issuerCik: 12_345, owners, signed: '2026-11-02', rows: [{ date: '2026-11-01', code: 'P', shares: 10, price: 5, after: 1_000 }] }]);
      const names = async (query: Record<string, string> = {}) =>
        (await call<Ownership>(many.ctx, 'insiders.ownership', { ticker: 'EXMP' }, query)).data.map((r) => r.insiderName);
      const all = owners.map((o) => o.name);
      expect(await names()).toEqual(all.slice(0, 30));
      expect(await names({ limit: '100' })).toEqual(all);
      expect([...(await names({ limit: '7' })), ...(await names({ limit: '7', offset: '7' })), ...(await names({ offset: '14' }))]).toEqual(all);
    } finally {
      many.store.close();
    }
  });
});

describe('proposed sales (Form 144)', () => {
  it("sharesOutstanding is the listing's record, not the notice; sharesToBeSold stays as filed across a split", async () => {
    const { data } = await sales('NVDA');
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ sellerName: 'Evelyn Grant', sharesToBeSold: 10_000, sharesOutstanding: 24_400_000_000, remarks: 'Plan adopted 01/15/2026.' });
  });

  it('newest filing first, filtered by filing date (inclusive), {data, meta}', async () => {
    const all = await sales('AAPL');
    expect(all.data.map((r) => r.filingDate)).toEqual(['2026-10-30', '2026-01-24']);
    expect(all.meta).toEqual({ limit: 100, offset: 0, count: 2, hasMore: false });
    expect((await sales('AAPL', { startDate: '2026-01-24', endDate: '2026-01-24' })).data.map((r) => r.sellerName)).toEqual(['Daniel J Okafor']);
  });

  it('a notice whose issuer is linked to no listing answers under no ticker', async () => {
    const stored = await fx.store.one<{ n: number }>('SELECT count(*) AS n FROM proposed_sales WHERE issuer_cik = 1999999');
    expect(stored?.n).toBe(1);
    for (const ticker of ['AAPL', 'NVDA', 'MSFT']) expect((await sales(ticker)).data.every((r) => r.sellerName !== 'Jamie Doe')).toBe(true);
  });

  it('an unknown ticker is 404', async () => {
    expect((await callError(fx.ctx, 'insiders.proposedSales', { ticker: 'ZZZZ' })).status).toBe(404);
  });

  it('limit goes up to 500; above it, or a start date after the end date, is a 400 naming the parameter', async () => {
    expect((await sales('AAPL', { limit: '500' })).meta.limit).toBe(500);
    for (const [query, name] of [[{ limit: '501' }, 'limit'], [{ startDate: '2026-05-01', endDate: '2026-04-01' }, 'startDate']] as const) {
      await expectInvalidParameter(fx.ctx, 'insiders.proposedSales', { ticker: 'AAPL' }, query, name);
    }
  });
});
