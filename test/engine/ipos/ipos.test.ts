/** The registration (IPO) list and detail against the sample store (spec: Registration (IPO) resources, Registrations). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationDetail, RegistrationRow } from '../../../src/engine/ipos/schemas';
import { call, callError, expectInvalidParameter } from '../../support/invoke';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

interface Page {
  data: RegistrationRow[];
  meta: { limit: number; offset: number; count: number; hasMore: boolean };
}
const list = (query: Record<string, string> = {}) => call<Page>(fx.ctx, 'ipos.list', {}, query);
const show = (cik: string) => call<RegistrationDetail>(fx.ctx, 'ipos.show', { cik });
const ciks = (page: Page) => page.data.map((r) => r.cik);

describe('GET /v1/ipos', () => {
  it('newest filing activity first; default limit 25', async () => {
    const page = await list();
    expect(ciks(page)).toEqual(['9800001', '9800006', '9800005', '9800004', '9800003', '9800002']);
    expect(page.meta).toEqual({ limit: 25, offset: 0, count: 6, hasMore: false });
    const dates = page.data.map((r) => r.latestFilingDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('status filters Filed, Priced, Listed, Withdrawn', async () => {
    expect(ciks(await list({ status: 'Priced' }))).toEqual(['9800001']);
    expect(ciks(await list({ status: 'Listed' }))).toEqual(['9800002']);
    expect(ciks(await list({ status: 'Withdrawn' }))).toEqual(['9800004']);
    expect(ciks(await list({ status: 'filed' }))).toEqual(['9800006', '9800005', '9800003']);
  });

  it('filerType Spac is the blank-check classification; Operating is every other', async () => {
    expect(ciks(await list({ filerType: 'Spac' }))).toEqual(['9800003']);
    expect(ciks(await list({ filerType: 'Operating' }))).not.toContain('9800003');
  });

  it('limit max 500 and offset page the list; bad values are 400 naming the parameter', async () => {
    const page = await list({ limit: '2', offset: '1' });
    expect(ciks(page)).toEqual(['9800006', '9800005']);
    expect(page.meta.hasMore).toBe(true);
    await expectInvalidParameter(fx.ctx, 'ipos.list', {}, { limit: '501' }, 'limit');
    await expectInvalidParameter(fx.ctx, 'ipos.list', {}, { status: 'Pending' }, 'status');
    await expectInvalidParameter(fx.ctx, 'ipos.list', {}, { filerType: 'Bank' }, 'filerType');
  });

  it('terms only from the newest final prospectus: the 424B4 price, not the superseded amendment range', async () => {
    const priced = (await list({ status: 'Priced' })).data[0]!;
    expect(priced).toMatchObject({
      status: 'Priced', offeringType: 'Primary', termsAvailability: 'Available', effectiveProspectusForm: '424B4',
      offerPriceLow: 15, offerPriceHigh: 15, sharesOffered: 6_250_000, proposedTicker: 'SMPB', listedTicker: null,
    });
  });

  it('a superseded approved extraction never substitutes for a rejected effective filing', async () => {
    const row = (await show('9800006')).registration;
    expect(row).toMatchObject({ effectiveProspectusForm: 'S-1/A', termsAvailability: 'Unavailable', offeringType: null, offerPriceLow: null, offerPriceHigh: null, sharesOffered: null });
  });

  it('percent fields are percentages, not fractions', async () => {
    const row = (await show('9800001')).registration;
    // Revenue 10M after 8M: 25% growth; gross profit 8M of 10M: 80% margin.
    expect(row).toMatchObject({ financialsAvailability: 'Available', financialsCurrency: 'USD', revenueFiscalYear: 2025, revenue: 10e6, revenueGrowthPercent: 25, grossMarginPercent: 80, netIncome: -42e6 });
  });

  it('Listed once priced and SEC\'s ticker links give the filer a ticker', async () => {
    expect((await show('9800002')).registration).toMatchObject({ status: 'Listed', listedTicker: 'SMCS', exchange: 'NYSE' });
  });
});

describe('GET /v1/ipos/{cik}', () => {
  it('cik with or without leading zeros', async () => {
    expect(await show('0009800001')).toEqual(await show('9800001'));
  });

  it('unknown CIK: 404; a CIK that is not digits: 400', async () => {
    expect(await callError(fx.ctx, 'ipos.show', { cik: '1234567' })).toMatchObject({ status: 404, code: 'not_found' });
    await expectInvalidParameter(fx.ctx, 'ipos.show', { cik: 'abc' }, {}, 'cik');
  });

  it('detail of a priced registration: extraction of the effective filing, underwriters, risk factors, financials, filings newest first', async () => {
    const d = await show('9800001');
    expect(d).toMatchObject({ extractionForm: '424B4', underwritersAvailability: 'Available', riskFactorsAvailability: 'Available', offerPriceQuote: 'The initial public offering price is $15.00 per share.' });
    expect(d.underwriters).toEqual(['Sample Securities LLC', 'Sample Capital Markets Inc', 'Sample & Co.']);
    expect(d.financials.map((y) => y.fiscalYear)).toEqual([2025, 2024]);
    expect(d.filings.map((f) => f.formType)).toEqual(['424B4', 'S-1/A', 'S-1']);
  });

  it('NonOffering suppresses unverified price and share fields and sets underwriters Unavailable', async () => {
    const d = await show('9800005');
    expect(d.registration).toMatchObject({ offeringType: 'NonOffering', termsAvailability: 'Unavailable', offerPriceLow: null, offerPriceHigh: null, sharesOffered: null });
    expect(d).toMatchObject({ offerPriceQuote: null, sharesOfferedQuote: null, underwritersAvailability: 'Unavailable', underwriters: [] });
    expect(d.offeringTypeQuote).toContain('equity plans');
  });

  it('availability distinguishes pending, rejected and completed-none', async () => {
    const pending = await show('9800004');
    expect(pending.registration).toMatchObject({ status: 'Withdrawn', latestFormType: 'RW', termsAvailability: 'Pending', effectiveProspectusForm: 'F-1/A' });
    expect(pending).toMatchObject({ underwritersAvailability: 'Pending', riskFactorsAvailability: 'Pending', extractionForm: 'F-1/A' });
    const rejected = await show('9800006');
    expect(rejected).toMatchObject({ underwritersAvailability: 'Unavailable', riskFactorsAvailability: 'Unavailable', underwriters: [], riskFactors: [] });
    const none = await show('9800002');
    expect(none).toMatchObject({ riskFactorsAvailability: 'NoneStated', riskFactors: [] });
  });

  it('a blank check filer is isBlankCheck; a filer without tagged statements has financials Unavailable', async () => {
    expect((await show('9800003')).registration).toMatchObject({ isBlankCheck: true, financialsAvailability: 'Unavailable', financialsCurrency: null, revenue: null });
  });
});
