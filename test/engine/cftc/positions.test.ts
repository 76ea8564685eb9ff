/** `GET /v1/cftc/contracts/{marketCode}/positions` over the sample (as of 2026-11-20, today 2026-11-21 in New York). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PositionPage } from '../../../src/engine/cftc/schemas';
import { oneYearBefore } from '../../../src/engine/windows';
import { call, callError } from '../../support/invoke';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

const positions = (marketCode: string, query: Record<string, string> = {}) =>
  call<PositionPage>(fx.ctx, 'cftc.positions', { marketCode }, query);
const dates = (page: PositionPage) => page.data.map((r) => r.reportDate);

describe('positions of a tracked contract', () => {
  it('by default covers the last year ending today, newest first, 52 per page', async () => {
    // Today 2026-11-21: window 2025-11-21..2026-11-21 holds the Tuesdays 2025-11-25..2026-11-17 (357 days apart → 52 reports).
    const page = await positions('088691');
    expect(page.meta).toEqual({ limit: 52, offset: 0, count: 52, hasMore: false });
    expect(page.data[0]!.reportDate).toBe('2026-11-17');
    expect(page.data.at(-1)!.reportDate).toBe('2025-11-25');
    expect(dates(page)).toEqual([...dates(page)].sort().reverse());
  });

  it('the default window leaves out reports older than one year', async () => {
    const page = await positions('088691', { limit: '500' });
    expect(page.meta.count).toBe(52);
    expect(dates(page).every((d) => d >= '2025-11-21')).toBe(true);
  });

  it('rows carry reportDate and six integer position fields', async () => {
    const [row] = (await positions('002602', { limit: '1' })).data;
    expect(Object.keys(row!).sort()).toEqual(['commLong', 'commShort', 'nonCommLong', 'nonCommShort', 'nonCommSpreads', 'openInterest', 'reportDate']);
    for (const [key, value] of Object.entries(row!)) if (key !== 'reportDate') expect(Number.isInteger(value)).toBe(true);
  });

  it('an explicit window is inclusive at both ends and pages with limit and offset', async () => {
    // Tuesdays of 2026-01-06..2026-03-31: 13 reports.
    const all = await positions('099741', { startDate: '2026-01-06', endDate: '2026-03-31', limit: '500' });
    expect(all.meta.count).toBe(13);
    expect(dates(all)[0]).toBe('2026-03-31');
    expect(dates(all).at(-1)).toBe('2026-01-06');
    const middle = await positions('099741', { startDate: '2026-01-06', endDate: '2026-03-31', limit: '5', offset: '5' });
    expect(middle.meta).toEqual({ limit: 5, offset: 5, count: 5, hasMore: true });
    expect(dates(middle)).toEqual(dates(all).slice(5, 10));
    const last = await positions('099741', { startDate: '2026-01-06', endDate: '2026-03-31', limit: '5', offset: '10' });
    expect(last.meta).toEqual({ limit: 5, offset: 10, count: 3, hasMore: false });
  });

  it('an endDate alone opens the window one year before it', async () => {
    // 2026-06-30 back to 2025-06-30 (a Monday): Tuesdays 2025-07-01..2026-06-30, 364 days apart → 53 reports.
    const page = await positions('088691', { endDate: '2026-06-30', limit: '500' });
    expect(page.meta.count).toBe(53);
    expect([dates(page)[0], dates(page).at(-1)]).toEqual(['2026-06-30', '2025-07-01']);
  });

  it('a startDate alone runs to today', async () => {
    const page = await positions('088691', { startDate: '2026-11-01' });
    expect(dates(page)).toEqual(['2026-11-17', '2026-11-10', '2026-11-03']);
  });

  it('matches the market code trimmed and case-insensitively', async () => {
    expect(await positions(' 13874a ', { limit: '3' })).toEqual(await positions('13874A', { limit: '3' }));
  });

  it('a tracked contract with no stored report gives an empty page, not a 404', async () => {
    expect(await positions('133741')).toEqual({ data: [], meta: { limit: 52, offset: 0, count: 0, hasMore: false } });
  });
});

describe('positions errors', () => {
  it.each(['0063CC', '999999', 'GOLD'])('an unknown (untracked) market code %s is a 404', async (code) => {
    const error = await callError(fx.ctx, 'cftc.positions', { marketCode: code });
    expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: 'not_found' });
    expect(error.message).toContain(`'${code}'`);
  });

  it('a startDate after the endDate is a 400 naming startDate', async () => {
    const error = await callError(fx.ctx, 'cftc.positions', { marketCode: '088691' }, { startDate: '2026-03-01', endDate: '2026-02-01' });
    expect(error.status).toBe(400);
    expect(error.message).toContain("Invalid parameter 'startDate'");
  });

  it('a startDate alone after today is a 400 naming startDate', async () => {
    const error = await callError(fx.ctx, 'cftc.positions', { marketCode: '088691' }, { startDate: '2026-12-01' });
    expect(error.status).toBe(400);
    expect(error.message).toContain("Invalid parameter 'startDate'");
  });

  it.each([['limit', '501'], ['limit', '0'], ['offset', '-1'], ['startDate', '2026-02-30'], ['endDate', '11/20/2026']])(
    '%s=%s is a 400 naming it',
    async (name, value) => {
      const error = await callError(fx.ctx, 'cftc.positions', { marketCode: '088691' }, { [name]: value });
      expect(error.status).toBe(400);
      expect(error.message).toContain(`Invalid parameter '${name}'`);
    },
  );

  it('limit 500 is the maximum accepted', async () => {
    expect((await positions('088691', { limit: '500', startDate: '2020-01-01' })).meta.limit).toBe(500);
  });
});

describe('one year before', () => {
  it('is the same day a year earlier, 29 February becoming 28 February', () => {
    expect(oneYearBefore('2026-11-21')).toBe('2025-11-21');
    expect(oneYearBefore('2028-02-29')).toBe('2027-02-28');
  });
});
