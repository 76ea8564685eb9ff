import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekday } from '../../../src/core/dates';
import { TRACKED_SERIES } from '../../../src/engine/fred/catalogue';
import { isFederalBusinessDay } from '../../../src/engine/fred/federal-holidays';
import { sampleObservations } from '../../../src/store/sample/fred';
import { sampleStore, type SampleFixture } from '../../support/store';

let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

interface Counted {
  seriesId: string;
  n: number;
  first: string;
  last: string;
}

describe('fred sample set', () => {
  it('observes every tracked series but one, which has none (HQMCB10YR), and one only once (MEHOINUSA672N)', async () => {
    const rows = await fx.store.all<Counted>(
      'SELECT series_id AS "seriesId", count(*) AS n, min(date) AS first, max(date) AS last FROM fred_observations GROUP BY series_id',
    );
    const counts = new Map(rows.map((r) => [r.seriesId, r]));
    expect(counts.has('HQMCB10YR')).toBe(false);
    expect(counts.get('MEHOINUSA672N')?.n).toBe(1);
    expect(counts.size).toBe(TRACKED_SERIES.length - 1);
  });

  it('covers about three years up to the as-of date at each series own frequency', async () => {
    const daily = await fx.store.one<Counted>("SELECT count(*) AS n, min(date) AS first, max(date) AS last FROM fred_observations WHERE series_id = 'DGS10'");
    expect(daily!.first >= '2023-11-20' && daily!.first <= '2023-11-22').toBe(true);
    expect(daily!.last).toBe('2026-11-19');
    const monthly = await fx.store.all<{ date: string }>("SELECT date FROM fred_observations WHERE series_id = 'UNRATE' ORDER BY date");
    expect(monthly.every((r) => r.date.endsWith('-01'))).toBe(true);
    // Published 40 days after the period: 2023-12-01 through 2026-10-01 (1 + 12 + 12 + 10 months).
    expect(monthly).toHaveLength(35);
    expect(monthly.at(-1)?.date).toBe('2026-10-01');
    const weekly = await fx.store.all<{ date: string }>("SELECT date FROM fred_observations WHERE series_id = 'ICSA'");
    expect(weekly.every((r) => weekday(r.date) === 6)).toBe(true);
  });

  it('observes daily H.15 series on federal business days only', async () => {
    const dates = await fx.store.all<{ date: string }>("SELECT date FROM fred_observations WHERE series_id = 'DGS2'");
    expect(dates.every((r) => isFederalBusinessDay(r.date))).toBe(true);
  });

  it('is deterministic from the as-of date', () => {
    const dgs10 = TRACKED_SERIES.find((s) => s.id === 'DGS10')!;
    expect(sampleObservations(dgs10, '2026-11-20')).toEqual(sampleObservations(dgs10, '2026-11-20'));
    expect(sampleObservations(dgs10, '2026-11-20')).not.toEqual(sampleObservations(dgs10, '2026-11-19'));
  });

  it('keeps rates plausible: every DGS10 value between 1 and 8 percent', () => {
    const dgs10 = TRACKED_SERIES.find((s) => s.id === 'DGS10')!;
    for (const o of sampleObservations(dgs10, '2026-11-20')) {
      expect(o.value).toBeGreaterThan(1);
      expect(o.value).toBeLessThan(8);
    }
  });
});
