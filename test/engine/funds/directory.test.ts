/** The fund directory against the sample store (spec: Fund and adviser resources, Funds and advisers, Limits). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundDirectory, FundHoldings } from '../../../src/engine/funds/schemas';
import { sampleStore, type SampleFixture } from '../../support/store';
import { call, expectInvalidParameter } from '../../support/invoke';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const search = (query: Record<string, string>) => call<FundDirectory>(fx.ctx, 'funds.directory', {}, query);
const ids = (answer: FundDirectory) => answer.data.map((row) => row.profileId);

describe('GET /v1/funds', () => {
  it('query is required: missing or blank is 400 naming query; limit max 500', async () => {
    await expectInvalidParameter(fx.ctx, 'funds.directory', {}, {}, 'query');
    await expectInvalidParameter(fx.ctx, 'funds.directory', {}, { query: '  ' }, 'query');
    await expectInvalidParameter(fx.ctx, 'funds.directory', {}, { query: 'sample', limit: '501' }, 'limit');
  });

  it('a row says the fund from its newest report, with coverage; fundType and ticker may be null', async () => {
    const answer = await search({ query: 'growth equity' });
    expect(answer).toEqual({
      totalMatches: 1,
      data: [{
        seriesName: 'Sample Growth Equity Fund', registrantName: 'Sample Growth Funds Inc', profileId: 'S999000002', ticker: 'SMGRX', fundType: 'mutual fund',
        netAssets: 1_250_000_000, holdingCount: 3, reportedHoldingCount: 250, holdingsCoverage: 'trackedEquitiesOnly', latestReportPeriodDate: '2026-09-30',
      }],
    });
    expect((await search({ query: 'dividend income' })).data[0]).toMatchObject({ profileId: 'S999000003', ticker: null, fundType: null, holdingsCoverage: 'fullPortfolio' });
  });

  it('exact identifiers and verified aliases win: profile id, own ticker, share-class ticker, any case', async () => {
    expect(ids(await search({ query: 's999000004' }))).toEqual(['S999000004']);
    expect(ids(await search({ query: 'SMPLX' }))).toEqual(['S999000001']);
    expect(ids(await search({ query: 'smdvx' }))).toEqual(['S999000003']);
  });

  it('every word of the series or registrant name, in any order, before the largest net assets', async () => {
    // "Sample Index Trust" files for S999000001 and S999000004; both hold every word.
    const answer = await search({ query: 'trust index' });
    expect(ids(answer)).toEqual(['S999000001', 'S999000004']);
    expect(answer.totalMatches).toBe(2);
  });

  it('a sparse any-word fallback only when no fund holds every word; totalMatches counts before limit', async () => {
    const answer = await search({ query: 'growth balanced zebra', limit: '1' });
    expect(answer.totalMatches).toBe(2);
    expect(ids(answer)).toEqual(['S999000002']);
    expect(await search({ query: 'zebra' })).toEqual({ totalMatches: 0, data: [] });
  });

  it('every profileId resolves on the holdings route, series without a ticker included', async () => {
    const all = await search({ query: 'sample', limit: '500' });
    expect(all.totalMatches).toBe(5);
    for (const row of all.data) expect((await call<FundHoldings>(fx.ctx, 'funds.holdings', { ticker: row.profileId })).seriesName).toBe(row.seriesName);
  });
});
