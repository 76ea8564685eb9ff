/**
 * The supply-chain rules beyond the sample's cases, on an empty store holding only what each test writes:
 * which report of a filer is read, an unlisted filer, the revenue a share is valued with, and the pure
 * rules of periods and of the overlap's matching.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sameCounterparty } from '../../../src/engine/supply-chain/overlap-match';
import { overlappingYear, readStatedEnd, yearOfPeriod } from '../../../src/engine/supply-chain/period-match';
import type { SupplyChain } from '../../../src/engine/supply-chain/schemas';
import { ingestAny } from '../../../src/store/ingest/index';
import { fixture, scratch } from '../../fixtures/ingest/helpers';
import { call } from '../../support/invoke';
import { emptyStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
const files = scratch();
beforeEach(async () => {
  fx = await emptyStore();
  await fx.store.write(async (tx) => {
    await tx.run("INSERT INTO listings VALUES ('NVDA', NULL, 'NVDA', 'NVIDIA Corporation', 'NVIDIA Corporation', 'Stock', 'USD', true, 'ingest', NULL, now())");
    await tx.run("INSERT INTO sec_tickers VALUES (1045810, 'NVDA', 'NVIDIA CORP', 'Nasdaq', 'company-tickers', 'ingest', NULL, now())");
  });
});
afterEach(() => fx.store.close());

const FILER = { filerCik: 1999004, filerName: 'Example Boards Inc.', filerTicker: null, form: '10-K', periodEnd: '2025-12-31', fiscalYear: 2025, filedDate: '2026-02-25', accession: '0001999004-26-000002', filingUrl: null };
const share = (percent: number, period: string | null, quote: string) => ({
  ...FILER, side: 'customers', counterparty: 'NVIDIA Corporation', counterpartyTicker: null, role: 'customer', quote, percent, percentFloor: false, basis: 'Revenue', period,
});

async function ingestStatements(statements: readonly object[]): Promise<void> {
  await ingestAny(fx.store, fx.clock, 'supply-chain-statements', files.write(`s${Math.random().toString(36).slice(2)}.json`, JSON.stringify({ statements })));
}

/** A revenue fact of `cik` (USD, a fiscal year ending `end`). */
async function revenue(cik: number, concept: string, start: string, end: string, value: number, filing: { fy: number; accession: string; filed: string }, source = 'ingest'): Promise<void> {
  await fx.store.write((tx) =>
    tx.run("INSERT INTO company_facts VALUES (?, 'X', 'us-gaap', ?, 'USD', CAST(? AS DATE), CAST(? AS DATE), ?, ?, 'FY', '10-K', CAST(? AS DATE), ?, ?, NULL, now())", [
      cik, concept, start, end, value, filing.fy, filing.filed, filing.accession, source,
    ]));
}

const nvda = () => call<SupplyChain>(fx.ctx, 'supplyChain.read', { ticker: 'NVDA' });

describe("which reports are read: each filer's current annual report", () => {
  it('a newer fiscal period replaces what an older report stated; an amendment of the same period does not outrank the original', async () => {
    await ingestStatements([{ ...share(30, '2024', 'Sales to NVIDIA Corporation were 30% of our net sales in 2024.'), periodEnd: '2024-12-31', fiscalYear: 2024, filedDate: '2025-02-25', accession: '0001999004-25-000002' }]);
    await ingestStatements([share(23, '2025', 'Sales to NVIDIA Corporation accounted for 23% of our net revenue in 2025.')]);
    await ingestStatements([{ ...FILER, form: '10-K/A', filedDate: '2026-04-30', accession: '0001999004-26-000009', side: 'partners', counterparty: 'NVIDIA Corporation', counterpartyTicker: 'NVDA', role: 'partner', quote: 'We partner with NVIDIA Corporation.', percent: null, percentFloor: null, basis: null, period: null }]);
    const body = await nvda();
    expect(body.suppliers.flatMap((e) => e.statements.map((s) => s.share?.percent))).toEqual([23]);
    expect(body.partners).toEqual([]);
  });

  it("statedBy is the filer's name when it is unlisted, and the ticker of the company entry is null", async () => {
    await ingestAny(fx.store, fx.clock, 'supply-chain-statements', fixture('supply-chain-statements.json'));
    const [supplier] = (await nvda()).suppliers;
    expect(supplier).toMatchObject({ name: 'Example Components Inc.', ticker: null });
    expect(supplier!.statements[0]).toMatchObject({ statedBy: 'Example Components Inc.', isOwnFiling: false, filingUrl: 'https://www.sec.gov/Archives/edgar/data/1999001/000199900126000007/' });
  });
});

