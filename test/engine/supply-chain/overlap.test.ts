/**
 * `GET /v1/stocks/{ticker}/supply-chain/overlap` on the sample store, through the registry. NVDA names
 * AVGO (which names it back), Alphabet (whose report is not read) and an unlisted rival; MSFT names NVDA.
 * NVDA and AVGO both write "Sample Substrate Corp."; NVDA's "Sample Wafer Foundry Ltd." is AVGO's "SWF
 * Foundry"; both state Meta as a customer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CALLER, type EngineContext } from '../../../src/engine/context';
import type { Overlap } from '../../../src/engine/supply-chain/schemas';
import { call, callError, expectInvalidParameter, TEST_UPGRADE_URL } from '../../support/invoke';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const overlap = (ticker: string, query: Record<string, string> = {}, ctx: EngineContext = fx.ctx) => call<Overlap>(ctx, 'supplyChain.overlap', { ticker }, query);

describe('overlap response', () => {
  it('has the counts, competitors, suppliers, customers and focus; counts cover every row before limit', async () => {
    const body = await overlap('NVDA');
    expect(body).toMatchObject({
      ticker: 'NVDA', companyName: 'NVIDIA Corporation', locked: false, upgradeUrl: null,
      competitorCount: 3, unreadCompetitorCount: 1, supplierCount: 2, sharedSupplierCount: 1, customerCount: 3, sharedCustomerCount: 1, focus: null,
    });
    const limited = await overlap('NVDA', { limit: '1' });
    expect([limited.competitors.length, limited.suppliers.length, limited.customers.length]).toEqual([1, 1, 1]);
    expect(limited.competitorCount).toBe(3);
    expect(limited.customerCount).toBe(3);
  });

  it('only competitors matched to a listed company participate; ownFilingRead false means its own report is not read yet', async () => {
    const { competitors } = await overlap('NVDA');
    expect(competitors).toEqual([
      { name: 'Broadcom Inc.', ticker: 'AVGO', namedBy: 'both', ownFilingRead: true, sharedCount: 2 },
      { name: 'Alphabet Inc.', ticker: 'GOOGL', namedBy: 'company', ownFilingRead: false, sharedCount: 0 },
      { name: 'Microsoft Corporation', ticker: 'MSFT', namedBy: 'competitor', ownFilingRead: true, sharedCount: 0 },
    ]);
  });

  it('suppliers and customers: shared ones first, sharedWith lists competitor tickers, empty when none', async () => {
    const body = await overlap('NVDA');
    expect(body.suppliers).toEqual([
      { name: 'Sample Substrate Corp.', ticker: null, sharedWith: ['AVGO'] },
      { name: 'Sample Wafer Foundry Ltd.', ticker: null, sharedWith: [] },
    ]);
    expect(body.customers[0]).toEqual({ name: 'Meta Platforms, Inc.', ticker: 'META', sharedWith: ['AVGO'] });
    expect(body.customers.slice(1).every((c) => c.sharedWith.length === 0)).toBe(true);
  });

  it('a match is the same listed company or, when either is unlisted, the same written name; one company written two ways counts twice', async () => {
    const { focus } = await overlap('NVDA', { vs: 'AVGO' });
    // "Sample Wafer Foundry Ltd." and "Sample WF Foundry" are one foundry written two ways: both sides keep their own.
    expect(focus!.suppliers).toEqual({
      bothCount: 1, onlyCompanyCount: 1, onlyCompetitorCount: 1,
      both: [{ name: 'Sample Substrate Corp.', ticker: null }],
      onlyCompany: [{ name: 'Sample Wafer Foundry Ltd.', ticker: null }],
      onlyCompetitor: [{ name: 'Sample WF Foundry', ticker: null }],
    });
  });

  it('focus (only with vs): the competitor as a competitors entry, and both, onlyCompany, onlyCompetitor per side', async () => {
    const { focus } = await overlap('NVDA', { vs: 'avgo', limit: '1' });
    expect(focus!.competitor).toEqual({ name: 'Broadcom Inc.', ticker: 'AVGO', namedBy: 'both', ownFilingRead: true, sharedCount: 2 });
    expect(focus!.customers).toMatchObject({ bothCount: 1, onlyCompanyCount: 2, onlyCompetitorCount: 1, both: [{ ticker: 'META' }], onlyCompetitor: [{ ticker: 'AAPL' }] });
    // Counts before limit, lists at most limit.
    expect(focus!.customers.onlyCompany).toHaveLength(1);
  });

  it('a vs that is not a listed competitor returns 400 invalid_parameter naming the usable ones', async () => {
    const error = await expectInvalidParameter(fx.ctx, 'supplyChain.overlap', { ticker: 'NVDA' }, { vs: 'KO' }, 'vs');
    expect(error.message).toContain('use one of AVGO, GOOGL, MSFT');
    // An unlisted competitor does not take part, so it cannot be named either; a company with none says so.
    expect((await callError(fx.ctx, 'supplyChain.overlap', { ticker: 'KO' }, { vs: 'PEP' })).message).toContain('has none to compare with');
  });

  it('a company not yet read answers 200 with zero counts; an unknown ticker is 404', async () => {
    expect(await overlap('KO')).toMatchObject({ competitorCount: 0, supplierCount: 0, customerCount: 0, competitors: [], suppliers: [], customers: [], focus: null });
    expect((await callError(fx.ctx, 'supplyChain.overlap', { ticker: 'ZZZZ' })).status).toBe(404);
  });

  it('without Pro, vs is ignored, only counts return, lists are empty and focus is null', async () => {
    const plus: EngineContext = { ...fx.ctx, caller: { ...LOCAL_CALLER, kind: 'account', plan: 'plus' }, upgradeUrl: TEST_UPGRADE_URL };
    const full = await overlap('NVDA');
    // Even a vs that Pro would refuse is ignored.
    const locked = await overlap('NVDA', { vs: 'KO' }, plus);
    expect(locked).toEqual({
      ...full, locked: true, upgradeUrl: TEST_UPGRADE_URL, competitors: [], suppliers: [], customers: [], focus: null,
    });
  });
});
