/** Insider ownership rosters and Form 144 proposed sales over the sample (as of 2026-11-20). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ownership, ProposedSalePage } from '../../../src/engine/insiders/schemas';
import { call, callError } from '../../support/invoke';
import { sampleStore, type SampleFixture } from '../../support/store';

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

  it('returns a bare data array; limit defaults to 30, max 100', async () => {
    expect(Object.keys(await roster('AAPL'))).toEqual(['data']);
    expect((await callError(fx.ctx, 'insiders.ownership', { ticker: 'AAPL' }, { limit: '101' })).message).toContain("'limit'");
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
});
