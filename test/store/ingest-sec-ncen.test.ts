/**
 * The `sec-ncen` importer: the real N-CEN filing and filings written in its layout; the accession and
 * filing date from the file name, every service provider with its role, refusals naming the line and
 * element, idempotence, amendments, and the replacement of a registrant's synthetic filings.
 */
import { copyFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FundOperations } from '../../src/engine/funds/operations-schemas';
import { ingestAny } from '../../src/store/ingest/index';
import { readSampleKeys } from '../../src/store/sample-keys';
import { call } from '../support/invoke';
import { sampleStore, type SampleFixture } from '../support/store';
import { NCEN_REGISTRANT_PROVIDERS, NCEN_SERIES_PROVIDERS, ncenXml } from '../fixtures/ingest/fund-filings';
import { expectRefused, importerSuite, realFixture, snapshot } from '../fixtures/ingest/helpers';

let fx: SampleFixture;
const { files, ingest } = importerSuite('sec-ncen', (opened) => (fx = opened));
const REAL = realFixture('sec-ncen/ncen-0001410368-26-010921-primary_doc.xml');

const operations = (ticker: string) => call<FundOperations>(fx.ctx, 'funds.operations', { ticker }, {});
const EXAMPLE = { series: [{ id: 'S000099001', name: 'Example Growth Fund', providers: NCEN_SERIES_PROVIDERS }], registrantProviders: NCEN_REGISTRANT_PROVIDERS };

describe('the real filing', () => {
  it('AB Cap Fund\'s N-CEN: the filing with its three series and every provider, the accession from the file name', async () => {
    expect(await ingest(REAL)).toMatchObject({ rowsRead: 64, rowsAdded: 64 });
    const filing = await fx.store.one('SELECT filing_id, accession, registrant_cik, registrant_name, submission_type, filed_date, report_period_end, investment_company_type, investment_company_file_number, is_amendment, is_first_filing, is_last_filing FROM fund_ncen_filings');
    expect(filing).toEqual({
      filing_id: '0001410368-26-010921', accession: '0001410368-26-010921', registrant_cik: '0000081443', registrant_name: 'AB CAP FUND, INC.',
      submission_type: 'N-CEN', filed_date: null, report_period_end: '2025-11-30', investment_company_type: 'N-1A', investment_company_file_number: '811-01716',
      is_amendment: false, is_first_filing: false, is_last_filing: false,
    });
    expect(await fx.store.all('SELECT * FROM (SELECT unnest(series, recursive := true) FROM fund_ncen_filings) ORDER BY series_id')).toEqual([
      { series_id: 'S000045542', series_name: 'AB Small Cap Value Portfolio' },
      { series_id: 'S000062452', series_name: 'AB All China Equity Portfolio' },
      { series_id: 'S000084745', series_name: 'AB Mid Cap Value Portfolio' },
    ]);
  });

  it('a series of the filing resolves on the operations route with its own providers, then the registrant\'s', async () => {
    await ingest(REAL);
    const answer = await operations('S000045542');
    expect(answer).toMatchObject({ profileId: 'S000045542', seriesName: 'AB Small Cap Value Portfolio', coverage: 'registrantLevelTrackedIssuerFeed' });
    const providers = answer.data[0]!.serviceProviders;
    expect(providers[0]).toEqual({ role: 'investmentAdviser', name: 'AllianceBernstein L.P.', country: 'US', isAffiliated: null });
    expect(providers).toContainEqual({ role: 'pricingService', name: 'London Stock Exchange Group PLC', country: 'GB', isAffiliated: false });
    expect(providers).toContainEqual({ role: 'custodian', name: 'State Street Bank and Trust Company', country: 'US', isAffiliated: false });
    expect(providers).toContainEqual({ role: 'transferAgent', name: 'AllianceBernstein Investor Services, Inc.', country: 'US', isAffiliated: true });
    expect(providers).toContainEqual({ role: 'collateralManager', name: 'AllianceBernstein L.P.', country: null, isAffiliated: true });
    expect(providers.slice(-2)).toEqual([
      { role: 'principalUnderwriter', name: 'AllianceBernstein Investments, Inc.', country: 'US', isAffiliated: true },
      { role: 'publicAccountant', name: 'Ernst & Young LLP', country: 'US', isAffiliated: null },
    ]);
    // Another series' custodians abroad are not this series' providers.
    expect(providers.some((p) => p.name === 'CACEIS Bank')).toBe(false);
    expect((await operations('S000062452')).data[0]!.serviceProviders).toContainEqual({ role: 'custodian', name: 'CACEIS Bank', country: 'FR', isAffiliated: false });
  });

  it('a file name with the filing date gives filedDate; re-ingesting the same document adds nothing', async () => {
    const named = files.path('ncen-0001410368-26-010921-2026-02-12.xml');
    copyFileSync(REAL, named);
    expect(await ingest(named)).toMatchObject({ rowsAdded: 64 });
    expect((await operations('S000084745')).data[0]).toMatchObject({ filedDate: '2026-02-12', accessionNumber: '0001410368-26-010921', reportPeriodEnd: '2025-11-30' });
    const before = await snapshot(fx.store);
    expect(await ingest(named)).toMatchObject({ rowsRead: 64, rowsAdded: 0 });
    const after = await snapshot(fx.store);
    expect({ ...after, ingest_files: null }).toEqual({ ...before, ingest_files: null });
  });
});

