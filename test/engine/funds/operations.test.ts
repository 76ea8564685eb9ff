/** Fund operations (N-CEN) against the sample store (spec: Fund and adviser resources, Funds and advisers, Errors, Limits). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundOperations } from '../../../src/engine/funds/operations-schemas';
import type { FundDirectory } from '../../../src/engine/funds/schemas';
import { operationById } from '../../../src/operations/index';
import { sampleStore, type SampleFixture } from '../../support/store';
import { call, callError, expectInvalidParameter } from '../../support/invoke';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const operations = (ticker: string, query: Record<string, string> = {}) => call<FundOperations>(fx.ctx, 'funds.operations', { ticker }, query);

describe('GET /v1/funds/{ticker}/operations', () => {
  it('Fund operations response: coverage always registrantLevelTrackedIssuerFeed, a coverageNote, data newest first', async () => {
    const answer = await operations('S999000001');
    expect(answer).toMatchObject({ profileId: 'S999000001', seriesName: 'Sample Large Cap Index Fund', coverage: 'registrantLevelTrackedIssuerFeed' });
    expect(answer.coverageNote).toContain('not evidence that none was filed');
    expect(answer.data.map((row) => [row.reportPeriodEnd, row.filedDate, row.isAmendment])).toEqual([
      ['2025-12-31', '2026-04-20', true],
      ['2025-12-31', '2026-03-11', false],
      ['2024-12-31', '2025-03-13', false],
    ]);
    expect(answer.data[1]).toMatchObject({
      investmentCompanyType: 'N-1A', investmentCompanyFileNumber: '811-99901', isFirstFiling: false, isLastFiling: false,
      accessionNumber: '0009990001-26-000001', registrantName: 'Sample Index Trust', registrantCik: '0009990001',
    });
  });

  it('serviceProviders are {role, name, country, isAffiliated}: the fund\'s own, then the registrant\'s; null where the form asks none', async () => {
    const [newest] = (await operations('SMPLX')).data;
    expect(newest!.serviceProviders.map((p) => p.role)).toEqual([
      'investmentAdviser', 'transferAgent', 'custodian', 'pricingService', 'administrator', 'principalUnderwriter', 'publicAccountant',
    ]);
    expect(newest!.serviceProviders[0]).toEqual({ role: 'investmentAdviser', name: 'Sample Index Advisers LLC', country: 'US', isAffiliated: null });
    expect(newest!.serviceProviders).toContainEqual({ role: 'custodian', name: 'Sample Trust Company NA', country: 'US', isAffiliated: false });
    expect(newest!.serviceProviders).toContainEqual({ role: 'principalUnderwriter', name: 'Sample Distributors LLC', country: 'US', isAffiliated: true });
    const [growth] = (await operations('SMGRX')).data;
    expect(growth!.serviceProviders).toContainEqual({ role: 'subAdviser', name: 'Sample Overseas Capital Ltd', country: 'GB', isAffiliated: false });
  });

  it('same identifiers as holdings: profile id, series id in any case, series ticker, verified share-class alias', async () => {
    expect((await operations('s999000001')).profileId).toBe('S999000001');
    expect((await operations('SMPLX')).profileId).toBe('S999000001');
    expect((await operations('SMGIX')).profileId).toBe('S999000002');
    expect((await operations('SMDVX')).profileId).toBe('S999000003');
  });

  it('each profileId of the fund directory resolves on the operations route, including series without a ticker', async () => {
    const directory = await call<FundDirectory>(fx.ctx, 'funds.directory', {}, { query: 'sample', limit: '500' });
    expect(directory.data.length).toBeGreaterThanOrEqual(5);
    expect(directory.data.some((row) => row.ticker === null)).toBe(true);
    for (const row of directory.data) expect((await operations(row.profileId)).profileId).toBe(row.profileId);
  });

  it('N-CEN is registrant-level: a filing that lists no series reaches the funds of its registrant CIK', async () => {
    const answer = await operations('S999000003');
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]).toMatchObject({ registrantName: 'Sample Variable Insurance Trust', serviceProviders: [{ role: 'publicAccountant', name: 'Sample Audit LLP' }] });
  });

  it('a series only an N-CEN filing lists (no N-PORT-P report) resolves by its series id', async () => {
    const answer = await operations('S999000006');
    expect(answer).toMatchObject({ profileId: 'S999000006', seriesName: 'Sample Government Money Market Fund' });
    expect(answer.data.map((row) => row.reportPeriodEnd)).toEqual(['2025-12-31', '2025-12-31']);
  });

  it('An empty data array is a coverage result (200), not evidence of no filing', async () => {
    const answer = await operations('SMSOX');
    expect(answer).toMatchObject({ profileId: 'S999000005', coverage: 'registrantLevelTrackedIssuerFeed', data: [] });
  });

  it('an unknown fund is 404 not_found, as on the holdings route', async () => {
    const error = await callError(fx.ctx, 'funds.operations', { ticker: 'S000000000' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
    expect(error.message).toContain('S000000000');
  });

  it('Fund operations limit: default 10, max 500; outside is 400 naming limit', async () => {
    expect((operationById('funds.operations').params.parse({ ticker: 'SMPLX' }) as { limit: number }).limit).toBe(10);
    expect((await operations('SMPLX', { limit: '1' })).data.map((row) => row.filedDate)).toEqual(['2026-04-20']);
    expect((await operations('SMPLX', { limit: '500' })).data).toHaveLength(3);
    await expectInvalidParameter(fx.ctx, 'funds.operations', { ticker: 'SMPLX' }, { limit: '501' }, 'limit');
    await expectInvalidParameter(fx.ctx, 'funds.operations', { ticker: 'SMPLX' }, { limit: '0' }, 'limit');
  });
});
