import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calendar } from '../../../src/engine/fred/schemas';
import { call, callError } from '../../support/invoke';
import { emptyStore, sampleStore, type SampleFixture } from '../../support/store';
import { insertReleases } from './support';

// Clock pinned at 2026-11-21T15:00:00Z: today in New York is Saturday 2026-11-21.
let fx: SampleFixture;
beforeAll(async () => {
  fx = await emptyStore();
  await insertReleases(fx.store, [
    { date: '2026-12-04', release: 'H.15 Selected Interest Rates', importance: 'Low', series: ['DGS10'] },
    { date: '2026-12-04', release: 'Employment Situation', importance: 'High', series: ['UNRATE', 'PAYEMS'] },
    { date: '2026-12-04', release: 'Interest Rate Spreads', importance: 'Low', series: ['T10Y2Y'] },
    { date: '2026-12-03', release: 'Unemployment Insurance Weekly Claims', importance: 'Medium', series: ['ICSA'] },
    { date: '2026-12-04', release: 'H.8 Assets and Liabilities of Commercial Banks in the United States', importance: 'Medium', series: ['TOTLL'] },
    { date: '2026-11-20', release: 'H.15 Selected Interest Rates', importance: 'Low', series: ['DGS10'] },
    { date: '2026-12-21', release: 'H.15 Selected Interest Rates', importance: 'Low', series: ['DGS10'] },
    { date: '2026-12-22', release: 'H.15 Selected Interest Rates', importance: 'Low', series: ['DGS10'] },
  ]);
});
afterAll(() => fx.store.close());

const calendar = (query: Record<string, string> = {}, ctx = fx.ctx): Promise<Calendar> => call<Calendar>(ctx, 'fred.calendar', {}, query);
const names = (c: Calendar): string[] => c.data.map((r) => `${r.date} ${r.release}`);

describe('fred calendar', () => {
  it('defaults to today through 30 days out, chronological, importance High to Low then release name', async () => {
    expect(names(await calendar())).toEqual([
      '2026-12-03 Unemployment Insurance Weekly Claims',
      '2026-12-04 Employment Situation',
      '2026-12-04 H.8 Assets and Liabilities of Commercial Banks in the United States',
      '2026-12-04 H.15 Selected Interest Rates',
      '2026-12-04 Interest Rate Spreads',
      '2026-12-21 H.15 Selected Interest Rates',
    ]);
  });

  it('returns the calendar row: date, release, importance and series ids', async () => {
    expect((await calendar()).data[1]).toEqual({
      date: '2026-12-04', release: 'Employment Situation', importance: 'High', series: ['UNRATE', 'PAYEMS'],
    });
  });

  it('minImportance high keeps only High, medium keeps High and Medium', async () => {
    expect(names(await calendar({ minImportance: 'high' }))).toEqual(['2026-12-04 Employment Situation']);
    expect((await calendar({ minImportance: 'medium' })).data.map((r) => r.importance)).toEqual(['Medium', 'High', 'Medium']);
  });

  it('refuses an unknown minImportance, naming it', async () => {
    const error = await callError(fx.ctx, 'fred.calendar', {}, { minImportance: 'critical' });
    expect(error.status).toBe(400);
    expect(error.message).toContain("'minImportance'");
    expect(error.message).toContain('low, medium, high');
  });

  it('takes an explicit window inclusively', async () => {
    expect(names(await calendar({ startDate: '2026-11-20', endDate: '2026-11-20' }))).toEqual(['2026-11-20 H.15 Selected Interest Rates']);
  });

  it('with only startDate, ends 30 days after it', async () => {
    expect(names(await calendar({ startDate: '2026-11-22' })).at(-1)).toBe('2026-12-22 H.15 Selected Interest Rates');
  });

  it('meta.hasMore is set when the window holds more rows than limit; offset is always 0', async () => {
    const page = await calendar({ limit: '2' });
    expect(page.meta).toEqual({ limit: 2, offset: 0, count: 2, hasMore: true });
    expect((await calendar({ limit: '6' })).meta).toEqual({ limit: 6, offset: 0, count: 6, hasMore: false });
  });

  it('limit defaults to 100 and may not exceed 500', async () => {
    expect((await calendar()).meta.limit).toBe(100);
    expect((await callError(fx.ctx, 'fred.calendar', {}, { limit: '501' })).status).toBe(400);
  });

  it('refuses an endDate before the default startDate (today)', async () => {
    const error = await callError(fx.ctx, 'fred.calendar', {}, { endDate: '2026-11-01' });
    expect(error.status).toBe(400);
    expect(error.message).toContain("'startDate'");
  });

  it('has no offset parameter: an offset is not a calendar option', async () => {
    const page = await calendar({ limit: '2' });
    expect(page.meta.offset).toBe(0);
  });
});

describe('fred calendar on the sample set (release rules)', () => {
  let sample: SampleFixture;
  beforeAll(async () => {
    sample = await sampleStore();
  });
  afterAll(() => sample.store.close());

  const window = (startDate: string, endDate: string, extra: Record<string, string> = {}) =>
    calendar({ startDate, endDate, limit: '500', ...extra }, sample.ctx);

  it('the low tier emits several rows per business day, so the default page clips the window (hasMore)', async () => {
    const tuesday = await window('2026-12-01', '2026-12-01', { minImportance: 'low' });
    expect(tuesday.data.filter((r) => r.importance === 'Low').length).toBeGreaterThanOrEqual(5);
    expect((await calendar({}, sample.ctx)).meta.hasMore).toBe(true);
  });

  it('the Employment Situation comes out on the first Friday of the month , the Friday after when that is a holiday (2027-01-01 → 2027-01-08)', async () => {
    const { data } = await window('2026-11-22', '2027-02-28', { minImportance: 'high' });
    expect(data.filter((r) => r.release === 'Employment Situation').map((r) => r.date)).toEqual(['2026-12-04', '2027-01-08', '2027-02-05']);
  });

  it('weekly claims come out on Thursdays, the Wednesday before when Thursday is Thanksgiving (2026-11-26)', async () => {
    const { data } = await window('2026-11-16', '2026-12-13', { minImportance: 'medium' });
    expect(data.filter((r) => r.release === 'Unemployment Insurance Weekly Claims').map((r) => r.date)).toEqual([
      '2026-11-19', '2026-11-25', '2026-12-03', '2026-12-10',
    ]);
  });

  it('H.15 follows federal business days (none on Veterans Day 2026-11-11), stock indexes the NYSE (open that day)', async () => {
    const { data } = await window('2026-11-11', '2026-11-11');
    const releases = data.map((r) => r.release);
    expect(releases).not.toContain('H.15 Selected Interest Rates');
    expect(releases).toContain('Stock Market Indexes');
  });

  it('never lists central-bank policy meetings', async () => {
    const { data } = await window('2026-09-21', '2027-03-20');
    expect(data.length).toBeGreaterThan(0);
    expect(data.filter((r) => /FOMC|Open Market Committee|policy|meeting/i.test(r.release))).toEqual([]);
  });

  it('spans 60 days before to 120 days after the as-of date (2026-11-20)', async () => {
    const { data: before } = await window('2026-09-01', '2026-09-20');
    expect(before).toEqual([]);
    const { data: first } = await window('2026-09-21', '2026-09-21');
    expect(first.length).toBeGreaterThan(0);
    const { data: after } = await window('2027-03-21', '2027-04-30');
    expect(after).toEqual([]);
  });
});
