/** Swedish fund positions against the sample store (spec: Fund and adviser resources, Funds and advisers, Errors, Limits). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwedishFundPositions } from '../../../src/engine/funds/se-positions-schemas';
import type { FundOwners } from '../../../src/engine/funds/schemas';
import { sampleStore, type SampleFixture } from '../../support/store';
import { call, callError, expectInvalidParameter } from '../../support/invoke';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const positions = (exchange: string, ticker: string, query: Record<string, string> = {}) =>
  call<SwedishFundPositions>(fx.ctx, 'funds.swedishPositions', { exchange, ticker }, query);
const HM: [string, string] = ['XSTO', 'HM-B'];

describe('GET /v1/stocks/{exchange}/{ticker}/swedish-fund-positions', () => {
  it('Swedish fund positions for a security\'s ISIN: marketValueSek, percentOfFundAssets, the institute number, reporting and check dates', async () => {
    const answer = await positions(...HM);
    expect(answer).toMatchObject({
      source: 'FI-Sweden-Fund-Holdings', coverageStatus: 'available', isin: 'SE0000106270', periodEnd: '2026-06-30', latestCapturedPeriodEnd: '2026-06-30',
      checkedAt: '2026-11-21T15:00:00.000Z', isStale: false, totalPositions: 3,
    });
    expect(answer.data[0]).toEqual({
      fundInstituteNumber: '9990001', fundName: 'Sample Sverige Indexfond', managementCompany: 'Sample Fonder AB', reportingDate: '2026-06-30',
      instrumentName: 'Hennes & Mauritz AB ser. B', isin: 'SE0000106270', assetType: 'ÖverlåtbartVärdepapper', issuerCountry: 'SE', currency: 'SEK',
      quantity: 4_200_000, marketValueSek: 1_050_000_000, percentOfFundAssets: 5.7065, fundAssetsSek: 18_400_000_000,
      revisionCapturedAt: '2026-11-21T15:00:00.000Z', sourceRow: { revisionId: 'sample-9990001-2026-06-30-1', rowNumber: 1 },
    });
    expect(answer.coverage).toContain('never merged with other ownership data');
  });

  it('repeated source positions stay separate, each with its source row; largest market value first', async () => {
    const answer = await positions(...HM);
    expect(answer.data.map((row) => [row.fundInstituteNumber, row.sourceRow.rowNumber, row.marketValueSek])).toEqual([
      ['9990001', 1, 1_050_000_000],
      ['9990002', 2, 205_000_000],
      ['9990001', 3, 37_500_000],
    ]);
  });

  it('a quarter\'s latest captured revision is the one read', async () => {
    const global = (await positions(...HM)).data.find((row) => row.fundInstituteNumber === '9990002')!;
    expect(global).toMatchObject({ quantity: 820_000, sourceRow: { revisionId: 'sample-9990002-2026-06-30-3' } });
  });

  it('without a period the newest captured quarter is used; periodEnd reads a historical quarter', async () => {
    const older = await positions(...HM, { periodEnd: '2026-03-31' });
    expect(older).toMatchObject({ periodEnd: '2026-03-31', latestCapturedPeriodEnd: '2026-06-30', coverageStatus: 'available', totalPositions: 2 });
    expect(older.data.map((row) => [row.fundInstituteNumber, row.reportingDate, row.quantity])).toEqual([
      ['9990001', '2026-03-31', 4_000_000],
      ['9990002', '2026-03-31', 780_000],
    ]);
  });

  it('an unresolved security, an uncaptured quarter or a missing position is not a zero-ownership assertion', async () => {
    const unresolved = await positions('XSTO', 'ERIC-A');
    expect(unresolved).toMatchObject({ coverageStatus: 'unresolved_security', isin: null, totalPositions: 0, data: [] });
    const uncaptured = await positions(...HM, { periodEnd: '2025-12-31' });
    expect(uncaptured).toMatchObject({ coverageStatus: 'not_captured', periodEnd: '2025-12-31', checkedAt: null, totalPositions: 0, data: [] });
    const missing = await positions('XSTO', 'VOLV-B');
    expect(missing).toMatchObject({ coverageStatus: 'no_matching_positions', isin: 'SE0000115446', periodEnd: '2026-06-30', totalPositions: 0, data: [] });
  });

  it('the row total before paging; limit 1 to 100 (default 20), offset 0 to 100000', async () => {
    const page = await positions(...HM, { limit: '1', offset: '1' });
    expect(page.data.map((row) => row.fundInstituteNumber)).toEqual(['9990002']);
    expect({ total: page.totalPositions, meta: page.meta }).toEqual({ total: 3, meta: { limit: 1, offset: 1, count: 1, hasMore: true, total: 3 } });
    const beyond = await positions(...HM, { offset: '100000' });
    expect({ total: beyond.totalPositions, data: beyond.data, meta: beyond.meta }).toEqual({ total: 3, data: [], meta: { limit: 20, offset: 100_000, count: 0, hasMore: false, total: 3 } });
    expect((await positions(...HM, { limit: '100' })).meta.limit).toBe(100);
    for (const [name, value] of [['limit', '0'], ['limit', '101'], ['offset', '-1'], ['offset', '100001']] as const) {
      await expectInvalidParameter(fx.ctx, 'funds.swedishPositions', { exchange: 'XSTO', ticker: 'HM-B' }, { [name]: value }, name);
    }
  });

  it('periodEnd must be a calendar quarter-end date: other dates are 400 naming periodEnd', async () => {
    for (const value of ['2026-06-29', '2026-05-31', '2026-13-31', 'Q2']) {
      const error = await expectInvalidParameter(fx.ctx, 'funds.swedishPositions', { exchange: 'XSTO', ticker: 'HM-B' }, { periodEnd: value }, 'periodEnd');
      expect(error.message).not.toContain('internal');
    }
  });

  it('an unknown listing is 404 not_found', async () => {
    const error = await callError(fx.ctx, 'funds.swedishPositions', { exchange: 'XSTO', ticker: 'NOPE' });
    expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
  });

  it('never merged with other ownership data: Swedish funds holding Apple are not fund owners of AAPL', async () => {
    const owners = await call<FundOwners>(fx.ctx, 'funds.owners', { ticker: 'AAPL' }, { limit: '500' });
    expect(owners.data.length).toBeGreaterThan(0);
    expect(owners.data.some((row) => row.seriesName.includes('Aktiefond'))).toBe(false);
  });
});
