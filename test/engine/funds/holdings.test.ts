/** Fund holdings against the sample store (spec: Fund and adviser resources, Funds and advisers, Errors, Limits). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundHoldings } from '../../../src/engine/funds/schemas';
import { sampleStore, type SampleFixture } from '../../support/store';
import { call, callError, expectInvalidParameter } from '../../support/invoke';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const holdings = (ticker: string, query: Record<string, string> = {}) => call<FundHoldings>(fx.ctx, 'funds.holdings', { ticker }, query);

describe('GET /v1/funds/{ticker}/holdings', () => {
  it('a profile id (SEC series id) answers the newest report, largest value first', async () => {
    const answer = await holdings('S999000001');
    expect(answer).toMatchObject({
      profileId: 'S999000001', seriesName: 'Sample Large Cap Index Fund', ticker: 'SMPLX', reportPeriodDate: '2026-09-30', netAssets: 412_500_000,
      totalHoldings: 5, reportedHoldingCount: 5, holdingsCoverage: 'fullPortfolio',
      meta: { limit: 20, offset: 0, count: 5, hasMore: false, total: 5 },
    });
    expect(answer.data.map((row) => row.name)).toEqual(['Apple Inc', 'Microsoft Corp', 'NVIDIA Corp', 'Sample Treasury Note 4.25% 2031', 'Sample Government Money Market Portfolio']);
    expect(answer.data[0]).toEqual({
      name: 'Apple Inc', cusip: null, balance: 310_000, units: 'NS', valueUsd: 71_300_000, percentOfNetAssets: 17.2848, assetCategory: 'EC', country: 'US',
    });
  });

  it('the series ticker and a verified share-class ticker resolve to the same fund, in any case', async () => {
    expect((await holdings('smgrx')).profileId).toBe('S999000002');
    expect((await holdings('SMGIX')).profileId).toBe('S999000002');
  });

  it('a series without a ticker resolves by profile id and by its share-class alias; its ticker is null', async () => {
    expect(await holdings('S999000003')).toMatchObject({ ticker: null, seriesName: 'Sample Dividend Income Portfolio' });
    expect((await holdings('SMDVX')).profileId).toBe('S999000003');
  });

  it('a late amendment of an older quarter never shadows the newest report', async () => {
    expect(await holdings('S999000002')).toMatchObject({ reportPeriodDate: '2026-09-30', netAssets: 1_250_000_000 });
  });

  it('holdingsCoverage: trackedEquitiesOnly when fewer rows are stored than reported, unknown when the count is missing', async () => {
    expect(await holdings('SMGRX')).toMatchObject({ totalHoldings: 3, reportedHoldingCount: 250, holdingsCoverage: 'trackedEquitiesOnly' });
    expect(await holdings('SMSOX')).toMatchObject({ totalHoldings: 2, reportedHoldingCount: null, holdingsCoverage: 'unknown' });
  });

  it('limit and offset page the holdings; an empty page beyond the end is valid (200)', async () => {
    const page = await holdings('S999000001', { limit: '2', offset: '1' });
    expect(page.data.map((row) => row.name)).toEqual(['Microsoft Corp', 'NVIDIA Corp']);
    expect(page.meta).toEqual({ limit: 2, offset: 1, count: 2, hasMore: true, total: 5 });
    const beyond = await holdings('S999000001', { offset: '50' });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toEqual({ limit: 20, offset: 50, count: 0, hasMore: false, total: 5 });
  });

  it('an unknown fund is 404 not_found', async () => {
    const error = await callError(fx.ctx, 'funds.holdings', { ticker: 'S000000000' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
    expect(error.message).toContain('S000000000');
  });

  it('limit: default 20, max 500; a bad limit or offset is 400 naming it', async () => {
    await expectInvalidParameter(fx.ctx, 'funds.holdings', { ticker: 'SMPLX' }, { limit: '501' }, 'limit');
    await expectInvalidParameter(fx.ctx, 'funds.holdings', { ticker: 'SMPLX' }, { limit: '0' }, 'limit');
    await expectInvalidParameter(fx.ctx, 'funds.holdings', { ticker: 'SMPLX' }, { offset: '-1' }, 'offset');
    expect((await holdings('SMPLX', { limit: '500' })).meta.limit).toBe(500);
  });
});
