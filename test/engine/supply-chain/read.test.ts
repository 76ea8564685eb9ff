/**
 * `GET /v1/stocks/{ticker}/supply-chain` on the sample store, through the registry (parameter parsing and
 * all), as the local caller (Pro) unless a test says otherwise. Each test names the rule of the spec's
 * supply-chain sections it checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CALLER, type EngineContext } from '../../../src/engine/context';
import type { CompanyEntry, SupplyChain } from '../../../src/engine/supply-chain/schemas';
import { call, callError, expectInvalidParameter, TEST_UPGRADE_URL } from '../../support/invoke';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const read = (ticker: string, query: Record<string, string> = {}, ctx: EngineContext = fx.ctx) => call<SupplyChain>(ctx, 'supplyChain.read', { ticker }, query);
const names = (entries: readonly CompanyEntry[]) => entries.map((e) => e.name);
const entry = (entries: readonly CompanyEntry[], ticker: string) => entries.find((e) => e.ticker === ticker)!;
const named = (entries: readonly CompanyEntry[], name: string) => entries.find((e) => e.name === name)!;

describe('supply-chain response', () => {
  it('has ticker, companyName, annualReport, namedOnlyByOthers, locked, upgradeUrl, counts, overview and the four lists', async () => {
    const body = await read('NVDA');
    expect(Object.keys(body)).toEqual(['ticker', 'companyName', 'annualReport', 'namedOnlyByOthers', 'locked', 'upgradeUrl', 'counts', 'overview', 'customers', 'suppliers', 'competitors', 'partners']);
    expect(body).toMatchObject({ ticker: 'NVDA', companyName: 'NVIDIA Corporation', annualReport: { form: '10-K', filedDate: '2026-03-16', filingUrl: null }, locked: false, upgradeUrl: null });
  });

  it('counts cover every company before the side, quantifiedOnly and limit filters', async () => {
    const all = await read('NVDA');
    expect(all.counts).toEqual({ customers: 3, suppliers: 2, competitors: 4, partners: 0 });
    const filtered = await read('NVDA', { side: 'customers', quantifiedOnly: 'true', limit: '1' });
    expect(filtered.counts).toEqual(all.counts);
    expect(filtered.customers).toHaveLength(1);
  });

  it('side: non-selected sides come back empty', async () => {
    const body = await read('NVDA', { side: 'competitors' });
    expect([body.customers, body.suppliers, body.partners]).toEqual([[], [], []]);
    expect(names(body.competitors)).toEqual(['Alphabet Inc.', 'Broadcom Inc.', 'Microsoft Corporation', 'Sample Chip Design Inc.']);
  });

  it('quantifiedOnly true keeps only companies with a stated share', async () => {
    const body = await read('NVDA', { quantifiedOnly: 'true' });
    expect(names(body.customers)).toEqual(['Microsoft Corporation', 'Meta Platforms, Inc.', 'Amazon.com, Inc.']);
    expect([body.suppliers, body.competitors]).toEqual([[], []]);
  });

  it('lens stated (default): largest stated share first, whatever its basis', async () => {
    expect(names((await read('NVDA')).customers)).toEqual(['Microsoft Corporation', 'Meta Platforms, Inc.', 'Amazon.com, Inc.']);
  });

  it("lens dependsOn: largest share of this company's own report first; dependents: those relying most on this company first", async () => {
    // AAPL's own report states no shares; AVGO's report says Apple brings it 20% of its revenue.
    const dependents = await read('AAPL', { lens: 'dependents' });
    expect(dependents.suppliers.map((e) => [e.ticker, e.statements[0]!.share?.percent])).toEqual([['AVGO', 20]]);
    const dependsOn = await read('NVDA', { lens: 'dependsOn', side: 'customers' });
    expect(names(dependsOn.customers)).toEqual(['Microsoft Corporation', 'Meta Platforms, Inc.', 'Amazon.com, Inc.']);
  });

  it('limit: companies per side, default 50, max 500', async () => {
    expect((await read('NVDA', { limit: '2' })).competitors).toHaveLength(2);
    await expectInvalidParameter(fx.ctx, 'supplyChain.read', { ticker: 'NVDA' }, { limit: '501' }, 'limit');
    await expectInvalidParameter(fx.ctx, 'supplyChain.read', { ticker: 'NVDA' }, { side: 'vendors' }, 'side');
    await expectInvalidParameter(fx.ctx, 'supplyChain.read', { ticker: 'NVDA' }, { lens: 'biggest' }, 'lens');
    await expectInvalidParameter(fx.ctx, 'supplyChain.read', { ticker: 'NVDA' }, { quantifiedOnly: 'yes' }, 'quantifiedOnly');
  });
});

describe('overview', () => {
  it('namedCustomerShare, namedCustomerShareIsFloor, namedCustomerCount, namedCustomerPeriod: revenue shares of named customers in its own report', async () => {
    const { overview } = await read('NVDA');
    // Microsoft 19% and Amazon "10% or more"; Meta's 14% is of receivables and does not count.
    expect(overview).toMatchObject({ namedCustomerShare: 29, namedCustomerShareIsFloor: true, namedCustomerCount: 2, namedCustomerPeriod: 'fiscal 2026' });
    expect(overview.largestCustomer).toEqual({ name: 'Microsoft Corporation', ticker: 'MSFT', percent: 19, isFloor: false, period: 'fiscal 2026' });
  });

  it("mostReliantSupplier: the supplier whose own report states the largest share of its revenue coming from this company; null when none", async () => {
    expect((await read('AAPL')).overview.mostReliantSupplier).toEqual({ name: 'Broadcom Inc.', ticker: 'AVGO', percent: 20, isFloor: false, period: 'fiscal year 2025' });
    expect((await read('WMT')).overview.mostReliantSupplier).toMatchObject({ ticker: 'PG', percent: 15 });
    expect((await read('NVDA')).overview.mostReliantSupplier).toBeNull();
  });
});

describe('company entries and statements', () => {
  it('competitorNamedBy is both, company or competitor; null outside competitors', async () => {
    const body = await read('NVDA');
    expect(body.competitors.map((e) => [e.ticker, e.competitorNamedBy])).toEqual([['GOOGL', 'company'], ['AVGO', 'both'], ['MSFT', 'competitor'], [null, 'company']]);
    expect(body.customers.every((e) => e.competitorNamedBy === null)).toBe(true);
  });

  it("a company naming this one as a customer is its supplier: statedBy the filer's ticker, isOwnFiling false", async () => {
    const [avgo] = (await read('AAPL')).suppliers;
    expect(avgo).toMatchObject({ name: 'Broadcom Inc.', ticker: 'AVGO' });
    expect(avgo!.statements[0]).toMatchObject({ statedBy: 'AVGO', isOwnFiling: false, form: '10-K', role: 'customer', quote: 'Sales to Apple Inc. represented 20% of our net revenue in fiscal year 2025.' });
  });

  it('ticker is MIC:TICKER outside the US and null when unlisted', async () => {
    expect((await read('AAPL')).partners.map((e) => e.ticker)).toEqual(['XLON:VOD']);
    expect(named((await read('NVDA')).suppliers, 'Sample Wafer Foundry Ltd.').ticker).toBeNull();
  });

  it('share: percent, percentFloor for 10% or more style statements, basis Revenue or Receivables, period as written', async () => {
    const customers = (await read('NVDA')).customers;
    expect(entry(customers, 'AMZN').statements[0]!.share).toEqual({ percent: 10, percentFloor: true, basis: 'Revenue', period: 'fiscal 2026' });
    expect(entry(customers, 'META').statements[0]!.share).toMatchObject({ percent: 14, basis: 'Receivables', period: 'January 25, 2026' });
    expect(named((await read('NVDA')).suppliers, 'Sample Wafer Foundry Ltd.').statements[0]!.share).toBeNull();
  });

  it('value: amountUsd = share times the annual revenue the same filing reports; a revenue share gets a value, others none', async () => {
    const customers = (await read('NVDA')).customers;
    const msft = entry(customers, 'MSFT').statements[0]!.value!;
    // NVDA's sample report tags both Revenues (130.5 billion) and contract revenue: total revenues win.
    expect(msft).toMatchObject({ amountUsd: 24_795_000_000, isFloor: false, revenueUsd: 130_500_000_000, revenuePeriodEnd: '2026-01-25' });
    expect(entry(customers, 'AMZN').statements[0]!.value).toMatchObject({ amountUsd: 13_050_000_000, isFloor: true });
    expect(entry(customers, 'META').statements[0]!.value).toBeNull();
  });

  it("customerRevenueShare is derived from the customer's own revenue over the fiscal year overlapping the filer's most", async () => {
    const value = entry((await read('NVDA')).customers, 'MSFT').statements[0]!.value!;
    // NVDA's year (to 2026-01-25) overlaps Microsoft's year to 2026-06-30 by seven months, its year to 2025-06-30 by five.
    expect(value).toMatchObject({ customerRevenueUsd: 245_100_000_000, customerRevenuePeriodEnd: '2026-06-30', customerRevenueShare: 10.12 });
  });
});

describe('namedOnlyByOthers, empty results and unknown tickers', () => {
  it('namedOnlyByOthers is true for a company listed only outside the US whose rows all come from other companies\' reports', async () => {
    const vod = await read('XLON:VOD');
    expect(vod).toMatchObject({ namedOnlyByOthers: true, annualReport: null, counts: { partners: 2 } });
    expect(vod.partners.map((e) => e.statements[0]!.statedBy).sort()).toEqual(['AAPL', 'MSFT']);
    // Walmart is named only by others too, but is listed in the US; NVDA has its own report.
    expect((await read('WMT')).namedOnlyByOthers).toBe(false);
    expect((await read('NVDA')).namedOnlyByOthers).toBe(false);
  });

  it('an empty result is not an error: a company not yet read answers 200 with empty lists and annualReport null', async () => {
    const ko = await read('KO');
    expect(ko).toMatchObject({ annualReport: null, counts: { customers: 0, suppliers: 0, competitors: 0, partners: 0 }, customers: [], suppliers: [], competitors: [], partners: [] });
    expect(ko.overview).toEqual({ namedCustomerShare: null, namedCustomerShareIsFloor: false, namedCustomerCount: 0, namedCustomerPeriod: null, largestCustomer: null, mostReliantSupplier: null });
  });

  it('an unknown ticker is 404, like every stock route', async () => {
    const error = await callError(fx.ctx, 'supplyChain.read', { ticker: 'ZZZZ' });
    expect([error.status, error.code]).toEqual([404, 'not_found']);
  });
});

describe('Supply-chain access: locked is true on non-Pro plans (200, lists empty, counts filled); false on Pro', () => {
  const on = (plan: 'free' | 'plus'): EngineContext => ({ ...fx.ctx, caller: { ...LOCAL_CALLER, kind: 'account', plan }, upgradeUrl: TEST_UPGRADE_URL });

  it.each(['free', 'plus'] as const)('on %s: locked, upgradeUrl set, counts and overview shares kept, no company named, lists empty', async (plan) => {
    const full = await read('NVDA');
    const locked = await read('NVDA', {}, on(plan));
    expect(locked).toMatchObject({ locked: true, upgradeUrl: TEST_UPGRADE_URL, counts: full.counts, customers: [], suppliers: [], competitors: [], partners: [] });
    expect(locked.overview).toEqual({ ...full.overview, largestCustomer: { ...full.overview.largestCustomer!, name: null, ticker: null } });
    expect((await read('AAPL', {}, on(plan))).overview.mostReliantSupplier).toMatchObject({ name: null, ticker: null, percent: 20 });
  });

  it('without an upgrade page the locked answer says null', async () => {
    expect((await read('NVDA', {}, { ...on('plus'), upgradeUrl: undefined })).upgradeUrl).toBeNull();
  });

  it('the local CLI caller is on Pro: nothing locked', async () => {
    expect(fx.ctx.caller.plan).toBe('pro');
    expect((await read('NVDA')).locked).toBe(false);
  });
});
