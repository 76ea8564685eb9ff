import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalystList } from '../../../src/engine/fda/schemas';
import { sampleStore, type SampleFixture } from '../../support/store';
import { call } from '../../support/invoke';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore('2026-11-20', '2026-11-21T15:00:00Z');
});
afterAll(() => fx.store.close());

const catalysts = async (query: Record<string, string>) => (await call<CatalystList>(fx.ctx, 'fda.catalysts', {}, query)).data;

describe('sample advisory-committee calendar (synthetic, as of 2026-11-20)', () => {
  it('historical coverage begins November 2025: a window before it returns nothing', async () => {
    expect(await catalysts({ startDate: '2020-01-01', endDate: '2025-10-31' })).toEqual([]);
    const first = await catalysts({ startDate: '2020-01-01', endDate: '2025-11-30', limit: '1' });
    expect(first[0]!.meetingDate.slice(0, 7)).toBe('2025-11');
  });

  it('has two to four meetings a month through about six months after the as-of date', async () => {
    const all = await catalysts({ startDate: '2025-11-01', endDate: '2027-12-31', limit: '500' });
    const months = new Map<string, number>();
    for (const row of all) months.set(row.meetingDate.slice(0, 7), (months.get(row.meetingDate.slice(0, 7)) ?? 0) + 1);
    expect([...months.keys()][0]).toBe('2025-11');
    // 2026-11-20 + 182 days = 2027-05-21: the last meetings are in May 2027 at the latest, April at the earliest.
    const lastMonth = [...months.keys()].at(-1)!;
    expect(lastMonth >= '2027-04' && lastMonth <= '2027-05').toBe(true);
    expect(all.at(-1)!.meetingDate <= '2027-05-21').toBe(true);
  });

  it('some meetings span two days; every row names a center, a type, a synthetic title and an fda.gov page', async () => {
    const all = await catalysts({ startDate: '2025-11-01', endDate: '2027-12-31', limit: '500' });
    expect(all.filter((r) => r.endDate > r.meetingDate).length).toBeGreaterThanOrEqual(2);
    for (const row of all) {
      expect(row.endDate >= row.meetingDate).toBe(true);
      expect(['CDER', 'CBER', 'CDRH']).toContain(row.center);
      expect(row.catalystType).toBe('AdvisoryCommittee');
      expect(row.title).toMatch(/Advisory Committee Meeting \(synthetic sample\)$/);
      expect(row.sourceUrl).toMatch(/^https:\/\/www\.fda\.gov\/advisory-committees\/advisory-committee-calendar\//);
    }
  });

  it('the default window (today .. today + 90) finds upcoming meetings', async () => {
    const upcoming = await catalysts({});
    expect(upcoming.length).toBeGreaterThan(0);
    for (const row of upcoming) expect(row.endDate >= '2026-11-21' && row.meetingDate <= '2027-02-19').toBe(true);
  });
});
