import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTargetBusinessDay } from '../../../src/engine/fx/target-calendar';
import { latestRate, rateOn, renderRate } from '../../../src/engine/fx/rates';
import { generatedSampleStore, sampleStore, type SampleFixture } from '../../support/store';

// Sample as of Friday 2026-11-20; the clock is pinned at 2026-11-21T15:00:00Z (Saturday in New York).
let fx: SampleFixture;
beforeAll(async () => {
  fx = await sampleStore();
});
afterAll(() => fx.store.close());

describe('TARGET business days (when the ECB publishes)', () => {
  it('weekdays except 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December', () => {
    // Easter Sunday 2026 is 5 April; 2025 is 20 April.
    const closed = ['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-01', '2026-12-25', '2025-04-18', '2025-04-21', '2025-12-26'];
    const open = ['2026-04-02', '2026-04-07', '2026-12-24', '2026-12-28', '2026-05-04', '2026-11-20', '2025-07-04', '2026-11-26'];
    expect(closed.filter(isTargetBusinessDay)).toEqual([]);
    expect(open.filter((d) => !isTargetBusinessDay(d))).toEqual([]);
    expect(isTargetBusinessDay('2026-11-21')).toBe(false);
  });
});

describe('fx sample', () => {
  it('has the eight non-euro reporting currencies on every TARGET business day of three years up to the as-of date', async () => {
    const rows = await fx.store.all<{ currency: string; days: number; first: string; last: string }>(
      `SELECT currency, count(*) AS days, min(date) AS first, max(date) AS last FROM fx_rates GROUP BY currency ORDER BY currency`,
    );
    expect(rows.map((r) => r.currency)).toEqual(['CHF', 'CNY', 'DKK', 'GBP', 'HKD', 'NOK', 'SEK', 'USD']);
    // 2023-11-20 (Monday) is the first day; 2026-11-20 (Friday) the last.
    for (const r of rows) expect(r).toMatchObject({ first: '2023-11-20', last: '2026-11-20' });
    const days = new Set(rows.map((r) => r.days));
    expect(days.size).toBe(1);
    // 3 years of weekdays (785) less the TARGET holidays on weekdays (2023: Dec 25, 26; 2024: 6; 2025: 6; 2026 to Nov 20: 4).
    expect([...days]).toEqual([785 - 2 - 6 - 6 - 4]);
  });

  it('stores nothing on a weekend or TARGET holiday, and never EUR', async () => {
    const off = await fx.store.all<{ date: string }>(
      `SELECT DISTINCT date FROM fx_rates WHERE dayofweek(date) IN (0, 6) OR date IN ('2026-04-03', '2026-04-06', '2026-05-01', '2025-12-25', '2025-12-26', '2026-01-01')`,
    );
    expect(off).toEqual([]);
    expect(await fx.store.one(`SELECT count(*) AS n FROM fx_rates WHERE currency = 'EUR'`)).toEqual({ n: 0 });
  });

  it('rates have plausible levels and the ECB precision (5 decimals for GBP, 4 otherwise)', async () => {
    const ranges = await fx.store.all<{ currency: string; low: number; high: number; scale: number }>(
      `SELECT currency, min(per_euro) AS low, max(per_euro) AS high,
              max(length(regexp_extract(rtrim(CAST(per_euro AS VARCHAR), '0'), '\\.([0-9]*)$', 1))) AS scale
       FROM fx_rates GROUP BY currency ORDER BY currency`,
    );
    const plausible: Record<string, [number, number, number]> = {
      CHF: [0.75, 1.15, 4], CNY: [6.5, 9.2, 4], DKK: [7.4, 7.52, 4], GBP: [0.72, 1, 5],
      HKD: [7, 10.5, 4], NOK: [9.5, 14, 4], SEK: [9.2, 13.5, 4], USD: [0.9, 1.3, 4],
    };
    for (const r of ranges) {
      const [low, high, scale] = plausible[r.currency]!;
      expect({ currency: r.currency, inRange: r.low >= low && r.high <= high, scale: r.scale <= scale }).toEqual({ currency: r.currency, inRange: true, scale: true });
    }
  });

  it('HKD keeps to its US dollar peg: 7.80 HKD per USD within half a percent every day', async () => {
    const band = await fx.store.one<{ low: number; high: number }>(
      `SELECT min(h.per_euro / u.per_euro) AS low, max(h.per_euro / u.per_euro) AS high
       FROM fx_rates h JOIN fx_rates u ON u.date = h.date AND u.currency = 'USD' WHERE h.currency = 'HKD'`,
    );
    expect(band!.low).toBeGreaterThan(7.75);
    expect(band!.high).toBeLessThan(7.85);
  });

  it('a weekend or holiday takes the business day before; before the first sample day there is no rate', async () => {
    expect((await rateOn(fx.ctx, 'USD', 'GBP', '2026-11-22'))?.asOf).toBe('2026-11-20');
    expect((await rateOn(fx.ctx, 'EUR', 'CHF', '2026-04-06'))?.asOf).toBe('2026-04-02');
    expect(await rateOn(fx.ctx, 'EUR', 'USD', '2023-11-12')).toBeNull();
    const latest = await latestRate(fx.ctx, 'USD', 'SEK');
    expect(latest?.asOf).toBe('2026-11-20');
    // The latest cross rate is the two stored per-euro rates of that day divided, exactly.
    const day = await fx.store.all<{ currency: string; per_euro: string }>(
      `SELECT currency, CAST(per_euro AS VARCHAR) AS per_euro FROM fx_rates WHERE date = '2026-11-20' AND currency IN ('USD', 'SEK') ORDER BY currency`,
    );
    const [sek, usd] = day.map((r) => Number(r.per_euro));
    expect(renderRate(latest!).rate).toBeCloseTo(sek! / usd!, 9);
  });

  it('is deterministic from the as-of date', async () => {
    const again = await generatedSampleStore();
    try {
      const digest = 'SELECT count(*) AS n, sum(per_euro) AS total, max(per_euro) FILTER (WHERE currency = \'NOK\') AS nok FROM fx_rates';
      expect(await again.store.one(digest)).toEqual(await fx.store.one(digest));
    } finally {
      again.store.close();
    }
  });
});
