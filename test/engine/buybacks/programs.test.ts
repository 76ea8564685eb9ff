/**
 * `buybacks.programs`: the rules of the buyback read, on the sample store and on stores holding facts and
 * program records ingested from files written in their layouts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestAny } from '../../../src/store/ingest/index';
import type { BuybackPrograms } from '../../../src/engine/buybacks/schemas';
import { call, callError, expectInvalidParameter } from '../../support/invoke';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';
import { realFixture, scratch } from '../../fixtures/ingest/helpers';

const ID = 'buybacks.programs';
const files = scratch();
afterAll(() => files.remove());

const fact = (start: string | null, end: string, val: number, accn: string, fp: string, filed: string, fy = Number(end.slice(0, 4))) =>
  ({ ...(start === null ? {} : { start }), end, val, accn, fy, fp, form: fp === 'FY' ? '10-K' : '10-Q', filed });

/** A companyfacts document of CIK 1 with these us-gaap concepts. */
const companyFacts = (concepts: Record<string, { unit: string; facts: unknown[] }>) =>
  JSON.stringify({ cik: 1, entityName: 'EXAMPLE CORP', facts: { 'us-gaap': Object.fromEntries(Object.entries(concepts).map(([c, { unit, facts }]) => [c, { units: { [unit]: facts } }])) } });

/** An empty store where EXMP links to CIK 1, holding the files given. */
async function storeWith(ingests: readonly [string, string][]): Promise<SampleFixture> {
  const fx = await emptyStore();
  await fx.store.write((tx) => tx.run("INSERT INTO sec_tickers VALUES (1, 'EXMP', 'EXAMPLE CORP', 'NYSE', 'company-tickers', 'ingest', NULL, now())"));
  for (const [dataset, content] of ingests) await ingestAny(fx.store, fx.clock, dataset, files.write(`${dataset}-${Math.random()}.json`, content));
  return fx;
}

