import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VixPage } from '../../../src/engine/gauges/schemas';
import { emptyStore, type SampleFixture } from '../../support/store';
import { call, callError } from '../../support/invoke';
import { insertVix } from './rows';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await emptyStore();
  await insertVix(fx.store, [
    ['1990-01-02', 17.24, 17.24, 17.24, 17.24],
    ['1990-01-03', 18.19, 18.19, 18.19, 18.19],
    ['2026-11-18', 16.1, 17.35, 15.9, 17.02],
    ['2026-11-19', 17.0, 18.4, 16.75, 18.11],
    ['2026-11-20', 18.2, 18.5, 16.2, 16.48],
  ]);
});
afterAll(() => fx.store.close());

const vix = (query: Record<string, string> = {}) => call<VixPage>(fx.ctx, 'market.vix', {}, query);

describe('GET /v1/market/vix', () => {
  it('returns date, open, high, low, close newest first, 30 per page by default', async () => {
    const page = await vix();
    expect(page.data[0]).toEqual({ date: '2026-11-20', open: 18.2, high: 18.5, low: 16.2, close: 16.48 });
    expect(page.data.map((r) => r.date)).toEqual(['2026-11-20', '2026-11-19', '2026-11-18', '1990-01-03', '1990-01-02']);
    expect(page.meta).toEqual({ limit: 30, offset: 0, count: 5, hasMore: false });
  });

  it('a startDate before 1990-01-02 is accepted; nothing earlier exists', async () => {
    const page = await vix({ startDate: '1900-01-01', endDate: '1990-12-31' });
    expect(page.data.map((r) => r.date)).toEqual(['1990-01-03', '1990-01-02']);
  });

  it('startDate and endDate bound the window inclusively', async () => {
    expect((await vix({ startDate: '2026-11-19', endDate: '2026-11-20' })).data.map((r) => r.close)).toEqual([16.48, 18.11]);
  });

  it('a start date after the end date is 400 naming startDate', async () => {
    const error = await callError(fx.ctx, 'market.vix', {}, { startDate: '2026-11-21', endDate: '2026-11-20' });
    expect([error.status, error.message]).toEqual([400, "Invalid parameter 'startDate': must not be after endDate (2026-11-20)."]);
  });

  it('pages with limit and offset; limit is at most 500', async () => {
    const page = await vix({ limit: '2', offset: '2' });
    expect(page.data.map((r) => r.date)).toEqual(['2026-11-18', '1990-01-03']);
    expect(page.meta).toEqual({ limit: 2, offset: 2, count: 2, hasMore: true });
    expect((await callError(fx.ctx, 'market.vix', {}, { limit: '501' })).message).toBe("Invalid parameter 'limit': must be at most 500.");
  });

  it('takes no type parameter', async () => {
    expect((await callError(fx.ctx, 'market.vix', {}, { type: 'Total' })).message).toMatch(/^Unknown query parameter 'type'/);
  });
});