describe('value: share times the annual revenue the same filing reports', () => {
  const own = { fy: 2025, accession: FILER.accession, filed: FILER.filedDate };
  const later = { fy: 2026, accession: '0001999004-27-000002', filed: '2027-02-25' };

  it("takes the filing's own figure for the period the share names, total revenues first, never a later restatement", async () => {
    await revenue(1999004, 'RevenueFromContractWithCustomerExcludingAssessedTax', '2025-01-01', '2025-12-31', 0.9e9, own);
    await revenue(1999004, 'Revenues', '2025-01-01', '2025-12-31', 1.0e9, own);
    await revenue(1999004, 'Revenues', '2024-01-01', '2024-12-31', 0.8e9, own);
    await revenue(1999004, 'Revenues', '2025-01-01', '2025-12-31', 1.2e9, later);
    await ingestStatements([
      share(23, '2025', 'Sales to NVIDIA Corporation accounted for 23% of our net revenue in 2025.'),
      share(10, '2024', 'In 2024, NVIDIA Corporation accounted for 10% of our net revenue.'),
    ]);
    const values = (await nvda()).suppliers[0]!.statements.map((s) => s.value);
    expect(values.map((v) => [v?.amountUsd, v?.revenueUsd, v?.revenuePeriodEnd])).toEqual([[230_000_000, 1.0e9, '2025-12-31'], [80_000_000, 0.8e9, '2024-12-31']]);
  });

  it("values the customer's share of its own revenue over its fiscal year overlapping the filer's most", async () => {
    await revenue(1999004, 'Revenues', '2025-01-01', '2025-12-31', 1.0e9, own);
    const nvdaFiling = { fy: 2026, accession: '0001045810-26-000010', filed: '2026-03-10' };
    await revenue(1045810, 'Revenues', '2024-01-29', '2025-01-26', 130e9, nvdaFiling);
    await revenue(1045810, 'Revenues', '2025-01-27', '2026-01-25', 200e9, nvdaFiling);
    await ingestStatements([share(23, '2025', 'Sales to NVIDIA Corporation accounted for 23% of our net revenue in 2025.')]);
    expect((await nvda()).suppliers[0]!.statements[0]!.value).toMatchObject({ customerRevenueUsd: 200e9, customerRevenuePeriodEnd: '2026-01-25', customerRevenueShare: 0.12 });
  });

  it('a revenue share whose revenue is not in the store still gets a value, its figures null; a real statement is never valued with synthetic facts', async () => {
    await revenue(1999004, 'Revenues', '2025-01-01', '2025-12-31', 1.0e9, own, 'sample');
    await ingestStatements([share(23, '2025', 'Sales to NVIDIA Corporation accounted for 23% of our net revenue in 2025.')]);
    expect((await nvda()).suppliers[0]!.statements[0]!.value).toEqual({
      amountUsd: null, isFloor: false, revenueUsd: null, revenuePeriodEnd: null, customerRevenueShare: null, customerRevenueUsd: null, customerRevenuePeriodEnd: null,
    });
  });
});

describe('periods', () => {
  const years = [
    { start: '2025-01-01', end: '2025-12-31', value: 3 },
    { start: '2024-01-01', end: '2024-12-31', value: 2 },
  ];

  it('reads a stated date or year; no period means the report\'s own year', () => {
    expect(readStatedEnd('the year ended December 31, 2024')).toEqual({ date: '2024-12-31' });
    expect(readStatedEnd('fiscal 2025')).toEqual({ year: 2025 });
    expect(yearOfPeriod(years, 'the year ended December 28, 2024', '2025-12-31')?.value).toBe(2);
    expect(yearOfPeriod(years, 'fiscal 2025', '2025-12-31')?.value).toBe(3);
    expect(yearOfPeriod(years, null, '2025-12-31')?.value).toBe(3);
    expect(yearOfPeriod(years, '2019', '2025-12-31')).toBeNull();
  });

  it('picks the fiscal year overlapping most, none when none overlaps', () => {
    expect(overlappingYear(years, { start: '2024-10-01', end: '2025-09-30' })?.value).toBe(3);
    expect(overlappingYear(years, { start: '2024-06-01', end: '2025-05-31' })?.value).toBe(2);
    expect(overlappingYear(years, { start: '2020-01-01', end: '2020-12-31' })).toBeNull();
  });
});

describe("the overlap's matching rule", () => {
  it('the same listed company, or, when either is unlisted, the same written name', () => {
    expect(sameCounterparty({ name: 'Meta Platforms, Inc.', ticker: 'META' }, { name: 'Meta', ticker: 'META' })).toBe(true);
    expect(sameCounterparty({ name: 'Alphabet Inc.', ticker: 'GOOG' }, { name: 'Alphabet Inc.', ticker: 'GOOGL' })).toBe(false);
    expect(sameCounterparty({ name: 'Sample Substrate Corp.', ticker: null }, { name: 'SAMPLE SUBSTRATE CORP', ticker: null })).toBe(true);
    expect(sameCounterparty({ name: 'Broadcom Inc.', ticker: 'AVGO' }, { name: 'Broadcom Inc', ticker: null })).toBe(true);
  });

  it('so one company written two ways that resolve differently counts twice', () => {
    expect(sameCounterparty({ name: 'Taiwan Semiconductor Manufacturing Company Limited', ticker: 'TSM' }, { name: 'TSMC', ticker: null })).toBe(false);
  });
});