describe('on the sample store', () => {
  let fx: SampleFixture;
  beforeAll(async () => {
    fx = await sampleStore();
  });
  afterAll(() => fx.store.close());

  it('a buyback with history: authorization figures from the newest balance-sheet date, fiscal years and quarters newest first', async () => {
    const body = await call<BuybackPrograms>(fx.ctx, ID, { ticker: 'AAPL' });
    expect(body).toMatchObject({ ticker: 'AAPL', companyName: 'Apple Inc.', cik: 320193, authorizedAmount: 110e9, authorizedUnit: 'USD', authorizedAsOf: '2026-09-30', remainingAuthorizedAmount: 62.5e9 });
    expect(body.annualHistory.map((r) => [r.fiscalYear, r.periodEnd])).toEqual([[2026, '2026-09-30'], [2025, '2025-09-30'], [2024, '2024-09-30']]);
    expect(body.quarterlyHistory).toHaveLength(8);
    expect(body.quarterlyHistory.map((r) => r.periodEnd)).toEqual([...body.quarterlyHistory.map((r) => r.periodEnd)].sort().reverse());
  });

  it('a fourth quarter is listed only when a filing tags it, never derived from the year less three quarters', async () => {
    const body = await call<BuybackPrograms>(fx.ctx, ID, { ticker: 'AAPL' });
    const fourth = body.quarterlyHistory.filter((r) => r.fiscalPeriod === 'Q4');
    expect(fourth.map((r) => r.periodEnd)).toEqual(['2026-09-30']);
    expect(body.quarterlyHistory.some((r) => r.periodEnd === '2025-09-30')).toBe(false);
  });

  it('the equity-statement value outranks the cash paid for a period tagging both', async () => {
    const body = await call<BuybackPrograms>(fx.ctx, ID, { ticker: 'AAPL' });
    const year = body.annualHistory[0]!;
    expect(year.amountRepurchasedUsd).toBe(Math.round(year.sharesRepurchased! * 222));
    expect(year.averagePriceUsd).toBe(222);
  });

  it('a null remaining amount means not disclosed, never zero', async () => {
    const body = await call<BuybackPrograms>(fx.ctx, ID, { ticker: 'MSFT' });
    expect(body).toMatchObject({ authorizedAmount: 60e9, remainingAuthorizedAmount: null, remainingAuthorizedUnit: null });
    expect(body.programs).toEqual([expect.objectContaining({ origin: 'extracted', remainingAuthorizedAmount: null, source: expect.objectContaining({ form: '8-K' }) })]);
  });

  it('empty programs and history when nothing is on file (200)', async () => {
    const body = await call<BuybackPrograms>(fx.ctx, ID, { ticker: 'KO' });
    expect(body).toMatchObject({ ticker: 'KO', authorizedAmount: null, authorizedAsOf: null, remainingAuthorizedAmount: null, dollarsAreCombinedEquity: false, programs: [], annualHistory: [], quarterlyHistory: [] });
    expect(body.yearToDate).toEqual({ fiscalYear: null, periodStart: null, periodEnd: null, sharesRepurchased: null, amountRepurchasedUsd: null, source: null });
  });

  it('unknown ticker: 404 with the not_found code', async () => {
    const error = await callError(fx.ctx, ID, { ticker: 'ZZZZ' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
    expect(error.message).toContain('ZZZZ');
  });

  it('a malformed ticker is 400 naming the parameter', async () => {
    await expectInvalidParameter(fx.ctx, ID, { ticker: 'A B' }, {}, 'ticker');
  });
});

describe('on ingested facts and records', () => {
  it('fiscal years are 350 to 380 days and quarters 80 to 100; a half year is neither', async () => {
    const fx = await storeWith([['company-facts', companyFacts({
      StockRepurchasedDuringPeriodShares: { unit: 'shares', facts: [
        fact('2025-01-01', '2025-12-31', 40, 'a-1', 'FY', '2026-02-01'),
        fact('2026-01-01', '2026-03-31', 10, 'a-2', 'Q1', '2026-05-01', 2026),
        fact('2026-01-01', '2026-06-30', 21, 'a-3', 'Q2', '2026-08-01', 2026),
        fact('2026-04-01', '2026-06-30', 11, 'a-3', 'Q2', '2026-08-01', 2026),
      ] },
    })]]);
    try {
      const body = await call<BuybackPrograms>(fx.ctx, ID, { ticker: 'EXMP' });
      expect(body.annualHistory.map((r) => [r.fiscalPeriod, r.sharesRepurchased, r.amountRepurchasedUsd, r.averagePriceUsd])).toEqual([['FY', 40, null, null]]);
      expect(body.quarterlyHistory.map((r) => [r.fiscalPeriod, r.periodEnd, r.sharesRepurchased])).toEqual([['Q2', '2026-06-30', 11], ['Q1', '2026-03-31', 10]]);
      // The year to date starts the day after the newest fiscal year and ends with the newest report.
      expect(body.yearToDate).toMatchObject({ fiscalYear: 2026, periodStart: '2026-01-01', periodEnd: '2026-06-30', sharesRepurchased: 21 });
      expect(body.yearToDate.source).toMatchObject({ form: '10-Q', accession: 'a-3', url: 'https://www.sec.gov/Archives/edgar/data/1/a3/' });
    } finally {
      fx.store.close();
    }
  });

  it("a period's figure comes from the first concept of the preference list, then from its newest filing", async () => {
    const fx = await storeWith([['company-facts', companyFacts({
      TreasuryStockSharesAcquired: { unit: 'shares', facts: [fact('2025-01-01', '2025-12-31', 99, 't-1', 'FY', '2026-02-01')] },
      StockRepurchasedDuringPeriodShares: { unit: 'shares', facts: [fact('2025-01-01', '2025-12-31', 50, 's-1', 'FY', '2026-02-01'), fact('2025-01-01', '2025-12-31', 55, 's-2', 'FY', '2027-02-01', 2026)] },
      PaymentsForRepurchaseOfCommonStock: { unit: 'USD', facts: [fact('2025-01-01', '2025-12-31', 5500, 'p-1', 'FY', '2026-02-01')] },
    })]]);
    try {
      const [year] = (await call<BuybackPrograms>(fx.ctx, ID, { ticker: 'EXMP' })).annualHistory;
      // Shares from the preferred concept, restated by the later filing; the fiscal year as first reported.
      expect(year).toMatchObject({ fiscalYear: 2025, sharesRepurchased: 55, amountRepurchasedUsd: 5500, averagePriceUsd: 100, source: { accession: 'p-1' } });
    } finally {
      fx.store.close();
    }
  });

  it('the top-level figures are the newest program by as-of date; an extracted record leads on a tie and carries expiry and scope', async () => {
    const fx = await storeWith([
      ['company-facts', companyFacts({
        StockRepurchaseProgramAuthorizedAmount1: { unit: 'USD', facts: [fact(null, '2026-03-31', 5e9, 'x-1', 'Q1', '2026-05-01')] },
        StockRepurchaseProgramRemainingAuthorizedRepurchaseAmount1: { unit: 'USD', facts: [fact(null, '2026-03-31', 2e9, 'x-1', 'Q1', '2026-05-01'), fact(null, '2025-12-31', 3e9, 'x-0', 'FY', '2026-02-01')] },
      })],
      ['buyback-programs', JSON.stringify({ programs: [
        { ticker: 'EXMP', announcedDate: '2026-02-10', authorizedAmount: 5e9, authorizedUnit: 'USD', remainingAuthorizedAmount: 2.1e9, remainingAuthorizedUnit: 'USD', asOfDate: '2026-03-31', expires: '2028-02-10', dollarsAreCombinedEquity: true, form: '10-Q', filedDate: '2026-05-01', accession: 'x-1', url: null },
        { ticker: 'EXMP', announcedDate: '2026-02-10', authorizedAmount: 5e9, authorizedUnit: 'USD', remainingAuthorizedAmount: null, remainingAuthorizedUnit: null, asOfDate: '2026-02-10', expires: '2028-02-10', dollarsAreCombinedEquity: true, form: '8-K', filedDate: '2026-02-11', accession: 'x-8k', url: 'https://www.sec.gov/x' },
      ] })],
    ]);
    try {
      const body = await call<BuybackPrograms>(fx.ctx, ID, { ticker: 'EXMP' });
      expect(body.programs.map((p) => [p.origin, p.asOfDate, p.remainingAuthorizedAmount])).toEqual([['extracted', '2026-03-31', 2.1e9], ['xbrl', '2026-03-31', 2e9]]);
      expect(body).toMatchObject({ authorizedAmount: 5e9, authorizedAsOf: '2026-03-31', remainingAuthorizedAmount: 2.1e9, programExpires: '2028-02-10', dollarsAreCombinedEquity: true });
    } finally {
      fx.store.close();
    }
  });

  it('a ticker known only through a program record answers; its company facts are not read without a CIK link', async () => {
    const fx = await emptyStore();
    try {
      await ingestAny(fx.store, fx.clock, 'buyback-programs', files.write('only.json', JSON.stringify({ programs: [
        { ticker: 'brk.b', announcedDate: null, authorizedAmount: 1e6, authorizedUnit: 'shares', remainingAuthorizedAmount: 0, remainingAuthorizedUnit: 'shares', asOfDate: '2026-06-30', expires: null, dollarsAreCombinedEquity: false, form: '10-Q', filedDate: '2026-08-01', accession: 'b-1', url: null },
      ] })));
      const body = await call<BuybackPrograms>(fx.ctx, ID, { ticker: 'BRK.B' });
      expect(body).toMatchObject({ ticker: 'BRK-B', cik: null, authorizedUnit: 'shares', remainingAuthorizedAmount: 0, remainingAuthorizedUnit: 'shares' });
    } finally {
      fx.store.close();
    }
  });

  it('the real Marvell companyfacts file (trimmed before any repurchase concept) answers empty history, not an error', async () => {
    const fx = await emptyStore();
    try {
      await fx.store.write((tx) => tx.run("INSERT INTO sec_tickers VALUES (1835632, 'MRVL', 'MARVELL TECHNOLOGY, INC', 'Nasdaq', 'company-tickers', 'ingest', NULL, now())"));
      await ingestAny(fx.store, fx.clock, 'company-facts', realFixture('sec-xbrl-companyfacts/CIK0001835632.json'));
      const body = await call<BuybackPrograms>(fx.ctx, ID, { ticker: 'MRVL' });
      expect(body).toMatchObject({ cik: 1835632, companyName: 'MARVELL TECHNOLOGY, INC', programs: [], annualHistory: [], quarterlyHistory: [] });
    } finally {
      fx.store.close();
    }
  });
});
