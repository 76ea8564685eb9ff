import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, TRACKED_SERIES } from '../../../src/engine/fred/catalogue';
import type { LatestRow } from '../../../src/engine/fred/schemas';
import { call, callError } from '../../support/invoke';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';
import { insertObservations } from './support';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await emptyStore();
  await insertObservations(fx.store, [
    { seriesId: 'DGS10', date: '2026-11-17', value: 4.1 },
    { seriesId: 'DGS10', date: '2026-11-19', value: 4.25 },
    { seriesId: 'DGS10', date: '2026-11-18', value: 4.2 },
    { seriesId: 'T10Y2Y', date: '2026-11-19', value: 0.3 },
    { seriesId: 'T10Y2Y', date: '2026-11-18', value: 0.1 },
    { seriesId: 'GDP', date: '2026-07-01', value: 31000.5 },
  ]);
});
afterAll(() => fx.store.close());

const latest = async (query: Record<string, string> = {}): Promise<LatestRow[]> =>
  (await call<{ data: LatestRow[] }>(fx.ctx, 'fred.latest', {}, query)).data;
const row = async (id: string): Promise<LatestRow> => (await latest()).find((r) => r.seriesId === id)!;

describe('fred latest', () => {
  it('gives the newest value, the one before it and the change', async () => {
    expect(await row('DGS10')).toEqual({
      seriesId: 'DGS10',
      title: 'Market Yield on U.S. Treasury Securities at 10-Year Constant Maturity, Quoted on an Investment Basis',
      category: 'InterestRates', units: 'Percent', date: '2026-11-19', value: 4.25, previous: 4.2, change: 0.05,
    });
  });

  it('rounds change so binary noise never shows (0.3 - 0.1 is 0.2)', async () => {
    expect((await row('T10Y2Y')).change).toBe(0.2);
  });

  it('leaves change absent (the key is not present) when only one observation is stored', async () => {
    const gdp = await row('GDP');
    expect(gdp).toMatchObject({ date: '2026-07-01', value: 31000.5, previous: null });
    expect(Object.keys(gdp)).not.toContain('change');
  });

  it('gives date and value null, and no change, when nothing is stored', async () => {
    const unrate = await row('UNRATE');
    expect(unrate).toMatchObject({ date: null, value: null, previous: null });
    expect(Object.keys(unrate)).not.toContain('change');
  });

  it('has one row per tracked series, sorted by category then series id', async () => {
    const rows = await latest();
    expect(rows).toHaveLength(TRACKED_SERIES.length);
    const keys = rows.map((r) => `${r.category}|${r.seriesId}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('with category, only that category (any case)', async () => {
    const rows = await latest({ category: 'yieldspreads' });
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(['YieldSpreads']));
    expect(rows.map((r) => r.seriesId)).toContain('T10Y2Y');
  });

  it('refuses an unknown category, naming the parameter and the eleven categories', async () => {
    const error = await callError(fx.ctx, 'fred.latest', {}, { category: 'Crypto' });
    expect(error).toMatchObject({ status: 400, code: 'invalid_parameter' });
    expect(error.message).toContain("'category'");
    for (const category of CATEGORIES) expect(error.message).toContain(category);
  });
});

describe('fred latest on the sample set', () => {
  let sample: SampleFixture;
  beforeAll(async () => {
    sample = await sampleStore();
  });
  afterAll(() => sample.store.close());

  it('the sample series with one observation has previous null and no change; the unobserved one is null', async () => {
    const { data } = await call<{ data: LatestRow[] }>(sample.ctx, 'fred.latest', {}, {});
    const single = data.find((r) => r.seriesId === 'MEHOINUSA672N')!;
    expect(single.value).not.toBeNull();
    expect(single.previous).toBeNull();
    expect('change' in single).toBe(false);
    expect(data.find((r) => r.seriesId === 'HQMCB10YR')).toMatchObject({ date: null, value: null, previous: null });
    const observed = data.filter((r) => r.seriesId !== 'MEHOINUSA672N' && r.seriesId !== 'HQMCB10YR');
    for (const r of observed) expect(typeof r.change).toBe('number');
  });
});