describe('filings written in the layout', () => {
  it('an amendment is a filing of its own, listed beside the original, newest first', async () => {
    await ingest(files.write('0000123456-26-000100_20260825.xml', ncenXml(EXAMPLE)));
    await ingest(files.write('0000123456-26-000200_20261002.xml', ncenXml({ ...EXAMPLE, type: 'N-CEN/A' })));
    const answer = await operations('S000099001');
    expect(answer.data.map((row) => [row.accessionNumber, row.filedDate, row.isAmendment])).toEqual([
      ['0000123456-26-000200', '2026-10-02', true],
      ['0000123456-26-000100', '2026-08-25', false],
    ]);
    expect(answer.data[0]!.serviceProviders).toEqual([
      { role: 'investmentAdviser', name: 'Example Advisers LLC', country: 'US', isAffiliated: null },
      { role: 'subAdviser', name: 'Example Overseas Ltd', country: 'GB', isAffiliated: false },
      { role: 'custodian', name: 'Example Custody Bank', country: 'US', isAffiliated: false },
      { role: 'principalUnderwriter', name: 'Example Distributors LLC', country: 'US', isAffiliated: true },
      { role: 'publicAccountant', name: 'Example Audit LLP', country: 'US', isAffiliated: null },
    ]);
  });

  it('a name without an accession identifies the filing by its digest: the same document again adds nothing, filedDate is null', async () => {
    const file = files.write('primary_doc.xml', ncenXml(EXAMPLE));
    expect(await ingest(file)).toMatchObject({ rowsAdded: 6 });
    expect(await ingest(file)).toMatchObject({ rowsAdded: 0 });
    const filing = await fx.store.one<{ filing_id: string; accession: string | null; filed_date: string | null }>('SELECT filing_id, accession, filed_date FROM fund_ncen_filings');
    expect(filing).toMatchObject({ accession: null, filed_date: null });
    expect(filing!.filing_id).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('another document of the same filing replaces it whole', async () => {
    await ingest(files.write('0000123456-26-000100.xml', ncenXml(EXAMPLE)));
    await ingest(files.write('copy-of-0000123456-26-000100.xml', ncenXml({ ...EXAMPLE, series: [{ id: 'S000099001', name: 'Example Growth Fund' }] })));
    expect(await fx.store.one('SELECT count(*) AS filings FROM fund_ncen_filings')).toEqual({ filings: 1 });
    expect((await operations('S000099001')).data[0]!.serviceProviders.map((p) => p.role)).toEqual(['principalUnderwriter', 'publicAccountant']);
  });

  it('refusals name the element (and line): no N-CEN, no registrant name, no reporting period; the store is unchanged', async () => {
    const before = await snapshot(fx.store);
    await expectRefused(ingest(files.write('p.xml', ncenXml({ ...EXAMPLE, type: 'NPORT-P' }))), ['is not an N-CEN filing', '<submissionType>']);
    await expectRefused(ingest(files.write('r.xml', ncenXml({ ...EXAMPLE, registrant: null }))), ['has no <registrantFullName> in registrantInfo']);
    await expectRefused(ingest(files.write('d.xml', ncenXml({ ...EXAMPLE, period: null }))), ['reportEndingPeriod']);
    await expectRefused(ingest(files.write('m.xml', '<edgarSubmission><headerData>\n<submissionType>N-CEN</submissionType>\n</edgarSubmission>')), ['is not well-formed XML', 'line 3']);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('a bad series id, a Y/N answer that is neither and a nameless provider are listed with their lines and elements', async () => {
    const providers = '<custodians><custodian><custodianCountry>US</custodianCountry><isCustodianAffiliated>maybe</isCustodianAffiliated></custodian></custodians>';
    const xml = ncenXml({ firstFiling: 'perhaps', headerSeries: ['S12'], series: [{ id: 'S000099001', name: 'Example Growth Fund', providers }] });
    const error = await expectRefused(ingest(files.write('bad.xml', xml)), ['3 problems', "column 'custodianName'", "column 'isRegistrantFirstFiling': \"perhaps\" is not Y or N", "column 'seriesId': \"S12\" is not an SEC series id"]);
    expect(error.message).toMatch(/line \d+, column 'seriesId'/);
  });
});

describe('synthetic filings', () => {
  it('a real filing of a registrant replaces every synthetic N-CEN filing of that registrant, and only those', async () => {
    const sample = await sampleStore();
    try {
      const file = files.write('0009990001-26-000900_20261015.xml', ncenXml({ ...EXAMPLE, cik: '0009990001', registrant: 'SAMPLE INDEX TRUST' }));
      const report = await ingestAny(sample.store, sample.clock, 'sec-ncen', file);
      expect(report.replacedSample).toEqual([
        { dataset: 'fund_ncen_providers', key: '0009990001', rows: 46 },
        { dataset: 'fund_ncen_filings', key: '0009990001', rows: 3 },
      ]);
      expect((await readSampleKeys(sample.store)).filter((k) => k.kind === 'fund-ncen-registrant').map((k) => k.key)).not.toContain('0009990001');
      const index = await call<FundOperations>(sample.ctx, 'funds.operations', { ticker: 'SMPLX' });
      expect(index.data).toEqual([]);
      expect((await call<FundOperations>(sample.ctx, 'funds.operations', { ticker: 'SMGRX' })).data).toHaveLength(1);
    } finally {
      sample.store.close();
    }
  });
});
