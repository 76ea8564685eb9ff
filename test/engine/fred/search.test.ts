import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeriesRow } from '../../../src/engine/fred/schemas';
import { callError, call } from '../../support/invoke';
import { emptyStore, type SampleFixture } from '../../support/store';
import { insertObservations } from './support';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await emptyStore();
  await insertObservations(fx.store, [
    { seriesId: 'DGS10', date: '2026-11-18', value: 4.2, capturedAt: '2026-11-19T10:00:00Z' },
    { seriesId: 'DGS10', date: '2026-11-19', value: 4.25, capturedAt: '2026-11-20T10:30:00Z' },
    { seriesId: 'DGS10', date: '2026-11-17', value: 4.1, capturedAt: '2026-11-18T09:00:00Z' },
  ]);
});
afterAll(() => fx.store.close());

const search = async (query: Record<string, string>): Promise<SeriesRow[]> =>
  (await call<{ data: SeriesRow[] }>(fx.ctx, 'fred.series', {}, query)).data;
const ids = async (query: string, extra: Record<string, string> = {}): Promise<string[]> =>
  (await search({ query, ...extra })).map((r) => r.seriesId);

describe('fred series search: an exact id or a verified alias wins', () => {
  it('an exact series id, in any case, answers that series alone', async () => {
    expect(await ids('dgs10')).toEqual(['DGS10']);
    expect(await ids('  T10Y2Y ')).toEqual(['T10Y2Y']);
  });

  it('a verified alias answers its one series, whatever the punctuation and case', async () => {
    expect(await ids('10-year treasury')).toEqual(['DGS10']);
    expect(await ids('10 Year Treasury')).toEqual(['DGS10']);
    expect(await ids('core cpi')).toEqual(['CPILFESL']);
    expect(await ids('CPI')).toEqual(['CPIAUCSL']);
    expect(await ids('jobless claims')).toEqual(['ICSA']);
    expect(await ids('nonfarm payrolls')).toEqual(['PAYEMS']);
    expect(await ids('yield curve')).toEqual(['T10Y2Y']);
    expect(await ids('S&P 500')).toEqual(['SP500']);
    expect(await ids('euro dollar')).toEqual(['DEXUSEU']);
  });

  it('returns the full Series row with the curated title, units, frequency and adjustment', async () => {
    expect(await search({ query: 'unemployment rate' })).toEqual([
      {
        seriesId: 'UNRATE', title: 'Unemployment Rate', category: 'Employment', frequency: 'Monthly',
        units: 'Percent', seasonalAdjustment: 'SA', lastUpdated: null,
      },
    ]);
  });
});

describe('fred series search: every word must match id, title or category', () => {
  it('keeps only series matching every word (treasury inflation indexed)', async () => {
    expect(await ids('treasury inflation indexed')).toEqual(['DFII10', 'DFII5']);
  });

  it('matches a word against the category too (housing mortgage)', async () => {
    expect(await ids('housing mortgage')).toEqual(['MORTGAGE15US', 'MORTGAGE30US']);
  });

  it('matches a query word that is a prefix of a series word (breakev)', async () => {
    expect(await ids('breakev')).toEqual(['T10YIE', 'T5YIE']);
  });

  it('is punctuation-independent: "inflation-indexed, treasury" equals "inflation indexed treasury"', async () => {
    expect(await ids('inflation-indexed, treasury')).toEqual(await ids('inflation indexed treasury'));
  });

  it('leaves little words such as "of" out of the comparison', async () => {
    expect(await ids('rate of unemployment')).toEqual(['UNRATE', 'UNRATENSA']);
  });
});

describe('fred series search: the sparse any-word fallback', () => {
  it('when no series matches every word, returns the series matching any word', async () => {
    expect(await ids('yen zzzznotaword')).toEqual(['DEXJPUS']);
  });

  it('answers empty only when the tracked set has no match', async () => {
    expect(await ids('zzzz qqqq')).toEqual([]);
  });
});

describe('fred series search: order, limit and lastUpdated', () => {
  it('sorts by category then series id', async () => {
    const rows = await search({ query: 'index', limit: '500' });
    expect(rows.length).toBeGreaterThan(20);
    const keys = rows.map((r) => `${r.category}|${r.seriesId}`);
    expect(keys).toEqual([...keys].sort());
    expect(rows.map((r) => r.category)).toContain('Market');
    expect(rows.map((r) => r.category)).toContain('Housing');
  });

  it('returns at most 20 rows by default', async () => {
    expect(await search({ query: 'index' })).toHaveLength(20);
  });

  it('refuses a limit above 500', async () => {
    const error = await callError(fx.ctx, 'fred.series', {}, { query: 'cpi', limit: '501' });
    expect(error.status).toBe(400);
    expect(error.message).toContain("'limit'");
  });

  it('requires a query', async () => {
    const error = await callError(fx.ctx, 'fred.series', {}, {});
    expect(error.status).toBe(400);
    expect(error.message).toContain("'query'");
  });

  it('refuses a query with no letter or digit', async () => {
    const error = await callError(fx.ctx, 'fred.series', {}, { query: ' -- ' });
    expect(error).toMatchObject({ status: 400, code: 'invalid_parameter' });
    expect(error.message).toContain("'query'");
  });

  it('lastUpdated is the newest capture time of the series observations (not its newest date)', async () => {
    expect((await search({ query: 'DGS10' }))[0]!.lastUpdated).toBe('2026-11-20T10:30:00.000Z');
  });

  it('lastUpdated is null when nothing is stored for the series', async () => {
    expect((await search({ query: 'DGS2' }))[0]!.lastUpdated).toBeNull();
  });
});
