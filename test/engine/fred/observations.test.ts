import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Observations } from '../../../src/engine/fred/schemas';
import { call, callError } from '../../support/invoke';
import { emptyStore, type SampleFixture } from '../../support/store';
import { insertObservations } from './support';

// The clock is pinned at 2026-11-21T15:00:00Z: today in New York is 2026-11-21.
let fx: SampleFixture;
beforeAll(async () => {
  fx = await emptyStore();
  await insertObservations(fx.store, [
    { seriesId: 'UNRATE', date: '2025-10-01', value: 4.4 },
    { seriesId: 'UNRATE', date: '2025-11-01', value: 4.5 },
    { seriesId: 'UNRATE', date: '2025-12-01', value: 4.4 },
    { seriesId: 'UNRATE', date: '2026-09-01', value: 4.3 },
    { seriesId: 'UNRATE', date: '2026-10-01', value: 4.2, capturedAt: '2026-11-07T13:30:00Z' },
    { seriesId: 'UNRATE', date: '2026-12-01', value: 9.9 },
  ]);
});
afterAll(() => fx.store.close());

const observations = (seriesId: string, query: Record<string, string> = {}): Promise<Observations> =>
  call<Observations>(fx.ctx, 'fred.observations', { seriesId }, query);

describe('fred observations', () => {
  it('defaults to the last year ending today, newest first', async () => {
    const page = await observations('UNRATE');
    // 2025-11-21 .. 2026-11-21: 2025-12-01, 2026-09-01, 2026-10-01 (2025-11-01 is before, 2026-12-01 after).
    expect(page.data).toEqual([
      { date: '2026-10-01', value: 4.2 },
      { date: '2026-09-01', value: 4.3 },
      { date: '2025-12-01', value: 4.4 },
    ]);
    expect(page.meta).toEqual({ limit: 100, offset: 0, count: 3, hasMore: false });
  });

  it('describes the series with its curated fields and lastUpdated (newest capture time)', async () => {
    expect((await observations('UNRATE')).series).toEqual({
      id: 'UNRATE', title: 'Unemployment Rate', units: 'Percent', frequency: 'Monthly', seasonalAdjustment: 'SA',
      lastUpdated: '2026-11-20T12:00:00.000Z',
    });
  });

  it('takes startDate and endDate inclusively', async () => {
    const page = await observations('UNRATE', { startDate: '2025-11-01', endDate: '2025-12-01' });
    expect(page.data.map((o) => o.date)).toEqual(['2025-12-01', '2025-11-01']);
  });

  it('with only endDate, starts one year before it', async () => {
    const page = await observations('UNRATE', { endDate: '2026-10-31' });
    expect(page.data.map((o) => o.date)).toEqual(['2026-10-01', '2026-09-01', '2025-12-01', '2025-11-01']);
  });

  it('pages with limit and offset, hasMore telling when rows remain', async () => {
    const window = { startDate: '2025-01-01', endDate: '2026-12-31' };
    const first = await observations('UNRATE', { ...window, limit: '2' });
    expect(first.data.map((o) => o.date)).toEqual(['2026-12-01', '2026-10-01']);
    expect(first.meta).toEqual({ limit: 2, offset: 0, count: 2, hasMore: true });
    const last = await observations('UNRATE', { ...window, limit: '2', offset: '4' });
    expect(last.data.map((o) => o.date)).toEqual(['2025-11-01', '2025-10-01']);
    expect(last.meta).toEqual({ limit: 2, offset: 4, count: 2, hasMore: false });
  });

  it('accepts the series id in any case', async () => {
    expect((await observations('unrate')).series.id).toBe('UNRATE');
  });

  it('answers an empty page for a tracked series with nothing stored, lastUpdated null', async () => {
    const page = await observations('DGS10');
    expect(page.data).toEqual([]);
    expect(page.series.lastUpdated).toBeNull();
  });

  it('answers 404 for an untracked series id', async () => {
    const error = await callError(fx.ctx, 'fred.observations', { seriesId: 'NOTASERIES' }, {});
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
    expect(error.message).toContain('NOTASERIES');
  });

  it('refuses a startDate after endDate', async () => {
    const error = await callError(fx.ctx, 'fred.observations', { seriesId: 'UNRATE' }, { startDate: '2026-05-01', endDate: '2026-04-01' });
    expect(error.status).toBe(400);
    expect(error.message).toContain("'startDate'");
  });

  it('refuses a startDate after the default endDate (today)', async () => {
    const error = await callError(fx.ctx, 'fred.observations', { seriesId: 'UNRATE' }, { startDate: '2026-12-01' });
    expect(error.status).toBe(400);
    expect(error.message).toContain("'startDate'");
    expect(error.message).toContain('2026-11-21');
  });

  it('limit defaults to 100 and may not exceed 500', async () => {
    expect((await observations('UNRATE')).meta.limit).toBe(100);
    expect((await callError(fx.ctx, 'fred.observations', { seriesId: 'UNRATE' }, { limit: '501' })).status).toBe(400);
  });
});
