/** Fund owners of a stock against the sample store (spec: Fund and adviser resources, Funds and advisers, Limits). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundOwners } from '../../../src/engine/funds/schemas';
import { sampleStore, type SampleFixture } from '../../support/store';
import { call, expectInvalidParameter } from '../../support/invoke';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const owners = (ticker: string, query: Record<string, string> = {}) => call<FundOwners>(fx.ctx, 'funds.owners', { ticker }, query);
const series = (answer: FundOwners) => answer.data.map((row) => row.profileId);

describe('GET /v1/stocks/{ticker}/fund-owners', () => {
  it('each series\' newest report only, ranked by value; values as of the row\'s own report period', async () => {
    const answer = await owners('AAPL');
    // S999000002's older amended quarter also holds AAPL; only its newest report counts.
    expect(series(answer)).toEqual(['S999000002', 'S999000001', 'S999000005']);
    expect(answer.data[0]).toEqual({
      profileId: 'S999000002', registrantName: 'Sample Growth Funds Inc', seriesName: 'Sample Growth Equity Fund', reportPeriodDate: '2026-09-30',
      balance: 520_000, units: 'NS', valueUsd: 119_600_000, percentOfNetAssets: 9.568, payoffProfile: 'Long',
    });
    expect(answer.data[2]).toMatchObject({ payoffProfile: 'Short', balance: -20_000 });
    expect(answer.totalPositions).toBe(3);
    expect(answer.meta).toEqual({ limit: 20, offset: 0, count: 3, hasMore: false, total: 3 });
  });

  it('a series whose newest report is more than 18 months old is excluded from rows and totalPositions', async () => {
    // S999000004 (Sample Legacy Balanced Fund) last reported AAPL 19 months ago.
    expect(series(await owners('AAPL'))).not.toContain('S999000004');
    expect(await owners('AAPL', { registrantOrSeries: 'legacy' })).toMatchObject({ totalPositions: 0, data: [] });
  });

  it('a holding without a ticker matches by the CUSIP the fails-to-deliver data pairs with the listing', async () => {
    expect(series(await owners('NVDA'))).toEqual(['S999000002', 'S999000001', 'S999000003']);
  });

  it('registrantOrSeries is a case-insensitive substring of either name, applied before meta.total and paging', async () => {
    const bySeries = await owners('AAPL', { registrantOrSeries: 'GROWTH equity' });
    expect(series(bySeries)).toEqual(['S999000002']);
    expect(bySeries.meta.total).toBe(1);
    expect(series(await owners('AAPL', { registrantOrSeries: 'index trust' }))).toEqual(['S999000001']);
    const paged = await owners('AAPL', { registrantOrSeries: 'sample', limit: '1', offset: '1' });
    expect(series(paged)).toEqual(['S999000001']);
    expect(paged).toMatchObject({ totalPositions: 3, meta: { limit: 1, offset: 1, count: 1, hasMore: true, total: 3 } });
  });

  it('a holding whose ticker writes the class separator as a dot or a slash is the dashed listing\'s', async () => {
    const own = await sampleStore();
    try {
      // S999000001's newest report gets two more rows: BRK.B and BRK/B as filers write them, and BRK-A.
      await own.store.write(async (tx) => {
        const newest = "(SELECT max(report_period_date) FROM fund_reports WHERE series_id = 'S999000001')";
        for (const [position, ticker] of [[901, 'BRK.B'], [902, 'BRK/B'], [903, 'BRK.A']] as const) {
          await tx.run(`INSERT INTO fund_holdings (series_id, report_period_date, position, name, ticker, balance, units, value_usd, source, captured_at)
            SELECT 'S999000001', ${newest}, ?, 'Berkshire Hathaway Inc', ?, 10, 'NS', 1000, 'test', TIMESTAMP '2026-11-21'`, [position, ticker]);
        }
      });
      const ctx = own.ctx;
      const brk = await call<FundOwners>(ctx, 'funds.owners', { ticker: 'BRK-B' });
      expect(brk.data.map((row) => row.profileId)).toEqual(['S999000001', 'S999000001']);
      expect((await call<FundOwners>(ctx, 'funds.owners', { ticker: 'BRK-A' })).totalPositions).toBe(1);
    } finally {
      own.store.close();
    }
  });

  it('a page past the end is empty with the total kept; a stock no fund holds is an empty list', async () => {
    expect(await owners('AAPL', { offset: '10' })).toMatchObject({ totalPositions: 3, data: [], meta: { count: 0, total: 3, hasMore: false } });
    expect(await owners('KO')).toMatchObject({ totalPositions: 0, data: [], meta: { total: 0 } });
  });

  it('limit: default 20, max 500; a bad ticker, limit or offset is 400 naming it', async () => {
    await expectInvalidParameter(fx.ctx, 'funds.owners', { ticker: 'AAPL' }, { limit: '501' }, 'limit');
    await expectInvalidParameter(fx.ctx, 'funds.owners', { ticker: 'AAPL' }, { offset: 'x' }, 'offset');
    await expectInvalidParameter(fx.ctx, 'funds.owners', { ticker: '$$' }, {}, 'ticker');
  });
});
