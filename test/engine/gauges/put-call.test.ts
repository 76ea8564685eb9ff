import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PutCallPage } from '../../../src/engine/gauges/schemas';
import { emptyStore, type SampleFixture } from '../../support/store';
import { call, callError } from '../../support/invoke';
import { insertPutCall } from './rows';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await emptyStore();
  // Five Equity sessions (Mon 16 .. Fri 20 Nov 2026), Total on two of them, Index on one.
  await insertPutCall(fx.store, [
    { type: 'Equity', date: '2026-11-16', calls: 1_000_000, puts: 600_000, ratio: 0.6 },
    { type: 'Equity', date: '2026-11-17', calls: 2_000_000, puts: 1_300_000, ratio: 0.65 },
    { type: 'Equity', date: '2026-11-18', calls: 1_500_000, puts: 1_050_000, ratio: 0.7 },
    { type: 'Equity', date: '2026-11-19', calls: 1_200_000, puts: 600_000, ratio: 0.5 },
    { type: 'Equity', date: '2026-11-20', calls: 1_100_000, puts: 880_000, ratio: 0.8 },
    { type: 'Total', date: '2026-11-19', calls: 3_000_000, puts: 2_700_000, ratio: 0.9 },
    { type: 'Total', date: '2026-11-20', calls: 3_300_000, puts: 3_300_000, ratio: 1 },
    { type: 'Index', date: '2026-11-20', calls: 400_000, puts: 500_000, ratio: 1.25 },
  ]);
});
afterAll(() => fx.store.close());

const ratios = (query: Record<string, string> = {}) => call<PutCallPage>(fx.ctx, 'market.putCallRatios', {}, query);
const refused = (query: Record<string, string>) => callError(fx.ctx, 'market.putCallRatios', {}, query);

describe('GET /v1/market/put-call-ratios', () => {
  it('type defaults to Equity; rows are date, callVolume, putVolume, totalVolume, putCallRatio, newest first', async () => {
    const page = await ratios();
    expect(page.data.map((r) => r.date)).toEqual(['2026-11-20', '2026-11-19', '2026-11-18', '2026-11-17', '2026-11-16']);
    expect(page.data[1]).toEqual({ date: '2026-11-19', callVolume: 1_200_000, putVolume: 600_000, totalVolume: 1_800_000, putCallRatio: 0.5 });
    expect(Object.keys(page.data[0]!)).toEqual(['date', 'callVolume', 'putVolume', 'totalVolume', 'putCallRatio']);
  });

  it('volumes are integers and the ratio a number', async () => {
    for (const row of (await ratios()).data) {
      expect(Number.isInteger(row.callVolume) && Number.isInteger(row.putVolume) && Number.isInteger(row.totalVolume)).toBe(true);
      expect(typeof row.putCallRatio).toBe('number');
    }
  });

  it('type selects one product: Total, Index', async () => {
    expect((await ratios({ type: 'Total' })).data).toEqual([
      { date: '2026-11-20', callVolume: 3_300_000, putVolume: 3_300_000, totalVolume: 6_600_000, putCallRatio: 1 },
      { date: '2026-11-19', callVolume: 3_000_000, putVolume: 2_700_000, totalVolume: 5_700_000, putCallRatio: 0.9 },
    ]);
    expect((await ratios({ type: 'Index' })).data.map((r) => r.putCallRatio)).toEqual([1.25]);
  });

  it.each(['total', 'TOTAL', 'ToTaL', ' Total '])('type matches case-insensitively (%j)', async (type) => {
    expect((await ratios({ type })).data.map((r) => r.date)).toEqual(['2026-11-20', '2026-11-19']);
  });

  it('a known type with no stored rows is an empty page, not an error', async () => {
    expect(await ratios({ type: 'Vix' })).toEqual({ data: [], meta: { limit: 30, offset: 0, count: 0, hasMore: false } });
  });

  it.each(['Stock', 'equities', ''])('any other type (%j) is 400 naming type and listing the five', async (type) => {
    const error = await refused({ type });
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_parameter');
    expect(error.message).toBe("Invalid parameter 'type': must be one of Total, Equity, Index, Vix, Etp (any letter case).");
  });

  it('startDate and endDate bound the window inclusively', async () => {
    const page = await ratios({ startDate: '2026-11-17', endDate: '2026-11-19' });
    expect(page.data.map((r) => r.date)).toEqual(['2026-11-19', '2026-11-18', '2026-11-17']);
  });

  it('a start date after the end date is 400 naming startDate', async () => {
    const error = await refused({ startDate: '2026-11-20', endDate: '2026-11-19' });
    expect(error.status).toBe(400);
    expect(error.message).toBe("Invalid parameter 'startDate': must not be after endDate (2026-11-19).");
  });

  it('a malformed date is 400 naming it', async () => {
    expect((await refused({ endDate: '2026-02-30' })).message).toMatch(/^Invalid parameter 'endDate': must be a calendar date/);
  });

  it('pages with limit and offset; meta says limit, offset, count and hasMore', async () => {
    const first = await ratios({ limit: '2', offset: '1' });
    expect(first.data.map((r) => r.date)).toEqual(['2026-11-19', '2026-11-18']);
    expect(first.meta).toEqual({ limit: 2, offset: 1, count: 2, hasMore: true });
    const last = await ratios({ limit: '2', offset: '3' });
    expect(last.data.map((r) => r.date)).toEqual(['2026-11-17', '2026-11-16']);
    expect(last.meta).toEqual({ limit: 2, offset: 3, count: 2, hasMore: false });
  });

  it('limit defaults to 30 and is at most 500', async () => {
    expect((await ratios()).meta).toEqual({ limit: 30, offset: 0, count: 5, hasMore: false });
    expect((await ratios({ limit: '500' })).meta.limit).toBe(500);
    expect((await refused({ limit: '501' })).message).toBe("Invalid parameter 'limit': must be at most 500.");
  });
});
